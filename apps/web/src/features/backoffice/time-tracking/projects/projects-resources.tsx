import {
  projectInputSchema,
  type StaffProject,
  type StaffTask,
  staffProjectSchema,
  staffTaskSchema,
  taskInputSchema,
} from '@shop/domain';
import { timeTrackingDe } from '../../../../i18n/de/backoffice/time-tracking.ts';
import { de } from '../../../../i18n/de.ts';
import {
  descriptionField,
  enabledColumn,
  enabledField,
  nameField,
  numberOf,
  positionField,
} from '../../fields/common-fields.tsx';
import { defineResource } from '../../resource/define-resource.ts';
import { projectOptions } from './project-options.ts';

const t = timeTrackingDe.projects;
const c = de.backofficeCatalogue.common;

/** Area `timeTracking` screens (docs/decisions/035-time-tracking-projects-and-sheets.md). */
export const projectPaths = {
  projects: {
    path: '/backend/time-tracking/projects',
    href: () => '/backend/time-tracking/projects',
  },
  tasks: { path: '/backend/time-tracking/tasks', href: () => '/backend/time-tracking/tasks' },
} as const;

type ProjectValues = { number: string; name: string; description: string; isEnabled: boolean };

/** spec §7 CRUD projects, "Projekt". */
export const projectsResource = defineResource<StaffProject, ProjectValues>({
  name: de.backoffice.entities.projects,
  listPath: projectPaths.projects.path,
  endpoint: '/api/projects',
  permission: 'timeTracking',
  entitySchema: staffProjectSchema,
  formSchema: projectInputSchema,
  isSearchable: true,
  defaultSort: 'name',
  columns: [
    {
      key: 'name',
      label: c.name,
      sortField: 'name',
      isPrimary: true,
      render: (project) => project.name,
      secondary: (project) => project.number ?? '',
    },
    {
      key: 'number',
      label: t.number,
      sortField: 'number',
      isDesktopOnly: true,
      render: (project) => project.number ?? '',
    },
    enabledColumn(),
  ],
  fields: [
    nameField(),
    { name: 'number', label: t.number, type: 'text', hint: t.numberHint },
    descriptionField(),
    enabledField(),
  ],
  emptyValues: { number: '', name: '', description: '', isEnabled: true },
  toValues: (project) => ({
    number: project.number ?? '',
    name: project.name,
    description: project.description ?? '',
    isEnabled: project.isEnabled,
  }),
  toBody: (values) => ({
    number: values.number,
    name: values.name,
    description: values.description,
    isEnabled: values.isEnabled,
  }),
  titleOf: (project) => project.name,
});

type TaskValues = {
  projectId: string;
  name: string;
  description: string;
  position: string;
  isEnabled: boolean;
};

/** spec §7 CRUD tasks, "Aufgabe", filtered by project. */
export const tasksResource = defineResource<StaffTask, TaskValues>({
  name: de.backoffice.entities.tasks,
  listPath: projectPaths.tasks.path,
  endpoint: '/api/tasks',
  permission: 'timeTracking',
  entitySchema: staffTaskSchema,
  formSchema: taskInputSchema,
  isSearchable: true,
  defaultSort: 'position',
  filters: [{ name: 'projectId', label: t.project, type: 'select', optionsFrom: projectOptions }],
  columns: [
    {
      key: 'name',
      label: c.name,
      sortField: 'name',
      isPrimary: true,
      render: (task) => task.name,
    },
    {
      key: 'project',
      label: t.project,
      isDesktopOnly: true,
      render: (task, lookup) => lookup('projectId', String(task.project.id)) ?? '',
    },
    {
      key: 'position',
      label: c.position,
      sortField: 'position',
      isDesktopOnly: true,
      render: (task) => String(task.position),
    },
    enabledColumn(),
  ],
  fields: [
    {
      name: 'projectId',
      label: t.project,
      type: 'select',
      isRequired: true,
      optionsFrom: projectOptions,
    },
    nameField(),
    descriptionField(),
    positionField(),
    enabledField(),
  ],
  emptyValues: { projectId: '', name: '', description: '', position: '0', isEnabled: true },
  toValues: (task) => ({
    projectId: String(task.project.id),
    name: task.name,
    description: task.description ?? '',
    position: String(task.position),
    isEnabled: task.isEnabled,
  }),
  toBody: (values) => ({
    projectId: numberOf(values.projectId) ?? null,
    name: values.name,
    description: values.description,
    position: numberOf(values.position) ?? 0,
    isEnabled: values.isEnabled,
  }),
  titleOf: (task) => task.name,
});
