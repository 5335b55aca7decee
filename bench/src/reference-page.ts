// The bare React page of P5 and P6 (bench/reference-page): built with the web app's own Vite and
// React plugin (resolved from apps/web, so the versions are the app's), into a temp folder.
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { benchDir, repoRoot } from './config.ts';

type ViteBuild = (config: Record<string, unknown>) => Promise<unknown>;

export async function buildReferencePage(outDir: string): Promise<string> {
  const fromWeb = createRequire(path.join(repoRoot, 'apps', 'web', 'package.json'));
  const vite = (await import(pathToFileURL(fromWeb.resolve('vite')).href)) as { build: ViteBuild };
  const react = (await import(pathToFileURL(fromWeb.resolve('@vitejs/plugin-react')).href)) as {
    default: () => unknown;
  };
  await vite.build({
    root: path.join(benchDir, 'reference-page'),
    configFile: false,
    logLevel: 'warn',
    plugins: [react.default()],
    build: { outDir, emptyOutDir: true, target: 'es2022', modulePreload: { polyfill: false } },
  });
  return outDir;
}
