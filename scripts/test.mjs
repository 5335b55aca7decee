// `npm test`: typecheck, lint, lock file (`npm ci` works), dependency audit (S11), domain tests, web tests, server tests on PGlite and
// PostgreSQL, browser tests.
// Stops at the first failing step and exits non-zero.
import { execSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

const env = { ...process.env, TZ: 'UTC', PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };
const postgresUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

function run(title, command, args) {
  console.log(`\n━━ ${title} ━━`);
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`\n✗ ${title} fehlgeschlagen.`);
    process.exit(result.status ?? 1);
  }
}

function isReachable(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 5432) });
    socket.setTimeout(1500);
    socket.once('connect', () => resolve(socket.end() && true));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => resolve(socket.destroy() && false));
  });
}

/** CI machines have PostgreSQL installed; start the cluster when it is installed but stopped. */
async function ensurePostgres() {
  if (await isReachable(postgresUrl)) return true;
  if (fs.existsSync('/etc/postgresql')) {
    for (const version of fs.readdirSync('/etc/postgresql')) {
      try {
        execSync(`pg_ctlcluster --skip-systemctl-redirect ${version} main start`, {
          stdio: 'inherit',
        });
      } catch {
        // Reported below when it is still unreachable.
      }
    }
    for (let attempt = 0; attempt < 20; attempt += 1) {
      if (await isReachable(postgresUrl)) return true;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  return false;
}

run('Typecheck', 'npm', ['run', 'typecheck']);
run('Lint', 'npx', ['biome', 'check', '.']);
// Imports between back-office areas and between storefront and back-office (decision 023).
run('Abhängigkeiten zwischen Bereichen', 'npx', [
  'depcruise',
  'apps/web/src',
  '--config',
  '.dependency-cruiser.cjs',
]);
run('Lock-Datei (npm ci)', 'node', ['scripts/lockfile-check.mjs']);
run('Abhängigkeiten (npm audit)', 'node', ['scripts/audit.mjs']);
run('Domain-Tests', 'npx', ['vitest', 'run', '--project', 'domain']);
run('Web-Tests', 'npx', ['vitest', 'run', '--project', 'web']);

const projects = ['--project', 'server-pglite'];
if (await ensurePostgres()) {
  projects.push('--project', 'server-postgres');
  env.TEST_POSTGRES_URL = postgresUrl;
} else if (process.env.CI) {
  console.error(`PostgreSQL unter ${postgresUrl} ist nicht erreichbar; in CI ist es Pflicht.`);
  process.exit(1);
} else {
  console.warn(
    `\n⚠ PostgreSQL unter ${postgresUrl} nicht erreichbar: Server-Tests nur auf PGlite.`,
  );
}
run('Server-Tests', 'npx', ['vitest', 'run', ...projects]);
run('Browser-Tests', 'npm', ['run', 'test', '--workspace', 'e2e']);
console.log('\n✓ Alle Prüfungen bestanden.');
