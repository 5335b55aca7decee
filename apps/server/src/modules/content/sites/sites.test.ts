import {
  CONTENT_MESSAGES,
  MESSAGES,
  type Site,
  siteVersionSchema,
  staffSiteSchema,
} from '@shop/domain';
import { expect, it } from 'vitest';
import { describeResourceApi } from '../../../../test/resource-suite.ts';
import { SITE_NOT_FOUND } from './sites.resource.ts';

const defaultPage = (n: number) => ({
  path: ['ueber-uns', 'kontakt', 'team', 'presse', 'jobs'][n - 1],
  title: ['Über uns', 'Kontakt', 'Unser Team', 'Presse', 'Jobs'][n - 1],
  type: 'default',
  isPublic: true,
  content: { body: `<p>Seite ${n}</p>` },
});

describeResourceApi({
  endpoint: '/api/sites',
  entity: 'site',
  permission: 'content',
  schema: staffSiteSchema,
  input: (_fixtures, n) => defaultPage(n),
  change: (_fixtures, body) => ({ ...body, title: 'Das Team', isPublic: false, version: 1 }),
  changed: { title: 'Das Team', isPublic: false, version: 2 },
  search: { term: () => 'kontakt', field: 'path' },
  sortField: 'path',
  invalid: [
    {
      name: 'a blank title',
      body: () => ({ ...defaultPage(1), path: 'x', title: ' ' }),
      field: 'title',
      message: MESSAGES.notBlank,
    },
    {
      name: 'a path with umlauts',
      body: () => ({ ...defaultPage(1), path: 'über' }),
      field: 'path',
      message: CONTENT_MESSAGES.path,
    },
    {
      name: 'a hero without title',
      body: () => ({
        ...defaultPage(1),
        path: 'x',
        type: 'custom_site',
        content: { body: [{ type: 'hero', value: { color: 'white' } }] },
      }),
      field: 'content',
      path: 'content.body.0.value.title',
      message: MESSAGES.notBlank,
    },
  ],
  uniqueField: 'path',
  conflict: {
    arrange: async (api, entity) => {
      const response = await api.call('POST', '/api/navigations', {
        identifier: 'test-navigation',
        name: 'Testmenü',
        items: [{ label: 'Kontakt', type: 'site', target: entity.id }],
      });
      expect(response.statusCode, response.body).toBe(201);
    },
    message: /Navigation „Testmenü“/,
  },
  initUrl: '/api/sites',
  extra: (context) => {
    const create = async (body: object) => {
      const response = await context().api.call('POST', '/api/sites', body);
      expect(response.statusCode, response.body).toBe(201);
      return staffSiteSchema.parse(response.json().data);
    };

    it.each([
      ['a script tag', '<p>Hallo</p><script>alert(1)</script>', '<p>Hallo</p>'],
      [
        'an onerror handler',
        '<img src="https://x.example/a.png" onerror="alert(1)">',
        '<img src="https://x.example/a.png" />',
      ],
      ['a javascript link', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ])('sanitises %s in a default page when saved', async (_name, html, clean) => {
      const site = await create({
        ...defaultPage(1),
        path: `xss-${Math.abs(html.length)}-${_name.length}`,
        content: { body: html },
      });
      expect(site.content.body).toBe(clean);
    });

    it('sanitises rich text inside sections when saved', async () => {
      const site = await create({
        ...defaultPage(1),
        path: 'xss-sections',
        type: 'custom_site',
        content: {
          body: [
            {
              type: 'sectionTwoColumns',
              value: {
                text: '<p onclick="x()">Hi</p>',
                columns: [{ text: '<script>x</script><b>B</b>' }],
              },
            },
          ],
        },
      });
      const [section] = site.content.body as { value: Record<string, unknown> }[];
      expect(section?.value.text).toBe('<p>Hi</p>');
      expect(section?.value.columns).toEqual([{ text: 'B', link: null, image: null }]);
      expect(section?.value.color).toBe('white');
    });

    it('refuses a stale save with a German 409 and keeps the newer version', async () => {
      const { api } = context();
      const site = await create({ ...defaultPage(1), path: 'konkurrenz' });
      const first = await api.call('PUT', `/api/sites/${site.id}`, {
        ...defaultPage(1),
        path: 'konkurrenz',
        title: 'Erste',
        version: 1,
      });
      expect(first.statusCode, first.body).toBe(200);
      const second = await api.call('PUT', `/api/sites/${site.id}`, {
        ...defaultPage(1),
        path: 'konkurrenz',
        title: 'Zweite',
        version: 1,
      });
      expect(second.statusCode).toBe(409);
      expect(second.json().errors[0].message).toBe(CONTENT_MESSAGES.stale);
      const missingVersion = await api.call('PUT', `/api/sites/${site.id}`, {
        ...defaultPage(1),
        path: 'konkurrenz',
        title: 'Dritte',
      });
      expect(missingVersion.statusCode).toBe(409);
      const now = staffSiteSchema.parse(
        (await api.call('GET', `/api/sites/${site.id}`)).json().data,
      );
      expect(now).toMatchObject({ title: 'Erste', version: 2 });
    });

    it('keeps every saved version and restores an older one as the newest', async () => {
      const { api } = context();
      const site = await create({ ...defaultPage(1), path: 'versionen', title: 'V1' });
      for (const [version, title] of [
        [1, 'V2'],
        [2, 'V3'],
      ] as const) {
        const response = await api.call('PUT', `/api/sites/${site.id}`, {
          ...defaultPage(1),
          path: 'versionen',
          title,
          version,
        });
        expect(response.statusCode, response.body).toBe(200);
      }
      const list = await api.call('GET', `/api/sites/${site.id}/versions`);
      const versions = siteVersionSchema.array().parse(list.json().data);
      expect(versions.map((version) => [version.version, version.title])).toEqual([
        [3, 'V3'],
        [2, 'V2'],
        [1, 'V1'],
      ]);
      expect(versions[0]?.userEmail).toBe('chefin@katalog.example.test');
      const oldest = versions[2]!;
      const restored = await api.call(
        'POST',
        `/api/sites/${site.id}/versions/${oldest.id}/restore`,
      );
      expect(restored.statusCode, restored.body).toBe(200);
      expect(restored.json().data).toMatchObject({ title: 'V1', version: 4 });
      const entry = await api.lastAuditEntry('site', site.id);
      expect(entry).toMatchObject({
        action: 'update',
        before: { title: 'V3' },
        after: { title: 'V1' },
      });
      const unknown = await api.call('POST', `/api/sites/${site.id}/versions/999999/restore`);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().errors[0].message).toBe(CONTENT_MESSAGES.versionNotFound);
    });

    it('lets an editor write, a manager only read, an employee nothing', async () => {
      const { api } = context();
      const editor = await api.headersFor('ROLE_EDITOR');
      const manager = await api.headersFor('ROLE_MANAGER');
      const employee = await api.headersFor('ROLE_EMPLOYEE');
      const created = await api.call(
        'POST',
        '/api/sites',
        { ...defaultPage(1), path: 'redaktion' },
        editor,
      );
      expect(created.statusCode, created.body).toBe(201);
      expect((await api.call('GET', '/api/sites', undefined, manager)).statusCode).toBe(200);
      const managerWrite = await api.call(
        'POST',
        '/api/sites',
        { ...defaultPage(1), path: 'chef' },
        manager,
      );
      expect(managerWrite.statusCode).toBe(403);
      expect((await api.call('GET', '/api/sites', undefined, employee)).statusCode).toBe(403);
      const managerRestore = await api.call(
        'POST',
        `/api/sites/${created.json().data.id}/versions/1/restore`,
        undefined,
        manager,
      );
      expect(managerRestore.statusCode).toBe(403);
    });

    it('previews an unsaved page as the storefront shows it, sanitised, without storing it', async () => {
      // The editor's "Vorschau" (decision 048).
      const { api } = context();
      const draft = {
        ...defaultPage(1),
        path: 'vorschau-entwurf',
        title: 'Entwurf',
        isPublic: false,
        type: 'custom_site',
        content: {
          body: [
            { type: 'heroSmall', value: { title: 'Aus der Backstube' } },
            {
              type: 'sectionTwoColumns',
              value: { text: '<p onclick="x()">Hi</p><script>x</script>' },
            },
          ],
        },
      };
      const response = await api.call('POST', '/api/sites/preview', draft);
      expect(response.statusCode, response.body).toBe(200);
      const preview = response.json().data as Site;
      expect(preview).toMatchObject({
        path: 'vorschau-entwurf',
        title: 'Entwurf',
        isPublic: false,
      });
      const [hero, columns] = preview.content.body as {
        type: string;
        value: Record<string, unknown>;
      }[];
      expect(hero?.value.title).toBe('Aus der Backstube');
      expect(columns?.value.text).toBe('<p>Hi</p>');
      const listed = await api.call('GET', '/api/sites?search=vorschau-entwurf');
      expect(listed.json().data.total).toBe(0);

      const invalid = await api.call('POST', '/api/sites/preview', { ...draft, title: ' ' });
      expect(invalid.statusCode).toBe(422);
      expect(invalid.json().errors[0].message).toBe(MESSAGES.notBlank);
      const manager = await api.headersFor('ROLE_MANAGER');
      expect((await api.call('POST', '/api/sites/preview', draft, manager)).statusCode).toBe(403);
    });

    it('answers a path that names no site or version with the German 404, after the login check and, for a save, after the body (docs/decisions/025)', async () => {
      const { api } = context();
      const site = await create({ ...defaultPage(1), path: 'pfade' });
      const save = { ...defaultPage(1), path: 'pfade', version: 1 };
      const bad = ['abc', '0', '-1', '1.5', '2147483648', '999999'];
      const expectNotFound = async (
        method: 'GET' | 'POST' | 'PUT',
        url: string,
        message: string,
        payload?: object,
      ) => {
        expect((await api.call(method, url, payload, {})).statusCode, url).toBe(401);
        const response = await api.call(method, url, payload);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.json().errors[0].message).toBe(message);
      };
      for (const id of bad) {
        await expectNotFound('PUT', `/api/sites/${id}`, SITE_NOT_FOUND, save);
        await expectNotFound('GET', `/api/sites/${id}/versions`, SITE_NOT_FOUND);
        await expectNotFound(
          'POST',
          `/api/sites/${id}/versions/1/restore`,
          id === '999999' ? SITE_NOT_FOUND : CONTENT_MESSAGES.versionNotFound,
        );
        await expectNotFound(
          'POST',
          `/api/sites/${site.id}/versions/${id}/restore`,
          CONTENT_MESSAGES.versionNotFound,
        );
      }
      // A save checks its body before its id: a bad body on a bad path is the 422.
      const invalid = await api.call('PUT', '/api/sites/abc', { ...save, title: ' ' });
      expect(invalid.statusCode).toBe(422);
      expect(invalid.json().errors[0]).toMatchObject({
        field: 'title',
        message: MESSAGES.notBlank,
      });
      const manager = await api.headersFor('ROLE_MANAGER');
      expect((await api.call('PUT', '/api/sites/abc', save, manager)).statusCode).toBe(403);
      expect(
        (await api.call('POST', '/api/sites/abc/versions/1/restore', undefined, manager))
          .statusCode,
      ).toBe(403);
      const employee = await api.headersFor('ROLE_EMPLOYEE');
      expect(
        (await api.call('GET', '/api/sites/abc/versions', undefined, employee)).statusCode,
      ).toBe(403);
    });

    it('shows a saved change in /api/init at once and hides a draft from customers', async () => {
      const { api } = context();
      const site = await create({ ...defaultPage(1), path: 'sofort', title: 'Alt' });
      await api.initEntry('/api/sites');
      const saved = await api.call('PUT', `/api/sites/${site.id}`, {
        ...defaultPage(1),
        path: 'sofort',
        title: 'Neu',
        version: 1,
      });
      expect(saved.statusCode).toBe(200);
      const shown = await api.initEntry<Site[]>('/api/sites');
      expect(shown.find((entry) => entry.id === site.id)?.title).toBe('Neu');
      await api.call('PUT', `/api/sites/${site.id}`, {
        ...defaultPage(1),
        path: 'sofort',
        title: 'Neu',
        isPublic: false,
        version: 2,
      });
      const hidden = await api.initEntry<Site[]>('/api/sites');
      expect(hidden.some((entry) => entry.id === site.id)).toBe(false);
    });
  },
});
