import { z } from 'zod';
import { fillMessage, MESSAGES } from '../messages.ts';
import { packagingChoiceSchema, paymentMethodSchema, unitSchema } from './enums.ts';
import { COMMENT_MAX_LENGTH, ORDER_LIMITS } from './values.ts';

/** A database id: a positive 32-bit integer (larger ones exist nowhere and would not fit). */
const id = z.number().int().positive().max(2_147_483_647);

/** A text without NUL characters (PostgreSQL cannot store them in text). */
const withoutNul = (text: string) => !text.includes('\u0000');

/** One part value of a line, bounded (docs/decisions/014-order-limits-and-public-addresses.md). */
const partText = z
  .string()
  .max(ORDER_LIMITS.maxPartValueLength)
  .refine(withoutNul, { error: MESSAGES.invalidValue });
const partInputSchema = z.union([
  partText,
  z.array(partText).max(ORDER_LIMITS.maxValuesPerPart),
  z.null(),
]);

/** A trimmed text field with the German 'too long' message; empty by default. */
function textField(maxLength: number) {
  return z
    .string()
    .trim()
    .max(maxLength, { error: fillMessage(MESSAGES.tooLong, { limit: maxLength }) })
    .refine(withoutNul, { error: MESSAGES.invalidValue })
    .default('');
}

/**
 * One line of an order as the browser sends it: the server looks the product up and reprices it.
 * The amount is bounded by the shop-wide ceiling here and by the product's own rules later.
 */
export const orderItemInputSchema = z.object({
  product: id,
  amount: z.number().positive({ error: MESSAGES.notPositive }).max(ORDER_LIMITS.maxAmount),
  unit: unitSchema,
  parts: z.array(partInputSchema).max(ORDER_LIMITS.maxPartsPerLine).default([]),
});
export type OrderItemInput = z.infer<typeof orderItemInputSchema>;

/**
 * spec §3 Order draft, the form part: contact, address, appointment, comment, payment, legal
 * checkboxes, table and donatee. Shapes only; the rules that depend on the branch and order type
 * are in validateOrderDraft. appointmentDate is an ISO date-time with offset.
 */
export const orderDraftFieldsSchema = z.object({
  name: textField(255),
  firstName: textField(100),
  lastName: textField(100),
  company: textField(255),
  street: textField(255),
  city: textField(255),
  deliveryArea: id.nullable().default(null),
  floor: textField(50),
  stairway: textField(50),
  door: textField(50),
  phone: textField(50),
  email: textField(255),
  appointmentDate: z.iso.datetime({ offset: true }).nullable().default(null),
  comment: textField(COMMENT_MAX_LENGTH),
  paymentMethod: paymentMethodSchema.default('cash'),
  legalInstructions: z.boolean().default(false),
  privacyPolicy: z.boolean().default(false),
  /** Table identifier (dine-in with table selection). */
  table: z.string().trim().min(1).max(100).refine(withoutNul).nullable().default(null),
  donatee: id.nullable().default(null),
  /**
   * Packaging of takeaway and delivery where the branch offers reusable packaging (§33 VerpackG,
   * docs/decisions/051-bundle-vat-split-and-reusable-packaging.md); null: not asked.
   */
  packaging: packagingChoiceSchema.nullable().default(null),
});
export type OrderDraftFields = z.infer<typeof orderDraftFieldsSchema>;

/** spec §7 create payload: the draft fields plus branch, isDelivery, isDineIn and items. */
export const orderDraftSchema = orderDraftFieldsSchema.extend({
  branch: id,
  isDelivery: z.boolean(),
  isDineIn: z.boolean(),
  items: z.array(orderItemInputSchema).max(ORDER_LIMITS.maxLines),
});
export type OrderDraft = z.infer<typeof orderDraftSchema>;
/** The draft as a client may send it (defaults not yet applied). */
export type OrderDraftInput = z.input<typeof orderDraftSchema>;

/** The server fields spec §5 names for highlighting (server field errors). */
export const ORDER_DRAFT_ERROR_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'street',
  'city',
  'deliveryArea',
  'floor',
  'stairway',
  'door',
  'comment',
  'table',
  'legalInstructions',
  'privacyPolicy',
] as const;
