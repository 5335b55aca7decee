export * from './api.ts';
export * from './entities.ts';
export * from './enums.ts';
