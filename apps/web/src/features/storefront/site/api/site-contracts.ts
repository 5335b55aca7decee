/**
 * The contracts of the content-page reads, loaded with the read itself (in parallel) rather than
 * with the storefront: zod is ~26 kB gzip that the first screen of `/` does not need (docs/budgets.md P5).
 */
export { legalTextSchema, siteSchema } from '@shop/domain';
