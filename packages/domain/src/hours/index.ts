export * from './grouping.ts';
export * from './local-date.ts';
export * from './notices.ts';
export * from './open-state.ts';
export * from './order-times.ts';
export * from './shifts.ts';
export * from './slots.ts';
export * from './time-zone.ts';
