import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '@shop/domain';
import { de } from '../../../i18n/de.ts';
import { ChoiceGroup } from './fields.tsx';
import type { ErrorFor, SetOrderField } from './form-types.ts';
import { Section } from './section.tsx';

type PaymentSectionProps = {
  methods: readonly PaymentMethod[];
  value: PaymentMethod;
  errorFor: ErrorFor;
  setOrder: SetOrderField;
};

/** spec §2 payment method: only those the branch and the settings allow (domain rules). */
export function PaymentSection({ methods, value, errorFor, setOrder }: PaymentSectionProps) {
  return (
    <Section title={de.checkout.sections.payment}>
      <ChoiceGroup
        name="paymentMethod"
        legend={de.checkout.sections.payment}
        value={methods.includes(value) ? value : null}
        options={methods.map((method) => ({ value: method, label: PAYMENT_METHOD_LABELS[method] }))}
        error={errorFor('paymentMethod')}
        isLegendHidden
        onValueChange={(method) => setOrder('paymentMethod', method)}
      />
    </Section>
  );
}
