import { Route } from 'react-router';
import { backofficePaths } from '../../../config/backoffice-paths.ts';
import { de } from '../../../i18n/de.ts';
import { backofficeRoute, resourceRoutes } from '../resource/resource-routes.tsx';
import type { BackofficeArea } from '../shell/areas.ts';
import { SignagePlayerPage } from './player/player-page.tsx';
import { segmentsResource } from './segments-resource.tsx';
import { streamsResource } from './streams-resource.tsx';
import { tvsResource } from './tvs-resource.tsx';

const t = de.backofficeSignage;

/** Digital Signage (spec §1; docs/decisions/033-digital-signage.md): segments, streams, TVs. */
export const signageArea: BackofficeArea = {
  key: 'signage',
  label: de.backoffice.areas.signage,
  icon: 'signage',
  items: [
    { label: t.nav.segments, href: backofficePaths.signageSegments.href(), permission: 'signage' },
    { label: t.nav.streams, href: backofficePaths.signageStreams.href(), permission: 'signage' },
    { label: t.nav.devices, href: backofficePaths.signageDevices.href(), permission: 'signage' },
  ],
  routes: [
    ...resourceRoutes(segmentsResource),
    ...resourceRoutes(streamsResource),
    ...resourceRoutes(tvsResource),
  ],
  standaloneRoutes: [
    // The TV player opens with the TV's secret (no staff session).
    <Route
      key="signage-player"
      path={backofficeRoute(backofficePaths.signagePlayer.path)}
      element={<SignagePlayerPage />}
    />,
  ],
};
