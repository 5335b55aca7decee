import {
  type Branch,
  type CartOrder,
  type DeliveryMethod,
  type PostcodeCity,
  type RequiredFields,
  splitPostcodeCity,
} from '@shop/domain';
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
  /** Changes one half of the spec's `city` ('80333 München'); the postcode may pick the area. */
  onCityPartChange: (part: keyof PostcodeCity, value: string) => void;
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
  onCityPartChange,
}: AddressSectionProps) {
  const fieldProps = orderFieldProps({ order, required, errorFor, setOrder });
  const { postcode, city } = splitPostcodeCity(order.city);
  const cityError = errorFor('city');
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
      <TextField {...fieldProps('street')} autoComplete="address-line1" />
      {/* spec §2 'postcode + city': one order field, two inputs for the browser's autofill. */}
      <div className={styles.postcodeCity}>
        <TextField
          name="city"
          label={de.checkout.fields.postcode}
          value={postcode}
          isRequired={required.city}
          error={cityError}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={10}
          onValueChange={(value) => onCityPartChange('postcode', value.replace(/\D/g, ''))}
        />
        <TextField
          name="cityName"
          label={de.checkout.fields.cityName}
          value={city}
          isRequired={required.city}
          aria-invalid={cityError ? true : undefined}
          autoComplete="address-level2"
          onValueChange={(value) => onCityPartChange('city', value)}
        />
      </div>
      <div className={styles.triple}>
        {DETAILS.map((field) => (
          <TextField key={field} {...fieldProps(field)} />
        ))}
      </div>
    </Section>
  );
}
