export * from './range.ts';
