export * from './allergens.ts';
export * from './item-labels.ts';
