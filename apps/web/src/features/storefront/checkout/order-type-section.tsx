import {
  type CartOrder,
  DELIVERY_METHOD_LABELS,
  type DeliveryMethod,
  type Table,
} from '@shop/domain';
import { de } from '../../../i18n/de.ts';
import { ChoiceGroup, SelectField } from './fields.tsx';
import type { ErrorFor, SetOrderField } from './form-types.ts';
import { Section } from './section.tsx';

type OrderTypeSectionProps = {
  method: DeliveryMethod;
  methods: readonly DeliveryMethod[];
  errorFor: ErrorFor;
  onMethodChange: (method: DeliveryMethod) => void;
};

/** spec §2: the order type, each only if the branch enables it (labels spec §9). */
export function OrderTypeSection({
  method,
  methods,
  errorFor,
  onMethodChange,
}: OrderTypeSectionProps) {
  return (
    <Section title={de.checkout.sections.orderType}>
      <ChoiceGroup
        name="isDelivery"
        legend={de.checkout.sections.orderType}
        value={method}
        options={methods.map((value) => ({ value, label: DELIVERY_METHOD_LABELS[value] }))}
        error={errorFor('isDelivery')}
        isLegendHidden
        onValueChange={onMethodChange}
      />
    </Section>
  );
}

type TableSectionProps = {
  order: CartOrder;
  tables: readonly Table[];
  errorFor: ErrorFor;
  setOrder: SetOrderField;
};

/** spec §2/§5: dine-in with table selection asks for the table, shown required ('Tischnummer *'). */
export function TableSection({ order, tables, errorFor, setOrder }: TableSectionProps) {
  return (
    <Section title={de.checkout.sections.table}>
      <SelectField
        name="table"
        label={de.checkout.fields.table}
        value={order.table ?? ''}
        placeholder={de.checkout.fields.choose}
        options={tables.map((table) => ({ value: table.identifier, label: table.identifier }))}
        isRequired
        error={errorFor('table')}
        onValueChange={(value) => setOrder('table', value || null)}
      />
    </Section>
  );
}
