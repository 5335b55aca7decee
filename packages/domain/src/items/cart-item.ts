import { z } from 'zod';
import { productSchema } from '../contracts/entities.ts';
import { unitSchema } from '../contracts/enums.ts';

/**
 * The value chosen for one configurable part (spec §3 "parts (selected values per part index)"):
 * select → the option name; multiselect → option names; text/textarea → the text;
 * image(s)/file(s) → upload references (one string, or a list for images/files); null → nothing.
 */
export const partValueSchema = z.union([z.string(), z.array(z.string()), z.null()]);
export type PartValue = z.infer<typeof partValueSchema>;

/** spec §3 Cart item: product, amount, unit, parts. The product is the snapshot the customer saw. */
export const cartItemSchema = z.object({
  product: productSchema,
  amount: z.number(),
  unit: unitSchema,
  parts: z.array(partValueSchema).default([]),
});
export type CartItem = z.infer<typeof cartItemSchema>;
