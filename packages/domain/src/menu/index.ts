export * from './active-menu.ts';
export * from './cart-migration.ts';
export * from './visibility.ts';
