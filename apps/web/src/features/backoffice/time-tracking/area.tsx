import { Route } from 'react-router';
import { timeTrackingDe as t } from '../../../i18n/de/backoffice/time-tracking.ts';
import { backofficeRoute, resourceRoutes } from '../resource/resource-routes.tsx';
import type { BackofficeArea } from '../shell/areas.ts';
import { TimeTrackingDayPage } from './day/time-tracking-day-page.tsx';
import { HolidayBalancesPage } from './holidays/holiday-balances-page.tsx';
import { TimeSheetPage } from './month/time-sheet-page.tsx';
import { projectPaths, projectsResource, tasksResource } from './projects/projects-resources.tsx';
import { TimeClockPage } from './time-clock/time-clock-page.tsx';
import { WeekPlanPage } from './week/week-plan-page.tsx';

/**
 * Area `timeTracking` (docs/decisions/028-time-tracking.md): the day view with corrections in the
 * shell, and the time clock outside it (no login; username and token in the path).
 */
export const timeTrackingPaths = {
  day: { path: '/backend/time-tracking/day', href: () => '/backend/time-tracking/day' },
  week: { path: '/backend/time-tracking/week', href: () => '/backend/time-tracking/week' },
  month: { path: '/backend/time-tracking/month', href: () => '/backend/time-tracking/month' },
  holidays: {
    path: '/backend/time-tracking/holidays',
    href: () => '/backend/time-tracking/holidays',
  },
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
  items: [
    { label: t.nav.day, href: timeTrackingPaths.day.href(), permission: 'timeTracking' },
    { label: t.nav.week, href: timeTrackingPaths.week.href(), permission: 'timeTracking' },
    { label: t.nav.month, href: timeTrackingPaths.month.href(), permission: 'timeTracking' },
    { label: t.nav.holidays, href: timeTrackingPaths.holidays.href(), permission: 'timeTracking' },
    { label: t.nav.projects, href: projectPaths.projects.href(), permission: 'timeTracking' },
    { label: t.nav.tasks, href: projectPaths.tasks.href(), permission: 'timeTracking' },
  ],
  routes: [
    <Route
      key="time-tracking-day"
      path={backofficeRoute(timeTrackingPaths.day.path)}
      element={<TimeTrackingDayPage />}
    />,
    <Route
      key="time-tracking-week"
      path={backofficeRoute(timeTrackingPaths.week.path)}
      element={<WeekPlanPage />}
    />,
    <Route
      key="time-tracking-month"
      path={backofficeRoute(timeTrackingPaths.month.path)}
      element={<TimeSheetPage />}
    />,
    <Route
      key="time-tracking-holidays"
      path={backofficeRoute(timeTrackingPaths.holidays.path)}
      element={<HolidayBalancesPage />}
    />,
    ...resourceRoutes(projectsResource),
    ...resourceRoutes(tasksResource),
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
