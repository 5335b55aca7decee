import { hasAccess, type StaffBranchSummary, staffBranchSummarySchema } from '@shop/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { paths } from '../../../../config/paths.ts';
import { de } from '../../../../i18n/de.ts';
import { apiGet, parseContract } from '../../../../lib/api-client.ts';
import { useCurrentUser } from '../../session/use-current-user.ts';
import { ActionButton } from '../../ui/action-button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import actions from '../../ui/dialog-actions.module.css';
import styles from './phone-order.module.css';

const t = de.backofficeOrders.phoneOrder;
const BRANCHES_URL = '/api/branches/options';

/**
 * "Telefonbestellung" above the current orders (docs/decisions/049-phone-orders.md): the branch
 * the caller orders from, then the storefront of that branch in phone-order mode, with the same
 * menu, item editor, prices and checks as the customers'. Staff with orders write only; the
 * server checks the branch again when the order is sent.
 */
export function PhoneOrderButton() {
  const user = useCurrentUser();
  const [isOpen, setIsOpen] = useState(false);
  const branches = useQuery({
    queryKey: ['backoffice', BRANCHES_URL, 'options-full'],
    queryFn: async ({ signal }): Promise<StaffBranchSummary[]> =>
      parseContract(
        staffBranchSummarySchema.array(),
        await apiGet(BRANCHES_URL, signal),
        'branches',
      ),
    enabled: isOpen,
  });
  if (!hasAccess(user.roles, 'orders', 'write')) return null;
  const list = (branches.data ?? []).filter((branch) => branch.isEnabled);
  return (
    <>
      <ActionButton variant="primary" size="sm" onClick={() => setIsOpen(true)}>
        {t.button}
      </ActionButton>
      <Dialog isOpen={isOpen} title={t.title} onClose={() => setIsOpen(false)}>
        <p>{t.intro}</p>
        {branches.isPending ? (
          <p>{de.backoffice.common.loading}</p>
        ) : list.length === 0 ? (
          <p>{t.noBranches}</p>
        ) : (
          <ul className={styles.branches}>
            {list.map((branch) => (
              <li key={branch.id}>
                {/* A full page load: the storefront is its own chunk tree (decision 049). */}
                <a className={styles.branch} href={paths.phoneOrder.href(branch.identifier)}>
                  {branch.name}
                </a>
              </li>
            ))}
          </ul>
        )}
        <div className={actions.actions}>
          <ActionButton onClick={() => setIsOpen(false)}>{t.cancel}</ActionButton>
        </div>
      </Dialog>
    </>
  );
}
