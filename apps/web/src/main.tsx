import './styles/global.css';
import './lib/zod-csp.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { apiUrls } from './config/api-urls.ts';
import { isBackofficePath } from './config/paths.ts';
import { preloadGet } from './lib/preload.ts';

// The storefront needs /api/init before it can show anything: ask while its code downloads.
if (!isBackofficePath(window.location.pathname)) preloadGet(apiUrls.init);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
