export * from './pairing.ts';
export * from './schedule.ts';
