export * from './cart-totals.ts';
export * from './line-price.ts';
export * from './price-label.ts';
export * from './reference-price.ts';
