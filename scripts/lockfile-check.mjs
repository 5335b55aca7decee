// Part of `npm test`: proves that `npm ci` installs the shop from the committed package-lock.json
// (a deployment or container build uses `npm ci`, which refuses a lock file that is out of sync
// with the package.json files, e.g. when the linter's optional platform packages are missing).
// `npm install` (run before `npm test`) may repair the lock file in the working tree, so the check
// runs `npm ci --dry-run` on a copy of the committed lock file and the package.json files.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const rootManifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));

/** The lock file as committed (HEAD), or the working tree's when this is no git checkout. */
function committedLockFile() {
  try {
    return execFileSync('git', ['show', 'HEAD:package-lock.json'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch {
    return fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8');
  }
}

const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-lockfile-'));
try {
  fs.copyFileSync(path.join(root, 'package.json'), path.join(copy, 'package.json'));
  for (const workspace of rootManifest.workspaces ?? []) {
    fs.mkdirSync(path.join(copy, workspace), { recursive: true });
    fs.copyFileSync(
      path.join(root, workspace, 'package.json'),
      path.join(copy, workspace, 'package.json'),
    );
  }
  const lockText = committedLockFile();
  fs.writeFileSync(path.join(copy, 'package-lock.json'), lockText);

  // Every platform package of the linter must be in the lock file, or `npm ci` on another
  // platform (or with another npm) finds the lock file out of sync.
  const lock = JSON.parse(lockText);
  const problems = [];
  for (const [location, entry] of Object.entries(lock.packages ?? {})) {
    for (const name of Object.keys(entry.optionalDependencies ?? {})) {
      if (!location.startsWith('node_modules/@biomejs/')) continue;
      if (!lock.packages[`node_modules/${name}`]) problems.push(`${name} fehlt`);
    }
  }
  const result = spawnSync(
    'npm',
    ['ci', '--dry-run', '--ignore-scripts', '--prefer-offline', '--no-audit', '--no-fund'],
    { cwd: copy, encoding: 'utf8' },
  );
  if (result.status !== 0) problems.push(`npm ci --dry-run: ${result.stderr.trim()}`);
  if (problems.length > 0) {
    console.error(
      `package-lock.json passt nicht zu den package.json-Dateien; \`npm ci\` würde scheitern:\n  - ${problems.join('\n  - ')}`,
    );
    process.exit(1);
  }
  console.log('package-lock.json ist vollständig: `npm ci` installiert den Shop.');
} finally {
  fs.rmSync(copy, { recursive: true, force: true });
}
