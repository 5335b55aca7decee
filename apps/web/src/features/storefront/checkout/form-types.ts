import type { CartOrder, RequiredFields } from '@shop/domain';
import { de } from '../../../i18n/de-storefront.ts';

/** Sets one field of the saved checkout form (cart.order, persisted with the cart). */
export type SetOrderField = <Field extends keyof CartOrder>(
  field: Field,
  value: CartOrder[Field],
) => void;

/** The message of a field's error, if the last submit named it. */
export type ErrorFor = (field: string) => string | undefined;

/** The text fields of the contact and address sections. */
export type OrderTextField =
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phone'
  | 'street'
  | 'city'
  | 'floor'
  | 'stairway'
  | 'door';

type OrderForm = {
  order: CartOrder;
  required: RequiredFields;
  errorFor: ErrorFor;
  setOrder: SetOrderField;
};

const isRequiredField = (required: RequiredFields, field: OrderTextField) =>
  field === 'floor' || field === 'stairway' || field === 'door' ? false : required[field];

/**
 * The TextField props that tie a field to the saved checkout form: name, German label, value,
 * required mark, the last submit's error and the change handler.
 */
export const orderFieldProps =
  ({ order, required, errorFor, setOrder }: OrderForm) =>
  (field: OrderTextField) => ({
    name: field,
    label: de.checkout.fields[field],
    value: order[field],
    isRequired: isRequiredField(required, field),
    error: errorFor(field),
    onValueChange: (value: string) => setOrder(field, value),
  });
