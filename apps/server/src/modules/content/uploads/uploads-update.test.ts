import { type Role, staffUploadSchema } from '@shop/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/helpers.ts';
import {
  auditLogs,
  blocks,
  navigationItems,
  navigations,
  sites,
  uploads,
} from '../../../db/schema/index.ts';
import { loadSharp } from '../../../platform/sharp.ts';
import { buildStaffUser, sessionHeaders } from '../../auth/auth.test-support.ts';

/**
 * PUT /api/uploads/{id} (spec §7 CRUD uploads; docs/decisions/045-uploads-library.md): rename,
 * replace the file with a new version that every place using it shows, bad input changes
 * nothing, who may do it, customers' uploads are not the library's.
 */

let context: Awaited<ReturnType<typeof createTestApp>>;
const headersOf = new Map<Role, Record<string, string>>();
let red: string;
let blue: string;

async function pngOf(background: string) {
  const sharp = await loadSharp();
  const bytes = await sharp({ create: { width: 640, height: 400, channels: 3, background } })
    .png()
    .toBuffer();
  return `data:image/png;base64,${bytes.toString('base64')}`;
}

beforeAll(async () => {
  context = await createTestApp();
  for (const role of ['ROLE_EDITOR', 'ROLE_MANAGER'] as Role[]) {
    const id = await buildStaffUser(context.db, {
      email: `${role.toLowerCase()}@uploads-put.example.test`,
      roles: [role],
      password: null,
    });
    headersOf.set(role, {
      host: 'shop.example.test',
      ...(await sessionHeaders(context.db, id, new Date())),
    });
  }
  red = await pngOf('#c04020');
  blue = await pngOf('#2040c0');
});
afterAll(() => context.close());

const PDF = `data:application/pdf;base64,${Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n').toString('base64')}`;

function as(role: Role) {
  const headers = headersOf.get(role);
  if (!headers) throw new Error(role);
  return headers;
}

async function upload(name: string, data: string) {
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/uploads/library',
    headers: as('ROLE_EDITOR'),
    payload: { name, data },
  });
  expect(response.statusCode, response.body).toBe(201);
  return staffUploadSchema.parse(response.json().data);
}

function put(id: string, payload: unknown, role: Role = 'ROLE_EDITOR') {
  return context.app.inject({
    method: 'PUT',
    url: `/api/uploads/${id}`,
    headers: as(role),
    payload: payload as object,
  });
}

async function rowOf(id: string) {
  const [row] = await context.db.select().from(uploads).where(eq(uploads.id, id));
  return row;
}

async function auditActions(id: string) {
  const rows = await context.db
    .select({ action: auditLogs.action, before: auditLogs.before, after: auditLogs.after })
    .from(auditLogs)
    .where(and(eq(auditLogs.entity, 'upload'), eq(auditLogs.entityId, id)));
  return rows;
}

describe('PUT /api/uploads/{id}: who may', () => {
  it('answers 401 without a session and 403 to a manager (content read only), changing nothing', async () => {
    const flyer = await upload('Rechte.png', red);
    const anonymous = await context.app.inject({
      method: 'PUT',
      url: `/api/uploads/${flyer.id}`,
      payload: { name: 'Neu' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().errors[0].message).toMatch(/Sitzung|anmelden/);
    const manager = await put(flyer.id, { name: 'Neu' }, 'ROLE_MANAGER');
    expect(manager.statusCode).toBe(403);
    expect((await rowOf(flyer.id))?.name).toBe('Rechte.png');
  });

  it('refuses a customer upload with the German 404 of the library, changing nothing', async () => {
    await context.db.insert(uploads).values({
      id: 'kundeput01',
      version: 1,
      extension: 'pdf',
      publicHash: 'e'.repeat(32),
      mimeType: 'application/pdf',
      size: 10,
      name: 'bestellung.pdf',
      uploaderAddress: 'abcdef0123456789',
    });
    for (const payload of [{ name: 'Umbenannt' }, { data: PDF }]) {
      const response = await put('kundeput01', payload);
      expect(response.statusCode).toBe(404);
      expect(response.json().errors[0].message).toBe('Die Datei wurde nicht gefunden.');
    }
    expect(await rowOf('kundeput01')).toMatchObject({ name: 'bestellung.pdf', version: 1 });
  });
});

describe('PUT /api/uploads/{id}: a path that names no upload (docs/decisions/025)', () => {
  it('answers the German 404 after the login check and after the body (a bad body is the 422)', async () => {
    for (const id of ['x'.repeat(65), 'a_b', 'a.b', 'unbekannt']) {
      const url = `/api/uploads/${id}`;
      const anonymous = await context.app.inject({ method: 'PUT', url, payload: { name: 'N' } });
      expect(anonymous.statusCode, url).toBe(401);
      expect((await put(id, { name: 'Neu' }, 'ROLE_MANAGER')).statusCode, url).toBe(403);
      const response = await put(id, { name: 'Neu' });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().errors[0].message).toBe('Die Datei wurde nicht gefunden.');
      const invalid = await put(id, { name: 5 });
      expect(invalid.statusCode, url).toBe(422);
      expect(invalid.json().errors[0].field).toBe('name');
    }
  });
});

describe('PUT /api/uploads/{id}: rename', () => {
  it('changes the trimmed display name only, audit-logged', async () => {
    const flyer = await upload('scan-0042.pdf', PDF);
    const response = await put(flyer.id, { name: '  Speisekarte Sommer  ' });
    expect(response.statusCode, response.body).toBe(200);
    const renamed = staffUploadSchema.parse(response.json().data);
    expect(renamed).toMatchObject({
      id: flyer.id,
      name: 'Speisekarte Sommer',
      version: 1,
      extension: 'pdf',
      urls: flyer.urls,
    });
    const audit = await auditActions(flyer.id);
    expect(audit.map((entry) => entry.action)).toEqual(['create', 'update']);
    expect(audit[1]?.before).toMatchObject({ name: 'scan-0042.pdf' });
    expect(audit[1]?.after).toMatchObject({ name: 'Speisekarte Sommer' });
  });

  it.each([
    [{ name: '   ' }, 'name', 'Dieser Wert sollte nicht leer sein.'],
    [
      { name: 'x'.repeat(201) },
      'name',
      'Diese Zeichenkette ist zu lang. Sie sollte höchstens 200 Zeichen haben.',
    ],
    [{}, 'name', 'Bitte geben Sie einen Namen ein oder wählen Sie eine Datei.'],
    [{ data: 'keine Daten' }, 'data', 'Dieser Wert hat nicht das erwartete Format.'],
    [{ data: PDF }, 'data', /Der Dateityp der Datei ist ungültig/],
    [{ data: PDF, name: 'logo.svg' }, 'data', /Der Dateityp der Datei ist ungültig/],
    [
      {
        data: `data:image/svg+xml;base64,${Buffer.from('<svg/>').toString('base64')}`,
        name: 'a.svg',
      },
      'data',
      /Der Dateityp der Datei ist ungültig/,
    ],
    [{ data: 'data:image/png;base64,' }, 'data', 'Eine leere Datei ist nicht erlaubt.'],
  ])('answers 422 in German for %j and changes nothing', async (payload, field, message) => {
    const flyer = await upload('Bleibt.png', red);
    const response = await put(flyer.id, payload);
    expect(response.statusCode, response.body).toBe(422);
    const [error] = response.json().errors;
    expect(error.field).toBe(field);
    expect(error.message).toMatch(message);
    expect(await rowOf(flyer.id)).toMatchObject({ name: 'Bleibt.png', version: 1 });
    expect((await auditActions(flyer.id)).map((entry) => entry.action)).toEqual(['create']);
    const file = await context.app.inject({ method: 'GET', url: flyer.urls.file });
    expect(file.statusCode).toBe(200);
  });

  it('answers 413 for a file above the body limit', async () => {
    const flyer = await upload('Gross.png', red);
    const response = await put(flyer.id, {
      data: `data:image/png;base64,${'A'.repeat(16 * 1024 * 1024)}`,
    });
    expect(response.statusCode).toBe(413);
    expect((await rowOf(flyer.id))?.version).toBe(1);
  });
});

describe('PUT /api/uploads/{id}: replace the file', () => {
  it('makes a new version that pages, blocks and navigations show; old URLs lead to it', async () => {
    const flyer = await upload('Aktion.png', red);
    const file = { id: flyer.id, version: 1, extension: 'png', publicHash: flyer.publicHash };
    const [site] = await context.db
      .insert(sites)
      .values({
        path: 'aktion-upload-put',
        title: 'Aktion',
        type: 'custom_site',
        isPublic: true,
        content: {
          body: [
            {
              type: 'sectionSlider',
              value: { color: 'white', text: '', slides: [{ file, text: '' }] },
            },
          ],
        },
      })
      .returning();
    const [block] = await context.db
      .insert(blocks)
      .values({
        identifier: 'upload-put-block',
        name: 'Aktion',
        type: 'block',
        value: { text: `<a href="${flyer.urls.file}">Flyer</a>` },
      })
      .returning();
    const [navigation] = await context.db
      .insert(navigations)
      .values({ identifier: 'upload-put-nav', name: 'Fußzeile Flyer' })
      .returning();
    const [item] = await context.db
      .insert(navigationItems)
      .values({
        navigationId: navigation!.id,
        label: 'Flyer',
        type: 'link',
        target: flyer.urls.file,
        position: 0,
      })
      .returning();
    const oldPreview = await context.app.inject({ method: 'GET', url: flyer.urls.preview });
    expect(oldPreview.statusCode).toBe(200);
    // The shared customer read is warm before the change.
    const initBefore = await context.app.inject({ method: 'GET', url: '/api/init' });
    expect(initBefore.body).toContain(`${flyer.id}-1.png`);

    const response = await put(flyer.id, { data: blue });
    expect(response.statusCode, response.body).toBe(200);
    const replaced = staffUploadSchema.parse(response.json().data);
    expect(replaced).toMatchObject({ id: flyer.id, version: 2, name: 'Aktion.png' });
    expect(replaced.urls.file).toBe(`/upload/${flyer.publicHash}/${flyer.id}-2.png`);
    expect(replaced.urls.preview).toBe(`/upload/${flyer.publicHash}/preview/${flyer.id}-2.jpg`);
    expect(replaced.usages.map((usage) => usage.entity)).toEqual(['site', 'block', 'navigation']);

    // The new file is served, re-encoded (blue, not the red original).
    const sharp = await loadSharp();
    const served = await context.app.inject({ method: 'GET', url: replaced.urls.file });
    expect(served.statusCode).toBe(200);
    const { dominant } = await sharp(served.rawPayload).stats();
    expect(dominant.b).toBeGreaterThan(dominant.r);
    const newPreview = await context.app.inject({ method: 'GET', url: replaced.urls.preview });
    expect(newPreview.statusCode).toBe(200);
    expect(newPreview.rawPayload.equals(oldPreview.rawPayload)).toBe(false);
    // Old URLs (an open editor, a saved page version) are sent on, not cached.
    for (const [old, current] of [
      [flyer.urls.file, replaced.urls.file],
      [flyer.urls.preview, replaced.urls.preview],
    ] as const) {
      const redirect = await context.app.inject({ method: 'GET', url: old });
      expect(redirect.statusCode).toBe(302);
      expect(redirect.headers.location).toBe(current);
      expect(redirect.headers['cache-control']).toBe('no-cache');
    }

    // Every place names the new version.
    const [siteAfter] = await context.db.select().from(sites).where(eq(sites.id, site!.id));
    expect(JSON.stringify(siteAfter?.content)).toContain(
      JSON.stringify({ id: flyer.id, version: 2, extension: 'png', publicHash: flyer.publicHash }),
    );
    expect(siteAfter?.version).toBe(site!.version);
    const [blockAfter] = await context.db.select().from(blocks).where(eq(blocks.id, block!.id));
    expect(blockAfter?.value).toEqual({ text: `<a href="${replaced.urls.file}">Flyer</a>` });
    const [itemAfter] = await context.db
      .select()
      .from(navigationItems)
      .where(eq(navigationItems.id, item!.id));
    expect(itemAfter?.target).toBe(replaced.urls.file);
    const initAfter = await context.app.inject({ method: 'GET', url: '/api/init' });
    expect(initAfter.body).toContain(`${flyer.id}-2.png`);
    expect(initAfter.body).not.toContain(`${flyer.id}-1.png`);

    const audit = await auditActions(flyer.id);
    expect(audit.map((entry) => entry.action)).toEqual(['create', 'update']);
    expect(audit[1]?.before).toMatchObject({ version: 1 });
    expect(audit[1]?.after).toMatchObject({ version: 2 });
  });

  it('takes the type and display name from a new file name: a PDF replaced by a PNG', async () => {
    const menu = await upload('Karte.pdf', PDF);
    const response = await put(menu.id, { data: red, name: 'Karte Winter.png' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      version: 2,
      extension: 'png',
      mimeType: 'image/png',
      name: 'Karte Winter.png',
    });
    const old = await context.app.inject({ method: 'GET', url: menu.urls.file });
    expect(old.statusCode).toBe(302);
    expect(old.headers.location).toBe(`/upload/${menu.publicHash}/${menu.id}-2.png`);
  });
});
