import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './build-plugins/precompress.ts';
import { routePreloads } from './build-plugins/route-preloads.ts';
import { serverRenderer } from './build-plugins/server-renderer.ts';
import { routePreloads as routePreloadList } from './src/config/route-preloads.ts';
import { de } from './src/i18n/de.ts';

/** The API server that `vite` (dev) proxies to; `npm start` serves everything from one port. */
const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:3000';
const proxied = ['/api', '/image', '/upload', '/fonts'];

/**
 * React Router's package exports lead every bundler to its development build (warnings and
 * invariant texts); its production build, shipped beside it with the same API, is ~0.5 kB gzip
 * smaller in the entry (docs/budgets.md P5). Used for `vite build` when it is there.
 */
function reactRouterProductionBuild(): { find: RegExp; replacement: string }[] {
  const development = fileURLToPath(import.meta.resolve('react-router'));
  const production = development.replace(
    /([\\/])development([\\/])index\.m?js$/,
    '$1production$2index.mjs',
  );
  return production !== development && existsSync(production)
    ? [{ find: /^react-router$/, replacement: production }]
    : [];
}

/** Fills the static texts of index.html from the German catalogue, so it stays the only source. */
function htmlTexts(): Plugin {
  return {
    name: 'shop-html-texts',
    transformIndexHtml: (html) =>
      html
        .replaceAll('%DOCUMENT_TITLE%', de.document.defaultTitle)
        .replaceAll('%DOCUMENT_DESCRIPTION%', de.document.description)
        .replaceAll('%LOADING%', de.common.loading),
  };
}

/**
 * The service worker (docs/decisions/031-installable-app-and-kiosk.md): Workbox through
 * vite-plugin-pwa in injectManifest mode, written to `/sw.js` beside index.html. The manifest is
 * the server's (it comes from the shop's settings), the registration the storefront's own lazy
 * code (docs/budgets.md P5), so the plugin injects neither.
 */
function serviceWorker(): Plugin[] {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/sw',
    filename: 'sw.ts',
    manifest: false,
    injectRegister: false,
    injectManifest: {
      // The shell and the storefront's hashed code and styles; not the server renderer, not the
      // map (loaded with consent only) and the back-office's routes, not the precompressed copies.
      globPatterns: ['index.html', 'favicon.svg', 'assets/*.{js,css,woff2}'],
      globIgnores: [
        'ssr/**',
        '**/*.br',
        '**/*.gz',
        '**/maplibre*',
        '**/configured-style*',
        '**/backoffice-*',
      ],
      maximumFileSizeToCacheInBytes: 1024 * 1024,
    },
  });
}

export default defineConfig(({ command, isSsrBuild }) => {
  // A build is what customers get, whatever NODE_ENV the caller runs with (the browser tests start
  // the server with NODE_ENV=test): React's production build, never its development build.
  if (command === 'build') process.env.NODE_ENV = 'production';
  return {
    plugins: [
      react(),
      htmlTexts(),
      routePreloads(routePreloadList),
      precompress(),
      serverRenderer(),
      ...(isSsrBuild ? [] : serviceWorker()),
    ],
    resolve: { alias: command === 'build' ? reactRouterProductionBuild() : [] },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      target: 'es2022',
      // A lazy chunk's own imports are not announced with <link rel="modulepreload">: Vite's loader
      // added one link per file (fourteen for a branch page) while the page hydrated, 10 to 15 ms
      // of main thread on a fast machine, and Lighthouse's phone counted two to four times the
      // total blocking time (docs/budgets.md P6: branch page 114 -> 54 ms, checkout 226 -> 43 ms, A/B).
      // The browser fetches a chunk's imports when it has read the chunk, one round trip later.
      // Links to a page fetch its chunk when pointed at or focused (storefront-routes.tsx); a
      // page the server did not render gets its files announced in the HTML (web-app.ts). The
      // loader still adds the chunks' stylesheets, unless the page links them already.
      modulePreload: false,
      rolldownOptions: {
        // A zod schema no page code uses is dropped with its module's other unused code: building
        // one changes nothing outside it (the web app registers no schema metadata). A storefront
        // module that shares a file with a back-office schema then does not load zod
        // (docs/budgets.md P6: the checkout's first visit loads no schema library).
        treeshake: { manualPureFunctions: ['z'] },
        output: {
          entryFileNames: 'assets/[name]-[hash].js',
          chunkFileNames: 'assets/[name]-[hash].js',
          assetFileNames: 'assets/[name]-[hash][extname]',
        },
      },
    },
    server: {
      host: '127.0.0.1',
      proxy: Object.fromEntries(proxied.map((prefix) => [prefix, { target: apiTarget }])),
    },
    preview: {
      proxy: Object.fromEntries(proxied.map((prefix) => [prefix, { target: apiTarget }])),
    },
  };
});
