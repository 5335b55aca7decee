import { type HolidayBalance, holidayBalanceSchema, localDateOf } from '@shop/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { timeTrackingDe } from '../../../../i18n/de/backoffice/time-tracking.ts';
import { ApiError, apiGet, parseContract } from '../../../../lib/api-client.ts';
import { queryClient } from '../../../../lib/query-client.ts';
import { useNow } from '../../../../lib/use-now.ts';
import { RequirePermission } from '../../resource/require-permission.tsx';
import { useShopTimeZone } from '../../session/api/shop-config.ts';
import { staffRequest } from '../../session/api/staff-request.ts';
import { ActionButton } from '../../ui/action-button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import actions from '../../ui/dialog-actions.module.css';
import { Field } from '../../ui/field.tsx';
import { Loader } from '../../ui/loader.tsx';
import { Notice } from '../../ui/notice.tsx';
import pageStyles from '../../ui/page.module.css';
import { useToast } from '../../ui/toasts.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import styles from '../day/time-tracking-day.module.css';

const t = timeTrackingDe.holidays;
const listUrl = (year: number) => `/api/time-sheets/holiday-balances?year=${year}`;
const balancesQuery = (year: number) =>
  queryOptions({
    queryKey: ['backoffice', '/api/time-sheets/holiday-balances', year],
    queryFn: async ({ signal }): Promise<HolidayBalance[]> =>
      parseContract(
        holidayBalanceSchema.array(),
        await apiGet(listUrl(year), signal),
        listUrl(year),
      ),
  });

const days = (value: number) => value.toLocaleString('de-DE', { maximumFractionDigits: 1 });

/** Zeiterfassung → Urlaubskonten (docs/decisions/035-time-tracking-projects-and-sheets.md). */
export function HolidayBalancesPage() {
  return (
    <RequirePermission area="timeTracking" title={t.title}>
      <BalancesView />
    </RequirePermission>
  );
}

function BalancesView() {
  useDocumentTitle(t.title);
  const timeZone = useShopTimeZone();
  const now = useNow();
  const [params, setParams] = useSearchParams();
  const year = Number(params.get('year') ?? localDateOf(now, timeZone).slice(0, 4));
  const list = useQuery(balancesQuery(year));
  const [editing, setEditing] = useState<HolidayBalance | null>(null);
  const setYear = (next: number) => setParams({ year: String(next) }, { replace: true });

  return (
    <div className={pageStyles.page}>
      <header className={pageStyles.header}>
        <div>
          <h1 className={pageStyles.title}>{t.title}</h1>
          <p className={styles.muted}>{t.intro}</p>
        </div>
      </header>
      <div className={styles.toolbar}>
        <ActionButton size="sm" onClick={() => setYear(year - 1)}>
          ‹ {year - 1}
        </ActionButton>
        <p className={styles.total} data-testid="holiday-year">
          {t.year(year)}
        </p>
        <ActionButton size="sm" onClick={() => setYear(year + 1)}>
          {year + 1} ›
        </ActionButton>
      </div>
      {list.isError ? (
        <Notice tone="error" onRetry={() => list.refetch()} isRetrying={list.isFetching}>
          {t.loadFailed}
        </Notice>
      ) : null}
      {list.isPending ? <Loader label={timeTrackingDe.loading} /> : null}
      {list.data ? (
        <section className={pageStyles.panel} aria-label={t.title}>
          <div
            className={styles.scroll}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than the phone scrolls; keyboard users need to focus it (axe scrollable-region-focusable)
            tabIndex={0}
          >
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t.columns.employee}</th>
                  <th scope="col">{t.columns.entitlement}</th>
                  <th scope="col">{t.columns.carriedOver}</th>
                  <th scope="col">{t.columns.taken}</th>
                  <th scope="col">{t.columns.planned}</th>
                  <th scope="col">{t.columns.remaining}</th>
                  <th scope="col">
                    <span className={styles.hidden}>{timeTrackingDe.columns.actions}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.data.map((balance) => (
                  <tr key={balance.userId}>
                    <th scope="row">{balance.name}</th>
                    <td>{days(balance.entitlementDays)}</td>
                    <td>{days(balance.carriedOverDays)}</td>
                    <td>{days(balance.takenDays)}</td>
                    <td>{days(balance.plannedDays)}</td>
                    <td>{days(balance.remainingDays)}</td>
                    <td className={styles.actions}>
                      <ActionButton
                        size="sm"
                        aria-label={t.editFor(balance.name)}
                        onClick={() => setEditing(balance)}
                      >
                        {t.edit}
                      </ActionButton>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}
      {editing ? <BalanceDialog balance={editing} onClose={() => setEditing(null)} /> : null}
    </div>
  );
}

const numberOf = (text: string) => Number(text.replace(',', '.'));

function BalanceDialog({ balance, onClose }: { balance: HolidayBalance; onClose: () => void }) {
  const id = useId();
  const toast = useToast();
  const [values, setValues] = useState({
    entitlementDays: days(balance.entitlementDays),
    carriedOverDays: days(balance.carriedOverDays),
    takenBeforeDays: days(balance.takenBeforeDays),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isSaving, setIsSaving] = useState(false);

  async function save() {
    setErrors({});
    setIsSaving(true);
    const url = `/api/time-sheets/holiday-balances/${balance.userId}/${balance.year}`;
    try {
      await staffRequest(url, {
        method: 'PUT',
        body: {
          entitlementDays: numberOf(values.entitlementDays),
          carriedOverDays: numberOf(values.carriedOverDays || '0'),
          takenBeforeDays: numberOf(values.takenBeforeDays || '0'),
        },
      });
      await queryClient.invalidateQueries({
        queryKey: ['backoffice', '/api/time-sheets/holiday-balances'],
      });
      toast(t.saved, 'success');
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.field) setErrors({ [error.field]: error.message });
      else
        setErrors({
          form: error instanceof ApiError && error.status !== 0 ? error.message : t.saveFailed,
        });
    } finally {
      setIsSaving(false);
    }
  }

  const field = (name: keyof typeof values, label: string, hint?: string) => (
    <Field id={`${id}-${name}`} label={label} hint={hint} error={errors[name]}>
      {(control) => (
        <input
          {...control}
          inputMode="decimal"
          value={values[name]}
          onChange={(event) => setValues({ ...values, [name]: event.target.value })}
        />
      )}
    </Field>
  );

  return (
    <Dialog isOpen title={t.dialogTitle(balance.name, balance.year)} onClose={onClose}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
        style={{ display: 'grid', gap: 'var(--space-3)' }}
      >
        {field('entitlementDays', t.columns.entitlement)}
        {field('carriedOverDays', t.columns.carriedOver)}
        {field('takenBeforeDays', t.takenBefore, t.takenBeforeHint)}
        {errors.form ? <p role="alert">{errors.form}</p> : null}
        <div className={actions.actions}>
          <ActionButton onClick={onClose}>{timeTrackingDe.cancel}</ActionButton>
          <ActionButton type="submit" variant="primary" isBusy={isSaving}>
            {t.save}
          </ActionButton>
        </div>
      </form>
    </Dialog>
  );
}
