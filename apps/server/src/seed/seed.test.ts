import { verify } from '@node-rs/argon2';
import { type Product, publicConfigSchema, type Section } from '@shop/domain';
import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/helpers.ts';
import {
  branches,
  branchHours,
  categories,
  config,
  deliveryAreas,
  donatees,
  images,
  menuBranches,
  menuCategoryProducts,
  menus,
  navigationItems,
  navigations,
  productBundleItems,
  productGroupProducts,
  productGroups,
  productImages,
  products,
  productTags,
  sites,
  tables,
  tags,
  uploads,
  userBranches,
  users,
} from '../db/schema/index.ts';
import { DatabaseFileStorage, fileKeys } from '../platform/file-storage.ts';
import { isDatabaseEmpty, seedDemoShop } from './index.ts';

const NOW = new Date('2026-11-21T10:00:00Z');

let database: TestDatabase;
let storage: DatabaseFileStorage;
let wasEmptyBefore: boolean;
let login: { adminEmail: string; adminPassword: string };

beforeAll(async () => {
  database = await createTestDatabase();
  storage = new DatabaseFileStorage(database.db);
  wasEmptyBefore = await isDatabaseEmpty(database.db);
  login = await seedDemoShop(database.db, storage, { now: NOW });
});
afterAll(() => database.close());

const db = () => database.db;
const branchByIdentifier = async (identifier: string) => {
  const [row] = await db().select().from(branches).where(eq(branches.identifier, identifier));
  if (!row) throw new Error(`no branch ${identifier}`);
  return row;
};
const productByUid = async (uid: string) => {
  const [row] = await db().select().from(products).where(eq(products.uid, uid));
  if (!row) throw new Error(`no product ${uid}`);
  return row;
};

describe('seedDemoShop: setup and admin', () => {
  it('fills an empty database, which is then no longer empty', async () => {
    expect(wasEmptyBefore).toBe(true);
    expect(await isDatabaseEmpty(db())).toBe(false);
  });

  it('refuses to seed a database that is not empty', async () => {
    await expect(seedDemoShop(db(), storage, { now: NOW })).rejects.toThrow('nicht leer');
  });

  it('returns an admin login whose random password verifies against an argon2id hash', async () => {
    expect(login.adminEmail).toBe('admin@backstube-sonnenschein.example');
    expect(login.adminPassword).toMatch(/^[A-Za-z2-9]{20}$/);
    const [admin] = await db().select().from(users).where(eq(users.email, login.adminEmail));
    expect(admin?.roles).toEqual(['ROLE_ADMIN']);
    expect(admin?.isEnabled).toBe(true);
    expect(admin?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verify(admin?.passwordHash ?? '', login.adminPassword)).toBe(true);
    const adminBranches = await db()
      .select()
      .from(userBranches)
      .where(eq(userBranches.userId, admin?.id ?? 0));
    expect(adminBranches).toHaveLength(4);
  });

  it('stores every public setting under the spec name with a valid value', async () => {
    const rows = await db().select().from(config);
    const settings = Object.fromEntries(rows.map((row) => [row.key, row.value]));
    expect(publicConfigSchema.safeParse(settings).success).toBe(true);
    expect(settings).toMatchObject({
      shopName: 'Backstube Sonnenschein',
      currency: 'EUR',
      timeZone: 'Europe/Berlin',
      enablePluginDonations: true,
      enablePluginTags: true,
    });
    expect(String(settings.description)).toMatch(/[äöüß]/);
    for (const key of [
      'imprintText',
      'privacyPolicyText',
      'termsAndConditionsText',
      'allergensText',
    ]) {
      expect(settings[key]).toMatch(/^<h1>/);
    }
  });
});

describe('seedDemoShop: branches', () => {
  it('has one division and four branches in different cities, one of them not public', async () => {
    const rows = await db().select().from(branches);
    expect(rows).toHaveLength(4);
    expect(new Set(rows.map((row) => row.city)).size).toBe(4);
    expect(rows.filter((row) => !row.isPublic).map((row) => row.identifier)).toEqual([
      'koeln-catering',
    ]);
    expect(rows.every((row) => row.isEnabled && row.divisionId !== null)).toBe(true);
  });

  const flagCases = [
    [
      'muenchen-schwabing',
      { T: true, D: true, I: true, table: true, pre: false, appt: false, quote: false, dh: true },
    ],
    [
      'hamburg-eppendorf',
      {
        T: true,
        D: false,
        I: false,
        table: false,
        pre: true,
        appt: false,
        quote: false,
        dh: false,
      },
    ],
    [
      'leipzig-suedvorstadt',
      { T: false, D: true, I: true, table: false, pre: false, appt: true, quote: false, dh: false },
    ],
    [
      'koeln-catering',
      { T: true, D: true, I: false, table: false, pre: false, appt: false, quote: true, dh: false },
    ],
  ] as const;
  it.each(flagCases)('%s has its order types and flags', async (identifier, flags) => {
    const branch = await branchByIdentifier(identifier);
    expect({
      T: branch.isTakeawayEnabled,
      D: branch.isDeliveryEnabled,
      I: branch.isDineInEnabled,
      table: branch.isTableSelectionEnabled,
      pre: branch.isPreorderEnabled,
      appt: branch.isAppointmentRequired,
      quote: branch.isQuotationRequired,
      dh: branch.isDeliveryHoursEnabled,
    }).toEqual(flags);
  });

  it('covers every fallback the spec words when delivery is down, and dine-in with and without tables', async () => {
    const rows = await db().select().from(branches);
    const fallbacks = rows
      .filter((row) => row.isDeliveryEnabled)
      .map((row) => `${row.isTakeawayEnabled ? 'T' : ''}${row.isDineInEnabled ? 'I' : ''}`);
    expect(new Set(fallbacks)).toEqual(new Set(['TI', 'I', 'T']));
    expect(
      rows.some((row) => row.isTakeawayEnabled && !row.isDeliveryEnabled && !row.isDineInEnabled),
    ).toBe(true);
    const dineIn = rows.filter((row) => row.isDineInEnabled);
    expect(new Set(dineIn.map((row) => row.isTableSelectionEnabled))).toEqual(
      new Set([true, false]),
    );
  });

  it('has twelve tables with unique identifiers at the branch with table selection', async () => {
    const branch = await branchByIdentifier('muenchen-schwabing');
    const rows = await db().select().from(tables).where(eq(tables.branchId, branch.id));
    expect(rows).toHaveLength(12);
    expect(new Set(rows.map((row) => row.identifier)).size).toBe(12);
    expect(await db().select().from(tables)).toHaveLength(12);
  });
});

describe('seedDemoShop: hours', () => {
  it('uses weekday, daily and once entries, a closed day, a split shift and a one-off closed date', async () => {
    const hamburg = await branchByIdentifier('hamburg-eppendorf');
    const rows = await db()
      .select()
      .from(branchHours)
      .where(eq(branchHours.branchId, hamburg.id))
      .orderBy(asc(branchHours.position));
    const opening = rows.filter((row) => row.kind === 'opening');
    expect(opening.find((row) => row.type === 'monday')).toMatchObject({
      isClosed: true,
      from: null,
    });
    expect(
      opening.filter((row) => row.type === 'tuesday').map((row) => [row.from, row.to]),
    ).toEqual([
      ['06:30', '12:30'],
      ['14:30', '18:30'],
    ]);
    expect(opening.find((row) => row.type === 'once')).toMatchObject({
      date: '2026-12-24',
      isClosed: true,
    });
    const allTypes = new Set((await db().select().from(branchHours)).map((row) => row.type));
    expect(allTypes).toEqual(
      new Set([
        'once',
        'daily',
        'monday',
        'tuesday',
        'wednesday',
        'thursday',
        'friday',
        'saturday',
        'sunday',
      ]),
    );
  });

  it('gives Munich delivery hours that differ from its opening hours', async () => {
    const munich = await branchByIdentifier('muenchen-schwabing');
    const rows = await db().select().from(branchHours).where(eq(branchHours.branchId, munich.id));
    const summary = (kind: string) =>
      rows
        .filter((row) => row.kind === kind)
        .map((row) => `${row.type} ${row.from}-${row.to}`)
        .sort();
    expect(summary('delivery')).toEqual(['daily 11:00-14:30', 'daily 17:00-21:30']);
    expect(summary('opening')).toHaveLength(7);
    expect(summary('opening')).not.toEqual(summary('delivery'));
    expect(rows.filter((row) => row.kind === 'delivery' && !row.isClosed)).toHaveLength(2);
  });

  it('stores time of day as HH:mm', async () => {
    const rows = await db().select().from(branchHours);
    for (const row of rows) {
      if (row.isClosed) continue;
      expect(row.from).toMatch(/^\d{2}:\d{2}$/);
      expect(row.to).toMatch(/^\d{2}:\d{2}$/);
    }
  });
});

describe('seedDemoShop: delivery areas', () => {
  it('differ in price, tax, minimum order value and free-delivery threshold', async () => {
    const rows = await db().select().from(deliveryAreas);
    expect(rows.length).toBeGreaterThanOrEqual(4);
    expect(new Set(rows.map((row) => row.price)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(rows.map((row) => row.tax))).toEqual(new Set([7, 19]));
    expect(new Set(rows.map((row) => row.minimumOrderValue)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(rows.map((row) => row.freeFromOrderValue)).size).toBeGreaterThanOrEqual(3);
    expect(rows.some((row) => row.free)).toBe(true);
    expect(rows.every((row) => Number.isInteger(row.price))).toBe(true);
  });
});

describe('seedDemoShop: catalogue', () => {
  it('has at least 40 enabled products in at least 6 categories, each with a stored WebP image', async () => {
    const enabled = await db().select().from(products).where(eq(products.isEnabled, true));
    expect(enabled.length).toBeGreaterThanOrEqual(40);
    expect((await db().select().from(categories)).length).toBeGreaterThanOrEqual(6);
    const links = await db()
      .select({ productId: productImages.productId, image: images })
      .from(productImages)
      .innerJoin(images, eq(images.id, productImages.imageId));
    expect(new Set(links.map((link) => link.productId)).size).toBe(
      (await db().select().from(products)).length,
    );
    for (const { image } of links) {
      const file = await storage.get(fileKeys.image(image));
      expect(file?.mimeType).toBe('image/webp');
      expect(file?.bytes.byteLength).toBe(image.size);
    }
    const first = links[0]?.image;
    const file = await storage.get(fileKeys.image(first ?? { id: 0, version: 0, extension: '' }));
    const metadata = await sharp(file?.bytes).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual([
      'webp',
      first?.width,
      first?.height,
    ]);
  });

  it('has German names with umlauts', async () => {
    const names = (await db().select({ name: products.name }).from(products)).map(
      (row) => row.name,
    );
    expect(names.filter((name) => /[äöüÄÖÜß]/.test(name)).length).toBeGreaterThanOrEqual(5);
  });

  it('configures the step-by-step pizza: size select, toppings multiselect with add modifiers, optional text', async () => {
    const pizza = await productByUid('pizza-nach-wahl');
    expect([pizza.type, pizza.isStepByStep]).toEqual(['configurable', true]);
    const [size, , toppings, wish] = pizza.config.parts;
    expect(size).toMatchObject({ type: 'select', optional: false });
    expect(size?.options.length).toBeGreaterThanOrEqual(3);
    expect(toppings?.type).toBe('multiselect');
    expect(toppings?.options.length).toBeGreaterThanOrEqual(5);
    expect(toppings?.options.every((option) => option.modifier === 'add' && option.value > 0)).toBe(
      true,
    );
    expect(wish).toMatchObject({ type: 'text', optional: true });
    const modifiers = new Set(
      pizza.config.parts.flatMap((part) => part.options.map((o) => o.modifier)),
    );
    expect(modifiers).toEqual(new Set(['add', 'subtract', 'overwrite']));
  });

  it('makes the lunch menu a bundle with fixed contents and a product group to choose from', async () => {
    const bundle = await productByUid('mittagsmenue');
    expect(bundle.type).toBe('bundle');
    const items = await db()
      .select()
      .from(productBundleItems)
      .where(eq(productBundleItems.bundleProductId, bundle.id));
    expect(items).toHaveLength(3);
    const [group] = await db()
      .select()
      .from(productGroups)
      .where(eq(productGroups.bundleProductId, bundle.id));
    const choices = await db()
      .select()
      .from(productGroupProducts)
      .where(eq(productGroupProducts.productGroupId, group?.id ?? 0));
    expect(choices).toHaveLength(3);
    expect(choices.some((choice) => choice.schedule && choice.isVisibleWhenUnavailable)).toBe(true);
  });

  const specialCases: [string, (product: typeof products.$inferSelect) => void][] = [
    [
      'bauernbrot-vom-laib',
      (product) => {
        expect(product.unit).toBe('kg');
        expect(product.alternativeUnits).toEqual([
          expect.objectContaining({ unit: 'piece', calculationModel: 'approximate', ratio: 1.2 }),
        ]);
        expect([product.minimumQuantity, product.quantityStepSize, product.defaultUnit]).toEqual([
          0.5,
          0.25,
          'piece',
        ]);
      },
    ],
    [
      'grosses-sonnenschein-fruehstueck',
      (product) => {
        expect(product.schedule).toEqual([
          { type: 'daily', date: null, isClosed: false, from: '07:00', to: '11:00' },
        ]);
        expect(product.isVisibleWhenUnavailable).toBe(true);
      },
    ],
    [
      'schwarzwaelder-kirschtorte',
      (product) =>
        expect([product.isLeadTimeEnabled, product.leadTimeType, product.leadTimeValue]).toEqual([
          true,
          'days',
          2,
        ]),
    ],
    ['hochzeitstorte-nach-wunsch', (product) => expect(product.isPriceHidden).toBe(true)],
    [
      'latte-macchiato',
      (product) =>
        expect([product.takeawayTax, product.dineInTax, product.tax]).toEqual([7, 19, 7]),
    ],
    ['cola', (product) => expect([product.takeawayTax, product.dineInTax]).toEqual([19, 19])],
    [
      'pizza-margherita',
      (product) => expect([product.price, product.takeawayTax]).toEqual([890, 7]),
    ],
    ['spargelquiche', (product) => expect(product.isEnabled).toBe(false)],
  ];
  it.each(specialCases)('%s has its special fields', async (uid, check) => {
    check(await productByUid(uid));
  });

  it('tags products Vegan and Glutenfrei', async () => {
    const rows = await db()
      .select({ name: tags.name })
      .from(productTags)
      .innerJoin(tags, eq(tags.id, productTags.tagId));
    const names = new Set(rows.map((row) => row.name));
    for (const name of ['Vegan', 'Vegetarisch', 'Glutenfrei']) expect(names).toContain(name);
  });

  it('gives every branch an active menu with products; the summer menu starts later', async () => {
    const menuRows = await db().select().from(menus);
    const links = await db().select().from(menuBranches);
    const branchRows = await db().select().from(branches);
    for (const branch of branchRows) {
      const active = menuRows.filter(
        (menu) =>
          links.some((link) => link.menuId === menu.id && link.branchId === branch.id) &&
          menu.availableFrom <= NOW,
      );
      expect(active.length, branch.identifier).toBe(1);
      const entries = await db()
        .select()
        .from(menuCategoryProducts)
        .where(eq(menuCategoryProducts.menuId, active[0]?.id ?? 0));
      expect(entries.length).toBeGreaterThan(10);
    }
    expect(menuRows.filter((menu) => menu.availableFrom > NOW).map((menu) => menu.name)).toEqual([
      'Sommerkarte',
    ]);
  });

  it('fits the product contract for the parts, units and schedule JSON', async () => {
    const rows = await db().select().from(products);
    for (const row of rows) {
      const parts: Product['config']['parts'] = row.config.parts;
      for (const part of parts) expect(Array.isArray(part.options)).toBe(true);
      expect(Array.isArray(row.alternativeUnits)).toBe(true);
    }
  });
});

describe('seedDemoShop: content', () => {
  it('has three donatees with images', async () => {
    const rows = await db().select().from(donatees);
    expect(rows).toHaveLength(3);
    expect(rows.every((row) => row.imageId !== null && row.description)).toBe(true);
  });

  it('builds the home page from hero, text, teaser, slider and blocks sections', async () => {
    const [home] = await db().select().from(sites).where(eq(sites.path, ''));
    expect(home?.type).toBe('custom_site');
    const sections = home?.content.body as Section[];
    expect(sections.map((section) => section.type)).toEqual([
      'hero',
      'sectionText',
      'sectionTeaser',
      'sectionSlider',
      'sectionBlocks',
    ]);
    const slider = sections[3]?.value as { slides: { file: { publicHash: string; id: string } }[] };
    expect(slider.slides).toHaveLength(3);
    for (const slide of slider.slides) {
      const [upload] = await db().select().from(uploads).where(eq(uploads.id, slide.file.id));
      expect(upload?.publicHash).toBe(slide.file.publicHash);
      const file = await storage.get(fileKeys.upload(upload as typeof uploads.$inferSelect));
      expect(file?.bytes.byteLength).toBe(upload?.size);
    }
  });

  it.each(['imprint', 'privacy', 'terms-and-conditions', 'allergens'])(
    'has the legal page %s as a default page with an HTML body',
    async (path) => {
      const [site] = await db().select().from(sites).where(eq(sites.path, path));
      expect(site).toMatchObject({ type: 'default', isPublic: true });
      expect(site?.content.body).toMatch(/^<h1>.+<\/h1>/);
    },
  );

  it.each(['header-navigation', 'footer-navigation'])(
    '%s has nested items whose targets exist',
    async (identifier) => {
      const [navigation] = await db()
        .select()
        .from(navigations)
        .where(eq(navigations.identifier, identifier));
      const items = await db()
        .select()
        .from(navigationItems)
        .where(eq(navigationItems.navigationId, navigation?.id ?? 0));
      const children = items.filter((item) => item.parentId !== null);
      expect(children.length).toBeGreaterThanOrEqual(3);
      expect(children.every((child) => items.some((item) => item.id === child.parentId))).toBe(
        true,
      );
      expect(items.some((item) => !item.isEnabled)).toBe(true);
      const siteIds = new Set((await db().select().from(sites)).map((site) => String(site.id)));
      const branchIds = new Set(
        (await db().select().from(branches)).map((branch) => String(branch.id)),
      );
      for (const item of items) {
        if (item.type === 'site') expect(siteIds).toContain(item.target);
        if (item.type === 'branch') expect(branchIds).toContain(item.target);
        if (item.type === 'link') expect(item.target).toMatch(/^https:\/\//);
      }
    },
  );
});
