export * from './delivery-fee.ts';
export * from './postcodes.ts';
