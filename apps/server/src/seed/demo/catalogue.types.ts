import type { products } from '../../db/schema/index.ts';
import type { ArtKind } from '../seed-images.ts';

export type CategoryKey =
  | 'breakfast'
  | 'bread'
  | 'cake'
  | 'pizza'
  | 'lunch'
  | 'salad'
  | 'hotDrinks'
  | 'coldDrinks';

export type ProductInsert = Omit<typeof products.$inferInsert, 'id' | 'uid'>;

/** One demo product: `key` is also its uid; `art` picks the generated picture. */
export type ProductSeed = {
  key: string;
  category: CategoryKey;
  art: ArtKind;
  tags?: string[];
  product: ProductInsert;
};

/**
 * Tax rates per order type (spec §9). Germany from 2026: food 7 % everywhere; drinks 19 %;
 * milk drinks (≥ 75 % milk) 7 % to take away or delivered but 19 % when served at the table.
 */
export const FOOD_TAX = { tax: 7, takeawayTax: 7, dineInTax: 7 } as const;
export const DRINK_TAX = { tax: 19, takeawayTax: 19, dineInTax: 19 } as const;
export const MILK_DRINK_TAX = { tax: 7, takeawayTax: 7, dineInTax: 19 } as const;
