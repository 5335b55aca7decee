export * from './cents.ts';
export * from './format.ts';
export * from './money-input.ts';
export * from './tax.ts';
