export * from './checkout-state.ts';
export * from './lead-time.ts';
export * from './order-draft.ts';
export * from './payment-methods.ts';
export * from './phone.ts';
export * from './required-fields.ts';
export * from './validate-draft.ts';
export * from './zod-errors.ts';
