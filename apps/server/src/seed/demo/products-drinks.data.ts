import {
  DRINK_TAX,
  MILK_DRINK_TAX,
  type ProductInsert,
  type ProductSeed,
} from './catalogue.types.ts';

const drink = (
  key: string,
  category: 'hotDrinks' | 'coldDrinks',
  name: string,
  description: string,
  price: number,
  options: {
    isMilkDrink?: boolean;
    tags?: string[];
    allergens?: string | null;
    /** LMZDV additive classes (decision 032). */
    additiveCodes?: ProductInsert['additiveCodes'];
  } = {},
): ProductSeed => ({
  key,
  category,
  art: category === 'hotDrinks' ? 'cup' : 'glass',
  tags: options.tags ?? [],
  product: {
    name,
    description,
    allergens: options.allergens ?? null,
    additiveCodes: options.additiveCodes ?? [],
    price,
    // spec §9: milk drinks 7 % to take away / delivered, 19 % at the table.
    ...(options.isMilkDrink ? MILK_DRINK_TAX : DRINK_TAX),
  },
});

/** Hot and cold drinks: milk drinks are taxed 7 %/19 % (takeaway/dine-in), the others 19 %. */
export const DRINK_PRODUCTS: ProductSeed[] = [
  drink(
    'espresso',
    'hotDrinks',
    'Espresso',
    'Aus unserer Hausröstung, kräftig mit feiner Crema.',
    220,
    {
      tags: ['Vegan'],
    },
  ),
  drink('cappuccino', 'hotDrinks', 'Cappuccino', 'Espresso mit cremigem Milchschaum, 0,2 l.', 360, {
    allergens: 'Milch',
  }),
  drink(
    'latte-macchiato',
    'hotDrinks',
    'Latte Macchiato',
    'Viel heiße Milch mit einem Schuss Espresso, 0,3 l.',
    420,
    { isMilkDrink: true, allergens: 'Milch' },
  ),
  drink(
    'milchkaffee',
    'hotDrinks',
    'Milchkaffee',
    'Halb Kaffee, halb Milch, in der großen Tasse, 0,3 l.',
    390,
    {
      isMilkDrink: true,
      allergens: 'Milch',
    },
  ),
  drink(
    'heisse-schokolade',
    'hotDrinks',
    'Heiße Schokolade',
    'Mit echter Zartbitterschokolade und Sahnehaube, 0,3 l.',
    420,
    { isMilkDrink: true, allergens: 'Milch, Soja' },
  ),
  drink(
    'chai-latte',
    'hotDrinks',
    'Chai Latte mit Hafermilch',
    'Gewürztee mit aufgeschäumter Hafermilch, 0,3 l.',
    430,
    {
      tags: ['Vegan'],
      allergens: 'Gluten (Hafer)',
    },
  ),
  drink(
    'apfelschorle',
    'coldDrinks',
    'Apfelschorle 0,33 l',
    'Naturtrüber Apfelsaft aus dem Alten Land mit Mineralwasser.',
    290,
    {
      tags: ['Vegan', 'Bio'],
    },
  ),
  drink(
    'zitronenlimonade',
    'coldDrinks',
    'Hausgemachte Zitronenlimonade 0,4 l',
    'Frische Zitronen, Minze und Rohrzucker.',
    390,
    {
      tags: ['Vegan'],
    },
  ),
  drink('mineralwasser', 'coldDrinks', 'Mineralwasser 0,5 l', 'Still oder mit Kohlensäure.', 250, {
    tags: ['Vegan'],
  }),
  drink('cola', 'coldDrinks', 'Cola 0,33 l', 'Eiskalt serviert.', 320, {
    tags: ['Vegan'],
    additiveCodes: ['colour', 'caffeine'],
  }),
  drink(
    'eistee',
    'coldDrinks',
    'Hausgemachter Eistee Pfirsich 0,4 l',
    'Schwarzer Tee mit Pfirsich und Zitrone.',
    350,
    {
      tags: ['Vegan'],
    },
  ),
  drink(
    'vanille-milchshake',
    'coldDrinks',
    'Vanille-Milchshake 0,3 l',
    'Frische Vollmilch mit Bourbon-Vanilleeis.',
    450,
    { isMilkDrink: true, allergens: 'Milch' },
  ),
];
