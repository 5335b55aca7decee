import {
  type AutoConfirmRule,
  type BranchPrintRules,
  type BranchPrintRulesInput,
  PREPARATION_MINUTES,
} from '@shop/domain';
import { eq } from 'drizzle-orm';
import { branchPrintRules } from '../../db/schema/index.ts';
import { type AuditActor, writeAuditLog } from '../../platform/audit/audit-log.ts';
import type { Database } from '../../platform/database.ts';
import { AppError } from '../../platform/errors.ts';
import { findBranchCapacity } from '../catalogue/catalogue.read-model.ts';

/**
 * A branch's printing rules beyond its printers (docs/decisions/042-auto-confirm-day-labels-web-push.md):
 * auto-confirm of new orders with a preparation time. A branch without a row has the defaults.
 */

export const PRINT_RULES_MESSAGES = {
  branchNotFound: 'Die Filiale wurde nicht gefunden.',
} as const;

const DEFAULTS = { autoConfirm: false, preparationMinutes: PREPARATION_MINUTES.default };

async function assertBranch(db: Database, branchId: number): Promise<void> {
  if (!(await findBranchCapacity(db, branchId))) {
    throw AppError.notFound(PRINT_RULES_MESSAGES.branchNotFound);
  }
}

/** The rule the order's creation reads (null: the branch never saved one, so it is off). */
export async function findAutoConfirmRule(
  db: Database,
  branchId: number,
): Promise<AutoConfirmRule | null> {
  const [row] = await db
    .select({
      autoConfirm: branchPrintRules.autoConfirm,
      preparationMinutes: branchPrintRules.preparationMinutes,
    })
    .from(branchPrintRules)
    .where(eq(branchPrintRules.branchId, branchId));
  return row ?? null;
}

/** GET /api/branches/{id}/print-rules. */
export async function getBranchPrintRules(
  db: Database,
  branchId: number,
): Promise<BranchPrintRules> {
  await assertBranch(db, branchId);
  return { branchId, ...((await findAutoConfirmRule(db, branchId)) ?? DEFAULTS) };
}

/** PUT /api/branches/{id}/print-rules: stores the rules (audited as a change of the branch). */
export async function putBranchPrintRules(
  db: Database,
  branchId: number,
  input: BranchPrintRulesInput,
  context: { now: Date; audit: AuditActor },
): Promise<BranchPrintRules> {
  const before = await getBranchPrintRules(db, branchId);
  const after = { branchId, ...input };
  await db.transaction(async (tx) => {
    await tx
      .insert(branchPrintRules)
      .values({ branchId, ...input, updatedAt: context.now })
      .onConflictDoUpdate({
        target: branchPrintRules.branchId,
        set: { ...input, updatedAt: context.now },
      });
    await writeAuditLog(tx, {
      actor: context.audit,
      entity: 'branch',
      entityId: branchId,
      action: 'update',
      before: { printRules: before },
      after: { printRules: after },
      at: context.now,
    });
  });
  return after;
}
