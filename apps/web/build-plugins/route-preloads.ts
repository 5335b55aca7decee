import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { type RoutePreload, routePathPattern } from '../src/config/route-preloads.ts';
import { browserBuildOnly } from './server-renderer.ts';

/** What the server reads from `dist/route-preloads.json` (apps/server/src/platform/web-app.ts). */
export type RoutePreloadManifest = {
  routes: {
    pattern: string;
    scripts: string[];
    styles: string[];
    /** `styles` in one file, in their order, for a rendered route with two or more; else null. */
    stylesheet: string | null;
    embedInit: boolean;
  }[];
};

export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/**
 * Resolves each route's source modules to the built files it needs (its chunks, every chunk they
 * import statically, and their CSS; of its `styleModules` the CSS only) and writes them to
 * `route-preloads.json`. Files the entry already loads from index.html are left out. A module
 * that is missing from the build fails it: a renamed page must not silently lose its preload.
 *
 * A route's stylesheets also go out as one file (`stylesheet`), for the page the server renders:
 * on a slow line every request of the head costs a round trip, and a branch page's eight files
 * of 1 to 5 kB held its first paint for two (docs/budgets.md P6). The single files stay, for the chunks
 * that load them on a later navigation.
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
          const chunkFiles = (module: string) => {
            const modulePath = path.resolve(root, module);
            const chunk = chunks.find((candidate) => candidate.facadeModuleId === modulePath);
            if (!chunk) this.error(`route-preloads: ${module} is not a chunk of this build`);
            return closure(bundle, chunk.fileName);
          };
          const files = route.modules.flatMap(chunkFiles);
          const styleFiles = (route.styleModules ?? []).flatMap(chunkFiles);
          const scripts = unique(files.filter((file) => !entryFiles.has(file)));
          const styles = unique(
            [...files, ...styleFiles].flatMap((file) => stylesOf(bundle, file)),
          ).filter((style) => !entryStyles.has(style));
          const stylesheet =
            route.embedInit && styles.length > 1
              ? this.getFileName(
                  this.emitFile({
                    type: 'asset',
                    name: `route-${path.parse(route.modules.at(-1) ?? 'page').name}.css`,
                    source: styles.map((file) => cssSource(bundle, file)).join('\n'),
                  }),
                )
              : null;
          return {
            pattern: routePathPattern(route.path),
            scripts: scripts.map((file) => `/${file}`),
            styles: styles.map((file) => `/${file}`),
            stylesheet: stylesheet && `/${stylesheet}`,
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

function cssSource(bundle: Rolldown.OutputBundle, fileName: string): string {
  const asset = bundle[fileName];
  if (asset?.type !== 'asset') throw new Error(`route-preloads: ${fileName} is not in the build`);
  return typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
}

const unique = (values: string[]) => [...new Set(values)];
