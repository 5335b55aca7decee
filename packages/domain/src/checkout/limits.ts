/** Lives in contracts/values.ts (zod-free, docs/budgets.md P5); re-exported for older imports. */
export { COMMENT_MAX_LENGTH } from '../contracts/values.ts';
