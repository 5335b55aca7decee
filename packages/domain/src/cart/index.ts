export * from './cart.ts';
export * from './cart-count.ts';
export * from './cart-line-amount.ts';
export * from './cart-schema.ts';
export * from './delivery-methods.ts';
export * from './draft-from-cart.ts';
export * from './ordering-state.ts';
export * from './table-link.ts';
