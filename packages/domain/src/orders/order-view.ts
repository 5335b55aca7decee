import { z } from 'zod';
import { paymentMethodSchema } from '../contracts/enums.ts';

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

/** The status flags of an order (spec §3). */
export type OrderFlags = Pick<
  OrderStatusView,
  | 'isConfirmed'
  | 'isInDelivery'
  | 'isCompleted'
  | 'isRejected'
  | 'isCanceled'
  | 'isFailed'
  | 'isDelivered'
>;
