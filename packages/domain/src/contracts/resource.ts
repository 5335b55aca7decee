import { z } from 'zod';
import { entityIdSchema } from './fields.ts';

/**
 * Shapes every back-office resource shares: `GET {endpoint}/options` lists every item
 * of a resource (not paged) for selects and pickers, e.g. the branches of a menu or the products
 * of a catalog. The branches' options are the staff branch summaries (staffBranchSummarySchema),
 * which parse as options too.
 */
export const resourceOptionSchema = z.object({
  id: entityIdSchema,
  name: z.string(),
  /** A second line (a branch's city, a product's price, an image's size), when useful. */
  hint: z.string().nullable().optional(),
  isEnabled: z.boolean().optional(),
});
export type ResourceOption = z.infer<typeof resourceOptionSchema>;

/** DELETE answers `{ data: null }`; a delete that would break a reference answers 409. */
export const deleteResultSchema = z.null();
