import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import { branchPrintRules } from '../../db/schema/index.ts';

/**
 * The branch's preparation minutes when it confirms new orders by itself, else null
 * (docs/decisions/042-auto-confirm-day-labels-web-push.md). A scalar subquery, so the order's own
 * statement reads the rule without one more round trip (docs/budgets.md P3). The branch may be a
 * placeholder of a prepared statement.
 */
export function autoConfirmMinutesSql(branchId: number | Placeholder): SQL<number | null> {
  return sql<number | null>`(select ${branchPrintRules.preparationMinutes} from ${branchPrintRules}
    where ${branchPrintRules.branchId} = ${branchId} and ${branchPrintRules.autoConfirm})`;
}
