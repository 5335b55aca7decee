import { FOOD_TAX, type ProductSeed } from './catalogue.types.ts';

const GLUTEN = 'Gluten (Weizen)';

/** Breakfast, bread and cakes. */
export const BAKERY_PRODUCTS: ProductSeed[] = [
  {
    key: 'grosses-sonnenschein-fruehstueck',
    category: 'breakfast',
    art: 'plate',
    tags: ['Vegetarisch'],
    product: {
      name: 'Großes Sonnenschein-Frühstück',
      description:
        'Zwei Brötchen, Butter, Bergkäse, Konfitüre, Rührei, Obstsalat und ein Heißgetränk nach Wahl. Nur zur Frühstückszeit von 7 bis 11 Uhr.',
      allergens: `${GLUTEN}, Eier, Milch`,
      price: 1490,
      ...FOOD_TAX,
      // Visible only in the breakfast schedule, shown greyed outside it.
      schedule: [{ type: 'daily', date: null, isClosed: false, from: '07:00', to: '11:00' }],
      isVisibleWhenUnavailable: true,
    },
  },
  {
    key: 'bircher-muesli',
    category: 'breakfast',
    art: 'bowl',
    tags: ['Vegetarisch'],
    product: {
      name: 'Bircher-Müsli',
      description:
        'Über Nacht eingeweichte Haferflocken mit Apfel, Joghurt, Haselnüssen und frischen Beeren.',
      allergens: 'Gluten (Hafer), Milch, Schalenfrüchte (Haselnuss)',
      price: 690,
      ...FOOD_TAX,
    },
  },
  {
    key: 'ruehrei-auf-bauernbrot',
    category: 'breakfast',
    art: 'plate',
    tags: ['Vegetarisch'],
    product: {
      name: 'Rührei auf Bauernbrot',
      description:
        'Cremiges Rührei aus drei Freilandeiern mit Schnittlauch auf geröstetem Bauernbrot.',
      allergens: `${GLUTEN}, Eier, Milch`,
      price: 890,
      ...FOOD_TAX,
    },
  },
  {
    key: 'avocado-brot',
    category: 'breakfast',
    art: 'plate',
    tags: ['Vegan'],
    product: {
      name: 'Avocado-Brot',
      description:
        'Sauerteigbrot mit zerdrückter Avocado, Kirschtomaten, Limette und Chiliflocken.',
      allergens: 'Gluten (Roggen, Weizen)',
      price: 950,
      ...FOOD_TAX,
    },
  },
  {
    key: 'butter-croissant',
    category: 'breakfast',
    art: 'croissant',
    product: {
      name: 'Butter-Croissant',
      description: 'Handgerolltes Croissant aus französischer Butter, außen knusprig, innen zart.',
      allergens: `${GLUTEN}, Milch, Eier`,
      price: 190,
      ...FOOD_TAX,
    },
  },
  {
    key: 'bauernbrot-vom-laib',
    category: 'bread',
    art: 'bread',
    tags: ['Vegan'],
    product: {
      name: 'Bauernbrot vom Laib',
      description:
        'Kräftiges Roggenmischbrot aus Natursauerteig, nach Gewicht geschnitten. Ein ganzer Laib wiegt ungefähr 1,2 kg.',
      allergens: 'Gluten (Roggen, Weizen)',
      // Sold by weight: price per kg, also orderable by the loaf ('Stück', approximately 1.2 kg).
      price: 690,
      unit: 'kg',
      minimumQuantity: 0.5,
      maximumQuantity: 5,
      quantityStepSize: 0.25,
      defaultQuantity: 1,
      defaultUnit: 'piece',
      calculationModel: 'fixed',
      alternativeUnits: [
        {
          unit: 'piece',
          ratio: 1.2,
          minimumQuantity: 1,
          maximumQuantity: 4,
          quantityStepSize: 1,
          calculationModel: 'approximate',
        },
      ],
      ...FOOD_TAX,
    },
  },
  {
    key: 'dinkel-vollkornbrot',
    category: 'bread',
    art: 'bread',
    tags: ['Vegan', 'Bio'],
    product: {
      name: 'Dinkel-Vollkornbrot',
      description: 'Saftiges Bio-Vollkornbrot aus Dinkel mit Sonnenblumenkernen, 750 g.',
      allergens: 'Gluten (Dinkel)',
      price: 520,
      ...FOOD_TAX,
    },
  },
  {
    key: 'sauerteig-roggenbrot',
    category: 'bread',
    art: 'bread',
    tags: ['Vegan'],
    product: {
      name: 'Sauerteig-Roggenbrot',
      description: 'Reines Roggenbrot, 24 Stunden geführt, mit kräftiger Kruste, 1 kg.',
      allergens: 'Gluten (Roggen)',
      price: 560,
      ...FOOD_TAX,
    },
  },
  {
    key: 'laugenbrezel',
    category: 'bread',
    art: 'pretzel',
    tags: ['Vegan'],
    product: {
      name: 'Laugenbrezel',
      description: 'Bayerische Brezel mit grobem Salz, frisch aus dem Ofen.',
      allergens: GLUTEN,
      price: 120,
      ...FOOD_TAX,
    },
  },
  {
    key: 'kaiserbroetchen',
    category: 'bread',
    art: 'roll',
    tags: ['Vegan'],
    product: {
      name: 'Kaiserbrötchen',
      description: 'Das klassische Weizenbrötchen mit Sternschnitt.',
      allergens: GLUTEN,
      price: 55,
      ...FOOD_TAX,
    },
  },
  {
    key: 'kuerbiskernbroetchen',
    category: 'bread',
    art: 'roll',
    tags: ['Vegan'],
    product: {
      name: 'Kürbiskernbrötchen',
      description: 'Mehrkornbrötchen mit steirischen Kürbiskernen.',
      allergens: 'Gluten (Weizen, Roggen)',
      price: 85,
      ...FOOD_TAX,
    },
  },
  {
    key: 'glutenfreies-buchweizenbrot',
    category: 'bread',
    art: 'bread',
    tags: ['Glutenfrei', 'Vegan'],
    product: {
      name: 'Glutenfreies Buchweizenbrot',
      description:
        'Aus Buchweizen, Reismehl und Leinsamen, in separater Backstube gebacken, 500 g.',
      allergens: null,
      price: 640,
      ...FOOD_TAX,
    },
  },
  {
    key: 'apfelstrudel',
    category: 'cake',
    art: 'cake',
    tags: ['Vegetarisch'],
    product: {
      name: 'Apfelstrudel mit Vanillesoße',
      description: 'Hauchdünner Strudelteig mit Äpfeln, Rosinen und Zimt, dazu warme Vanillesoße.',
      allergens: `${GLUTEN}, Eier, Milch`,
      price: 480,
      ...FOOD_TAX,
    },
  },
  {
    key: 'kaesekuchen',
    category: 'cake',
    art: 'cake',
    tags: ['Vegetarisch'],
    product: {
      name: 'Käsekuchen nach Omas Rezept',
      description: 'Cremiger Quarkkuchen auf Mürbeteig, ein Stück.',
      allergens: `${GLUTEN}, Eier, Milch`,
      price: 390,
      ...FOOD_TAX,
    },
  },
  {
    key: 'bienenstich',
    category: 'cake',
    art: 'cake',
    tags: ['Vegetarisch'],
    product: {
      name: 'Bienenstich',
      description: 'Hefeteig mit Mandelkaramell und Vanillecreme, ein Stück.',
      allergens: `${GLUTEN}, Eier, Milch, Schalenfrüchte (Mandel)`,
      price: 370,
      ...FOOD_TAX,
    },
  },
  {
    key: 'zwetschgendatschi',
    category: 'cake',
    art: 'cake',
    tags: ['Vegan'],
    product: {
      name: 'Zwetschgendatschi',
      description: 'Hefeblechkuchen mit Zwetschgen und Zimtstreuseln, auf Wunsch mit Sahne.',
      allergens: GLUTEN,
      price: 340,
      ...FOOD_TAX,
    },
  },
  {
    key: 'schwarzwaelder-kirschtorte',
    category: 'cake',
    art: 'torte',
    tags: ['Vegetarisch'],
    product: {
      name: 'Schwarzwälder Kirschtorte (ganze Torte)',
      description:
        'Schokoladenbiskuit, Sauerkirschen, Kirschwasser und Sahne, 16 Stücke. Bitte mindestens zwei Tage im Voraus bestellen.',
      allergens: `${GLUTEN}, Eier, Milch`,
      price: 4290,
      ...FOOD_TAX,
      isLeadTimeEnabled: true,
      leadTimeType: 'days',
      leadTimeValue: 2,
    },
  },
  {
    key: 'hochzeitstorte-nach-wunsch',
    category: 'cake',
    art: 'torte',
    product: {
      name: 'Hochzeitstorte nach Wunsch',
      description:
        'Mehrstöckige Torte ganz nach Ihren Vorstellungen. Den Preis nennen wir Ihnen nach einem persönlichen Beratungsgespräch.',
      allergens: `${GLUTEN}, Eier, Milch, Schalenfrüchte`,
      type: 'configurable',
      price: 24900,
      isPriceHidden: true,
      isLeadTimeEnabled: true,
      leadTimeType: 'weeks',
      leadTimeValue: 3,
      ...FOOD_TAX,
      config: {
        parts: [
          {
            name: 'Etagen',
            description: 'Wie viele Etagen soll die Torte haben?',
            type: 'select',
            optional: false,
            options: [
              { name: '2 Etagen (ca. 40 Stücke)', modifier: 'add', value: 0 },
              { name: '3 Etagen (ca. 70 Stücke)', modifier: 'add', value: 12000 },
              { name: '4 Etagen (ca. 100 Stücke)', modifier: 'add', value: 22000 },
            ],
          },
          {
            name: 'Ihre Wünsche',
            description: 'Geschmack, Farben, Dekoration, Aufschrift …',
            type: 'textarea',
            optional: false,
            options: [],
          },
          {
            name: 'Inspirationsfoto',
            description: 'Optional: ein Foto als Vorlage (JPG, PNG oder GIF).',
            type: 'image',
            optional: true,
            options: [],
          },
        ],
      },
    },
  },
  {
    key: 'dresdner-christstollen',
    category: 'cake',
    art: 'bread',
    tags: ['Vegetarisch'],
    product: {
      name: 'Dresdner Christstollen (750 g)',
      description:
        'Mit Rosinen, Orangeat, Zitronat und Mandeln, dick mit Puderzucker. Solange der Vorrat reicht.',
      allergens: `${GLUTEN}, Milch, Schalenfrüchte (Mandel)`,
      price: 1990,
      stock: 25,
      // Keeps for weeks: the demo's one product with a right of withdrawal (decision 048).
      isShelfStable: true,
      ...FOOD_TAX,
    },
  },
];
