// The upload contract (zod) in a chunk of its own: it loads with a customer's first upload, not
// with the item editor, which the branch page prefetches while idle (docs/budgets.md P6 TBT).
export { uploadSchema } from '@shop/domain';
