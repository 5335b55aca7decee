export * from './ellipsis.ts';
export * from './layout.ts';
