import { z } from 'zod';
import { productSchema } from '../contracts/entities.ts';
import { unitSchema } from '../contracts/enums.ts';
import { type PartValue, partValueSchema } from '../contracts/orders.ts';

/** The part value schema is a contract (contracts/orders.ts); re-exported for older imports. */
export { type PartValue, partValueSchema };

/** spec §3 Cart item: product, amount, unit, parts. The product is the snapshot the customer saw. */
export const cartItemSchema = z.object({
  product: productSchema,
  amount: z.number(),
  unit: unitSchema,
  parts: z.array(partValueSchema).default([]),
});
export type CartItem = z.infer<typeof cartItemSchema>;
