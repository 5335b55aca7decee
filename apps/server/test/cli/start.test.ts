import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPOSITORY_ROOT } from '../../src/platform/config.ts';

// `npm start` as a user runs it: a real process, a real port, a real data directory.

type Started = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

function start(environment: Record<string, string>): Started {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: REPOSITORY_ROOT,
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...environment },
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitForReady(started: Started, port: number): Promise<void> {
  for (let attempt = 0; attempt < 1200; attempt += 1) {
    if (started.child.exitCode !== null) throw new Error(`exited early:\n${started.output()}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`not ready:\n${started.output()}`);
}

const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-dist-'));
fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Testseite</title>');
const dataDirectory = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-start-'));
const base = { WEB_DIST_DIR: webDist, DATA_DIR: dataDirectory };

afterAll(() => {
  fs.rmSync(webDist, { recursive: true, force: true });
  fs.rmSync(dataDirectory, { recursive: true, force: true });
});

// Real processes start, seed and stop here: generous timeouts for busy machines.
describe('npm start', { timeout: 180_000 }, () => {
  it('stops at once with a list of every bad configuration value', async () => {
    const started = start({ ...base, PORT: 'abc', DATABASE_URL: 'mysql://x' });
    expect(await started.exited).toBe(1);
    expect(started.output()).toContain('Ungültige Konfiguration');
    expect(started.output()).toContain('PORT');
    expect(started.output()).toContain('DATABASE_URL');
    expect(started.output()).not.toMatch(/\n\s+at /);
  });

  it('stops with a clear message when the port is taken', async () => {
    const blocker = net.createServer().listen(0, '127.0.0.1');
    await new Promise((resolve) => blocker.once('listening', resolve));
    const { port } = blocker.address() as net.AddressInfo;
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-port-'));
    const started = start({ ...base, DATA_DIR: directory, PORT: String(port) });
    expect(await started.exited).toBe(1);
    expect(started.output()).toContain(`Port ${port} ist bereits belegt`);
    blocker.close();
    fs.rmSync(directory, { recursive: true, force: true });
  });

  describe('a running shop', () => {
    let port: number;
    let first: Started;
    beforeAll(async () => {
      port = await freePort();
      first = start({ ...base, PORT: String(port) });
      await waitForReady(first, port);
    }, 180_000);

    it('serves the API, deep links and prints the demo login once', async () => {
      const init = await fetch(`http://127.0.0.1:${port}/api/init`);
      const body = (await init.json()) as { data: unknown[] };
      expect(body.data).toHaveLength(12);
      const deepLink = await fetch(`http://127.0.0.1:${port}/store/irgendwo`, {
        headers: { accept: 'text/html' },
      });
      expect(await deepLink.text()).toContain('Testseite');
      expect(first.output()).toMatch(/Demo-Anmeldung \(nur jetzt angezeigt\): \S+@\S+ \/ \S{12,}/);
    });

    it('refuses a second process on the same data directory', async () => {
      const second = start({ ...base, PORT: String(await freePort()) });
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain('wird bereits von Prozess');
    });

    it('shuts down cleanly on SIGTERM and keeps the data for the next start', async () => {
      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);
      expect(fs.existsSync(path.join(dataDirectory, 'db.lock'))).toBe(false);
      // PGlite's worker thread shut PostgreSQL down (docs/decisions/018-pglite-worker-thread.md):
      // pg_control says "shut down" (1, not 6 "in production"), and no postmaster.pid is left.
      const control = fs.readFileSync(path.join(dataDirectory, 'db/global/pg_control'));
      expect(control.readUInt32LE(16)).toBe(1);
      expect(fs.existsSync(path.join(dataDirectory, 'db/postmaster.pid'))).toBe(false);

      const again = start({ ...base, PORT: String(port) });
      await waitForReady(again, port);
      const branches = (await fetch(`http://127.0.0.1:${port}/api/init`).then((r) => r.json())) as {
        data: { data: unknown[] }[];
      };
      expect(branches.data[2]?.data.length).toBeGreaterThanOrEqual(4);
      expect(again.output()).not.toContain('Demo-Anmeldung');
      again.child.kill('SIGTERM');
      expect(await again.exited).toBe(0);
    });

    it('ends with a German message when the database thread dies, and starts again', async () => {
      const crashing = start({ ...base, PORT: String(port), NODE_ENV: 'test' });
      await waitForReady(crashing, port);
      const crash = await fetch(`http://127.0.0.1:${port}/api/test-support/database-crash`, {
        method: 'POST',
      });
      expect(crash.status).toBe(204);
      expect(await crashing.exited).toBe(1);
      expect(crashing.output()).toContain(
        'Die eingebettete Datenbank (PGlite-Worker) wurde unerwartet beendet',
      );
      expect(crashing.output()).toContain('Der Shop wird beendet; bitte neu starten.');

      const again = start({ ...base, PORT: String(port) });
      await waitForReady(again, port);
      again.child.kill('SIGTERM');
      expect(await again.exited).toBe(0);
    });
  });
});
