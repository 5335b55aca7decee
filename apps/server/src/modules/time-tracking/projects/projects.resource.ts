import {
  PROJECT_MESSAGES,
  type ProjectInput,
  projectInputSchema,
  projectListQuerySchema,
  type StaffProject,
  type StaffTask,
  staffProjectSchema,
  staffTaskSchema,
  type TaskInput,
  taskInputSchema,
  taskListQuerySchema,
} from '@shop/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import { projects, tasks } from '../../../db/schema/index.ts';
import type { Database } from '../../../platform/database.ts';
import { inIdOrder, plainRowWriters } from '../../../platform/resources/resource.repository.ts';
import { defineResource } from '../../../platform/resources/resource.ts';

async function loadProjects(db: Database, ids: number[]): Promise<StaffProject[]> {
  if (ids.length === 0) return [];
  const rows = await db.select().from(projects).where(inArray(projects.id, ids));
  return inIdOrder(
    ids,
    rows.map((row) => ({
      id: row.id,
      number: row.number,
      name: row.name,
      description: row.description,
      isEnabled: row.isEnabled,
    })),
  );
}

async function loadTasks(db: Database, ids: number[]): Promise<StaffTask[]> {
  if (ids.length === 0) return [];
  const rows = await db.select().from(tasks).where(inArray(tasks.id, ids));
  return inIdOrder(
    ids,
    rows.map((row) => ({
      id: row.id,
      // Tasks are always written with a project (taskInputSchema); the column allows null only
      // because the table was laid out before the contract.
      project: { id: row.projectId ?? 0 },
      name: row.name,
      description: row.description,
      position: row.position,
      isEnabled: row.isEnabled,
    })),
  );
}

/**
 * spec §7 CRUD /api/projects ("Projekt"); area `timeTracking`
 * (docs/decisions/035-time-tracking-projects-and-sheets.md). Deleting a project deletes its tasks;
 * activities that named it keep their times and lose only the reference.
 */
export const projectsResource = defineResource({
  entity: 'project',
  endpoint: '/api/projects',
  entitySchema: staffProjectSchema,
  permission: 'timeTracking',
  isCustomerVisible: false,
  notFoundMessage: PROJECT_MESSAGES.projectNotFound,
  inputSchema: projectInputSchema,
  listQuerySchema: projectListQuerySchema,
  table: projects,
  idColumn: projects.id,
  searchColumns: [projects.name, projects.number, projects.description],
  sortColumns: { name: sql`lower(${projects.name})`, number: projects.number },
  defaultSort: 'name',
  option: { name: projects.name, hint: projects.number, isEnabled: projects.isEnabled },
  load: loadProjects,
  ...plainRowWriters<ProjectInput>(projects, (input) => ({
    number: input.number,
    name: input.name,
    description: input.description,
    isEnabled: input.isEnabled,
  })),
});

/** spec §7 CRUD /api/tasks ("Aufgabe") with `?projectId=`; area `timeTracking`. */
export const tasksResource = defineResource({
  entity: 'task',
  endpoint: '/api/tasks',
  entitySchema: staffTaskSchema,
  permission: 'timeTracking',
  isCustomerVisible: false,
  notFoundMessage: PROJECT_MESSAGES.taskNotFound,
  inputSchema: taskInputSchema,
  listQuerySchema: taskListQuerySchema,
  table: tasks,
  idColumn: tasks.id,
  searchColumns: [tasks.name, tasks.description],
  sortColumns: { name: sql`lower(${tasks.name})`, position: tasks.position },
  defaultSort: 'position',
  filters: (query) => [query.projectId ? eq(tasks.projectId, query.projectId) : undefined],
  option: { name: tasks.name, isEnabled: tasks.isEnabled },
  load: loadTasks,
  ...plainRowWriters<TaskInput>(tasks, (input) => ({
    projectId: input.projectId,
    name: input.name,
    description: input.description,
    position: input.position,
    isEnabled: input.isEnabled,
  })),
  references: [{ field: 'projectId', column: projects.id, ids: (input) => [input.projectId] }],
});
