import type { ReactNode } from 'react';
import { de } from '../../../i18n/de.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { Loader } from '../ui/loader.tsx';
import { Notice } from '../ui/notice.tsx';
import { useCurrentUserQuery } from './api/current-user.ts';
import styles from './require-session.module.css';

/**
 * Shows its children only with a staff session. Without one the API answers 401 and the API
 * client sends the browser to the login page (with the way back); until then the loader shows.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const me = useCurrentUserQuery();
  if (me.isSuccess) return children;
  const isRedirecting = me.error instanceof ApiError && me.error.status === 401;
  if (me.isPending || isRedirecting) {
    return <Loader label={de.backoffice.common.loading} />;
  }
  return (
    <div className={styles.failed}>
      <Notice tone="error" onRetry={() => me.refetch()} isRetrying={me.isFetching}>
        {de.backoffice.errors.activeUser}
      </Notice>
    </div>
  );
}
