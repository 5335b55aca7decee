export * from './navigation-tree.ts';
export * from './rich-text.ts';
export * from './site-preview.ts';
export * from './uploads.ts';
