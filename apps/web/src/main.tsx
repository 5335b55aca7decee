import './styles/global.css';
import './lib/zod-csp.ts';
import { EMBEDDED_INIT_ELEMENT_ID } from '@shop/domain';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { prepareStorefront } from './app/router.tsx';
import { apiUrls } from './config/api-urls.ts';
import { isBackofficePath } from './config/surfaces.ts';
import { afterFirstPaint } from './lib/after-first-paint.ts';
import { installPopStateGate } from './lib/pop-state-gate.ts';
import { adoptEmbedded, preloadGet } from './lib/preload.ts';

// Before the router listens: the back-office's unsaved-changes guard sees back steps first.
installPopStateGate();

// index.html has it; without it, the first line that reads it fails (docs/budgets.md P5: every
// byte of this entry counts).
const root = document.getElementById('root') as HTMLElement;
// The server rendered the page (apps/server/src/platform/web-app.ts) at this instant: hydrate it.
const renderedAt = Number(root.dataset.renderedAt);
const isRendered = !Number.isNaN(renderedAt);
const page = <App renderedAt={isRendered ? renderedAt : undefined} />;
// React runs Strict Mode's checks in development only; the production entry leaves the wrapper
// out (docs/budgets.md P5: every byte of this entry counts).
const app = import.meta.env.DEV ? <StrictMode>{page}</StrictMode> : page;
// A transition: React renders the first page in slices of a few milliseconds, not in one long
// task that would hold up the main thread (docs/budgets.md P6, total blocking time).
const render = () =>
  startTransition(() => {
    if (isRendered) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });

const { pathname } = window.location;
if (isBackofficePath(pathname)) {
  render();
} else {
  // The storefront needs /api/init before it can show anything: our server embeds it in every
  // storefront page (web-app.ts); Vite's dev server does not, so there it is asked for while the
  // storefront's code downloads. Only there: the production entry leaves that code out
  // (docs/budgets.md P5).
  if (!adoptEmbedded(apiUrls.init, EMBEDDED_INIT_ELEMENT_ID) && import.meta.env.DEV) {
    preloadGet(apiUrls.init);
  }
  // The page's code is asked for once the browser has shown the server's page (or, without one,
  // index.html's loading screen) (lib/after-first-paint.ts). The loading screen stays until the
  // page's code and data are in; the first render then shows the page (a failure renders too:
  // the shell shows it with a retry).
  afterFirstPaint()
    .then(() => prepareStorefront(pathname))
    .then(render, render);
}
