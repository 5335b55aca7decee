import './styles/global.css';
import './lib/zod-csp.ts';
import { EMBEDDED_INIT_ELEMENT_ID } from '@shop/domain';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
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
/**
 * The app (the router, the query cache, the surfaces' route tables) is a chunk of its own: the entry
 * holds React and what runs before the first render, and the app's code comes with the page's own
 * code, in the same round trip (docs/budgets.md P5; docs/decisions/017-customer-journey-comfort.md).
 * Keep this module's imports to those: when it imported a module the lazy chunks share
 * (lib/lazy-with-preload.tsx), the bundler moved React and its runtime out of the entry into chunks
 * the entry imports, one more round trip before anything runs (bench/README.md, 2026-11-29 03:20).
 */
const loadApp = () => import('./app/app.tsx');
const render = ({ App }: Awaited<ReturnType<typeof loadApp>>) => {
  const page = <App renderedAt={isRendered ? renderedAt : undefined} />;
  // React runs Strict Mode's checks in development only; production leaves the wrapper out.
  const app = import.meta.env.DEV ? <StrictMode>{page}</StrictMode> : page;
  // A transition: React renders the first page in slices of a few milliseconds, not in one long
  // task that would hold up the main thread (docs/budgets.md P6, total blocking time).
  startTransition(() => {
    if (isRendered) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
};
// Without the app's code nothing reacts (a server-rendered page still shows, and its links still
// lead on): once the connection is back, the page loads again.
const reloadWhenOnline = () =>
  window.addEventListener('online', () => window.location.reload(), { once: true });
// A surface's routes are asked for beside the app, not a round trip after it (the app's lazy
// routes then find them loaded or on their way). A failure there shows when the app renders them.
const ignore = () => undefined;

const { pathname } = window.location;
if (isBackofficePath(pathname)) {
  import('./app/backoffice-routes.tsx').catch(ignore);
  loadApp().then(render, reloadWhenOnline);
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
    .then(() => {
      import('./app/storefront-routes.tsx').catch(ignore);
      return loadApp();
    })
    .then((app) =>
      app
        .prepareStorefront(pathname)
        .catch(ignore)
        .then(() => app),
    )
    .then(render, reloadWhenOnline);
}
