import { useEffect } from 'react';
import { endHydration } from '../lib/render-time.ts';
import { AppProviders } from './providers.tsx';
import { AppRouter } from './router.tsx';

export function App() {
  // The first commit has hydrated the server's HTML (if any).
  useEffect(endHydration, []);
  return (
    <AppProviders>
      <AppRouter />
    </AppProviders>
  );
}
