import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type APIRequestContext, expect, request } from '@playwright/test';
import { E2E_NOW } from '../playwright.config.ts';

/**
 * A second server for journeys that start from an empty shop (`npm run seed -- --empty`: only
 * the settings and an admin). It runs beside the normal test server on its own free port and data
 * directory and serves the web app the normal run built (webServer in playwright.config.ts).
 */
export type EmptyShop = {
  baseURL: string;
  adminEmail: string;
  adminPassword: string;
  /** Stops the server and keeps its data: `resume` starts it again on the same port. */
  halt: () => Promise<void>;
  resume: () => Promise<void>;
  stop: () => Promise<void>;
};

const ROOT = path.resolve(import.meta.dirname, '../..');

function freePort(): number {
  return Number(
    execFileSync(process.execPath, [
      '-e',
      "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
    ]).toString(),
  );
}

async function waitForHealth(url: string, child: ChildProcess, log: () => string) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Empty-shop server stopped:\n${log()}`);
    const isUp = await fetch(`${url}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (isUp) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`Empty-shop server did not start:\n${log()}`);
}

/**
 * Seeds an empty shop into a fresh data directory and starts a server on it. `now`: the instant
 * the server's clock starts at (TEST_NOW), E2E_NOW unless a journey needs another time of day.
 */
export async function startEmptyShop({ now = E2E_NOW }: { now?: string } = {}): Promise<EmptyShop> {
  const dataDirectory = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-empty-'));
  const environment = {
    ...process.env,
    DATA_DIR: dataDirectory,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    TEST_NOW: now,
  };
  const seeded = execFileSync(
    path.join(ROOT, 'node_modules/.bin/tsx'),
    ['apps/server/src/seed-cli.ts', '--empty'],
    { cwd: ROOT, env: environment },
  ).toString();
  const login = /Anmeldung: (\S+) \/ (\S+)/.exec(seeded);
  if (!login?.[1] || !login[2]) throw new Error(`npm run seed -- --empty said:\n${seeded}`);

  const port = freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const startServer = async (): Promise<ChildProcess> => {
    let output = '';
    const child = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: ROOT,
      env: {
        ...environment,
        PORT: String(port),
        HOST: '127.0.0.1',
        WEB_DIST_DIR: path.join(process.env.E2E_DATA_DIR ?? '', 'web-dist'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    await waitForHealth(baseURL, child, () => output);
    return child;
  };
  const stopServer = async (child: ChildProcess) => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  let child = await startServer();
  return {
    baseURL,
    adminEmail: login[1],
    adminPassword: login[2],
    halt: () => stopServer(child),
    resume: async () => {
      child = await startServer();
    },
    stop: async () => {
      await stopServer(child);
      fs.rmSync(dataDirectory, { recursive: true, force: true });
    },
  };
}

/** The empty shop's admin as an API client: its own cookie jar and the CSRF header to send. */
export type EmptyShopStaff = { api: APIRequestContext; headers: Record<string, string> };

export async function emptyShopStaff(shop: EmptyShop): Promise<EmptyShopStaff> {
  const api = await request.newContext({ baseURL: shop.baseURL });
  const login = await api.post('/api/auth/login', {
    data: { email: shop.adminEmail, password: shop.adminPassword },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const { data } = (await login.json()) as { data: { csrfToken: string } };
  return { api, headers: { 'x-csrf-token': data.csrfToken } };
}

/** POSTs as the empty shop's admin and expects 201; returns the created entity's id. */
export async function createAs(
  { api, headers }: EmptyShopStaff,
  url: string,
  data: unknown,
): Promise<{ id: number }> {
  const response = await api.post(url, { data, headers });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { id: number } }).data;
}
