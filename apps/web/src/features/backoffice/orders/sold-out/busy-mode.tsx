import { type BranchBusy, BUSY_MINUTES_CHOICES, branchBusySchema, hasAccess } from '@shop/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { de } from '../../../../i18n/de.ts';
import { apiGet, parseContract } from '../../../../lib/api-client.ts';
import { queryClient } from '../../../../lib/query-client.ts';
import { staffRequest } from '../../session/api/staff-request.ts';
import { useCurrentUser } from '../../session/use-current-user.ts';
import { errorMessageOf } from '../../ui/error-message.ts';
import { useToast } from '../../ui/toasts.tsx';
import styles from './sold-out.module.css';

const t = de.backofficeOrders.busy;
const busyUrl = (branchId: number) => `/api/branches/${branchId}/busy`;
const busyKey = (branchId: number) => ['backoffice', busyUrl(branchId)] as const;
const CHOICES = [0, ...BUSY_MINUTES_CHOICES] as const;

/**
 * Busy mode for the shift manager (docs/decisions/037-slot-capacity.md): extra preparation
 * minutes for the branch that move the earliest time of new orders; shown to customers; it ends
 * with the business day or when switched back to "Aus".
 */
export function BusyModeSwitch({ branchId }: { branchId: number }) {
  const user = useCurrentUser();
  const canWrite = hasAccess(user.roles, 'orders', 'write');
  const showToast = useToast();
  const busy = useQuery({
    queryKey: busyKey(branchId),
    queryFn: async ({ signal }) =>
      parseContract(branchBusySchema, await apiGet(busyUrl(branchId), signal), 'busy'),
  });
  const change = useMutation({
    mutationFn: (minutes: number) =>
      staffRequest<BranchBusy>(busyUrl(branchId), {
        method: 'PUT',
        body: { minutes: minutes === 0 ? null : minutes },
      }),
    onSuccess: (data) => {
      const parsed = parseContract(branchBusySchema, data, 'busy');
      queryClient.setQueryData(busyKey(branchId), parsed);
      showToast(parsed.minutes === 0 ? t.switchedOff : t.switchedOn(parsed.minutes));
    },
  });
  const minutes = busy.data?.minutes ?? 0;
  return (
    <section className={styles.panel} aria-labelledby={`busy-${branchId}`}>
      <h2 id={`busy-${branchId}`} className={styles.busyTitle}>
        {t.title}
      </h2>
      <p className={styles.muted}>{t.intro}</p>
      <fieldset
        className={styles.busyChoices}
        disabled={!busy.data || !canWrite || change.isPending}
      >
        <legend className={styles.visuallyHidden}>{t.title}</legend>
        {CHOICES.map((choice) => (
          <label
            key={choice}
            className={styles.busyChoice}
            data-checked={choice === minutes || undefined}
          >
            <input
              type="radio"
              name={`busy-${branchId}`}
              value={choice}
              checked={choice === minutes}
              onChange={() => change.mutate(choice)}
            />
            <span>{choice === 0 ? t.off : t.option(choice)}</span>
          </label>
        ))}
      </fieldset>
      <p className={styles.day} role="status">
        {busy.data ? t.state(minutes) : de.backoffice.common.loading}
      </p>
      {change.isError ? (
        <p className={styles.error}>{errorMessageOf(change.error, t.failed)}</p>
      ) : null}
    </section>
  );
}
