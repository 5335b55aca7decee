import { de } from '../../../i18n/de.ts';
import { resourceRoutes } from '../resource/resource-routes.tsx';
import type { BackofficeArea } from '../shell/areas.ts';
import { donateesResource } from './donatees/donatees-resource.tsx';

/**
 * Inhalte: the donatees' screens. Their navigation entry stays under Katalog for now
 * (catalogue/area.tsx), so the area shows no items of its own yet.
 */
export const contentArea: BackofficeArea = {
  key: 'content',
  label: de.backoffice.areas.content,
  icon: 'content',
  items: [],
  routes: [...resourceRoutes(donateesResource)],
};
