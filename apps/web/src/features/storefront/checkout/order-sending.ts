import { checkLeadTime, validateOrderDraft } from '@shop/domain';
import { checkoutDraft } from './checkout-model.ts';
import type { SubmitInput } from './use-checkout-submit.ts';

export { createOrder, newIdempotencyKey } from './api/create-order.ts';

/** The client's checks before sending: the server's draft rules and the lead times (domain). */
export function checkLocally({ branch, cart, model, now, config }: SubmitInput) {
  const draft = checkoutDraft(cart, branch, model);
  const checked = validateOrderDraft(draft, model.context);
  const leadTime = checkLeadTime({
    appointment: draft.appointmentDate ? new Date(draft.appointmentDate) : null,
    now,
    timeZone: config.timeZone,
    products: cart.items.map((item) => item.product),
  });
  const errors = [...(checked.ok ? [] : checked.error), ...(leadTime.ok ? [] : [leadTime.error])];
  return checked.ok && errors.length === 0 ? { draft: checked.value, errors } : { errors };
}
