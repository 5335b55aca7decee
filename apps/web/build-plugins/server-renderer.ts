import path from 'node:path';
import { build, type Plugin, type ResolvedConfig } from 'vite';

/** The folder inside the web build that holds the server renderer (never served). */
export const SERVER_RENDERER_DIR = 'ssr';

/**
 * After the browser build, bundles src/entry-server.tsx for Node into `{outDir}/ssr/`
 * (entry-server.js plus its chunks), with React's production build and every dependency inside,
 * so the server imports one self-contained module (docs/decisions/013-server-rendered-storefront.md).
 * Being part of `vite build`, every caller of the build (npm start, the browser tests' own
 * output folder) gets both.
 */
export function serverRenderer(): Plugin {
  let config: ResolvedConfig | undefined;
  return {
    name: 'shop-server-renderer',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (!config) return;
      await build({
        configFile: config.configFile,
        root: config.root,
        mode: config.mode,
        logLevel: config.logLevel,
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        ssr: { noExternal: true, target: 'node' },
        build: {
          ssr: 'src/entry-server.tsx',
          outDir: path.join(config.build.outDir, SERVER_RENDERER_DIR),
          emptyOutDir: true,
          copyPublicDir: false,
          rolldownOptions: { output: { entryFileNames: 'entry-server.js' } },
        },
      });
    },
  };
}

/** For the plugins that belong to the browser build only (route preloads, precompression). */
export const browserBuildOnly: Plugin['apply'] = (_config, env) =>
  env.command === 'build' && !env.isSsrBuild;
