import { de } from '../../../../i18n/de.ts';
import { optionsOf } from '../../resource/options-source.ts';

/** The projects and tasks as options (GET /api/projects/options, /api/tasks/options). */
export const projectOptions = optionsOf('/api/projects', de.backoffice.entities.projects);
export const taskOptions = optionsOf('/api/tasks', de.backoffice.entities.tasks);
