export * from './bundle-vat.ts';
export * from './cart-totals.ts';
export * from './deposit.ts';
export * from './line-price.ts';
export * from './packaging-deposit.ts';
export * from './price-label.ts';
export * from './reference-price.ts';
