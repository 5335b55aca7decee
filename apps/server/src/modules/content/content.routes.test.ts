import { legalTextSchema, siteSchema } from '@shop/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAsAdmin } from '../../../test/helpers.ts';
import { blocks, navigationItems, sites } from '../../db/schema/index.ts';

let context: Awaited<ReturnType<typeof createTestApp>>;
let staffHeaders: { cookie: string };
let adminHeaders: Awaited<ReturnType<typeof loginAsAdmin>>;

beforeAll(async () => {
  context = await createTestApp({ seed: true });
  adminHeaders = await loginAsAdmin(context.app, context.demoLogin!);
  staffHeaders = { cookie: adminHeaders.cookie };
  await context.db.insert(sites).values([
    {
      path: 'xss-test',
      title: 'XSS',
      type: 'default',
      isPublic: true,
      content: {
        body: '<h1 onclick="alert(1)">Titel</h1><script>alert(1)</script><a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)>',
      },
    },
    {
      path: 'xss-sections',
      title: 'XSS-Abschnitte',
      type: 'custom_site',
      isPublic: true,
      content: {
        body: [
          {
            type: 'sectionText',
            value: {
              color: 'white',
              content: [
                { type: 'text', value: { text: '<p>Hallo</p><svg onload=alert(1)></svg>' } },
                { type: 'link', value: { linkUrl: 'javascript:alert(1)', linkLabel: 'Los' } },
              ],
            },
          },
        ],
      },
    },
  ]);
});
afterAll(() => context.close());

const byPath = (path: string, headers: Record<string, string> = {}) =>
  context.app.inject({
    method: 'GET',
    url: `/api/sites/by-path?path=${encodeURIComponent(path)}`,
    headers,
  });

describe('GET /api/sites/by-path', () => {
  it('answers a public page to anyone, in its contract shape', async () => {
    const response = await byPath('imprint');
    expect(response.statusCode).toBe(200);
    const site = siteSchema.parse(response.json().data);
    expect(site).toMatchObject({ path: 'imprint', title: 'Impressum', type: 'default' });
    expect(site.content.body).toContain('<h1>Impressum</h1>');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('joins the path segments: slashes around the path do not matter, the root is the empty path', async () => {
    expect((await byPath('/imprint/')).json().data.path).toBe('imprint');
    const root = (await byPath('')).json().data;
    expect(root).toMatchObject({ path: '', type: 'custom_site' });
    expect(Array.isArray(root.content.body)).toBe(true);
  });

  it('answers 404 with the German text for a path without a page', async () => {
    const response = await byPath('gibt-es-nicht');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      errors: [
        { code: 'not_found', message: 'Leider wurde die angeforderte Seite nicht gefunden.' },
      ],
    });
  });

  it('hides a draft page from customers exactly like a missing page', async () => {
    const draft = await byPath('karriere');
    const missing = await byPath('gibt-es-nicht');
    expect(draft.statusCode).toBe(404);
    expect(draft.body).toBe(missing.body);
    // A made-up session cookie is no staff session either.
    expect((await byPath('karriere', { cookie: 'shop_session=erfunden' })).statusCode).toBe(404);
  });

  it('answers a draft page to a logged-in staff member, never cached', async () => {
    const response = await byPath('karriere', staffHeaders);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ path: 'karriere', isPublic: false });
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('refuses unknown query parameters', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/sites/by-path?path=imprint&x=1',
    });
    expect(response.statusCode).toBe(422);
  });
});

describe('sanitised content in every answer (docs/budgets.md S10)', () => {
  it('sends a default body without script, handler or javascript: URL', async () => {
    const body = (await byPath('xss-test')).json().data.content.body as string;
    expect(body).toBe('<h1>Titel</h1><a>x</a><img src="x" />');
  });

  it('sanitises the sites, sections and blocks of /api/init', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/init' });
    const entries = response.json().data as { url: string; data: unknown }[];
    const json = JSON.stringify(entries.filter((entry) => entry.url !== '/api/config'));
    expect(json).not.toMatch(/<script|onerror|onload|onclick|javascript:/i);
    const sitesData = entries.find((entry) => entry.url === '/api/sites')?.data as {
      path: string;
      isPublic: boolean;
    }[];
    expect(sitesData.every((site) => site.isPublic)).toBe(true);
    expect(sitesData.map((site) => site.path)).not.toContain('karriere');
    expect(sitesData.map((site) => site.path)).toContain('xss-sections');
  });

  it('sanitises block values and drops unsafe navigation link targets', async () => {
    await context.db
      .update(blocks)
      .set({
        value: { text: '<p>Block</p><script>x()</script>', link: { linkUrl: 'javascript:x' } },
      })
      .where(eq(blocks.identifier, 'block-torten'));
    const [link] = await context.db
      .select()
      .from(navigationItems)
      .where(eq(navigationItems.type, 'link'))
      .limit(1);
    await context.db
      .update(navigationItems)
      .set({ target: 'javascript:alert(1)' })
      .where(eq(navigationItems.id, link!.id));
    context.app.publicCache.invalidate();

    const response = await context.app.inject({ method: 'GET', url: '/api/init' });
    const entries = response.json().data as { url: string; data: unknown }[];
    const blockList = entries.find((entry) => entry.url === '/api/blocks')?.data as {
      identifier: string;
      value: unknown;
    }[];
    const block = blockList.find((entry) => entry.identifier === 'block-torten');
    expect(block?.value).toEqual({ text: '<p>Block</p>', link: { linkUrl: '' } });
    expect(JSON.stringify(entries)).not.toContain('javascript:');
  });
});

describe('GET /api/legal-texts/{key} (spec §2 footer links to /site/…)', () => {
  const legalText = (key: string) =>
    context.app.inject({ method: 'GET', url: `/api/legal-texts/${key}` });

  it('answers the text setting as sanitised HTML with an ETag', async () => {
    const response = await legalText('imprint');
    expect(response.statusCode).toBe(200);
    const text = legalTextSchema.parse(response.json().data);
    expect(text.key).toBe('imprint');
    expect(text.html).toContain('<h1>Impressum</h1>');
    expect(response.headers.etag).toBeTruthy();
  });

  it('sanitises what an admin saved and answers 404 once the setting is empty', async () => {
    const save = (changes: Record<string, string>) =>
      context.app.inject({
        method: 'POST',
        url: '/api/config',
        headers: adminHeaders,
        payload: changes,
      });
    expect(
      (
        await save({
          allergensText: '<h1>Allergene</h1><img src=x onerror=alert(1)><script>x()</script>',
        })
      ).statusCode,
    ).toBe(200);
    expect((await legalText('allergens')).json().data.html).toBe(
      '<h1>Allergene</h1><img src="x" />',
    );

    expect((await save({ allergensText: '' })).statusCode).toBe(200);
    expect((await legalText('allergens')).statusCode).toBe(404);
  });

  it('answers 404 for a key that is not a legal text', async () => {
    expect((await legalText('shopName')).statusCode).toBe(404);
    for (const key of ['shopName', 'IMPRINT', 'imprint.html', 'x'.repeat(100), '%20']) {
      const response = await legalText(key);
      expect(response.statusCode, key).toBe(404);
      expect(response.json().errors[0].message).toBe(
        'Leider wurde die angeforderte Seite nicht gefunden.',
      );
    }
  });
});
