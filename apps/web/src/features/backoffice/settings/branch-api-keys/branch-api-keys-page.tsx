import { staffBranchSummarySchema } from '@shop/domain';
import { useQuery } from '@tanstack/react-query';
import { de } from '../../../../i18n/de.ts';
import { apiGet, parseContract } from '../../../../lib/api-client.ts';
import styles from '../../fields/branch-api-keys/branch-api-keys.module.css';
import { BranchApiKeysPanel } from '../../fields/branch-api-keys/branch-api-keys-panel.tsx';
import { RequirePermission } from '../../resource/require-permission.tsx';
import { useShopConfig } from '../../session/use-shop-name.ts';
import { Loader } from '../../ui/loader.tsx';
import { Notice } from '../../ui/notice.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';

const t = de.backofficeOrders.apiKeys;
const BRANCHES_URL = '/api/branches/options';

/** Settings → Front-Desk-Schlüssel: every branch with its keys. */
export function BranchApiKeysPage() {
  return (
    <RequirePermission area="settings" title={t.title}>
      <BranchApiKeysList />
    </RequirePermission>
  );
}

function BranchApiKeysList() {
  useDocumentTitle(t.title);
  const config = useShopConfig();
  const branches = useQuery({
    queryKey: ['backoffice', BRANCHES_URL, 'options-full'],
    queryFn: async ({ signal }) =>
      parseContract(
        staffBranchSummarySchema.array(),
        await apiGet(BRANCHES_URL, signal),
        BRANCHES_URL,
      ),
  });
  return (
    <div className={styles.page}>
      <header>
        <h1 className={styles.title}>{t.title}</h1>
        <p className={styles.muted}>{t.intro}</p>
      </header>
      {config && !config.enablePluginFrontdesk ? <Notice tone="info">{t.pluginOff}</Notice> : null}
      {branches.isError ? (
        <Notice tone="error" onRetry={() => branches.refetch()} isRetrying={branches.isFetching}>
          {de.backoffice.errors.loadListFailed(de.backoffice.entities.branches)}
        </Notice>
      ) : null}
      {branches.isPending ? <Loader label={de.backoffice.common.loading} /> : null}
      {branches.data?.map((branch) => (
        <BranchApiKeysPanel key={branch.id} branchId={branch.id} branchName={branch.name} />
      ))}
    </div>
  );
}
