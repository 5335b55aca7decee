export * from './busy-mode.ts';
export * from './slot-capacity.ts';
