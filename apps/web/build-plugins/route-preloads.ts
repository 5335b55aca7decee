import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { type RoutePreload, routePathPattern } from '../src/config/route-preloads.ts';
import { browserBuildOnly } from './server-renderer.ts';

/** What the server reads from `dist/route-preloads.json` (apps/server/src/platform/web-app.ts). */
export type RoutePreloadManifest = {
  routes: { pattern: string; scripts: string[]; styles: string[]; embedInit: boolean }[];
};

export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/**
 * Resolves each route's source modules to the built files it needs (its chunks, every chunk they
 * import statically, and their CSS) and writes them to `route-preloads.json`. Files the entry
 * already loads from index.html are left out. A module that is missing from the build fails it:
 * a renamed page must not silently lose its preload.
 */
export function routePreloads(routes: readonly RoutePreload[]): Plugin {
  return {
    name: 'shop-route-preloads',
    apply: browserBuildOnly,
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (item): item is Rolldown.OutputChunk => item.type === 'chunk',
      );
      const entryFiles = new Set(
        chunks.filter((chunk) => chunk.isEntry).flatMap((chunk) => closure(bundle, chunk.fileName)),
      );
      const entryStyles = new Set([...entryFiles].flatMap((file) => stylesOf(bundle, file)));
      const root = this.environment.config.root;
      const manifest: RoutePreloadManifest = {
        routes: routes.map((route) => {
          const files = route.modules.flatMap((module) => {
            const modulePath = path.resolve(root, module);
            const chunk = chunks.find((candidate) => candidate.facadeModuleId === modulePath);
            if (!chunk) this.error(`route-preloads: ${module} is not a chunk of this build`);
            return closure(bundle, chunk.fileName);
          });
          const scripts = unique(files.filter((file) => !entryFiles.has(file)));
          const styles = unique(files.flatMap((file) => stylesOf(bundle, file))).filter(
            (style) => !entryStyles.has(style),
          );
          return {
            pattern: routePathPattern(route.path),
            scripts: scripts.map((file) => `/${file}`),
            styles: styles.map((file) => `/${file}`),
            embedInit: route.embedInit,
          };
        }),
      };
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: `${JSON.stringify(manifest, null, 2)}\n`,
      });
    },
  };
}

/** A chunk and every chunk it imports statically, depth first, the chunk itself first. */
function closure(
  bundle: Rolldown.OutputBundle,
  fileName: string,
  seen = new Set<string>(),
): string[] {
  if (seen.has(fileName)) return [];
  seen.add(fileName);
  const chunk = bundle[fileName];
  if (chunk?.type !== 'chunk') return [];
  return [fileName, ...chunk.imports.flatMap((imported) => closure(bundle, imported, seen))];
}

function stylesOf(bundle: Rolldown.OutputBundle, fileName: string): string[] {
  const chunk = bundle[fileName];
  return chunk?.type === 'chunk' ? [...(chunk.viteMetadata?.importedCss ?? [])] : [];
}

const unique = (values: string[]) => [...new Set(values)];
