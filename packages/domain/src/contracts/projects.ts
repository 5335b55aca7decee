import { z } from 'zod';
import { entityIdSchema, optionalText, requiredText } from './fields.ts';
import { listQuerySchema } from './paging.ts';

/**
 * Projects and tasks (spec §1 "projects and tasks", §3 collections, §7 CRUD /api/projects and
 * /api/tasks with query; docs/decisions/035-time-tracking-projects-and-sheets.md): an activity on the
 * time clock may name a project and one of its tasks. Area `timeTracking`.
 */

export const PROJECT_MESSAGES = {
  projectNotFound: 'Das Projekt wurde nicht gefunden.',
  taskNotFound: 'Die Aufgabe wurde nicht gefunden.',
  projectRequired: 'Bitte wählen Sie ein Projekt.',
  taskNotInProject: 'Die Aufgabe gehört nicht zum gewählten Projekt.',
  position: 'Bitte geben Sie eine ganze Zahl ab 0 an.',
} as const;

export const staffProjectSchema = z.object({
  id: z.number().int().positive(),
  /** The project number (e.g. a cost centre), optional. */
  number: z.string().nullable(),
  name: z.string(),
  description: z.string().nullable(),
  isEnabled: z.boolean(),
});
export type StaffProject = z.infer<typeof staffProjectSchema>;

export const projectInputSchema = z.strictObject({
  number: optionalText(50),
  name: requiredText(100),
  description: optionalText(2000),
  isEnabled: z.boolean().default(true),
});
export type ProjectInput = z.infer<typeof projectInputSchema>;

export const staffTaskSchema = z.object({
  id: z.number().int().positive(),
  project: z.object({ id: z.number().int().positive() }),
  name: z.string(),
  description: z.string().nullable(),
  position: z.number().int(),
  isEnabled: z.boolean(),
});
export type StaffTask = z.infer<typeof staffTaskSchema>;

const position = z
  .number({ error: PROJECT_MESSAGES.position })
  .int({ error: PROJECT_MESSAGES.position })
  .min(0, { error: PROJECT_MESSAGES.position })
  .max(100_000, { error: PROJECT_MESSAGES.position });

export const taskInputSchema = z.strictObject({
  projectId: entityIdSchema.nullable().refine((value) => value !== null, {
    error: PROJECT_MESSAGES.projectRequired,
  }),
  name: requiredText(100),
  description: optionalText(2000),
  position: position.default(0),
  isEnabled: z.boolean().default(true),
});
export type TaskInput = z.infer<typeof taskInputSchema>;

export const projectListQuerySchema = listQuerySchema;
export const taskListQuerySchema = listQuerySchema.extend({
  projectId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export type TaskListQuery = z.infer<typeof taskListQuerySchema>;
