export * from './audit-values.ts';
