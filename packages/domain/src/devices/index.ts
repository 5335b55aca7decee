export * from './kitchen.ts';
export * from './receipt-layout.ts';
