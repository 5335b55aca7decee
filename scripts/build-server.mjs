// Bundles the API server (apps/server/src/main.ts, @shop/domain and the pure-JavaScript packages
// it uses) into one ESM file with esbuild, so `npm start` compiles one file instead of resolving,
// reading and (through tsx) transforming hundreds (docs/budgets.md P10, docs/decisions/003). Used by
// scripts/start.mjs; the file is a build cache (apps/server/dist, git-ignored), rebuilt whenever
// a source is newer.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const serverBundle = path.join(root, 'apps/server/dist/server.mjs');
const entry = path.join(root, 'apps/server/src/main.ts');
/** What the bundle is made of (and how): a change here means a rebuild. */
const sources = ['apps/server/src', 'packages/domain/src', 'scripts/build-server.mjs'].map(
  (source) => path.join(root, source),
);

function newestChange(target) {
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) {
      newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
    }
  }
  return newest;
}

export function isServerBundleStale() {
  if (!fs.existsSync(serverBundle)) return true;
  const built = fs.statSync(serverBundle).mtimeMs;
  return sources.some((source) => fs.existsSync(source) && newestChange(source) > built);
}

/** esbuild comes with tsx (a dependency of `npm start` already): no package of its own. */
async function loadEsbuild() {
  const fromTsx = createRequire(createRequire(import.meta.url).resolve('tsx/package.json'));
  return await import(pathToFileURL(fromTsx.resolve('esbuild')).href);
}

/**
 * Packages that must stay in node_modules: native binaries (sharp, argon2, the optional pg-native),
 * PGlite's WebAssembly and data files, and pino with its worker-thread transports. Everything else
 * is bundled.
 */
const EXTERNAL = /^(?:@node-rs\/|@electric-sql\/|(?:sharp|pg-native|pino|thread-stream)(?:\/|$))/;

const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      EXTERNAL.test(args.path) ? { path: args.path, external: true } : undefined,
    );
  },
};

/**
 * `import.meta.dirname` in a bundled module means the module's own folder (files beside it, the
 * repository root): rewritten to that folder relative to the bundle, so the bundle may move with
 * the repository.
 */
const moduleDirname = {
  name: 'module-dirname',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await fs.promises.readFile(args.path, 'utf8');
      if (!source.includes('import.meta.dirname')) return undefined;
      const relative = path.relative(path.dirname(serverBundle), path.dirname(args.path));
      const contents = `import { join as __moduleJoin } from 'node:path';\n${source.replaceAll(
        'import.meta.dirname',
        `__moduleJoin(import.meta.dirname, ${JSON.stringify(relative)})`,
      )}`;
      return { contents, loader: 'ts' };
    });
  },
};

export async function buildServer() {
  const esbuild = await loadEsbuild();
  const distDir = path.dirname(serverBundle);
  fs.mkdirSync(distDir, { recursive: true });
  const temporary = fs.mkdtempSync(path.join(distDir, '.build-'));
  try {
    await esbuild.build({
      entryPoints: [entry],
      outfile: path.join(temporary, path.basename(serverBundle)),
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      sourcemap: 'linked',
      sourcesContent: false,
      logLevel: 'warning',
      // Bundled CommonJS packages call require() for Node's built-ins.
      banner: {
        js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
      },
      plugins: [externalPackages, moduleDirname],
    });
    // Two starts at once never see half a file: each builds apart, then renames into place.
    const name = path.basename(serverBundle);
    fs.renameSync(path.join(temporary, `${name}.map`), `${serverBundle}.map`);
    fs.renameSync(path.join(temporary, name), serverBundle);
  } finally {
    fs.rmSync(temporary, { recursive: true, force: true });
  }
}
