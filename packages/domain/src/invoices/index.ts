export * from './credit-note.ts';
export * from './datev.ts';
export * from './e-invoice.ts';
export * from './invoice.ts';
export * from './invoice-csv.ts';
