export * from './auto-confirm.ts';
export * from './kitchen.ts';
export * from './label-layout.ts';
export * from './receipt-layout.ts';
export * from './web-push.ts';
