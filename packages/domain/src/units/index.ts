export * from './calculation-models.ts';
export * from './quantity.ts';
export * from './unit-options.ts';
export * from './units.ts';
