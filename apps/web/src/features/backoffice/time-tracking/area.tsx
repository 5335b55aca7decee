import { Route } from 'react-router';
import { timeTrackingDe as t } from '../../../i18n/de/backoffice/time-tracking.ts';
import { backofficeRoute } from '../resource/resource-routes.tsx';
import type { BackofficeArea } from '../shell/areas.ts';
import { TimeTrackingDayPage } from './day/time-tracking-day-page.tsx';
import { TimeClockPage } from './time-clock/time-clock-page.tsx';

/**
 * Area `timeTracking` (docs/decisions/028-time-tracking.md): the day view with corrections in the
 * shell, and the time clock outside it (no login; username and token in the path).
 */
export const timeTrackingPaths = {
  day: { path: '/backend/time-tracking/day', href: () => '/backend/time-tracking/day' },
  clock: {
    path: '/backend/zeiterfassung/:username/:token',
    href: (username: string, token: string) =>
      `/backend/zeiterfassung/${encodeURIComponent(username)}/${encodeURIComponent(token)}`,
  },
} as const;

export const timeTrackingArea: BackofficeArea = {
  key: 'timeTracking',
  label: t.areaLabel,
  icon: 'time',
  items: [{ label: t.nav.day, href: timeTrackingPaths.day.href(), permission: 'timeTracking' }],
  routes: [
    <Route
      key="time-tracking-day"
      path={backofficeRoute(timeTrackingPaths.day.path)}
      element={<TimeTrackingDayPage />}
    />,
  ],
  // The time clock: outside the shell and the session (username and token in the path).
  standaloneRoutes: [
    <Route
      key="time-clock"
      path={backofficeRoute(timeTrackingPaths.clock.path)}
      element={<TimeClockPage />}
    />,
  ],
};
