/** Area `timeTracking` (docs/decisions/028-time-tracking.md). */
export { registerTimeTrackingRoutes as registerTimeTrackingModule } from './time-tracking.routes.ts';
