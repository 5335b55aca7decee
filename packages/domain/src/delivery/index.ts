export * from './delivery-fee.ts';
