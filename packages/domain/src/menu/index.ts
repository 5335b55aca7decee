export * from './active-menu.ts';
export * from './cart-migration.ts';
export * from './category-bar.ts';
export * from './orderable.ts';
export * from './reload.ts';
export * from './search.ts';
export * from './sold-out.ts';
export * from './visibility.ts';
