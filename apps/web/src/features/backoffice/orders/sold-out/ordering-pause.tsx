import {
  API_KEY_HEADER,
  type BranchBusy,
  branchBusySchema,
  DEFAULT_TIME_ZONE,
  formatZonedTime,
  hasAccess,
  PAUSE_MINUTES_CHOICES,
  type StaffBranchSummary,
  staffBranchSummarySchema,
} from '@shop/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { de } from '../../../../i18n/de.ts';
import { apiGet, apiRequest, parseContract } from '../../../../lib/api-client.ts';
import { queryClient } from '../../../../lib/query-client.ts';
import { useNow } from '../../../../lib/use-now.ts';
import { staffRequest } from '../../session/api/staff-request.ts';
import { useCurrentUser } from '../../session/use-current-user.ts';
import { errorMessageOf } from '../../ui/error-message.ts';
import { useToast } from '../../ui/toasts.tsx';
import styles from './sold-out.module.css';

/**
 * Pausing online ordering for 15, 30 or 60 minutes (docs/decisions/041-busy-day-payments-and-pause.md):
 * the same panel on the "Heute ausverkauft" screen, above the current orders and on the front
 * desk. The pause ends by itself (the server and the storefront compare its end with the clock);
 * "Fortsetzen" ends it at once.
 */

const t = de.backofficeOrders.pause;
type Transport = {
  queryKey: readonly unknown[];
  read: (signal: AbortSignal) => Promise<unknown>;
  write: (minutes: number | null) => Promise<unknown>;
};

/** The end as the counter reads it, or null while orders are taken (past ends count as over). */
function pausedUntilLabel(busy: BranchBusy | undefined, now: Date): string | null {
  if (!busy?.pausedUntil) return null;
  const until = new Date(busy.pausedUntil);
  return until > now ? formatZonedTime(until, DEFAULT_TIME_ZONE) : null;
}

function usePause(transport: Transport, onChanged?: (busy: BranchBusy) => void) {
  const busy = useQuery({
    queryKey: transport.queryKey,
    queryFn: async ({ signal }) =>
      parseContract(branchBusySchema, await transport.read(signal), 'pause'),
  });
  const change = useMutation({
    mutationFn: transport.write,
    onSuccess: (data) => {
      const parsed = parseContract(branchBusySchema, data, 'pause');
      queryClient.setQueryData(transport.queryKey, parsed);
      onChanged?.(parsed);
    },
  });
  return { busy, change };
}

function PausePanel({
  transport,
  canWrite,
  onChanged,
  headingLevel = 2,
}: {
  transport: Transport;
  canWrite: boolean;
  onChanged?: (busy: BranchBusy) => void;
  headingLevel?: 2 | 3;
}) {
  const titleId = useId();
  const now = useNow(15_000);
  const { busy, change } = usePause(transport, onChanged);
  const until = pausedUntilLabel(busy.data, now);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section
      className={styles.panel}
      aria-labelledby={titleId}
      data-paused={until !== null || undefined}
    >
      <Heading id={titleId} className={styles.busyTitle}>
        {t.title}
      </Heading>
      <p className={styles.muted}>{t.intro}</p>
      <div className={styles.busyChoices}>
        {PAUSE_MINUTES_CHOICES.map((minutes) => (
          <button
            key={minutes}
            type="button"
            className={styles.busyChoice}
            aria-label={t.optionLabel(minutes)}
            disabled={!busy.data || !canWrite || change.isPending}
            onClick={() => change.mutate(minutes)}
          >
            {t.option(minutes)}
          </button>
        ))}
        {until !== null ? (
          <button
            type="button"
            className={styles.busyChoice}
            data-checked
            aria-label={t.resumeLabel}
            disabled={!canWrite || change.isPending}
            onClick={() => change.mutate(null)}
          >
            {t.resume}
          </button>
        ) : null}
      </div>
      <p className={styles.day} role="status">
        {busy.data ? t.state(until) : de.backoffice.common.loading}
      </p>
      {change.isError ? (
        <p className={styles.error}>{errorMessageOf(change.error, t.failed)}</p>
      ) : null}
    </section>
  );
}

const busyUrl = (branchId: number) => `/api/branches/${branchId}/busy`;

/** Staff (the `orders` area, own branches): shares GET …/busy with the longer-wait panel. */
export function OrderingPauseSwitch({
  branchId,
  headingLevel,
}: {
  branchId: number;
  headingLevel?: 2 | 3;
}) {
  const user = useCurrentUser();
  const showToast = useToast();
  const transport: Transport = {
    queryKey: ['backoffice', busyUrl(branchId)],
    read: (signal) => apiGet(busyUrl(branchId), signal),
    write: (minutes) =>
      staffRequest(`/api/branches/${branchId}/pause`, { method: 'PUT', body: { minutes } }),
  };
  return (
    <PausePanel
      transport={transport}
      canWrite={hasAccess(user.roles, 'orders', 'write')}
      headingLevel={headingLevel}
      onChanged={(busy) => {
        const until = pausedUntilLabel(busy, new Date());
        showToast(until === null ? t.resumedToast : t.pausedToast(until));
      }}
    />
  );
}

/** A fold-out "Bestellannahme pausieren" for the header of an order screen. */
function PauseFold({ children }: { children: ReactNode }) {
  return (
    <details className={styles.pauseFold}>
      <summary className={styles.pauseSummary}>{t.summary}</summary>
      <div className={styles.pauseBody}>{children}</div>
    </details>
  );
}

/** The front desk: the same panel with the branch's key instead of a session. */
export function FrontdeskPause({ branchId, apiKey }: { branchId: number; apiKey: string }) {
  const url = `/api/orders/frontdesk/${branchId}/pause`;
  const headers = { [API_KEY_HEADER]: apiKey };
  const transport: Transport = {
    queryKey: ['frontdesk-pause', branchId, apiKey],
    read: (signal) => apiRequest(url, { signal, headers }),
    write: (minutes) => apiRequest(url, { method: 'PUT', body: { minutes }, headers }),
  };
  return (
    <PauseFold>
      <PausePanel transport={transport} canWrite headingLevel={2} />
    </PauseFold>
  );
}

const BRANCHES_URL = '/api/branches/options';

/**
 * Above the current orders: a fold-out "Bestellannahme pausieren" with the user's branches (one
 * branch: no choice), so the pause is a tap away from the order screen.
 */
export function CurrentOrdersPause() {
  const selectId = useId();
  const branches = useQuery({
    queryKey: ['backoffice', BRANCHES_URL, 'options-full'],
    queryFn: async ({ signal }): Promise<StaffBranchSummary[]> =>
      parseContract(
        staffBranchSummarySchema.array(),
        await apiGet(BRANCHES_URL, signal),
        'branches',
      ),
  });
  const [chosen, setChosen] = useState<number | null>(null);
  const list = branches.data ?? [];
  const branchId = chosen ?? list[0]?.id ?? null;
  if (branchId === null) return null;
  return (
    <PauseFold>
      {list.length > 1 ? (
        <div className={styles.branch}>
          <label htmlFor={selectId}>{t.branch}</label>
          <select
            id={selectId}
            value={branchId}
            onChange={(event) => setChosen(Number(event.target.value))}
          >
            {list.map((branch) => (
              <option key={branch.id} value={branch.id}>
                {branch.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <OrderingPauseSwitch key={branchId} branchId={branchId} headingLevel={2} />
    </PauseFold>
  );
}
