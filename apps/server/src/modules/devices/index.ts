/** The devices area (docs/decisions/027-devices-and-print-jobs.md). */
export { registerDevicesModule } from './devices.routes.ts';
