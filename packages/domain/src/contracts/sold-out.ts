import { z } from 'zod';
import { entityIdSchema } from './fields.ts';

/**
 * "Heute ausverkauft" (docs/decisions/020-sold-out-today.md): staff of a branch mark a product as
 * sold out for the business day. PUT /api/branches/{id}/sold-out/{productId}.
 */
export const soldOutInputSchema = z.object({ isSoldOut: z.boolean() }).strict();
export type SoldOutInput = z.infer<typeof soldOutInputSchema>;

/** A mark as customers get it with their branch (GET /api/init, branch.soldOut). */
export const soldOutMarkSchema = z.object({
  productId: entityIdSchema,
  /** The business day (YYYY-MM-DD in the shop's time zone) the product is sold out on. */
  businessDay: z.string(),
});

/** GET /api/branches/{id}/sold-out: the counter's list of the branch's products for today. */
export const branchSoldOutSchema = z.object({
  branchId: entityIdSchema,
  businessDay: z.string(),
  products: z.array(z.object({ id: entityIdSchema, name: z.string(), isSoldOut: z.boolean() })),
});
export type BranchSoldOut = z.infer<typeof branchSoldOutSchema>;
