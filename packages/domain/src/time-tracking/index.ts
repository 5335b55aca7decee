export * from './clock.ts';
export * from './corrections.ts';
export * from './durations.ts';
export * from './working-time-law.ts';
