import type { ArtKind } from '../seed-images.ts';
import type { CategoryKey, ProductSeed } from './catalogue.types.ts';
import { BAKERY_PRODUCTS } from './products-bakery.data.ts';
import { DRINK_PRODUCTS } from './products-drinks.data.ts';
import { KITCHEN_PRODUCTS } from './products-kitchen.data.ts';

export type CategorySeed = {
  key: CategoryKey;
  name: string;
  description: string;
  art: ArtKind;
  palette: readonly [string, string];
};

/** Eight categories; their order here is their order in the menus. */
export const CATEGORY_SEEDS: CategorySeed[] = [
  {
    key: 'breakfast',
    name: 'Frühstück',
    description: 'Von 7 bis 11 Uhr: der sonnige Start in den Tag.',
    art: 'croissant',
    palette: ['#FFE9C1', '#FFD180'],
  },
  {
    key: 'pizza',
    name: 'Pizza aus dem Steinofen',
    description: '48 Stunden gereifter Teig, bei 450 °C gebacken.',
    art: 'pizza',
    palette: ['#FFCCBC', '#FFE9C1'],
  },
  {
    key: 'lunch',
    name: 'Mittagstisch',
    description: 'Wechselnde Gerichte, frisch gekocht.',
    art: 'soup',
    palette: ['#D5E6BC', '#FFE9C1'],
  },
  {
    key: 'salad',
    name: 'Salate & Bowls',
    description: 'Knackig, bunt und satt machend.',
    art: 'bowl',
    palette: ['#C8E6C9', '#D5E6BC'],
  },
  {
    key: 'bread',
    name: 'Brot & Brötchen',
    description: 'Aus eigener Backstube, mit Natursauerteig und viel Zeit.',
    art: 'bread',
    palette: ['#FFE0B2', '#FFE9C1'],
  },
  {
    key: 'cake',
    name: 'Kuchen & Torten',
    description: 'Nach Familienrezepten, jeden Tag frisch.',
    art: 'cake',
    palette: ['#F8BBD0', '#FFE9C1'],
  },
  {
    key: 'hotDrinks',
    name: 'Heißgetränke',
    description: 'Kaffee aus unserer Hausröstung, Tee und Schokolade.',
    art: 'cup',
    palette: ['#D7CCC8', '#FFE9C1'],
  },
  {
    key: 'coldDrinks',
    name: 'Kaltgetränke',
    description: 'Schorlen, Limonaden und Säfte.',
    art: 'glass',
    palette: ['#B3E5FC', '#D5E6BC'],
  },
];

/** Background colours of the product pictures, per category. */
export const PALETTES: Record<CategoryKey, readonly [string, string]> = Object.fromEntries(
  CATEGORY_SEEDS.map((category) => [category.key, category.palette]),
) as Record<CategoryKey, readonly [string, string]>;

export const PRODUCT_SEEDS: ProductSeed[] = [
  ...BAKERY_PRODUCTS,
  ...KITCHEN_PRODUCTS,
  ...DRINK_PRODUCTS,
];

export type MenuSeed = {
  key: string;
  name: string;
  description: string;
  /** Relative to the seed time in days; negative: already active. */
  availableFromDays: number;
  categories: CategoryKey[];
  /** Product keys left out of this menu although their category is in it. */
  excludedProducts?: string[];
};

export const MENU_SEEDS: MenuSeed[] = [
  {
    key: 'main',
    name: 'Hauptkarte',
    description: 'Die ganze Karte für Café, Pizzeria und Bistro.',
    availableFromDays: -60,
    categories: [
      'breakfast',
      'pizza',
      'lunch',
      'salad',
      'bread',
      'cake',
      'hotDrinks',
      'coldDrinks',
    ],
  },
  {
    // Not active yet: proves that the active menu is the latest one not in the future (spec §4).
    key: 'summer',
    name: 'Sommerkarte',
    description: 'Leichte Gerichte und Eisgetränke für die Terrasse.',
    availableFromDays: 150,
    categories: ['salad', 'pizza', 'coldDrinks'],
  },
  {
    key: 'bakery',
    name: 'Bäckerei-Sortiment',
    description: 'Brot, Brötchen, Kuchen und Kaffee zum Mitnehmen.',
    availableFromDays: -60,
    categories: ['breakfast', 'bread', 'cake', 'hotDrinks', 'coldDrinks'],
    excludedProducts: ['hochzeitstorte-nach-wunsch'],
  },
  {
    key: 'catering',
    name: 'Catering-Karte',
    description: 'Torten, Brotkörbe, Salate und Getränke für Ihre Veranstaltung.',
    availableFromDays: -60,
    categories: ['cake', 'bread', 'salad', 'coldDrinks'],
  },
];
