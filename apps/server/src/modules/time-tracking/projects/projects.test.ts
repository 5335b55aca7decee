import { MESSAGES, PROJECT_MESSAGES, staffProjectSchema, staffTaskSchema } from '@shop/domain';
import { expect, it } from 'vitest';
import { createVia } from '../../../../test/catalogue-factories.ts';
import { describeResourceApi } from '../../../../test/resource-suite.ts';

const PROJECTS = ['Catering Messe', 'Hochzeit Berger', 'Inventur', 'Umbau Filiale', 'Schulung'];
const TASKS = ['Aufbau', 'Abbau', 'Lieferung', 'Zählen', 'Abrechnung'];

const project = (_fixtures: unknown, n: number) => ({
  number: `P-${100 + n}`,
  name: PROJECTS[n - 1],
  description: null,
});

/** spec §7 CRUD /api/projects (docs/decisions/035-time-tracking-projects-and-sheets.md). */
describeResourceApi({
  endpoint: '/api/projects',
  entity: 'project',
  permission: 'timeTracking',
  schema: staffProjectSchema,
  input: project,
  change: (_fixtures, body) => ({ ...body, description: 'Stand 12', isEnabled: false }),
  changed: { description: 'Stand 12', isEnabled: false },
  search: { term: () => 'Hochzeit', field: 'name' },
  sortField: 'name',
  invalid: [
    {
      name: 'no name',
      body: (fixtures) => ({ ...project(fixtures, 5), name: '   ' }),
      field: 'name',
      message: MESSAGES.notBlank,
    },
  ],
});

type TaskFixtures = { projectId: number; otherProjectId: number };

const task = (fixtures: TaskFixtures, n: number) => ({
  projectId: fixtures.projectId,
  name: TASKS[n - 1],
  position: n,
});

/** spec §7 CRUD /api/tasks with `?projectId=`. */
describeResourceApi<TaskFixtures>({
  endpoint: '/api/tasks',
  entity: 'task',
  permission: 'timeTracking',
  schema: staffTaskSchema,
  setup: async (api) => ({
    projectId: (await createVia(api, '/api/projects', { name: 'Catering' })).id,
    otherProjectId: (await createVia(api, '/api/projects', { name: 'Inventur' })).id,
  }),
  input: task,
  change: (_fixtures, body) => ({ ...body, name: 'Aufbau und Deko', position: 9 }),
  changed: { name: 'Aufbau und Deko', position: 9 },
  search: { term: () => 'Abbau', field: 'name' },
  sortField: 'name',
  invalid: [
    {
      name: 'no project',
      body: (fixtures) => ({ ...task(fixtures, 5), projectId: null }),
      field: 'projectId',
      message: PROJECT_MESSAGES.projectRequired,
    },
    {
      name: 'an unknown project',
      body: (fixtures) => ({ ...task(fixtures, 5), projectId: 999999 }),
      field: 'projectId',
      message: MESSAGES.invalidChoice,
    },
    {
      name: 'a negative position',
      body: (fixtures) => ({ ...task(fixtures, 5), position: -1 }),
      field: 'position',
      message: PROJECT_MESSAGES.position,
    },
  ],
  extra: (context) => {
    it('lists only the tasks of the project asked for', async () => {
      const { api, fixtures } = context();
      await createVia(api, '/api/tasks', { projectId: fixtures.otherProjectId, name: 'Zählen' });
      const response = await api.call('GET', `/api/tasks?projectId=${fixtures.otherProjectId}`);
      expect(response.statusCode).toBe(200);
      const names = response.json().data.items.map((t: { name: string }) => t.name);
      expect(names).toEqual(['Zählen']);
    });
  },
});
