import { type Role, staffUploadSchema } from '@shop/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/helpers.ts';
import {
  auditLogs,
  blocks,
  digitalSignageSegments,
  sites,
  uploads,
} from '../../../db/schema/index.ts';
import { loadSharp } from '../../../platform/sharp.ts';
import { buildStaffUser, sessionHeaders } from '../../auth/auth.test-support.ts';

/**
 * The back-office upload library (spec §7 CRUD uploads and preview; decision 045): who may do
 * what, the staff upload, where an upload is used, delete refused with the German 409 while used.
 */

let context: Awaited<ReturnType<typeof createTestApp>>;
const headersOf = new Map<Role, Record<string, string>>();
let png: string;

beforeAll(async () => {
  context = await createTestApp();
  for (const role of ['ROLE_ADMIN', 'ROLE_EDITOR', 'ROLE_MANAGER', 'ROLE_EMPLOYEE'] as Role[]) {
    const id = await buildStaffUser(context.db, {
      email: `${role.toLowerCase()}@uploads.example.test`,
      roles: [role],
      password: null,
    });
    headersOf.set(role, {
      host: 'shop.example.test',
      ...(await sessionHeaders(context.db, id, new Date())),
    });
  }
  const sharp = await loadSharp();
  const bytes = await sharp({
    create: { width: 640, height: 400, channels: 3, background: '#c04020' },
  })
    .png()
    .toBuffer();
  png = `data:image/png;base64,${bytes.toString('base64')}`;
});
afterAll(() => context.close());

const PDF = `data:application/pdf;base64,${Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n').toString('base64')}`;

function as(role: Role) {
  const headers = headersOf.get(role);
  if (!headers) throw new Error(role);
  return headers;
}

async function upload(name: string, data: string, role: Role = 'ROLE_EDITOR') {
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/uploads/library',
    headers: as(role),
    payload: { name, data },
  });
  expect(response.statusCode, response.body).toBe(201);
  return staffUploadSchema.parse(response.json().data);
}

describe('who may use the upload library', () => {
  it.each([
    ['GET', '/api/uploads'],
    ['GET', '/api/uploads/abc'],
    ['POST', '/api/uploads/library'],
    ['DELETE', '/api/uploads/abc'],
  ] as const)('%s %s answers 401 in German without a session', async (method, url) => {
    const response = await context.app.inject({
      method,
      url,
      payload: method === 'POST' ? {} : undefined,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().errors[0].message).toMatch(/Sitzung|anmelden/);
  });

  it.each([
    ['ROLE_EMPLOYEE', 'GET', '/api/uploads', 403],
    ['ROLE_MANAGER', 'GET', '/api/uploads', 200],
    ['ROLE_EDITOR', 'GET', '/api/uploads', 200],
    ['ROLE_MANAGER', 'POST', '/api/uploads/library', 403],
    ['ROLE_EMPLOYEE', 'POST', '/api/uploads/library', 403],
    ['ROLE_MANAGER', 'DELETE', '/api/uploads/abc', 403],
    ['ROLE_EDITOR', 'DELETE', '/api/uploads/abc', 404],
  ] as const)('%s: %s %s answers %i', async (role, method, url, status) => {
    const response = await context.app.inject({
      method,
      url,
      headers: as(role),
      payload: method === 'POST' ? { name: 'a.png', data: png } : undefined,
    });
    expect(response.statusCode).toBe(status);
  });

  it('refuses a staff upload without the CSRF token', async () => {
    const { 'x-csrf-token': _token, ...withoutToken } = as('ROLE_EDITOR');
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/uploads/library',
      headers: withoutToken,
      payload: { name: 'a.png', data: png },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().errors[0].code).toBe('invalid_csrf_token');
  });
});

describe('POST /api/uploads/library', () => {
  it('stores the file with its name, size and type, audit-logged, not swept as a customer upload', async () => {
    const created = await upload('Flyer Advent.png', png);
    expect(created).toMatchObject({
      name: 'Flyer Advent.png',
      extension: 'png',
      mimeType: 'image/png',
      usages: [],
    });
    expect(created.size).toBeGreaterThan(0);
    expect(created.urls.file).toBe(`/upload/${created.publicHash}/${created.id}-1.png`);
    expect(created.urls.preview).toBe(`/upload/${created.publicHash}/preview/${created.id}-1.jpg`);
    const [row] = await context.db.select().from(uploads).where(eq(uploads.id, created.id));
    expect(row?.uploaderAddress).toBeNull();
    const audit = await context.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, 'upload'), eq(auditLogs.entityId, created.id)));
    expect(audit.map((entry) => [entry.action, entry.userEmail])).toEqual([
      ['create', 'role_editor@uploads.example.test'],
    ]);
  });

  it.each([
    [{ name: 'a.png' }, 'data'],
    [{ name: 'a.png', data: 'keine Daten' }, 'data'],
    [
      {
        name: 'programm.exe',
        data: `data:application/octet-stream;base64,${Buffer.from('MZ').toString('base64')}`,
      },
      'data',
    ],
    [{ name: 'bild.png', data: PDF }, 'data'],
    [{ name: '', data: PDF }, 'name'],
  ])('answers 422 in German for %j', async (payload, field) => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/uploads/library',
      headers: as('ROLE_EDITOR'),
      payload,
    });
    expect(response.statusCode).toBe(422);
    const [error] = response.json().errors;
    expect(error.field).toBe(field);
    expect(error.message).toMatch(/[äöüÄÖÜß]|Wert|Datei/);
  });
});

describe('GET /api/uploads and the preview', () => {
  it('lists library uploads with search, leaving customer uploads out', async () => {
    const mine = await upload(`Speisekarte-${Date.now()}.pdf`, PDF);
    await context.db.insert(uploads).values({
      id: 'kunde0001',
      version: 1,
      extension: 'pdf',
      publicHash: 'c'.repeat(32),
      mimeType: 'application/pdf',
      size: 10,
      name: 'Speisekarte-kunde.pdf',
      uploaderAddress: 'abcdef0123456789',
    });
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/uploads?search=Speisekarte',
      headers: as('ROLE_MANAGER'),
    });
    expect(response.statusCode).toBe(200);
    const names = response.json().data.items.map((item: { name: string }) => item.name);
    expect(names).toEqual([mine.name]);
    const one = await context.app.inject({
      method: 'GET',
      url: '/api/uploads/kunde0001',
      headers: as('ROLE_EDITOR'),
    });
    expect(one.statusCode).toBe(404);
    expect(one.json().errors[0].message).toBe('Die Datei wurde nicht gefunden.');
    // A path that is no upload id: the same German 404 after the login check (decision 025).
    for (const method of ['GET', 'DELETE'] as const) {
      const url = `/api/uploads/${'x'.repeat(65)}`;
      expect((await context.app.inject({ method, url })).statusCode).toBe(401);
      const malformed = await context.app.inject({ method, url, headers: as('ROLE_EDITOR') });
      expect(malformed.statusCode, method).toBe(404);
      expect(malformed.json().errors[0].message).toBe('Die Datei wurde nicht gefunden.');
    }
  });

  it('answers a JPEG preview: the image scaled down, a PDF as a tile with its type', async () => {
    const sharp = await loadSharp();
    for (const [name, data, width] of [
      ['foto.png', png, 320],
      ['menu.pdf', PDF, 320],
    ] as const) {
      const created = await upload(name, data);
      const response = await context.app.inject({ method: 'GET', url: created.urls.preview });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/jpeg');
      const meta = await sharp(response.rawPayload).metadata();
      expect([meta.format, meta.width]).toEqual(['jpeg', width]);
      // Kept after the first request.
      const again = await context.app.inject({ method: 'GET', url: created.urls.preview });
      expect(again.rawPayload.equals(response.rawPayload)).toBe(true);
      const [row] = await context.db.select().from(uploads).where(eq(uploads.id, created.id));
      expect(row?.hasPreview).toBe(true);
    }
    const wrong = await context.app.inject({
      method: 'GET',
      url: `/upload/${'d'.repeat(32)}/preview/x-1.jpg`,
    });
    expect(wrong.statusCode).toBe(404);
  });
});

describe('DELETE /api/uploads/{id}', () => {
  it('is refused with a German 409 naming every place the upload is used, then deletes it', async () => {
    const flyer = await upload('Weihnachtsflyer.png', png);
    const file = { id: flyer.id, version: 1, extension: 'png', publicHash: flyer.publicHash };
    const [site] = await context.db
      .insert(sites)
      .values({
        path: 'weihnachten-upload',
        title: 'Weihnachten',
        type: 'custom_site',
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
        identifier: 'upload-block',
        name: 'Aktion',
        type: 'block',
        value: { text: `<a href="${flyer.urls.file}">PDF</a>` },
      })
      .returning();
    const [segment] = await context.db
      .insert(digitalSignageSegments)
      .values({ name: 'Schaufenster', uploadId: flyer.id })
      .returning();
    const listed = await context.app.inject({
      method: 'GET',
      url: `/api/uploads/${flyer.id}`,
      headers: as('ROLE_EDITOR'),
    });
    expect(listed.json().data.usages).toEqual([
      { entity: 'site', id: site!.id, name: 'Weihnachten (/weihnachten-upload)' },
      { entity: 'block', id: block!.id, name: 'Aktion' },
      { entity: 'signageSegment', id: segment!.id, name: 'Schaufenster' },
    ]);

    const refused = await context.app.inject({
      method: 'DELETE',
      url: `/api/uploads/${flyer.id}`,
      headers: as('ROLE_EDITOR'),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].message).toBe(
      'Die Datei wird noch verwendet (Seite „Weihnachten (/weihnachten-upload)“, Inhalt „Aktion“, Filmsequenz „Schaufenster“) und kann nicht gelöscht werden. Bitte entfernen Sie sie dort zuerst.',
    );

    await context.db.delete(sites).where(eq(sites.id, site!.id));
    await context.db.delete(blocks).where(eq(blocks.id, block!.id));
    await context.db
      .delete(digitalSignageSegments)
      .where(eq(digitalSignageSegments.id, segment!.id));
    const deleted = await context.app.inject({
      method: 'DELETE',
      url: `/api/uploads/${flyer.id}`,
      headers: as('ROLE_EDITOR'),
    });
    expect(deleted.statusCode).toBe(200);
    expect(await context.db.select().from(uploads).where(eq(uploads.id, flyer.id))).toEqual([]);
    const file404 = await context.app.inject({ method: 'GET', url: flyer.urls.file });
    expect(file404.statusCode).toBe(404);
    const audit = await context.db
      .select({ action: auditLogs.action })
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, 'upload'), eq(auditLogs.entityId, flyer.id)));
    expect(audit.map((entry) => entry.action).sort()).toEqual(['create', 'delete']);
  });
});
