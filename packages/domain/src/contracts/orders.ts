import { z } from 'zod';
import { ADDITIVE_CODES, ALLERGEN_CODES } from '../allergens/allergens.ts';
import { MESSAGES } from '../messages.ts';
import { dataEnvelope } from './api.ts';
import { calculationModelSchema, paymentMethodSchema, unitSchema } from './enums.ts';
import { orderDraftSchema } from './order-draft.ts';

/** One status per order, derived from and written back to the spec's flags. */
export const ORDER_STATUSES = [
  'pending',
  'confirmed',
  'inDelivery',
  'completed',
  'rejected',
  'canceled',
  'failed',
] as const;
export const orderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/** spec §7 back-office actions: POST /api/orders/{id}/status/{action}. */
export const ORDER_STATUS_ACTIONS = [
  'cancel',
  'confirm',
  'reject',
  'in-delivery',
  'completed',
] as const;
export const orderStatusActionSchema = z.enum(ORDER_STATUS_ACTIONS);
export type OrderStatusAction = z.infer<typeof orderStatusActionSchema>;

const id = z.number().int().positive();

/** spec §3 Order (status view) as the public status page receives it. */
export const orderStatusViewSchema = z.object({
  id,
  uid: z.string(),
  hash: z.string(),
  ticketNumber: z.string().nullable(),
  paymentMethod: paymentMethodSchema,
  isDelivery: z.boolean(),
  isDineIn: z.boolean(),
  tableIdentifier: z.string().nullable(),
  /** ISO date-time the customer asked for, or null for 'So schnell wie möglich'. */
  appointmentDate: z.string().nullable(),
  /** ISO date-time the shop confirmed. */
  appointment: z.string().nullable(),
  /** ISO date-time the shop proposes instead (spec §4 Counter-appointment). */
  counterAppointment: z.string().nullable(),
  rejectionMessage: z.string().nullable(),
  branch: z.object({ id }),
  questionnaireRating: z.number().int().min(1).max(5).nullable(),
  isConfirmed: z.boolean(),
  isInDelivery: z.boolean(),
  isCompleted: z.boolean(),
  isRejected: z.boolean(),
  isCanceled: z.boolean(),
  isFailed: z.boolean(),
  isDelivered: z.boolean(),
  isPaid: z.boolean(),
  isRefunded: z.boolean(),
});
export type OrderStatusView = z.infer<typeof orderStatusViewSchema>;

/** spec §9: star ratings 1 to 5. */
export const RATING_MIN = 1;
export const RATING_MAX = 5;
const rating = z
  .number()
  .int({ error: MESSAGES.invalidRating })
  .min(RATING_MIN, { error: MESSAGES.invalidRating })
  .max(RATING_MAX, { error: MESSAGES.invalidRating });

/** spec §3/§5 Questionnaire: four ratings 1–5 required, comment optional. */
export const questionnaireSchema = z.object({
  rating,
  foodRating: rating,
  serviceRating: rating,
  processRating: rating,
  comment: z.string().trim().max(2000).default(''),
});
export type Questionnaire = z.infer<typeof questionnaireSchema>;

/**
 * The value chosen for one configurable part (spec §3 "parts (selected values per part index)"):
 * select → the option name; multiselect → option names; text/textarea → the text;
 * image(s)/file(s) → upload references (one string, or a list for images/files); null → nothing.
 */
export const partValueSchema = z.union([z.string(), z.array(z.string()), z.null()]);
export type PartValue = z.infer<typeof partValueSchema>;

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

/** A Grundpreis (domain pricing/reference-price.ts): cents per `quantity` `unit` (1 kg, 100 g, …). */
export const referencePriceSchema = z.object({
  cents,
  quantity: z.number(),
  unit: unitSchema,
});

/**
 * The allergens and additives of a line as bought: the product's own codes and those of the
 * chosen options, summed by the server from the snapshot (LMIV, LMZDV; decision 032).
 */
export const lineLabelsSchema = z.object({
  allergens: z.array(z.enum(ALLERGEN_CODES)),
  additives: z.array(z.enum(ADDITIVE_CODES)),
});
export type LineLabels = z.infer<typeof lineLabelsSchema>;

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
  /** The line's deposit (Pfand), beside `gross`, at the line's rate (decision 046); optional for older clients. */
  deposit: cents.optional(),
  calculationModel: calculationModelSchema,
  isPriceHidden: z.boolean(),
  /** Grundpreis per 1 kg / 1 l (PAngV; docs/decisions/032-unit-prices-allergens-additives.md). */
  referencePrice: referencePriceSchema.nullable().optional(),
  /** Allergens and additives (decision 032); optional for older clients and fixtures. */
  labels: lineLabelsSchema.optional(),
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
  /** Deposits (Pfand) of the lines, beside `gross` and inside the totals (decision 046). */
  depositNet: cents.optional(),
  depositTax: cents.optional(),
  depositGross: cents.optional(),
  /** The reusable packaging's deposit, part of `depositGross` (§33 VerpackG, decision 051). */
  packagingDeposit: cents.optional(),
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
  /** The invoice issued with the completion (docs/decisions/040-invoices-and-exports.md). */
  invoiceNumber: z.number().int().positive().nullable().optional(),
  /** The credit note cancelling that invoice (docs/decisions/050-credit-notes.md). */
  creditNoteNumber: z.number().int().positive().nullable().optional(),
  items: z.array(publicOrderItemSchema),
});
export type PublicOrder = z.infer<typeof publicOrderSchema>;

/** POST /api/orders answer: the created order and, for online payments, where to send the browser. */
export const createOrderResultSchema = z.object({
  order: publicOrderSchema,
  paymentRedirectUrl: z.string().optional(),
  /** A phone order only (docs/decisions/049-phone-orders.md): the order's id for the back-office. */
  orderId: z.number().int().positive().optional(),
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

/**
 * POST /api/orders/{id}/credit-note ("Rechnung stornieren") answer: the number of the credit note
 * just issued (docs/decisions/050-credit-notes.md).
 */
export const issuedCreditNoteSchema = z.object({
  creditNoteNumber: z.number().int().positive(),
});
export type IssuedCreditNoteResult = z.infer<typeof issuedCreditNoteSchema>;
