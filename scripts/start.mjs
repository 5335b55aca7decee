// `npm start`: builds the web app when no build exists or its sources changed since the build,
// bundles the server the same way (scripts/build-server.mjs), then runs it in this process.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distIndex = path.join(
  process.env.WEB_DIST_DIR ?? path.join(root, 'apps/web/dist'),
  'index.html',
);

/** Newest modification time below `directory` (a few hundred files: milliseconds). */
function newestChange(directory) {
  let newest = 0;
  for (const entry of fs.readdirSync(directory, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) {
      newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
    }
  }
  return newest;
}

const isCustomDist = Boolean(process.env.WEB_DIST_DIR);
const sources = ['apps/web/src', 'apps/web/index.html', 'packages/domain/src'].map((source) =>
  path.join(root, source),
);
const isStale =
  !isCustomDist &&
  fs.existsSync(distIndex) &&
  Math.max(
    ...sources.map((source) =>
      fs.statSync(source).isDirectory() ? newestChange(source) : fs.statSync(source).mtimeMs,
    ),
  ) > fs.statSync(distIndex).mtimeMs;

if (!fs.existsSync(distIndex) || isStale) {
  console.log('Web-App wird gebaut (einmalig) …');
  const build = spawnSync('npm', ['run', 'build', '--workspace', 'apps/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) {
    console.error('\nStart abgebrochen: Die Web-App konnte nicht gebaut werden.\n');
    process.exit(1);
  }
}

// The bundled server starts in a fraction of tsx's time (docs/budgets.md P10, docs/decisions/003). Should
// bundling fail, the sources still run through tsx, as before.
let bundle;
try {
  const { buildServer, isServerBundleStale, serverBundle } = await import('./build-server.mjs');
  if (isServerBundleStale()) {
    console.log('Server wird gebündelt …');
    await buildServer();
  }
  bundle = serverBundle;
} catch (error) {
  console.warn(`Server-Bundle nicht verfügbar (${error.message}); Start über tsx.`);
}
if (bundle) {
  await import(pathToFileURL(bundle).href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import('../apps/server/src/main.ts');
}
