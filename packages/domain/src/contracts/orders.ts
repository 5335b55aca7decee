import { z } from 'zod';
import { orderDraftSchema } from '../checkout/order-draft.ts';
import { orderStatusViewSchema } from '../orders/order-view.ts';
import { questionnaireSchema } from '../orders/questionnaire.ts';
import { dataEnvelope } from './api.ts';
import { calculationModelSchema, unitSchema } from './enums.ts';

/**
 * Contracts of the customer's order calls (spec §7 "Orders"): create, public status, the
 * counter-appointment answers and the questionnaire. Money is integer cents.
 */

const cents = z.number().int();

/**
 * Header of POST /api/orders: a random key per checkout attempt (e.g. crypto.randomUUID()). The
 * same key with the same body replays the first answer; with another body the server answers 422.
 * Required: a create without it is refused with 422.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_.:-]{16,128}$/);

/** POST /api/orders body: the order draft (spec §7 create payload); prices are never sent. */
export const createOrderRequestSchema = orderDraftSchema;
export type CreateOrderRequest = z.input<typeof createOrderRequestSchema>;

/** Net, tax and gross of everything taxed at one rate (cart totals `taxes`). */
export const orderTaxLineSchema = z.object({
  rate: z.number(),
  net: cents,
  tax: cents,
  gross: cents,
});

/** One line of an order as it was bought (a snapshot; later catalogue edits do not change it). */
export const publicOrderItemSchema = z.object({
  position: z.number().int().nonnegative(),
  name: z.string(),
  amount: z.number(),
  unit: unitSchema,
  /** The chosen values per configurable part, with the part's name. */
  parts: z.array(z.object({ name: z.string(), values: z.array(z.string()) })),
  /** Unit price after part modifiers, in cents per product unit. */
  unitPrice: cents,
  gross: cents,
  taxRate: z.number(),
  calculationModel: calculationModelSchema,
  isPriceHidden: z.boolean(),
});
export type PublicOrderItem = z.infer<typeof publicOrderItemSchema>;

/**
/** A delivery order's address as the order stores it. */
export const orderAddressSchema = z.object({
  street: z.string().nullable(),
  zipCode: z.string().nullable(),
  city: z.string().nullable(),
  floor: z.string().nullable(),
  stairway: z.string().nullable(),
  door: z.string().nullable(),
});

/**
 * The order as the status page receives it: spec §3 Order (status view) plus what a thank-you
 * page shows (lines and totals), and the delivery address and comment the customer gave
 * (docs/decisions/017-customer-journey-comfort.md; the page is reached only by uid and hash). No
 * contact data (names, email, phone).
 */
export const publicOrderSchema = orderStatusViewSchema.extend({
  /** Delivery orders only; null otherwise. */
  address: orderAddressSchema.nullable(),
  comment: z.string().nullable(),
  isPreorder: z.boolean(),
  isQuotation: z.boolean(),
  /** ISO date-time of the order. */
  createdAt: z.string(),
  deliveryArea: z.string().nullable(),
  currency: z.string(),
  net: cents,
  tax: cents,
  gross: cents,
  deliveryNet: cents,
  deliveryTax: cents,
  deliveryGross: cents,
  totalNet: cents,
  totalTax: cents,
  totalGross: cents,
  taxes: z.array(orderTaxLineSchema),
  isPriceApproximate: z.boolean(),
  /** Shop-funded donation (spec §9), not charged to the customer. */
  donationAmount: cents,
  items: z.array(publicOrderItemSchema),
});
export type PublicOrder = z.infer<typeof publicOrderSchema>;

/** POST /api/orders answer: the created order and, for online payments, where to send the browser. */
export const createOrderResultSchema = z.object({
  order: publicOrderSchema,
  paymentRedirectUrl: z.string().optional(),
});
export type CreateOrderResult = z.infer<typeof createOrderResultSchema>;
export const createOrderResponseSchema = dataEnvelope(createOrderResultSchema);

/**
 * GET /api/orders/public/{uid}/{hash} (ETag, 304 while unchanged), and the answer of
 * POST …/confirm-counter-appointment, …/reject-counter-appointment, …/questionnaire and the staff
 * call POST /api/orders/{id}/update-payment-status.
 */
export const publicOrderResultSchema = z.object({ order: publicOrderSchema });
export type PublicOrderResult = z.infer<typeof publicOrderResultSchema>;
export const publicOrderResponseSchema = dataEnvelope(publicOrderResultSchema);

/** POST /api/orders/public/{uid}/{hash}/questionnaire body (spec §3 Questionnaire). */
export const questionnaireRequestSchema = questionnaireSchema;
export type QuestionnaireRequest = z.input<typeof questionnaireRequestSchema>;
