import type { PublicConfig, Section } from '@shop/domain';
import { ALLERGENS_HTML, IMPRINT_HTML, PRIVACY_HTML, TERMS_HTML } from './legal-texts.data.ts';

export type ImageValue = {
  id: number;
  version: number;
  extension: string;
  width: number;
  height: number;
};
export type UploadValue = { id: string; version: number; extension: string; publicHash: string };

/** Settings of the demo shop over the defaults (spec §3 Config settings). */
export const DEMO_CONFIG: Partial<PublicConfig> = {
  shopName: 'Backstube Sonnenschein',
  title: 'Backstube Sonnenschein – Bäckerei, Café & Pizzeria',
  description:
    'Frisches Brot, hausgemachte Kuchen und Pizza aus dem Steinofen: Bestellen Sie online in unseren Filialen in München, Hamburg und Leipzig – zum Abholen, zur Lieferung oder für Ihren Tisch.',
  businessName: 'Backstube Sonnenschein GmbH',
  // The seller on invoices, as in the imprint (docs/decisions/040-invoices-and-exports.md)
  businessAddress: 'Leopoldstraße 42\n80802 München',
  taxNumber: '143/000/00000',
  vatId: 'DE000000000',
  website: 'https://www.backstube-sonnenschein.example',
  currency: 'EUR',
  timeZone: 'Europe/Berlin',
  defaultDeliveryMethod: 'takeaway',
  termsAndConditionsText: TERMS_HTML,
  privacyPolicyText: PRIVACY_HTML,
  imprintText: IMPRINT_HTML,
  allergensText: ALLERGENS_HTML,
  enablePluginHomePage: false,
  enablePluginSearch: true,
  enablePluginTags: true,
  enablePluginMapbox: false,
  enablePluginToolbar: true,
  enablePluginPWA: true,
  enablePluginCategoryBar: true,
  enablePluginSMS: false,
  enablePluginDonations: true,
  enablePluginFrontdesk: true,
  enablePluginOrderReviews: true,
  enableCash: true,
  enablePluginATMCard: true,
  enableATMCard: true,
  enablePluginHydroAGVoucher: false,
  enableHydroAGVoucher: false,
  enablePluginMollie: false,
  enableMollie: false,
  enablePluginDatatrans: false,
  enableDatatrans: false,
  disableTickets: false,
  mapboxZoom: 15,
  mapboxPitch: 20,
  mapboxBearing: 0,
};

export const DONATEE_SEEDS = [
  {
    identifier: 'tafel-schwabing',
    name: 'Tafel Schwabing e. V.',
    description:
      'Rettet Lebensmittel und verteilt sie an Menschen mit wenig Geld – auch unser Brot vom Vortag.',
    website: 'https://tafel-schwabing.example',
  },
  {
    identifier: 'kinderhilfe-sonnenstrahl',
    name: 'Kinderhilfe Sonnenstrahl e. V.',
    description:
      'Kocht und backt jede Woche mit Kindern aus Hamburger Grundschulen und bringt gesundes Frühstück in die Klassen.',
    website: 'https://kinderhilfe-sonnenstrahl.example',
  },
  {
    identifier: 'bienenwiese-leipzig',
    name: 'Bienenwiese Leipzig e. V.',
    description:
      'Legt Blühwiesen für Wildbienen in der Leipziger Südvorstadt an und betreut Schulimkereien.',
    website: 'https://bienenwiese-leipzig.example',
  },
] as const;

/** The three content blocks, reused by the home page's blocks section. */
export function buildBlockValues(images: {
  breakfast: ImageValue;
  cake: ImageValue;
  catering: ImageValue;
}) {
  return [
    {
      identifier: 'block-fruehstueck',
      name: 'Frühstück',
      value: {
        image: images.breakfast,
        text: '<h3>Frühstück bis 11 Uhr</h3><p>Vom Croissant bis zum großen Sonnenschein-Frühstück.</p>',
        link: { linkUrl: '/store/muenchen-schwabing', linkType: 'link', linkLabel: 'Zur Karte' },
      },
    },
    {
      identifier: 'block-torten',
      name: 'Torten',
      value: {
        image: images.cake,
        text: '<h3>Torten auf Bestellung</h3><p>Schwarzwälder Kirsch, Käsesahne oder Ihre Wunschtorte – mit zwei Tagen Vorlauf.</p>',
        link: {
          linkUrl: '/store/hamburg-eppendorf',
          linkType: 'link',
          linkLabel: 'Torte vorbestellen',
        },
      },
    },
    {
      identifier: 'block-catering',
      name: 'Catering',
      value: {
        image: images.catering,
        text: '<h3>Catering</h3><p>Brotkörbe, Fingerfood und Torten für Firmen und Feiern.</p>',
        link: {
          linkUrl: '/store/koeln-catering',
          linkType: 'button',
          linkLabel: 'Angebot anfragen',
        },
      },
    },
  ];
}

/** Home page (site root, type custom_site) with hero, text, teaser, slider and blocks sections. */
export function buildHomeSections(input: {
  hero: ImageValue;
  teaser: ImageValue;
  slides: UploadValue[];
  blocks: ReturnType<typeof buildBlockValues>;
}): Section[] {
  const [mainBlock, ...otherBlocks] = input.blocks;
  return [
    {
      type: 'hero',
      value: { color: 'yellow', title: 'Frisch gebacken. Mit Liebe gemacht.', image: input.hero },
    },
    {
      type: 'sectionText',
      value: {
        color: 'white',
        content: [
          {
            type: 'text',
            value: {
              text: '<h2>Willkommen in der Backstube Sonnenschein</h2><p>Seit 1987 backen wir jeden Morgen ab drei Uhr – mit Natursauerteig, regionalem Mehl und viel Geduld. Heute finden Sie uns in München, Hamburg und Leipzig.</p>',
            },
          },
          {
            type: 'link',
            value: {
              linkUrl: '/store/muenchen-schwabing',
              linkType: 'button',
              linkLabel: 'Jetzt bestellen',
            },
          },
        ],
      },
    },
    {
      type: 'sectionTeaser',
      value: {
        color: 'green',
        text: '<h2>Pizza nach Wahl</h2><p>Größe, Teig und Beläge: Stellen Sie Ihre Lieblingspizza Schritt für Schritt zusammen.</p>',
        link: {
          linkUrl: '/store/muenchen-schwabing',
          linkType: 'button',
          linkLabel: 'Pizza zusammenstellen',
        },
        image: {
          file: input.teaser,
          link: {
            linkUrl: '/store/muenchen-schwabing',
            linkType: 'link',
            linkLabel: 'mehr erfahren',
          },
        },
      },
    },
    {
      type: 'sectionSlider',
      value: {
        color: 'white',
        text: '<h2>Unsere aktuellen Flugblätter</h2>',
        slides: input.slides.map((file, index) => ({
          file,
          text: ['Wochenangebote', 'Adventsgebäck', 'Mittagstisch der Woche'][index] ?? 'Flugblatt',
        })),
      },
    },
    {
      type: 'sectionBlocks',
      value: {
        color: 'yellow',
        text: '<h2>Das gibt es bei uns</h2>',
        mainBlock: mainBlock?.value,
        blocks: otherBlocks.map((block) => block.value),
      },
    },
  ];
}

export type SiteSeed = {
  key: string;
  path: string;
  title: string;
  type: 'default' | 'custom_site';
  isPublic: boolean;
  body: string | 'home';
};

export const SITE_SEEDS: SiteSeed[] = [
  { key: 'home', path: '', title: 'Willkommen', type: 'custom_site', isPublic: true, body: 'home' },
  {
    key: 'imprint',
    path: 'imprint',
    title: 'Impressum',
    type: 'default',
    isPublic: true,
    body: IMPRINT_HTML,
  },
  {
    key: 'privacy',
    path: 'privacy',
    title: 'Datenschutz',
    type: 'default',
    isPublic: true,
    body: PRIVACY_HTML,
  },
  {
    key: 'terms',
    path: 'terms-and-conditions',
    title: 'AGB',
    type: 'default',
    isPublic: true,
    body: TERMS_HTML,
  },
  {
    key: 'allergens',
    path: 'allergens',
    title: 'Allergene',
    type: 'default',
    isPublic: true,
    body: ALLERGENS_HTML,
  },
  {
    key: 'jobs',
    path: 'karriere',
    title: 'Karriere',
    type: 'default',
    isPublic: false,
    body: '<h1>Karriere</h1><p>Wir suchen Bäckerinnen und Bäcker (m/w/d) für unsere Backstube in München. Diese Seite ist noch ein Entwurf.</p>',
  },
];

/** A navigation entry before ids exist: targets name a site key, a branch identifier or a URL. */
export type NavigationSeedItem = {
  label: string;
  type: 'home' | 'site' | 'branch' | 'link' | 'text';
  target?: { site: string } | { branch: string } | { url: string };
  isEnabled?: boolean;
  children?: NavigationSeedItem[];
};

export const NAVIGATION_SEEDS: { identifier: string; name: string; items: NavigationSeedItem[] }[] =
  [
    {
      identifier: 'header-navigation',
      name: 'Hauptnavigation',
      items: [
        { label: 'Start', type: 'home' },
        {
          label: 'Filialen',
          type: 'text',
          children: [
            {
              label: 'München-Schwabing',
              type: 'branch',
              target: { branch: 'muenchen-schwabing' },
            },
            { label: 'Hamburg-Eppendorf', type: 'branch', target: { branch: 'hamburg-eppendorf' } },
            {
              label: 'Leipzig-Südvorstadt',
              type: 'branch',
              target: { branch: 'leipzig-suedvorstadt' },
            },
          ],
        },
        {
          label: 'Service',
          type: 'text',
          children: [
            { label: 'Allergene', type: 'site', target: { site: 'allergens' } },
            {
              label: 'Catering',
              type: 'text',
              children: [
                {
                  label: 'Catering anfragen',
                  type: 'branch',
                  target: { branch: 'koeln-catering' },
                },
                { label: 'Karriere', type: 'site', target: { site: 'jobs' }, isEnabled: false },
              ],
            },
          ],
        },
      ],
    },
    {
      identifier: 'footer-navigation',
      name: 'Fußnavigation',
      items: [
        {
          label: 'Rechtliches',
          type: 'text',
          children: [
            { label: 'Impressum', type: 'site', target: { site: 'imprint' } },
            { label: 'Datenschutz', type: 'site', target: { site: 'privacy' } },
            { label: 'AGB', type: 'site', target: { site: 'terms' } },
          ],
        },
        {
          label: 'Mehr',
          type: 'text',
          children: [
            { label: 'Allergene', type: 'site', target: { site: 'allergens' } },
            { label: 'Instagram', type: 'link', target: { url: 'https://www.instagram.com/' } },
            {
              label: 'Newsletter',
              type: 'link',
              target: { url: 'https://newsletter.example' },
              isEnabled: false,
            },
          ],
        },
      ],
    },
  ];
