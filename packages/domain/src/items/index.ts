export * from './cart-item.ts';
export * from './item-validation.ts';
export * from './parts.ts';
export * from './steps.ts';
export * from './uploads.ts';
