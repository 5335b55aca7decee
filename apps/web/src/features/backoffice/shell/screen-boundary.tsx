import { type ReactNode, useCallback } from 'react';
import { useLocation } from 'react-router';
import { ErrorBoundary } from '../../../components/ui/error-boundary.tsx';
import { de } from '../../../i18n/de.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { Notice } from '../ui/notice.tsx';
import pageStyles from '../ui/page.module.css';
import type { BackofficeArea } from './areas.ts';

/** The navigation label of the screen at `pathname` (the longest matching item), else the path. */
export function screenNameOf(pathname: string, areas: readonly BackofficeArea[]): string {
  let best = { label: pathname, length: 0 };
  for (const item of areas.flatMap((area) => area.items)) {
    const matches = pathname === item.href || pathname.startsWith(`${item.href}/`);
    if (matches && item.href.length > best.length)
      best = { label: item.label, length: item.href.length };
  }
  return best.label;
}

/**
 * One screen of the back-office inside the shell. Each address gets a fresh screen
 * (keyed by the path): nothing of the previous screen's state carries over. A screen that throws
 * while rendering shows the spec's §8 error with "Erneut versuchen" in place of the screen only;
 * the navigation, the live order stream, its sound and its badges sit above and keep running.
 */
export function ScreenBoundary({
  areas,
  children,
}: {
  areas: readonly BackofficeArea[];
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  const screen = screenNameOf(pathname, areas);
  const onError = useCallback(
    (error: unknown) =>
      console.error(`Back-Office: Bildschirm „${screen}“ (${pathname}) ist abgestürzt`, error),
    [screen, pathname],
  );
  return (
    <ErrorBoundary
      key={pathname}
      onError={onError}
      fallback={(_error, reset) => (
        <div className={pageStyles.page}>
          <h1 className={pageStyles.title}>{screen}</h1>
          <Notice
            tone="error"
            title={de.backoffice.errors.data}
            onRetry={() => {
              void queryClient.invalidateQueries({ queryKey: ['backoffice'] });
              reset();
            }}
          >
            {de.backoffice.shell.screenFailedHint}
          </Notice>
        </div>
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
