export * from './cents.ts';
export * from './format.ts';
export * from './tax.ts';
