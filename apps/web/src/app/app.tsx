import { startTransition, useEffect, useState } from 'react';
import { endHydration, RenderTimeContext } from '../lib/render-time.ts';
import { AppProviders } from './providers.tsx';
import { AppRouter } from './router.tsx';

/** The entry prepares the storefront's first page with the app's route table (main.tsx). */
export { prepareStorefront } from './router.tsx';

/** One element for the app's lifetime: a change of the render time re-renders only its readers. */
const surfaces = (
  <AppProviders>
    <AppRouter />
  </AppProviders>
);

/** The browser's app; `renderedAt`: the instant the server rendered the HTML it hydrates. */
export function App({ renderedAt }: { renderedAt?: number | undefined }) {
  const [renderTime, setRenderTime] = useState(renderedAt);
  useEffect(() => {
    // The first commit has hydrated the server's HTML (if any); from now on this browser's clock.
    endHydration();
    startTransition(() => setRenderTime(undefined));
  }, []);
  return <RenderTimeContext value={renderTime}>{surfaces}</RenderTimeContext>;
}
