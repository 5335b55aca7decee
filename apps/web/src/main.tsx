import './styles/global.css';
import './lib/zod-csp.ts';
import { EMBEDDED_INIT_ELEMENT_ID } from '@shop/domain';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { apiUrls } from './config/api-urls.ts';
import { isBackofficePath } from './config/surfaces.ts';
import { adoptEmbedded, preloadGet } from './lib/preload.ts';

// The storefront needs /api/init before it can show anything: the server embeds it in the page;
// without it (dev server), ask while the storefront's code downloads.
if (
  !isBackofficePath(window.location.pathname) &&
  !adoptEmbedded(apiUrls.init, EMBEDDED_INIT_ELEMENT_ID)
) {
  preloadGet(apiUrls.init);
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
