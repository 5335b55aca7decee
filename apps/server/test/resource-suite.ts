import { MESSAGES, type PermissionArea, ROLES, rolesWithAccess } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createStaffApi, type StaffApi } from './staff-api.ts';

/**
 * The API tests every back-office resource shares (list, get, create, update,
 * delete, German validation errors, 401/403, audit entry), run on PGlite and on PostgreSQL. A
 * resource's test file declares its inputs and cases; its own special rules get their own tests
 * through `extra`.
 */

type Entity = { id: number };

export type ResourceSuite<Fixtures> = {
  endpoint: string;
  /** The audit log's entity name. */
  entity: string;
  permission: PermissionArea;
  /** The staff response contract; every answer must parse with it. */
  schema: z.ZodType<Entity>;
  /** Creates what inputs refer to (a branch for tables, …). */
  setup?: (api: StaffApi) => Promise<Fixtures>;
  /** A valid body, made unique by `n` (1, 2, 3, … per created entity). */
  input: (fixtures: Fixtures, n: number) => Record<string, unknown>;
  /** A change of a created entity's body (PUT); the answer must hold `changed`. */
  change: (fixtures: Fixtures, body: Record<string, unknown>) => Record<string, unknown>;
  changed: Record<string, unknown>;
  /** A search term that finds entity 2 only, and the field to read the match from. */
  search: { term: (n: number) => string; field: string };
  /** Sort field names (the first is checked ascending and descending). */
  sortField: string;
  /** Invalid bodies with the field and German message the API must answer. */
  invalid: {
    name: string;
    body: (fixtures: Fixtures) => Record<string, unknown>;
    field: string;
    /** The full path of a nested field ('deliveryAreas.0.price'), when deeper than `field`. */
    path?: string;
    message: string;
  }[];
  /** A field whose value must be unique (422 "Dieser Wert wird bereits verwendet."). */
  uniqueField?: string;
  /** Makes something refer to the entity, so that DELETE answers 409 with `message`. */
  conflict?: {
    arrange: (api: StaffApi, entity: Entity, fixtures: Fixtures) => Promise<void>;
    message: string | RegExp;
  };
  /** The /api/init URL that shows the entity to customers (checked after create). */
  initUrl?: string;
  /** Resource-specific tests with the same API and fixtures. */
  extra?: (context: () => { api: StaffApi; fixtures: Fixtures }) => void;
};

export function describeResourceApi<Fixtures>(suite: ResourceSuite<Fixtures>): void {
  let api: StaffApi;
  let fixtures: Fixtures;
  const created: Entity[] = [];
  const url = (id: number | string) => `${suite.endpoint}/${id}`;

  beforeAll(async () => {
    api = await createStaffApi();
    fixtures = (await suite.setup?.(api)) ?? ({} as Fixtures);
  });
  afterAll(() => api.close());

  const create = async (n: number) => {
    const response = await api.call('POST', suite.endpoint, suite.input(fixtures, n));
    expect(response.statusCode, response.body).toBe(201);
    return suite.schema.parse(response.json().data);
  };

  describe(`${suite.endpoint} CRUD`, () => {
    it('creates an entity (201), answers the contract shape and writes an audit entry', async () => {
      for (const n of [1, 2, 3]) created.push(await create(n));
      const entry = await api.lastAuditEntry(suite.entity, created[0]!.id);
      expect(entry).toMatchObject({ action: 'create', userId: api.adminId, before: null });
      expect(entry?.after).toMatchObject({ id: created[0]!.id });
      expect(entry?.userEmail).toBe('chefin@katalog.example.test');
      if (suite.initUrl) {
        const shown = await api.initEntry<Entity[]>(suite.initUrl);
        expect(shown.map((item) => item.id)).toContain(created[0]!.id);
      }
    });

    it('reads one entity and 404s an unknown id in German', async () => {
      const response = await api.call('GET', url(created[0]!.id));
      expect(response.statusCode).toBe(200);
      expect(suite.schema.parse(response.json().data)).toEqual(created[0]);
      for (const id of ['999999', 'abc']) {
        const missing = await api.call('GET', url(id));
        expect(missing.statusCode).toBe(404);
        expect(missing.json().errors[0].message).toMatch(/nicht gefunden/);
      }
    });

    it('lists with search, sort and pagination', async () => {
      const found = await api.call(
        'GET',
        `${suite.endpoint}?search=${encodeURIComponent(suite.search.term(2))}`,
      );
      expect(found.statusCode, found.body).toBe(200);
      expect(found.json().data.items.map((item: Entity) => item.id)).toEqual([created[1]!.id]);

      const ids = async (sort: string) => {
        const page = await api.call('GET', `${suite.endpoint}?sort=${sort}&pageSize=100`);
        expect(page.statusCode, page.body).toBe(200);
        return (page.json().data.items as Entity[])
          .map((item) => item.id)
          .filter((id) => created.some((entity) => entity.id === id));
      };
      const ascending = await ids(suite.sortField);
      expect(ascending).toHaveLength(3);
      expect(await ids(`-${suite.sortField}`)).toEqual([...ascending].reverse());

      const first = await api.call('GET', `${suite.endpoint}?pageSize=1&page=2`);
      expect(first.json().data).toMatchObject({ page: 2, pageSize: 1 });
      expect(first.json().data.items).toHaveLength(1);
      expect(first.json().data.total).toBeGreaterThanOrEqual(3);

      const badSort = await api.call('GET', `${suite.endpoint}?sort=geheim`);
      expect(badSort.statusCode).toBe(422);
      expect(badSort.json().errors[0]).toMatchObject({ field: 'sort' });
    });

    it('lists every entity as an option', async () => {
      const response = await api.call('GET', `${suite.endpoint}/options`);
      expect(response.statusCode).toBe(200);
      const options = response.json().data as { id: number; name: string }[];
      expect(options.map((option) => option.id)).toEqual(
        expect.arrayContaining(created.map((entity) => entity.id)),
      );
      for (const option of options) expect(typeof option.name).toBe('string');
    });

    it('updates an entity and logs before and after', async () => {
      const target = created[2]!;
      const body = suite.change(fixtures, suite.input(fixtures, 3));
      const response = await api.call('PUT', url(target.id), body);
      expect(response.statusCode, response.body).toBe(200);
      const updated = suite.schema.parse(response.json().data);
      expect(updated).toMatchObject({ id: target.id, ...suite.changed });
      const entry = await api.lastAuditEntry(suite.entity, target.id);
      expect(entry).toMatchObject({ action: 'update', before: { id: target.id } });
      expect(entry?.after).toMatchObject(suite.changed);
      created[2] = updated;

      const missing = await api.call('PUT', url(999999), body);
      expect(missing.statusCode).toBe(404);
    });

    it.each(suite.invalid.map((item) => [item.name, item] as const))(
      'refuses %s with a German 422 and changes nothing',
      async (_name, item) => {
        const before = await api.call('GET', `${suite.endpoint}?pageSize=100`);
        const response = await api.call('POST', suite.endpoint, item.body(fixtures));
        expect(response.statusCode, response.body).toBe(422);
        expect(response.json().errors).toContainEqual(
          expect.objectContaining({
            field: item.field,
            message: item.message,
            ...(item.path ? { path: item.path } : {}),
          }),
        );
        const update = await api.call('PUT', url(created[0]!.id), item.body(fixtures));
        expect(update.statusCode).toBe(422);
        const after = await api.call('GET', `${suite.endpoint}?pageSize=100`);
        expect(after.json().data).toEqual(before.json().data);
      },
    );

    if (suite.uniqueField) {
      const field = suite.uniqueField;
      it(`refuses a ${field} that is already used`, async () => {
        const body = { ...suite.input(fixtures, 4), [field]: suite.input(fixtures, 1)[field] };
        const response = await api.call('POST', suite.endpoint, body);
        expect(response.statusCode, response.body).toBe(422);
        expect(response.json().errors).toContainEqual(
          expect.objectContaining({ field, message: MESSAGES.alreadyUsed }),
        );
      });
    }

    it('answers 401 without a session and 403 to a role without the permission', async () => {
      const anonymous = await api.call('GET', suite.endpoint, undefined, {});
      expect(anonymous.statusCode).toBe(401);
      const writers = rolesWithAccess(suite.permission, 'write');
      const outsider = ROLES.find((role) => !writers.includes(role));
      if (!outsider) return;
      const headers = await api.headersFor(outsider);
      const response = await api.call('POST', suite.endpoint, suite.input(fixtures, 5), headers);
      expect(response.statusCode).toBe(403);
      expect(response.json().errors[0].message).toBe(
        'Sie haben keine Berechtigung für diese Aktion.',
      );
    });

    if (suite.conflict) {
      const conflict = suite.conflict;
      it('refuses to delete an entity that is still referred to (409)', async () => {
        const target = created[1]!;
        await conflict.arrange(api, target, fixtures);
        const response = await api.call('DELETE', url(target.id));
        expect(response.statusCode, response.body).toBe(409);
        expect(response.json().errors[0].message).toMatch(conflict.message);
        expect((await api.call('GET', url(target.id))).statusCode).toBe(200);
      });
    }

    it('deletes an entity and logs what it was', async () => {
      const target = created[0]!;
      const response = await api.call('DELETE', url(target.id));
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ data: null });
      expect((await api.call('GET', url(target.id))).statusCode).toBe(404);
      const entry = await api.lastAuditEntry(suite.entity, target.id);
      expect(entry).toMatchObject({ action: 'delete', after: null, before: { id: target.id } });
      expect((await api.call('DELETE', url(target.id))).statusCode).toBe(404);
    });

    suite.extra?.(() => ({ api, fixtures }));
  });
}
