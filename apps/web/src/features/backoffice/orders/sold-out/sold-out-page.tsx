import {
  type BranchSoldOut,
  branchSoldOutSchema,
  hasAccess,
  longDateLabel,
  staffBranchSummarySchema,
} from '@shop/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { de } from '../../../../i18n/de.ts';
import { apiGet, parseContract } from '../../../../lib/api-client.ts';
import { queryClient } from '../../../../lib/query-client.ts';
import { staffRequest } from '../../session/api/staff-request.ts';
import { useCurrentUser } from '../../session/use-current-user.ts';
import { errorMessageOf } from '../../ui/error-message.ts';
import { Loader } from '../../ui/loader.tsx';
import { Notice } from '../../ui/notice.tsx';
import { useToast } from '../../ui/toasts.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { BusyModeSwitch } from './busy-mode.tsx';
import { OrderingPauseSwitch } from './ordering-pause.tsx';
import styles from './sold-out.module.css';

const t = de.backofficeOrders.soldOut;
const BRANCHES_URL = '/api/branches/options';
const soldOutUrl = (branchId: number) => `/api/branches/${branchId}/sold-out`;
const soldOutKey = (branchId: number) => ['backoffice', soldOutUrl(branchId)] as const;

/**
 * "Heute ausverkauft" at the counter (docs/decisions/020-sold-out-today.md): the products of a
 * branch's menus with one switch each; a switch takes effect in the shop at once and ends with
 * the business day. Employees see only their own branches.
 */
export function SoldOutPage() {
  useDocumentTitle(t.title);
  const selectId = useId();
  const branches = useQuery({
    queryKey: ['backoffice', BRANCHES_URL, 'options-full'],
    queryFn: async ({ signal }) =>
      parseContract(
        staffBranchSummarySchema.array(),
        await apiGet(BRANCHES_URL, signal),
        BRANCHES_URL,
      ),
  });
  const [chosen, setChosen] = useState<number | null>(null);
  const branchId = chosen ?? branches.data?.[0]?.id ?? null;

  return (
    <div className={styles.page}>
      <header>
        <h1 className={styles.title}>{t.title}</h1>
        <p className={styles.muted}>{t.intro}</p>
      </header>
      {branches.isError ? (
        <Notice tone="error" onRetry={() => branches.refetch()} isRetrying={branches.isFetching}>
          {de.backoffice.errors.loadListFailed(de.backoffice.entities.branches)}
        </Notice>
      ) : null}
      {branches.isPending ? <Loader label={de.backoffice.common.loading} /> : null}
      {branches.data && branches.data.length === 0 ? (
        <Notice tone="info">{t.noBranches}</Notice>
      ) : null}
      {branches.data && branches.data.length > 1 ? (
        <div className={styles.branch}>
          <label htmlFor={selectId}>{t.branch}</label>
          <select
            id={selectId}
            value={branchId ?? ''}
            onChange={(event) => setChosen(Number(event.target.value))}
          >
            {branches.data.map((branch) => (
              <option key={branch.id} value={branch.id}>
                {branch.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {branchId !== null ? <BusyModeSwitch key={`busy-${branchId}`} branchId={branchId} /> : null}
      {branchId !== null ? (
        <OrderingPauseSwitch key={`pause-${branchId}`} branchId={branchId} />
      ) : null}
      {branchId !== null ? <BranchSoldOutList key={branchId} branchId={branchId} /> : null}
    </div>
  );
}

function BranchSoldOutList({ branchId }: { branchId: number }) {
  const user = useCurrentUser();
  const canWrite = hasAccess(user.roles, 'orders', 'write');
  const showToast = useToast();
  const [search, setSearch] = useState('');
  const searchId = useId();
  const list = useQuery({
    queryKey: soldOutKey(branchId),
    queryFn: async ({ signal }) =>
      parseContract(branchSoldOutSchema, await apiGet(soldOutUrl(branchId), signal), 'sold-out'),
  });
  const toggle = useMutation({
    mutationFn: (input: { productId: number; isSoldOut: boolean }) =>
      staffRequest<BranchSoldOut>(`${soldOutUrl(branchId)}/${input.productId}`, {
        method: 'PUT',
        body: { isSoldOut: input.isSoldOut },
      }),
    onSuccess: (data, input) => {
      queryClient.setQueryData(soldOutKey(branchId), parseContract(branchSoldOutSchema, data, ''));
      const name = data.products.find((product) => product.id === input.productId)?.name ?? '';
      showToast(input.isSoldOut ? t.markedSoldOut(name) : t.markedAvailable(name));
    },
  });
  if (list.isError) {
    return (
      <Notice tone="error" onRetry={() => list.refetch()} isRetrying={list.isFetching}>
        {de.backoffice.errors.loadListFailed(de.backoffice.entities.products)}
      </Notice>
    );
  }
  if (!list.data) return <Loader label={de.backoffice.common.loading} />;
  const words = search.trim().toLowerCase();
  const shown = list.data.products.filter((product) => product.name.toLowerCase().includes(words));
  const soldOutCount = list.data.products.filter((product) => product.isSoldOut).length;
  return (
    <section className={styles.panel} aria-label={t.listLabel}>
      <p className={styles.day}>
        {t.day(longDateLabel(list.data.businessDay))} · {t.count(soldOutCount)}
      </p>
      {toggle.isError ? (
        <Notice tone="error">{errorMessageOf(toggle.error, t.failed)}</Notice>
      ) : null}
      <div className={styles.search}>
        <label htmlFor={searchId}>{de.backoffice.resource.search}</label>
        <input
          id={searchId}
          type="search"
          value={search}
          placeholder={t.searchPlaceholder}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      {list.data.products.length === 0 ? <p className={styles.muted}>{t.empty}</p> : null}
      <ul className={styles.products}>
        {shown.map((product) => (
          <li
            key={product.id}
            className={styles.product}
            data-sold-out={product.isSoldOut || undefined}
          >
            <label className={styles.switch}>
              <input
                type="checkbox"
                role="switch"
                aria-checked={product.isSoldOut}
                aria-label={t.switchLabel(product.name)}
                checked={product.isSoldOut}
                disabled={!canWrite || toggle.isPending}
                onChange={(event) =>
                  toggle.mutate({ productId: product.id, isSoldOut: event.target.checked })
                }
              />
              <span className={styles.name}>{product.name}</span>
              <span className={styles.state} aria-hidden="true">
                {product.isSoldOut ? t.soldOut : t.available}
              </span>
            </label>
          </li>
        ))}
      </ul>
    </section>
  );
}
