import { z } from 'zod';
import { unitSchema } from './enums.ts';
import { orderStatusActionSchema } from './orders.ts';
import { staffOrderListItemSchema } from './staff-orders.ts';

export const FRONTDESK_COLUMNS = ['new', 'preparing', 'ready', 'completed'] as const;
export type FrontdeskColumn = (typeof FRONTDESK_COLUMNS)[number];

/**
 * The front desk and its API keys (spec §6 "Front-desk and back-office order lists are fetched with
 * a branch id and an API key instead of a session"; spec §7 GET /api/orders/frontdesk/{branchId}/
 * {apiKey} and /api/orders/backoffice/{branchId}/{apiKey}).
 */

const id = z.number().int().positive().max(2_147_483_647);

/** The header the front-desk page sends its key in (keeps the key out of URLs and logs). */
export const API_KEY_HEADER = 'X-Api-Key';

/** An order as the front desk shows it: the list row plus its lines and the customer's comment. */
export const frontdeskOrderSchema = staffOrderListItemSchema.extend({
  column: z.enum(FRONTDESK_COLUMNS),
  /** The status actions the key may take on it (domain frontdeskActionsFor). */
  actions: z.array(orderStatusActionSchema),
  comment: z.string().nullable(),
  lines: z.array(
    z.object({
      name: z.string(),
      amount: z.number(),
      unit: unitSchema,
      parts: z.array(z.object({ name: z.string(), values: z.array(z.string()) })),
    }),
  ),
});
export type FrontdeskOrder = z.infer<typeof frontdeskOrderSchema>;

/** GET /api/orders/frontdesk/…: the branch and the day's orders. */
export const frontdeskResultSchema = z.object({
  branch: z.object({ id, name: z.string() }),
  orders: z.array(frontdeskOrderSchema),
  /** The server's clock when it answered (how long a new order has waited is counted on it). */
  now: z.iso.datetime({ offset: true }),
});
export type FrontdeskResult = z.infer<typeof frontdeskResultSchema>;

/** GET /api/orders/backoffice/…: the branch and its open orders (current and missed). */
export const keyOrderListResultSchema = z.object({
  branch: z.object({ id, name: z.string() }),
  orders: z.array(staffOrderListItemSchema),
});
export type KeyOrderListResult = z.infer<typeof keyOrderListResultSchema>;

/** A branch API key as listed (never the secret; only its first characters to recognise it). */
export const branchApiKeySchema = z.object({
  id,
  branchId: id,
  name: z.string(),
  keyPrefix: z.string(),
  lastUsedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type BranchApiKey = z.infer<typeof branchApiKeySchema>;

/** POST /api/branches/{id}/api-keys body. */
export const createBranchApiKeySchema = z.strictObject({
  name: z.string().trim().min(1).max(100),
});
export type CreateBranchApiKey = z.infer<typeof createBranchApiKeySchema>;

/** POST /api/branches/{id}/api-keys answer: the key with its secret, shown this once. */
export const createdBranchApiKeySchema = branchApiKeySchema.extend({ apiKey: z.string() });
export type CreatedBranchApiKey = z.infer<typeof createdBranchApiKeySchema>;
