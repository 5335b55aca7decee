export * from './pairing.ts';
export * from './schedule.ts';
export * from './screen-report.ts';
export * from './transition.ts';
