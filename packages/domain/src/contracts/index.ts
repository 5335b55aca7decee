export * from './analytics.ts';
export * from './api.ts';
export * from './content.ts';
export * from './entities.ts';
export * from './enums.ts';
export * from './orders.ts';
export * from './paging.ts';
export * from './users.ts';
