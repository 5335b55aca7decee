import { FOOD_TAX, type ProductSeed } from './catalogue.types.ts';

const PIZZA_ALLERGENS = 'Gluten (Weizen), Milch';

const pizza = (
  key: string,
  name: string,
  description: string,
  price: number,
  tags: string[] = [],
  allergens = PIZZA_ALLERGENS,
): ProductSeed => ({
  key,
  category: 'pizza',
  art: 'pizza',
  tags,
  product: { name, description, allergens, price, ...FOOD_TAX },
});

/** Pizza, lunch and salads; the step-by-step pizza and the lunch bundle are here. */
export const KITCHEN_PRODUCTS: ProductSeed[] = [
  {
    key: 'pizza-nach-wahl',
    category: 'pizza',
    art: 'pizza',
    product: {
      name: 'Pizza nach Wahl',
      description:
        'Stellen Sie Ihre Pizza Schritt für Schritt zusammen: Größe, Teig, Beläge und Ihr Sonderwunsch. Grundlage: Tomatensauce und Mozzarella.',
      allergens: PIZZA_ALLERGENS,
      // The base's own codes (decision 032); the options add theirs.
      allergenCodes: ['gluten', 'milk'],
      type: 'configurable',
      isStepByStep: true,
      price: 890,
      ...FOOD_TAX,
      config: {
        parts: [
          {
            name: 'Größe',
            description: 'Wählen Sie die Größe Ihrer Pizza.',
            type: 'select',
            optional: false,
            options: [
              { name: 'Klein (Ø 26 cm)', modifier: 'overwrite', value: 890 },
              { name: 'Mittel (Ø 30 cm)', modifier: 'overwrite', value: 1090 },
              { name: 'Groß (Ø 36 cm)', modifier: 'overwrite', value: 1390 },
            ],
          },
          {
            name: 'Teig',
            description: 'Ohne Auswahl backen wir mit klassischem Weizenteig.',
            type: 'select',
            optional: true,
            options: [
              { name: 'Dinkel-Vollkornteig', modifier: 'add', value: 100, allergens: ['gluten'] },
              { name: 'Glutenfreier Teig', modifier: 'add', value: 250 },
              { name: 'Ohne Käse', modifier: 'subtract', value: 100 },
            ],
          },
          {
            name: 'Beläge',
            description: 'Beliebig viele Beläge, jeweils mit Aufpreis.',
            type: 'multiselect',
            optional: true,
            options: [
              {
                name: 'Salami',
                modifier: 'add',
                value: 150,
                additives: ['preservative', 'antioxidant'],
              },
              {
                name: 'Kochschinken',
                modifier: 'add',
                value: 150,
                additives: ['preservative', 'phosphate'],
              },
              { name: 'Champignons', modifier: 'add', value: 100 },
              { name: 'Paprika', modifier: 'add', value: 100 },
              { name: 'Rote Zwiebeln', modifier: 'add', value: 80 },
              { name: 'Oliven', modifier: 'add', value: 120, additives: ['blackened'] },
              { name: 'Rucola', modifier: 'add', value: 120 },
              { name: 'Büffelmozzarella', modifier: 'add', value: 250, allergens: ['milk'] },
              { name: 'Peperoni', modifier: 'add', value: 80 },
              { name: 'Thunfisch', modifier: 'add', value: 180, allergens: ['fish'] },
            ],
          },
          {
            name: 'Sonderwunsch',
            description: 'Zum Beispiel „gut durchgebacken“ oder „ohne Oregano“.',
            type: 'text',
            optional: true,
            options: [],
          },
        ],
      },
    },
  },
  pizza(
    'pizza-margherita',
    'Pizza Margherita',
    'Tomatensauce, Fior di Latte und frisches Basilikum.',
    890,
    ['Vegetarisch'],
  ),
  pizza('pizza-salami', 'Pizza Salami', 'Tomatensauce, Mozzarella und würzige Rindersalami.', 1090),
  pizza('pizza-funghi', 'Pizza Funghi', 'Tomatensauce, Mozzarella und frische Champignons.', 1050, [
    'Vegetarisch',
  ]),
  pizza(
    'pizza-quattro-formaggi',
    'Pizza Quattro Formaggi',
    'Mozzarella, Gorgonzola, Parmesan und Bergkäse – ohne Tomatensauce.',
    1250,
    ['Vegetarisch'],
  ),
  pizza(
    'pizza-tonno',
    'Pizza Tonno',
    'Tomatensauce, Mozzarella, Thunfisch und rote Zwiebeln.',
    1190,
    [],
    'Gluten (Weizen), Milch, Fisch',
  ),
  pizza('pizza-diavola', 'Pizza Diavola', 'Scharfe Salami, Peperoni und Chiliöl.', 1190, [
    'Scharf',
  ]),
  pizza(
    'pizza-vegana',
    'Pizza Vegana',
    'Tomatensauce, gegrilltes Gemüse, Rucola und Cashew-Creme – ganz ohne Käse.',
    1150,
    ['Vegan'],
    'Gluten (Weizen), Schalenfrüchte (Cashew)',
  ),
  {
    key: 'tagessuppe',
    category: 'lunch',
    art: 'soup',
    tags: ['Vegan', 'Glutenfrei'],
    product: {
      name: 'Tagessuppe: Kürbis-Ingwer',
      description: 'Hokkaido-Kürbis mit frischem Ingwer und Kokosmilch, dazu Kürbiskerne.',
      allergens: null,
      price: 590,
      ...FOOD_TAX,
    },
  },
  {
    key: 'gemuese-lasagne',
    category: 'lunch',
    art: 'plate',
    tags: ['Vegetarisch'],
    product: {
      name: 'Gemüselasagne',
      description: 'Mit Zucchini, Spinat, Ricotta und Tomatensauce, überbacken.',
      allergens: 'Gluten (Weizen), Eier, Milch',
      price: 1190,
      ...FOOD_TAX,
    },
  },
  {
    key: 'spaghetti-bolognese',
    category: 'lunch',
    art: 'plate',
    product: {
      name: 'Spaghetti Bolognese',
      description: 'Mit Ragù vom Rind nach Hausrezept und Parmesan.',
      allergens: 'Gluten (Weizen), Milch, Sellerie',
      price: 1150,
      ...FOOD_TAX,
    },
  },
  {
    key: 'kaesespaetzle',
    category: 'lunch',
    art: 'plate',
    tags: ['Vegetarisch'],
    product: {
      name: 'Allgäuer Käsespätzle',
      description: 'Handgeschabte Spätzle mit Bergkäse und Röstzwiebeln, dazu ein kleiner Salat.',
      allergens: 'Gluten (Weizen), Eier, Milch',
      price: 1290,
      ...FOOD_TAX,
    },
  },
  {
    key: 'mittagsmenue',
    category: 'lunch',
    art: 'plate',
    product: {
      name: 'Mittagsmenü',
      description:
        'Tagessuppe, ein Hauptgericht und eine Apfelschorle (0,33 l) zum Sparpreis. Montag bis Freitag.',
      allergens: 'Gluten (Weizen), Eier, Milch',
      type: 'bundle',
      price: 1490,
      ...FOOD_TAX,
    },
  },
  {
    key: 'caesar-salad',
    category: 'salad',
    art: 'bowl',
    product: {
      name: 'Caesar Salad mit Hähnchen',
      description: 'Römersalat, gegrillte Hähnchenbrust, Parmesan, Croûtons und Caesar-Dressing.',
      allergens: 'Gluten (Weizen), Eier, Milch, Fisch (Sardelle), Senf',
      price: 1290,
      ...FOOD_TAX,
    },
  },
  {
    key: 'griechischer-bauernsalat',
    category: 'salad',
    art: 'bowl',
    tags: ['Vegetarisch', 'Glutenfrei'],
    product: {
      name: 'Griechischer Bauernsalat',
      description: 'Tomaten, Gurke, Paprika, Oliven, rote Zwiebeln und Feta.',
      allergens: 'Milch',
      price: 1090,
      ...FOOD_TAX,
    },
  },
  {
    key: 'buddha-bowl',
    category: 'salad',
    art: 'bowl',
    tags: ['Vegan', 'Glutenfrei'],
    product: {
      name: 'Buddha-Bowl',
      description:
        'Quinoa, Süßkartoffel, Kichererbsen, Rotkohl, Avocado und Erdnuss-Limetten-Dressing.',
      allergens: 'Erdnüsse, Sesam',
      price: 1250,
      ...FOOD_TAX,
    },
  },
  {
    key: 'falafel-bowl',
    category: 'salad',
    art: 'bowl',
    tags: ['Vegan', 'Scharf'],
    product: {
      name: 'Falafel-Bowl mit Harissa',
      description: 'Hausgemachte Falafel, Bulgur, Hummus, Gurke, Minze und scharfes Harissa.',
      allergens: 'Gluten (Weizen), Sesam',
      price: 1190,
      ...FOOD_TAX,
    },
  },
  {
    key: 'spargelquiche',
    category: 'lunch',
    art: 'cake',
    tags: ['Vegetarisch'],
    product: {
      name: 'Spargelquiche',
      description: 'Saisonal im Frühjahr – derzeit nicht im Angebot.',
      allergens: 'Gluten (Weizen), Eier, Milch',
      price: 990,
      ...FOOD_TAX,
      isEnabled: false,
    },
  },
];

/** Fixed contents of the lunch bundle, by product key. */
export const LUNCH_BUNDLE_ITEMS = ['tagessuppe', 'gemuese-lasagne', 'apfelschorle'] as const;
/** The lunch bundle's choice of main course (a product group), by product key. */
export const LUNCH_MAIN_CHOICES = [
  'gemuese-lasagne',
  'spaghetti-bolognese',
  'kaesespaetzle',
] as const;
