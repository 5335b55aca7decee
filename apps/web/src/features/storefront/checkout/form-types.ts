import type { CartOrder } from '@shop/domain';

/** Sets one field of the saved checkout form (cart.order, persisted with the cart). */
export type SetOrderField = <Field extends keyof CartOrder>(
  field: Field,
  value: CartOrder[Field],
) => void;

/** The message of a field's error, if the last submit named it. */
export type ErrorFor = (field: string) => string | undefined;
