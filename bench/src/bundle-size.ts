import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot } from './config.ts';

export const distDir = path.join(repoRoot, 'apps', 'web', 'dist');

export interface AssetSize {
  file: string;
  bytes: number;
  gzipBytes: number;
}

export interface BundleSizes {
  built: boolean;
  /** Set when sources are newer than the build that was measured. */
  staleWarning?: string;
  /** What index.html makes the browser load at once: module script, modulepreloads. */
  initialJs: AssetSize[];
  /** Stylesheets index.html links. */
  initialCss: AssetSize[];
  jsGzipBytes: number;
  cssGzipBytes: number;
  /** Every JS and CSS file in dist/assets (lazy chunks included), largest first. */
  allAssets: AssetSize[];
  /**
   * What `/` loads after the entry before anything shows: the lazy storefront-routes chunk, the
   * chunks it imports and their CSS (the build's route-preloads.json).
   */
  storefrontLazyJs: AssetSize[];
  storefrontLazyJsGzipBytes: number;
  storefrontLazyCss: AssetSize[];
  storefrontLazyCssGzipBytes: number;
}

const sourcePaths = [
  path.join(repoRoot, 'apps', 'web', 'src'),
  path.join(repoRoot, 'apps', 'web', 'index.html'),
  path.join(repoRoot, 'apps', 'web', 'vite.config.ts'),
  path.join(repoRoot, 'packages', 'domain', 'src'),
];

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) {
      newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
    }
  }
  return newest;
}

function gzipSize(file: string, root = distDir): AssetSize {
  const content = readFileSync(file);
  return {
    file: path.relative(root, file),
    bytes: content.length,
    gzipBytes: gzipSync(content, { level: 9 }).length,
  };
}

function attr(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

function localFile(ref: string, root: string): string | undefined {
  if (/^(?:[a-z]+:)?\/\//i.test(ref) || ref.startsWith('data:')) return undefined;
  const clean = ref.split(/[?#]/)[0] ?? ref;
  return path.join(root, clean.replace(/^\/+/, ''));
}

/** The files index.html references: script src, modulepreload and stylesheet hrefs. */
export function initialReferences(html: string, root = distDir): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attr(tag, 'src');
    const file = src === undefined ? undefined : localFile(src, root);
    if (file) js.add(file);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = (attr(tag, 'rel') ?? '').toLowerCase().split(/\s+/);
    const href = attr(tag, 'href');
    const file = href === undefined ? undefined : localFile(href, root);
    if (!file) continue;
    if (rel.includes('modulepreload')) js.add(file);
    else if (rel.includes('stylesheet')) css.add(file);
  }
  return { js: [...js], css: [...css] };
}

/**
 * The files the storefront's page at `/` loads after the entry before anything shows: its route's
 * chunks and stylesheets as the build lists them in `route-preloads.json`
 * (apps/web/build-plugins/route-preloads.ts; the first route whose pattern matches `/`).
 */
export function storefrontRouteFiles(routePreloadsJson: string, root = distDir): string[] {
  const { routes } = JSON.parse(routePreloadsJson) as {
    routes: { pattern: string; scripts: string[]; styles: string[] }[];
  };
  const route = routes.find((candidate) => new RegExp(candidate.pattern).test('/'));
  return route ? [...route.scripts, ...route.styles].map((file) => path.join(root, file)) : [];
}

function listAssets(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile() && /\.(?:m?js|css)$/.test(d.name))
    .map((d) => path.join(d.parentPath, d.name));
}

/** Builds the web app when dist is missing, then measures the storefront's initial JS and CSS. */
export function measureBundle(): BundleSizes {
  const indexHtml = path.join(distDir, 'index.html');
  let built = false;
  const force = process.env.BENCH_BUILD === '1';
  if (force || !existsSync(indexHtml)) {
    console.log(
      `${force ? 'BENCH_BUILD=1' : 'apps/web/dist is missing'}: building the web app (npm run build --workspace apps/web)`,
    );
    const build = spawnSync('npm', ['run', 'build', '--workspace', 'apps/web'], {
      cwd: repoRoot,
      encoding: 'utf8',
    });
    if (build.status !== 0 || !existsSync(indexHtml)) {
      const output = `${build.stdout ?? ''}${build.stderr ?? ''}`.trim().split('\n');
      const firstError = output.find((l) => /error/i.test(l) && !/^\s+at /.test(l));
      throw new Error(
        `web build failed (exit ${build.status}): ${firstError?.trim() ?? 'no message'}\n${output.slice(0, 40).join('\n')}`,
      );
    }
    built = true;
  }
  let staleWarning: string | undefined;
  if (!built && Math.max(...sourcePaths.map(newestMtime)) > statSync(indexHtml).mtimeMs) {
    staleWarning =
      'apps/web/dist is older than the web sources: P5 measured the old build (BENCH_BUILD=1 rebuilds)';
  }
  const refs = initialReferences(readFileSync(indexHtml, 'utf8'));
  for (const file of [...refs.js, ...refs.css]) {
    if (!existsSync(file)) throw new Error(`index.html references a missing file: ${file}`);
  }
  const initialJs = refs.js.map((file) => gzipSize(file));
  const initialCss = refs.css.map((file) => gzipSize(file));
  const sum = (list: AssetSize[]) => list.reduce((total, a) => total + a.gzipBytes, 0);
  const allAssets = listAssets(path.join(distDir, 'assets'))
    .map((file) => gzipSize(file))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  const initial = new Set([...initialJs, ...initialCss].map((a) => a.file));
  const routePreloads = path.join(distDir, 'route-preloads.json');
  const lazy = (
    existsSync(routePreloads) ? storefrontRouteFiles(readFileSync(routePreloads, 'utf8')) : []
  )
    .filter((file) => existsSync(file))
    .map((file) => gzipSize(file))
    .filter((a) => !initial.has(a.file));
  if (lazy.length === 0) {
    throw new Error('could not find the storefront route of / in dist/route-preloads.json');
  }
  const storefrontLazyJs = lazy.filter((a) => /\.m?js$/.test(a.file));
  const storefrontLazyCss = lazy.filter((a) => a.file.endsWith('.css'));
  return {
    built,
    ...(staleWarning ? { staleWarning } : {}),
    initialJs,
    initialCss,
    jsGzipBytes: sum(initialJs),
    cssGzipBytes: sum(initialCss),
    allAssets,
    storefrontLazyJs,
    storefrontLazyJsGzipBytes: sum(storefrontLazyJs),
    storefrontLazyCss,
    storefrontLazyCssGzipBytes: sum(storefrontLazyCss),
  };
}

/** gzip size of the JS that a built page's index.html loads at once (the bare React reference). */
export function initialJsGzipBytes(root: string): number {
  const refs = initialReferences(readFileSync(path.join(root, 'index.html'), 'utf8'), root);
  return refs.js.reduce((total, file) => total + gzipSize(file, root).gzipBytes, 0);
}
