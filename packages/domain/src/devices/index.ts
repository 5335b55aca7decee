export * from './receipt-layout.ts';
