import { z } from 'zod';
import { availableDeliveryMethods, deliveryMethodOf } from '../cart/delivery-methods.ts';
import type { ApiError } from '../contracts/api.ts';
import type { Branch, Donatee, PublicConfig, Table } from '../contracts/entities.ts';
import type { DeliveryMethod } from '../contracts/enums.ts';
import { checkDeliveryPostcode } from '../delivery/postcodes.ts';
import { hoursForMethod } from '../hours/open-state.ts';
import { type OrderWindow, validateAppointment } from '../hours/order-times.ts';
import { MESSAGES } from '../messages.ts';
import { isPackagingChoiceOffered } from '../pricing/packaging-deposit.ts';
import { err, ok, type Result } from '../result.ts';
import { type OrderDraft, orderDraftSchema } from './order-draft.ts';
import { type OrderChannel, offeredPaymentMethods } from './payment-methods.ts';
import { isValidPhone, normalisePhone, phoneFormatMessage } from './phone.ts';
import { requiredFields } from './required-fields.ts';
import { germanIssueMessage, zodErrorToApiErrors } from './zod-errors.ts';

/** Everything the checkout rules need besides the draft; `now` enters through the order window. */
export type CheckoutContext = {
  readonly branch: Branch;
  readonly config: Parameters<typeof offeredPaymentMethods>[1] &
    Pick<PublicConfig, 'enablePluginDonations'>;
  readonly timeZone: string;
  /** From orderWindow({ now, timeZone, products, orderableFrom }). */
  readonly window: OrderWindow;
  /** Tables of the branch; when given, the table identifier must be one of them. */
  readonly tables?: readonly Pick<Table, 'identifier' | 'branch'>[];
  /** Donatees; when given, a chosen donatee must be one of them. */
  readonly donatees?: readonly Pick<Donatee, 'id'>[];
  readonly phoneExample?: string;
  /** Where the order is placed; a phone order takes no online payment (decision 049). */
  readonly channel?: OrderChannel;
};

const isEmail = (value: string) => z.email().safeParse(value).success;
const error = (
  field: string,
  code: keyof typeof MESSAGES,
  message: string = MESSAGES[code],
): ApiError => ({
  code,
  field,
  message,
});

function contactErrors(
  draft: OrderDraft,
  method: DeliveryMethod,
  context: CheckoutContext,
): ApiError[] {
  const required = requiredFields(context.branch, method);
  const errors: ApiError[] = [];
  const textFields = ['firstName', 'lastName', 'email', 'phone', 'street', 'city'] as const;
  for (const field of textFields) {
    if (required[field] && draft[field] === '') errors.push(error(field, 'notBlank'));
  }
  if (draft.email !== '' && !isEmail(draft.email)) errors.push(error('email', 'invalidEmail'));
  if (draft.phone !== '' && !isValidPhone(normalisePhone(draft.phone))) {
    errors.push(error('phone', 'phoneFormat', phoneFormatMessage(context.phoneExample)));
  }
  if (required.deliveryArea) {
    const area = context.branch.deliveryAreas.find((entry) => entry.id === draft.deliveryArea);
    if (!area)
      errors.push(
        error('deliveryArea', draft.deliveryArea === null ? 'notBlank' : 'invalidChoice'),
      );
    // The address must lie in the chosen area (docs/decisions/016); a blank city is named above.
    const outside = area && draft.city !== '' ? checkDeliveryPostcode(area, draft.city) : null;
    if (outside) errors.push(outside);
  }
  if (required.table) {
    const tables = context.tables?.filter((table) => table.branch.id === context.branch.id);
    if (draft.table === null) errors.push(error('table', 'notBlank'));
    else if (tables && !tables.some((table) => table.identifier === draft.table)) {
      errors.push(error('table', 'invalidChoice'));
    }
  }
  return errors;
}

function orderErrors(
  draft: OrderDraft,
  method: DeliveryMethod,
  context: CheckoutContext,
): ApiError[] {
  const { branch, config } = context;
  const errors: ApiError[] = [];
  if (draft.branch !== branch.id) errors.push(error('branch', 'invalidChoice'));
  if ((draft.isDelivery && draft.isDineIn) || !availableDeliveryMethods(branch).includes(method)) {
    errors.push(error('isDelivery', 'invalidChoice'));
  }
  if (draft.items.length === 0) errors.push(error('items', 'cartEmptyCheckout'));
  if (!draft.legalInstructions) errors.push(error('legalInstructions', 'notBlank'));
  if (!draft.privacyPolicy) errors.push(error('privacyPolicy', 'notBlank'));
  if (!offeredPaymentMethods(branch, config, context.channel).includes(draft.paymentMethod)) {
    errors.push(error('paymentMethod', 'invalidChoice'));
  }
  if (draft.donatee !== null) {
    const isKnown = context.donatees?.some((donatee) => donatee.id === draft.donatee) ?? true;
    if (!config.enablePluginDonations || !isKnown) errors.push(error('donatee', 'invalidChoice'));
  }
  // Reusable packaging only to go, where the branch offers it (§33 VerpackG, decision 051).
  if (draft.packaging === 'reusable' && !isPackagingChoiceOffered(branch, method)) {
    const code = method === 'dineIn' ? 'reusablePackagingDineIn' : 'reusablePackagingNotOffered';
    errors.push(error('packaging', code));
  }
  const isAsked = requiredFields(branch, method).isAppointmentAsked;
  const appointment = validateAppointment({
    appointment: isAsked && draft.appointmentDate ? new Date(draft.appointmentDate) : null,
    isRequired: isAsked && branch.isAppointmentRequired,
    hours: hoursForMethod(branch, method),
    window: context.window,
    timeZone: context.timeZone,
  });
  if (!appointment.ok) errors.push(appointment.error);
  return errors;
}

/**
 * Validates an order draft the way the server accepts it (spec §5): shape first (German zod
 * messages), then the rules of the branch and order type. On success the draft comes back cleaned:
 * phone normalised, the delivery area only for delivery, the table only for dine-in and the
 * appointment only where the checkout asks for one (not at a table, docs/decisions/016).
 */
export function validateOrderDraft(
  input: unknown,
  context: CheckoutContext,
): Result<OrderDraft, ApiError[]> {
  const parsed = orderDraftSchema.safeParse(input, { error: germanIssueMessage });
  if (!parsed.success) return err(zodErrorToApiErrors(parsed.error));
  const draft = parsed.data;
  const method = deliveryMethodOf(draft);
  const errors = [...contactErrors(draft, method, context), ...orderErrors(draft, method, context)];
  if (errors.length > 0) return err(errors);
  return ok({
    ...draft,
    phone: normalisePhone(draft.phone),
    deliveryArea: method === 'delivery' ? draft.deliveryArea : null,
    table: method === 'dineIn' ? draft.table : null,
    packaging: isPackagingChoiceOffered(context.branch, method) ? draft.packaging : null,
    appointmentDate: requiredFields(context.branch, method).isAppointmentAsked
      ? draft.appointmentDate
      : null,
  });
}
