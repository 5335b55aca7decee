import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { de } from './src/i18n/de.ts';

/** The API server that `vite` (dev) proxies to; `npm start` serves everything from one port. */
const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:3000';
const proxied = ['/api', '/image', '/upload', '/fonts'];

/** Fills the static texts of index.html from the German catalogue, so it stays the only source. */
function htmlTexts(): Plugin {
  return {
    name: 'shop-html-texts',
    transformIndexHtml: (html) =>
      html
        .replaceAll('%DOCUMENT_TITLE%', de.document.defaultTitle)
        .replaceAll('%DOCUMENT_DESCRIPTION%', de.document.description),
  };
}

export default defineConfig({
  plugins: [react(), htmlTexts()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Every browser we support has <link rel="modulepreload">; the polyfill only costs bytes.
    modulePreload: { polyfill: false },
    rolldownOptions: {
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
});
