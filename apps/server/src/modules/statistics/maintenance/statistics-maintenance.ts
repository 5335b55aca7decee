import type { Database } from '../../../platform/database.ts';
import { refreshOrderRollups } from '../../orders/orders.read-model.ts';
import { getPublicConfig } from '../../settings/config/config.service.ts';
import { deleteExpiredAnalytics } from '../analytics/analytics-retention.ts';
import { refreshAnalyticsRollups } from '../analytics/analytics-rollups.ts';

export type StatisticsMaintenanceDeps = {
  db: Database;
  now: () => Date;
  /** ANALYTICS_RETENTION_MONTHS (decision 038). */
  retentionMonths: number;
};

/**
 * One maintenance run (decision 038): rolls up the past days whose orders are not rolled up yet
 * or changed and the past days without an analytics rollup, then deletes analytics entries older
 * than the retention period (their days' rollups stay: anonymous aggregates).
 */
export async function runStatisticsMaintenance(deps: StatisticsMaintenanceDeps) {
  const now = deps.now();
  const { timeZone } = await getPublicConfig(deps.db);
  const rolledUp = await refreshOrderRollups(deps.db, { now, timeZone });
  const visitsRolledUp = await refreshAnalyticsRollups(deps.db, { now, timeZone });
  const expired = await deleteExpiredAnalytics(deps.db, { now, months: deps.retentionMonths });
  return { rolledUp, visitsRolledUp, expired };
}

/**
 * Runs the maintenance a minute after start and then every `intervalMs` (main.ts, every
 * instance; a run that overlaps another fails on the rollup's primary key and is logged).
 */
export function startStatisticsMaintenance(
  deps: StatisticsMaintenanceDeps,
  options: {
    intervalMs?: number;
    firstRunMs?: number;
    log?: { error(details: object, message: string): void };
  } = {},
): { stop(): void } {
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    runStatisticsMaintenance(deps)
      .catch((error: unknown) =>
        options.log?.error({ err: error }, 'statistics maintenance failed'),
      )
      .finally(() => {
        running = false;
      });
  };
  const first = setTimeout(run, options.firstRunMs ?? 60_000);
  const timer = setInterval(run, options.intervalMs ?? 60 * 60_000);
  first.unref();
  timer.unref();
  return {
    stop: () => {
      clearTimeout(first);
      clearInterval(timer);
    },
  };
}
