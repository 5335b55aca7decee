import type { Cart } from '@shop/domain';
import { useCallback } from 'react';
import { de } from '../../../i18n/de.ts';

const FIELD_LABELS: Readonly<Record<string, string>> = {
  ...de.checkout.fields,
  isDelivery: de.checkout.sections.orderType,
  appointmentDate: de.checkout.sections.appointment,
  paymentMethod: de.checkout.sections.payment,
  donatee: de.checkout.sections.donatee,
  legalInstructions: de.checkout.legal.termsTitle,
  privacyPolicy: de.checkout.legal.privacyTitle,
};

/**
 * The label the error list puts before a message: the form's label of the field, or for an order
 * line (`items.{i}.…`, spec §7 errors) the product's name.
 */
export function useFieldLabels(cart: Cart) {
  return useCallback(
    (field: string): string | null => {
      const line = /^items\.(\d+)/.exec(field);
      if (line) return cart.items[Number(line[1])]?.product.name ?? null;
      return FIELD_LABELS[field] ?? null;
    },
    [cart.items],
  );
}
