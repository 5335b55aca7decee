import { z } from 'zod';

/**
 * Back-office lists (spec §7 "list takes query"): search, sort and pagination in the query string,
 * one page of items plus the total in the answer. Every paged back-office list uses these shapes.
 */

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;

/** The query of a paged list: `sort` is a field name, descending with a leading '-'. */
export const listQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  sort: z
    .string()
    .regex(/^-?[A-Za-z][A-Za-z0-9]*$/)
    .optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

/** One page of a list. */
export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    pageSize: z.number().int().positive(),
  });
}
export type Paged<T> = { items: T[]; total: number; page: number; pageSize: number };

/** Splits `-name` into the field and its direction. */
export function parseSort(
  sort: string | undefined,
  fallback: string,
): { field: string; direction: 'asc' | 'desc' } {
  const value = sort ?? fallback;
  return value.startsWith('-')
    ? { field: value.slice(1), direction: 'desc' }
    : { field: value, direction: 'asc' };
}
