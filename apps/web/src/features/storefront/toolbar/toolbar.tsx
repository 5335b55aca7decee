import {
  type Branch,
  branchOpenStatus,
  isBranchOpen,
  type OpenStatusTone,
  openBranchesText,
  openStatusText,
} from '@shop/domain';
import { Link, useLocation } from 'react-router';
import { Container } from '../../../components/ui/container.tsx';
import { paths } from '../../../config/paths.ts';
import { de } from '../../../i18n/de-storefront.ts';
import { useNow } from '../../../lib/use-now.ts';
import { useBranches, useConfig } from '../init/api/get-init.ts';
import { branchIdentifierOf } from '../navigation/navigation-route.ts';
import styles from './toolbar.module.css';

/**
 * spec §2 Toolbar (plugin enablePluginToolbar): on a branch's pages the branch with a back link and
 * 'Geöffnet bis {time}' / 'Geschlossen'; elsewhere how many public branches are open now.
 */
export function Toolbar() {
  const config = useConfig();
  const branches = useBranches();
  const { pathname } = useLocation();
  const now = useNow();
  if (!config.enablePluginToolbar) return null;

  const identifier = branchIdentifierOf(pathname);
  const selected = branches.find((branch) => branch.isEnabled && branch.identifier === identifier);

  return (
    <aside className={styles.toolbar} aria-label={de.shell.toolbar.label}>
      <Container className={styles.bar}>
        {selected ? (
          <SelectedBranch branch={selected} now={now} timeZone={config.timeZone} />
        ) : (
          <OpenBranches branches={branches} now={now} timeZone={config.timeZone} />
        )}
      </Container>
    </aside>
  );
}

type StatusProps = { now: Date; timeZone: string };

function OpenBranches({ branches, now, timeZone }: StatusProps & { branches: Branch[] }) {
  const openCount = branches.filter(
    (branch) => branch.isEnabled && branch.isPublic && isBranchOpen(branch, now, timeZone),
  ).length;
  return <Status tone={openCount > 0 ? 'success' : 'error'} text={openBranchesText(openCount)} />;
}

function SelectedBranch({ branch, now, timeZone }: StatusProps & { branch: Branch }) {
  const status = branchOpenStatus(branch, now, timeZone);
  return (
    <>
      <Link className={styles.back} to={paths.home.href()} aria-label={de.shell.toolbar.backLabel}>
        <svg className={styles.backIcon} viewBox="0 0 16 16" aria-hidden="true">
          <path d="M10 3 5 8l5 5" />
        </svg>
        {de.shell.toolbar.back}
      </Link>
      <span className={styles.branchName}>{branch.name}</span>
      <Status tone={status.tone} text={openStatusText(status, timeZone)} />
    </>
  );
}

function Status({ tone, text }: { tone: OpenStatusTone; text: string }) {
  return (
    <p className={`${styles.status} ${styles[tone]}`}>
      <span className={styles.dot} aria-hidden="true" />
      {text}
    </p>
  );
}
