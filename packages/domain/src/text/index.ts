export * from './branch-search.ts';
export * from './contact-links.ts';
export * from './directions.ts';
export * from './donatee-search.ts';
export * from './footer-links.ts';
export * from './natural-order.ts';
export * from './navigation.ts';
export * from './text.ts';
