export * from './branch-search.ts';
export * from './donatee-search.ts';
export * from './navigation.ts';
export * from './text.ts';
