import {
  activeBusyMinutes,
  autoConfirmedAppointment,
  type BusySetting,
  isAutoConfirmed,
} from '@shop/domain';
import type { Database } from '../../platform/database.ts';
import { findBranchCapacity } from '../catalogue/catalogue.read-model.ts';
import { findAutoConfirmRule } from '../devices/print-rules.service.ts';
import { autoConfirmNewOrder } from './order-actions.service.ts';
import type { OrdersDeps } from './orders.deps.ts';
import type { OrderRow } from './orders.repository.ts';

/** Runs in the transaction that announces the order. */
export type AfterOrderWrite = (
  tx: Database,
  order: { id: number; branchId: number },
) => Promise<OrderRow | null>;

/**
 * The auto-confirm step of a paid online order (docs/decisions/042-auto-confirm-day-labels-web-push.md;
 * an offline one is confirmed in its own insert statement, orders.repository.ts), read before the
 * payment's transaction (PGlite runs one transaction at a time) and run inside it:
 * null when the branch does not confirm by itself or the order is a quotation. The preparation
 * time counts from `now`; busy mode's extra minutes in force now come on top.
 */
export async function autoConfirmStep(
  deps: Pick<OrdersDeps, 'db'>,
  input: {
    branchId: number;
    /** The branch's busy mode; read from the catalogue when not given. */
    busy?: BusySetting;
    isQuotation: boolean;
    wanted: Date | null;
    timeZone: string;
    now: Date;
  },
): Promise<AfterOrderWrite | null> {
  const rule = await findAutoConfirmRule(deps.db, input.branchId);
  if (!rule || !isAutoConfirmed(rule, input)) return null;
  const busy = input.busy ?? (await findBranchCapacity(deps.db, input.branchId));
  const busyMinutes = busy ? activeBusyMinutes(busy, input.now, input.timeZone) : 0;
  const appointment = autoConfirmedAppointment({
    now: input.now,
    wanted: input.wanted,
    preparationMinutes: rule.preparationMinutes,
    busyMinutes,
  });
  return (tx, order) =>
    autoConfirmNewOrder(tx, order, {
      appointment,
      preparationMinutes: rule.preparationMinutes,
      busyMinutes,
      now: input.now,
    });
}
