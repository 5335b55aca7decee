import './styles/global.css';
import './lib/zod-csp.ts';
import { EMBEDDED_INIT_ELEMENT_ID } from '@shop/domain';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { prepareStorefront } from './app/router.tsx';
import { apiUrls } from './config/api-urls.ts';
import { isBackofficePath } from './config/surfaces.ts';
import { installPopStateGate } from './lib/pop-state-gate.ts';
import { adoptEmbedded, preloadGet } from './lib/preload.ts';

// Before the router listens: the back-office's unsaved-changes guard sees back steps first.
installPopStateGate();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// The server rendered the page (apps/server/src/platform/web-app.ts) at this instant: hydrate it.
const renderedAt = Number(root.dataset.renderedAt);
const app = (
  <StrictMode>
    <App renderedAt={Number.isNaN(renderedAt) ? undefined : renderedAt} />
  </StrictMode>
);
// A transition: React renders the first page in slices of a few milliseconds, not in one long
// task that would hold up the main thread (docs/budgets.md P6, total blocking time).
const render = () =>
  startTransition(() => {
    if (Number.isNaN(renderedAt)) {
      createRoot(root).render(app);
      return;
    }
    hydrateRoot(root, app);
  });

const { pathname } = window.location;
if (isBackofficePath(pathname)) {
  render();
} else {
  // The storefront needs /api/init before it can show anything: the server embeds it in the page;
  // without it (dev server), ask while the storefront's code downloads.
  if (!adoptEmbedded(apiUrls.init, EMBEDDED_INIT_ELEMENT_ID)) preloadGet(apiUrls.init);
  // index.html's loading screen stays until the page's code and data are in; the first render
  // then shows the page (a failure renders too: the shell shows it with a retry).
  prepareStorefront(pathname)
    .catch(() => undefined)
    .then(render);
}
