import { staffUserSchema } from '@shop/domain';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers.ts';
import { auditLogs, users } from '../../db/schema/index.ts';
import {
  buildBranch,
  buildStaffUser,
  loginHeaders,
  manualClock,
  postLogin,
  sessionHeaders,
} from '../auth/auth.test-support.ts';
import { USERS_MESSAGES } from './users.service.ts';

const clock = manualClock('2026-12-02T11:00:00.000Z');
let context: Awaited<ReturnType<typeof createTestApp>>;
let admin: Record<string, string>;
let adminId: number;
let hamburg: number;
let leipzig: number;

beforeAll(async () => {
  context = await createTestApp({ now: clock.now });
  hamburg = await buildBranch(context.db, 'Hamburg');
  leipzig = await buildBranch(context.db, 'Leipzig');
  adminId = await buildStaffUser(context.db, {
    email: 'chefin@example.test',
    roles: ['ROLE_ADMIN'],
  });
  admin = await loginHeaders(context.app, 'chefin@example.test');
  for (const [index, name] of ['Zoe Zimmer', 'Bernd Bäcker', 'Carla Conditorei'].entries()) {
    const [firstName, lastName] = name.split(' ');
    await context.db.insert(users).values({
      email: `person${index}@example.test`,
      firstName,
      lastName,
      roles: ['ROLE_EDITOR'],
    });
  }
});
afterAll(() => context.close());

type Call = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object };
const call = ({ method, url, payload }: Call, headers: Record<string, string> = admin) =>
  context.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const newEmployee = {
  email: 'Neu.Mitarbeiter@Example.test',
  firstName: 'Nina',
  lastName: 'Neumann',
  roles: ['ROLE_EMPLOYEE'],
  branchIds: [0],
  isEnabled: true,
  expiresAt: '2027-03-31',
  password: 'Laugenbrezel-mit-Butter-7',
};

describe('users API', () => {
  let createdId: number;

  it('creates a branch employee and never sends a password hash', async () => {
    const response = await call({
      method: 'POST',
      url: '/api/users',
      payload: { ...newEmployee, branchIds: [hamburg] },
    });
    expect(response.statusCode).toBe(201);
    const user = staffUserSchema.parse(response.json().data);
    createdId = user.id;
    expect(user).toMatchObject({
      email: 'neu.mitarbeiter@example.test',
      roles: ['ROLE_EMPLOYEE'],
      branches: [{ id: hamburg }],
      expiresAt: '2027-03-31',
      hasPassword: true,
    });
    expect(response.body).not.toMatch(/argon2|passwordHash|password_hash/);
    const [row] = await context.db.select().from(users).where(eq(users.id, createdId));
    // Valid through 31 March in Berlin: expires when 1 April starts there (CEST, UTC+2).
    expect(row?.expiresAt?.toISOString()).toBe('2027-03-31T22:00:00.000Z');
    const login = await postLogin(
      context.app,
      'neu.mitarbeiter@example.test',
      newEmployee.password,
    );
    expect(login.statusCode).toBe(200);
  });

  it('reads one user and lists users with search, sort and pagination', async () => {
    const one = await call({ method: 'GET', url: `/api/users/${createdId}` });
    expect(one.json().data.email).toBe('neu.mitarbeiter@example.test');

    const page = await call({ method: 'GET', url: '/api/users?sort=-email&page=1&pageSize=2' });
    expect(page.statusCode).toBe(200);
    const data = page.json().data;
    expect(data).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(data.items.map((user: { email: string }) => user.email)).toEqual([
      'person2@example.test',
      'person1@example.test',
    ]);

    const found = await call({ method: 'GET', url: '/api/users?search=b%C3%A4cker' });
    expect(found.json().data.items.map((user: { email: string }) => user.email)).toEqual([
      'person1@example.test',
    ]);
    const byLastName = await call({ method: 'GET', url: '/api/users?sort=lastName&pageSize=100' });
    const lastNames = byLastName
      .json()
      .data.items.map((user: { lastName: string }) => user.lastName);
    expect(lastNames.slice(0, 3)).toEqual(['Bäcker', 'chefin', 'Conditorei']);
  });

  it('refuses an unknown sort field and a wild page size with German messages', async () => {
    const sort = await call({ method: 'GET', url: '/api/users?sort=passwordHash' });
    expect(sort.statusCode).toBe(422);
    expect(sort.json().errors[0]).toMatchObject({
      field: 'sort',
      message: USERS_MESSAGES.unknownSort,
    });
    const size = await call({ method: 'GET', url: '/api/users?pageSize=5000' });
    expect(size.statusCode).toBe(422);
    expect(size.json().errors[0].field).toBe('pageSize');
  });

  it.each([
    [
      'a used email (any case)',
      { ...newEmployee, email: 'CHEFIN@example.test', branchIds: [1] },
      'email',
      'Diese E-Mail-Adresse wird bereits verwendet.',
    ],
    [
      'an invalid email',
      { ...newEmployee, email: 'nina' },
      'email',
      'Diese E-Mail-Adresse ist ungültig.',
    ],
    [
      'no role',
      { ...newEmployee, email: 'x@example.test', roles: [] },
      'roles',
      'Bitte wählen Sie mindestens eine Rolle aus.',
    ],
    [
      'an employee without branch',
      { ...newEmployee, email: 'x@example.test', branchIds: [] },
      'branchIds',
      'Bitte wählen Sie mindestens eine Filiale für diesen Mitarbeiter aus.',
    ],
    [
      'an unknown branch',
      { ...newEmployee, email: 'x@example.test', branchIds: [987654] },
      'branchIds',
      USERS_MESSAGES.unknownBranch,
    ],
    [
      'an unknown department',
      { ...newEmployee, email: 'x@example.test', branchIds: [1], departmentId: 987654 },
      'departmentId',
      USERS_MESSAGES.unknownDepartment,
    ],
    [
      'a leaked password',
      { ...newEmployee, email: 'x@example.test', branchIds: [1], password: 'Sommer2024!' },
      'password',
      'Dieses Passwort ist in einem Datenleck aufgetaucht. Bitte wählen Sie ein anderes Passwort.',
    ],
    [
      'a password hash sent along',
      { ...newEmployee, email: 'x@example.test', passwordHash: 'x' },
      undefined,
      'Unbekannte Felder: passwordHash.',
    ],
  ])('refuses %s with a German 422', async (_name, payload, field, message) => {
    const body = { ...payload } as Record<string, unknown>;
    if (Array.isArray(body.branchIds) && body.branchIds[0] === 1) body.branchIds = [hamburg];
    const response = await call({ method: 'POST', url: '/api/users', payload: body });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toContainEqual(
      field ? expect.objectContaining({ field, message }) : expect.objectContaining({ message }),
    );
  });

  it('updates roles and branches; a blank password keeps the old one', async () => {
    const response = await call({
      method: 'PUT',
      url: `/api/users/${createdId}`,
      payload: { ...newEmployee, branchIds: [hamburg, leipzig], password: '' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.branches).toEqual([{ id: hamburg }, { id: leipzig }]);
    const login = await postLogin(
      context.app,
      'neu.mitarbeiter@example.test',
      newEmployee.password,
    );
    expect(login.statusCode).toBe(200);
  });

  it('ends the sessions of a user at once when the user is disabled', async () => {
    const employee = await loginHeaders(
      context.app,
      'neu.mitarbeiter@example.test',
      newEmployee.password,
    );
    const me = () => call({ method: 'GET', url: '/api/users/me' }, employee);
    expect((await me()).statusCode).toBe(200);
    const response = await call({
      method: 'PUT',
      url: `/api/users/${createdId}`,
      payload: { ...newEmployee, branchIds: [hamburg], isEnabled: false },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.isEnabled).toBe(false);
    expect((await me()).statusCode).toBe(401);
  });

  it('keeps an admin from locking themselves out', async () => {
    const self = { email: 'chefin@example.test', roles: ['ROLE_ADMIN'], isEnabled: true };
    const disable = await call({
      method: 'PUT',
      url: `/api/users/${adminId}`,
      payload: { ...self, isEnabled: false },
    });
    expect(disable.statusCode).toBe(409);
    expect(disable.json().errors[0].message).toBe(USERS_MESSAGES.cannotDisableSelf);
    const demote = await call({
      method: 'PUT',
      url: `/api/users/${adminId}`,
      payload: { ...self, roles: ['ROLE_MANAGER'] },
    });
    expect(demote.json().errors[0].message).toBe(USERS_MESSAGES.cannotDropOwnAdmin);
    const remove = await call({ method: 'DELETE', url: `/api/users/${adminId}` });
    expect(remove.statusCode).toBe(409);
    expect(remove.json().errors[0].message).toBe(USERS_MESSAGES.cannotDeleteSelf);
  });

  it('deletes a user; afterwards the user is not found (German 404)', async () => {
    const response = await call({ method: 'DELETE', url: `/api/users/${createdId}` });
    expect(response.statusCode).toBe(200);
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const gone = await call({
        method,
        url: `/api/users/${createdId}`,
        ...(method === 'PUT' ? { payload: { ...newEmployee, branchIds: [hamburg] } } : {}),
      });
      expect(gone.statusCode, method).toBe(404);
      expect(gone.json().errors[0].message).toBe('Der Benutzer wurde nicht gefunden.');
    }
    expect((await call({ method: 'GET', url: '/api/users/abc' })).statusCode).toBe(404);
  });

  it('is for admins only: 401 without a session, 403 for every other role', async () => {
    const calls: Call[] = [
      { method: 'GET', url: '/api/users' },
      { method: 'GET', url: `/api/users/${adminId}` },
      { method: 'POST', url: '/api/users', payload: newEmployee },
      { method: 'PUT', url: `/api/users/${adminId}`, payload: newEmployee },
      { method: 'DELETE', url: `/api/users/${adminId}` },
    ];
    const others = [];
    for (const role of ['ROLE_MANAGER', 'ROLE_EMPLOYEE', 'ROLE_EDITOR'] as const) {
      const id = await buildStaffUser(context.db, {
        email: `${role.toLowerCase()}@example.test`,
        roles: [role],
        branchIds: [hamburg],
        password: null,
      });
      others.push(await sessionHeaders(context.db, id, clock.now()));
    }
    for (const request of calls) {
      expect((await call(request, {})).statusCode).toBe(401);
      for (const headers of others) {
        const response = await call(request, headers);
        expect(response.statusCode).toBe(403);
        expect(response.json().errors[0].message).toBe(
          'Sie haben keine Berechtigung für diese Aktion.',
        );
      }
    }
  });
});

describe('GET /api/branches/options (staff branch list)', () => {
  it('lists every branch for admins and only their own for a branch employee', async () => {
    const all = await call({ method: 'GET', url: '/api/branches/options' });
    expect(all.statusCode).toBe(200);
    expect(all.json().data.map((branch: { name: string }) => branch.name)).toEqual([
      'Hamburg',
      'Leipzig',
    ]);
    const id = await buildStaffUser(context.db, {
      email: 'nur-leipzig@example.test',
      roles: ['ROLE_EMPLOYEE'],
      branchIds: [leipzig],
      password: null,
    });
    const own = await call(
      { method: 'GET', url: '/api/branches/options' },
      await sessionHeaders(context.db, id, clock.now()),
    );
    expect(own.json().data).toEqual([
      expect.objectContaining({ id: leipzig, name: 'Leipzig', isEnabled: true }),
    ]);
  });
});

describe('audit log of user changes', () => {
  it('records create, update and delete with the acting admin, never a password hash', async () => {
    const created = await call({
      method: 'POST',
      url: '/api/users',
      payload: {
        email: 'protokoll@example.test',
        roles: ['ROLE_EDITOR'],
        password: newEmployee.password,
      },
    });
    const id = created.json().data.id as number;
    await call({
      method: 'PUT',
      url: `/api/users/${id}`,
      payload: { email: 'protokoll@example.test', roles: ['ROLE_MANAGER'] },
    });
    await call({ method: 'DELETE', url: `/api/users/${id}` });
    const rows = await context.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, 'user'), eq(auditLogs.entityId, String(id))))
      .orderBy(asc(auditLogs.id));
    expect(rows.map((row) => [row.action, row.userId])).toEqual([
      ['create', adminId],
      ['update', adminId],
      ['delete', adminId],
    ]);
    expect(rows[1]?.before).toMatchObject({ roles: ['ROLE_EDITOR'] });
    expect(rows[1]?.after).toMatchObject({ roles: ['ROLE_MANAGER'] });
    expect(JSON.stringify(rows)).not.toMatch(/argon2|passwordHash/);
  });
});

describe('paths that name no user (docs/decisions/025)', () => {
  it('answer the German 404 after the login check', async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      for (const url of ['/api/users/abc', '/api/users/0']) {
        const payload = method === 'PUT' ? { email: 'x' } : undefined;
        expect((await call({ method, url, payload }, {})).statusCode, url).toBe(401);
        const response = await call({ method, url, payload });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.json().errors[0].message).toBe(USERS_MESSAGES.notFound);
      }
    }
  });
});
