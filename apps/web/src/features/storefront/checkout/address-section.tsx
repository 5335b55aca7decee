import type { Branch, CartOrder, DeliveryMethod, RequiredFields } from '@shop/domain';
import { de } from '../../../i18n/de-storefront.ts';
import styles from './checkout.module.css';
import { SelectField, TextField } from './fields.tsx';
import {
  type ErrorFor,
  type OrderTextField,
  orderFieldProps,
  type SetOrderField,
} from './form-types.ts';
import { Section } from './section.tsx';

type AddressSectionProps = {
  branch: Branch;
  method: DeliveryMethod;
  order: CartOrder;
  deliveryArea: number | null;
  required: RequiredFields;
  errorFor: ErrorFor;
  setOrder: SetOrderField;
  onDeliveryAreaChange: (areaId: number) => void;
};

const DETAILS: readonly OrderTextField[] = ['floor', 'stairway', 'door'];

/**
 * spec §2 address (for delivery or when the branch requires it): the delivery area (delivery
 * only, the same choice as in the cart), street + number, postcode + city, floor, stairway, door.
 */
export function AddressSection({
  branch,
  method,
  order,
  deliveryArea,
  required,
  errorFor,
  setOrder,
  onDeliveryAreaChange,
}: AddressSectionProps) {
  const fieldProps = orderFieldProps({ order, required, errorFor, setOrder });
  return (
    <Section title={de.checkout.sections.address}>
      {method === 'delivery' ? (
        <SelectField
          name="deliveryArea"
          label={de.checkout.fields.deliveryArea}
          value={deliveryArea === null ? '' : String(deliveryArea)}
          placeholder={de.checkout.fields.choose}
          options={branch.deliveryAreas.map((area) => ({
            value: String(area.id),
            label: area.area,
          }))}
          isRequired={required.deliveryArea}
          error={errorFor('deliveryArea')}
          onValueChange={(value) => onDeliveryAreaChange(Number(value))}
        />
      ) : null}
      <div className={styles.pair}>
        <TextField {...fieldProps('street')} autoComplete="street-address" />
        <TextField {...fieldProps('city')} autoComplete="address-level2" />
      </div>
      <div className={styles.triple}>
        {DETAILS.map((field) => (
          <TextField key={field} {...fieldProps(field)} />
        ))}
      </div>
    </Section>
  );
}
