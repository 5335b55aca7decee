import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { localDateSchema, productSchema } from './entities.ts';
import { calculationModelSchema, paymentMethodSchema, unitSchema } from './enums.ts';
import {
  lineLabelsSchema,
  orderAddressSchema,
  orderStatusSchema,
  partValueSchema,
  publicOrderSchema,
  referencePriceSchema,
} from './orders.ts';
import { listQuerySchema } from './paging.ts';

/** The line's product compared with the catalogue now. */
export const LINE_PRODUCT_STATES = ['unchanged', 'changed', 'deleted'] as const;
export type LineProductState = (typeof LINE_PRODUCT_STATES)[number];

/**
 * Contracts of the back-office order calls (spec §7 "Orders"): the lists (current,
 * missed, history), the detail, the status actions, the counter-appointment, editing a line and
 * the order, and the live events. Money is integer cents; instants are ISO strings.
 */

const id = z.number().int().positive().max(2_147_483_647);
const cents = z.number().int();
const isoInstant = z.iso.datetime({ offset: true });

/** GET /api/orders (history), /current and /missed: search, branch, date range, status, payment. */
export const orderListQuerySchema = listQuerySchema.extend({
  branch: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  /** First and last day of the order date (shop time zone), inclusive. */
  from: localDateSchema.optional(),
  to: localDateSchema.optional(),
  status: orderStatusSchema.optional(),
  payment: paymentMethodSchema.optional(),
});
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

/** The sort fields of the order lists (`-createdAt` is the history's default). */
export const ORDER_SORT_FIELDS = ['createdAt', 'dueAt', 'totalGross', 'ticketNumber'] as const;

const customerName = z.string();

/** One row of an order list. */
export const staffOrderListItemSchema = z.object({
  id,
  uid: z.string(),
  ticketNumber: z.string(),
  branch: z.object({ id, name: z.string() }),
  status: orderStatusSchema,
  createdAt: isoInstant,
  /** When the order is due (domain orderDueAt). */
  dueAt: isoInstant,
  isMissed: z.boolean(),
  isAwaitingPayment: z.boolean(),
  appointmentDate: isoInstant.nullable(),
  appointment: isoInstant.nullable(),
  counterAppointment: isoInstant.nullable(),
  counterAppointmentStatus: z.enum(['proposed', 'accepted', 'rejected']).nullable(),
  /** "Vorname Nachname" (or the company), as typed by the customer. */
  customerName,
  isDelivery: z.boolean(),
  isDineIn: z.boolean(),
  isPreorder: z.boolean(),
  tableIdentifier: z.string().nullable(),
  paymentMethod: paymentMethodSchema,
  isPaid: z.boolean(),
  isRefunded: z.boolean(),
  currency: z.string(),
  totalGross: cents,
  itemCount: z.number().int().nonnegative(),
  /** Where it was placed: 'web', or 'phone' for an order staff took on the phone (decision 049). */
  channel: z.string(),
});
export type StaffOrderListItem = z.infer<typeof staffOrderListItemSchema>;

/** One chosen part of a line with its options' modifiers (cents). */
export const staffOrderPartSchema = z.object({
  index: z.number().int().nonnegative(),
  name: z.string(),
  type: z.string(),
  values: z.array(z.string()),
  options: z.array(z.object({ name: z.string(), modifier: z.string(), value: cents })),
});

/** A line of the order detail: the snapshot plus what editing it needs. */
export const staffOrderLineSchema = z.object({
  index: z.number().int().nonnegative(),
  productId: id.nullable(),
  name: z.string(),
  amount: z.number(),
  unit: unitSchema,
  /** Units the line may be changed to (the product's unit and alternative units). */
  units: z.array(unitSchema),
  parts: z.array(staffOrderPartSchema),
  /** Part values per part index, as PUT /api/orders/{id}/items/{index} takes them. */
  partValues: z.array(partValueSchema),
  unitPrice: cents,
  net: cents,
  tax: cents,
  gross: cents,
  taxRate: z.number(),
  /** The line's deposit (Pfand), beside `gross` (decision 046); optional for older fixtures. */
  deposit: cents.optional(),
  calculationModel: calculationModelSchema,
  isPriceHidden: z.boolean(),
  /** Grundpreis per 1 kg / 1 l (PAngV; docs/decisions/032-unit-prices-allergens-additives.md). */
  referencePrice: referencePriceSchema.nullable().optional(),
  /** Allergens and additives as bought (decision 032); optional for older fixtures. */
  labels: lineLabelsSchema.optional(),
  comment: z.string().nullable(),
  /**
   * The product as bought (the order's snapshot): what the item editor shows the options of;
   * null when the snapshot is not a product of today's shape (the options cannot be edited).
   */
  product: productSchema.nullable(),
  /**
   * The product in the catalogue now (domain lineProductState): options may change only while
   * it is 'unchanged'; a 'deleted' or 'changed' product keeps the line's options as bought.
   */
  productState: z.enum(LINE_PRODUCT_STATES),
});
export type StaffOrderLine = z.infer<typeof staffOrderLineSchema>;

export const orderStatusHistoryEntrySchema = z.object({
  status: z.string(),
  message: z.string().nullable(),
  createdAt: isoInstant,
  /** The staff member who made the change; null for the customer, the system or the front desk. */
  user: z.object({ id, name: z.string() }).nullable(),
});
export type OrderStatusHistoryEntry = z.infer<typeof orderStatusHistoryEntrySchema>;

/**
 * Why a new-order message was not sent (the job's skipped_reason): no mail server (SMTP_URL), no
 * SMS gateway, the SMS plugin off, no address or number to send to.
 */
export const MESSAGE_SKIP_REASONS = [
  'mailNotConfigured',
  'smsNotConfigured',
  'smsPluginOff',
  'noRecipient',
] as const;
export type MessageSkipReason = (typeof MESSAGE_SKIP_REASONS)[number];

/** What became of the customer's last new-order email or SMS (from the outbox). */
export const orderMessageStatusSchema = z.object({
  state: z.enum(['none', 'queued', 'sent', 'skipped', 'failed']),
  /** When it was sent, given up or skipped. */
  at: isoInstant.nullable(),
  reason: z.enum(MESSAGE_SKIP_REASONS).nullable(),
});
export type OrderMessageStatus = z.infer<typeof orderMessageStatusSchema>;

/** GET /api/orders/{id}: everything of an order (lines, parts, customer, address, history). */
export const staffOrderSchema = publicOrderSchema.omit({ items: true }).extend({
  branch: z.object({ id, name: z.string(), identifier: z.string() }),
  status: orderStatusSchema,
  dueAt: isoInstant,
  isMissed: z.boolean(),
  isAwaitingPayment: z.boolean(),
  counterAppointmentStatus: z.enum(['proposed', 'accepted', 'rejected']).nullable(),
  channel: z.string(),
  customer: z.object({
    name: z.string().nullable(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    company: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
  }),
  address: orderAddressSchema,
  comment: z.string().nullable(),
  paymentStatus: z.string().nullable(),
  paidAt: isoInstant.nullable(),
  refundedAt: isoInstant.nullable(),
  newOrderEmailSentAt: isoInstant.nullable(),
  newOrderSmsSentAt: isoInstant.nullable(),
  /** What really happened to the customer's confirmation (never "gesendet" when nothing left). */
  messages: z.object({ email: orderMessageStatusSchema, sms: orderMessageStatusSchema }),
  /** Which confirmation can be sent again now (mail server set up, SMS plugin and gateway, …). */
  canResend: z.object({ email: z.boolean(), sms: z.boolean() }),
  updatedAt: isoInstant,
  lines: z.array(staffOrderLineSchema),
  history: z.array(orderStatusHistoryEntrySchema),
});
export type StaffOrder = z.infer<typeof staffOrderSchema>;

/** GET /api/orders/summary: what the navigation badges count (the user's branches only). */
export const orderSummarySchema = z.object({
  /** Orders waiting for confirmation (domain isWaitingForConfirmation), missed ones included. */
  pending: z.number().int().nonnegative(),
  missed: z.number().int().nonnegative(),
  /** The newest orders waiting for confirmation (at most 50), newest first. */
  waiting: z.array(z.object({ id, ticketNumber: z.string(), createdAt: isoInstant })),
  /** The server's clock when it answered (how long an order waited is counted on it). */
  now: isoInstant,
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

const rejectionMessage = z.string().trim().max(500);

/**
 * POST /api/orders/{id}/status/{action} body (spec §7 "the order request object"): what the action
 * may change on the order. Reject and cancel may carry the message the customer reads under
 * 'Ihre Bestellung wurde storniert.' (spec §8); the other actions take an empty object.
 */
export const orderStatusRequestSchema = z
  .strictObject({ rejectionMessage: rejectionMessage.nullable().optional() })
  .default({});
export type OrderStatusRequest = z.input<typeof orderStatusRequestSchema>;

/** POST /api/orders/{id}/counter-appointment: the time the shop proposes (spec §4). */
export const counterAppointmentRequestSchema = z.strictObject({
  counterAppointment: isoInstant,
});
export type CounterAppointmentRequest = z.infer<typeof counterAppointmentRequestSchema>;

/** PUT /api/orders/{id}/items/{index}: a line's amount, unit and part values (spec §3 cart item). */
export const orderLineUpdateSchema = z.strictObject({
  amount: z.number().positive({ error: MESSAGES.notPositive }).max(100_000),
  unit: unitSchema,
  parts: z.array(partValueSchema).max(50).default([]),
  comment: z.string().trim().max(500).nullable().default(null),
});
export type OrderLineUpdate = z.input<typeof orderLineUpdateSchema>;

/** PUT /api/orders/{id} (spec §3 "Back-office: cart order holds appointment and comment"). */
export const orderUpdateSchema = z.strictObject({
  /** The time the shop agreed to; null: the customer's desired time (or as soon as possible). */
  appointment: isoInstant.nullable(),
  comment: z.string().trim().max(1000),
});
export type OrderUpdate = z.infer<typeof orderUpdateSchema>;

/** Kinds of change announced on the `orders` channel and the staff event stream. */
export const ORDER_EVENT_TYPES = [
  'created',
  'paid',
  'paymentFailed',
  'refunded',
  'counterAppointmentAccepted',
  'counterAppointmentProposed',
  'confirmed',
  'rejected',
  'inDelivery',
  'completed',
  'canceled',
  'updated',
  'deleted',
  'rated',
] as const;
export const orderEventTypeSchema = z.enum(ORDER_EVENT_TYPES);
export type OrderEventType = z.infer<typeof orderEventTypeSchema>;

/** One message of GET /api/orders/events (Server-Sent Events, `event: order`). */
export const orderEventSchema = z.object({ orderId: id, branchId: id, type: orderEventTypeSchema });
export type OrderEvent = z.infer<typeof orderEventSchema>;
