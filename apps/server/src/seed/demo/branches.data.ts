import type { HoursEntry } from '@shop/domain';
import type { branches, deliveryAreas } from '../../db/schema/index.ts';

type BranchInsert = Omit<typeof branches.$inferInsert, 'id' | 'divisionId' | 'logoImageId'>;
type AreaSeed = Omit<typeof deliveryAreas.$inferInsert, 'id' | 'branchId' | 'position'>;

export type BranchSeed = {
  branch: BranchInsert;
  openingHours: HoursEntry[];
  deliveryHours: HoursEntry[];
  deliveryAreas: AreaSeed[];
  tags: string[];
  tableCount: number;
  /** Key of the menus this branch shows (see menus in catalogue.data.ts). */
  menus: string[];
};

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const;

const open = (type: HoursEntry['type'], from: string, to: string): HoursEntry => ({
  type,
  date: null,
  isClosed: false,
  from,
  to,
});
const closed = (type: HoursEntry['type'], date: string | null = null): HoursEntry => ({
  type,
  date,
  isClosed: true,
  from: null,
  to: null,
});

/** The next 24 December (in the shop's year) from `now`: a one-off closed day that stays ahead. */
export function nextChristmasEve(now: Date): string {
  const berlin = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(now);
  const year = Number(berlin.slice(0, 4));
  return berlin > `${year}-12-24` ? `${year + 1}-12-24` : `${year}-12-24`;
}

/**
 * Four branches of "Backstube Sonnenschein" (spec §3 Branch). Order types are spread so that
 * every case the spec tells apart occurs: all three (with table selection), takeaway only,
 * delivery + dine-in without table selection, takeaway + delivery (non-public catering).
 */
export function buildBranchSeeds(now: Date): BranchSeed[] {
  const christmasEve = nextChristmasEve(now);
  return [
    {
      branch: {
        identifier: 'muenchen-schwabing',
        name: 'Backstube Sonnenschein München-Schwabing',
        description:
          'Unser Café mit Holzofen-Pizzeria mitten in Schwabing: frisches Brot, hausgemachte Kuchen und Pizza – zum Mitnehmen, zur Lieferung oder direkt bei uns am Tisch.',
        street: 'Leopoldstraße 42',
        zipCode: '80802',
        city: 'München',
        phone: '+49 89 20194410',
        email: 'muenchen@backstube-sonnenschein.example',
        website: 'https://www.backstube-sonnenschein.example/muenchen',
        latitude: 48.16262,
        longitude: 11.58603,
        keywords: 'Schwabing, Pizzeria, Café, Frühstück, Lieferservice, Maxvorstadt',
        position: 1,
        isDeliveryHoursEnabled: true,
        isTakeawayEnabled: true,
        isDeliveryEnabled: true,
        isDineInEnabled: true,
        isTableSelectionEnabled: true,
        isCashEnabled: true,
        isATMCardEnabled: true,
        isMollieEnabled: true,
        isDeliveryPhoneRequired: true,
        isDeliveryEmailRequired: true,
        isTakeawayEmailRequired: true,
        isDeliveryAddressRequired: true,
        closedMessage: 'Wir sind ab morgen früh um 7 Uhr wieder für Sie da.',
      },
      openingHours: [
        ...WEEKDAYS.map((day) => open(day, '07:00', '22:00')),
        open('saturday', '08:00', '23:00'),
        open('sunday', '09:00', '21:00'),
      ],
      // Delivery differs from opening hours: lunch and evening, every day.
      deliveryHours: [open('daily', '11:00', '14:30'), open('daily', '17:00', '21:30')],
      deliveryAreas: [
        {
          area: 'Schwabing (80801, 80802, 80803)',
          postcodes: ['80801', '80802', '80803', '80804', '80805'],
          price: 250,
          tax: 19,
          free: false,
          minimumOrderValue: 1500,
          freeFromOrderValue: 3000,
        },
        {
          area: 'Maxvorstadt (80333, 80799)',
          postcodes: ['80333', '80335', '80799'],
          price: 390,
          tax: 19,
          free: false,
          minimumOrderValue: 2000,
          freeFromOrderValue: 4500,
        },
        {
          area: 'Englischer Garten (Abholpunkt Chinesischer Turm)',
          postcodes: ['80538'],
          price: 0,
          tax: 7,
          free: true,
          minimumOrderValue: 1000,
          freeFromOrderValue: null,
        },
      ],
      tags: ['Lieferservice', 'Frühstück', 'Terrasse'],
      tableCount: 12,
      menus: ['main', 'summer'],
    },
    {
      branch: {
        identifier: 'hamburg-eppendorf',
        name: 'Backstube Sonnenschein Hamburg-Eppendorf',
        description:
          'Die Bäckerei am Eppendorfer Baum: Brot aus Natursauerteig, Franzbrötchen und Kuchen. Bestellen Sie vor und holen Sie ohne Wartezeit ab.',
        street: 'Eppendorfer Landstraße 88',
        zipCode: '20249',
        city: 'Hamburg',
        phone: '+49 40 46093210',
        email: 'hamburg@backstube-sonnenschein.example',
        website: null,
        latitude: 53.58695,
        longitude: 9.98027,
        keywords: 'Eppendorf, Bäckerei, Vorbestellung, Sauerteig',
        position: 2,
        isTakeawayEnabled: true,
        isDeliveryEnabled: false,
        isDineInEnabled: false,
        isPreorderEnabled: true,
        isCashEnabled: true,
        isATMCardEnabled: true,
        isTakeawayPhoneRequired: true,
        isDeliveryAddressRequired: false,
        closedMessage: 'Montags haben wir Ruhetag. Vorbestellungen nehmen wir gerne entgegen.',
      },
      // Closed on Mondays, split shift Tuesday to Friday, closed on Christmas Eve.
      openingHours: [
        closed('monday'),
        ...WEEKDAYS.slice(1).flatMap((day) => [
          open(day, '06:30', '12:30'),
          open(day, '14:30', '18:30'),
        ]),
        open('saturday', '07:00', '13:00'),
        open('sunday', '08:00', '12:00'),
        closed('once', christmasEve),
      ],
      deliveryHours: [],
      deliveryAreas: [],
      tags: ['Frühstück'],
      tableCount: 0,
      menus: ['bakery'],
    },
    {
      branch: {
        identifier: 'leipzig-suedvorstadt',
        name: 'Backstube Sonnenschein Leipzig-Südvorstadt',
        description:
          'Unser Bistro in der Karli: Mittagstisch, Bowls und Pizza zum Hiergenießen oder geliefert. Bitte wählen Sie bei der Bestellung einen Wunschtermin.',
        street: 'Karl-Liebknecht-Straße 56',
        zipCode: '04275',
        city: 'Leipzig',
        phone: '+49 341 30867720',
        email: 'leipzig@backstube-sonnenschein.example',
        website: 'https://www.backstube-sonnenschein.example/leipzig',
        latitude: 51.32224,
        longitude: 12.37498,
        keywords: 'Karli, Südvorstadt, Connewitz, Mittagstisch, Bowls',
        position: 3,
        isTakeawayEnabled: false,
        isDeliveryEnabled: true,
        isDineInEnabled: true,
        isTableSelectionEnabled: false,
        isAppointmentRequired: true,
        isCashEnabled: true,
        isDatatransEnabled: true,
        isDeliveryPhoneRequired: true,
        isDineInPhoneRequired: true,
        isDeliveryAddressRequired: true,
      },
      openingHours: [
        ...WEEKDAYS.map((day) => open(day, '10:00', '20:00')),
        open('saturday', '11:00', '20:00'),
        closed('sunday'),
      ],
      deliveryHours: [],
      deliveryAreas: [
        {
          area: 'Südvorstadt (04275)',
          postcodes: ['04275'],
          price: 200,
          tax: 7,
          free: false,
          minimumOrderValue: 1200,
          freeFromOrderValue: 2500,
        },
        {
          area: 'Connewitz (04277)',
          postcodes: ['04277', '04279'],
          price: 350,
          tax: 19,
          free: false,
          minimumOrderValue: 2000,
          freeFromOrderValue: null,
        },
      ],
      tags: ['Lieferservice'],
      tableCount: 0,
      menus: ['main'],
    },
    {
      branch: {
        identifier: 'koeln-catering',
        name: 'Backstube Sonnenschein Catering Köln',
        description:
          'Catering für Firmen und Feiern: Torten, Fingerfood und Brotkörbe. Sie senden uns eine Anfrage, wir antworten mit einem Angebot.',
        street: 'Ehrenstraße 17',
        zipCode: '50672',
        city: 'Köln',
        phone: '+49 221 58964430',
        email: 'catering@backstube-sonnenschein.example',
        website: null,
        latitude: 50.93838,
        longitude: 6.94079,
        keywords: 'Catering, Firmenfeier, Hochzeit, Torten',
        position: 4,
        isPublic: false,
        isTakeawayEnabled: true,
        isDeliveryEnabled: true,
        isDineInEnabled: false,
        isQuotationRequired: true,
        isCashEnabled: true,
        isATMCardEnabled: true,
        isDatatransEnabled: true,
        isDeliveryEmailRequired: true,
        isTakeawayEmailRequired: true,
        isDeliveryPhoneRequired: true,
        isTakeawayPhoneRequired: true,
        isDeliveryAddressRequired: true,
        isTakeawayAddressRequired: true,
      },
      openingHours: [
        ...WEEKDAYS.map((day) => open(day, '08:00', '17:00')),
        closed('saturday'),
        closed('sunday'),
      ],
      deliveryHours: [],
      deliveryAreas: [
        {
          area: 'Köln (Stadtgebiet)',
          postcodes: ['50667', '50668', '50670', '50672', '50674', '50676', '50677', '50678'],
          price: 1500,
          tax: 19,
          free: false,
          minimumOrderValue: 10000,
          freeFromOrderValue: 25000,
        },
      ],
      tags: ['Catering'],
      tableCount: 0,
      menus: ['catering'],
    },
  ];
}
