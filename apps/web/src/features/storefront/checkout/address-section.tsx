import type { Branch, CartOrder, DeliveryMethod, RequiredFields } from '@shop/domain';
import { de } from '../../../i18n/de.ts';
import styles from './checkout.module.css';
import { SelectField, TextField } from './fields.tsx';
import type { ErrorFor, SetOrderField } from './form-types.ts';
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

type AddressField = 'floor' | 'stairway' | 'door';
const DETAILS: readonly AddressField[] = ['floor', 'stairway', 'door'];

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
        <TextField
          name="street"
          label={de.checkout.fields.street}
          value={order.street}
          isRequired={required.street}
          autoComplete="street-address"
          error={errorFor('street')}
          onValueChange={(value) => setOrder('street', value)}
        />
        <TextField
          name="city"
          label={de.checkout.fields.city}
          value={order.city}
          isRequired={required.city}
          autoComplete="address-level2"
          error={errorFor('city')}
          onValueChange={(value) => setOrder('city', value)}
        />
      </div>
      <div className={styles.triple}>
        {DETAILS.map((field) => (
          <TextField
            key={field}
            name={field}
            label={de.checkout.fields[field]}
            value={order[field]}
            error={errorFor(field)}
            onValueChange={(value) => setOrder(field, value)}
          />
        ))}
      </div>
    </Section>
  );
}
