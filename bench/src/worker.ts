import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { repoRoot } from './config.ts';

export type WorkerMessage = { event?: string };

/**
 * The browser rows' workers (P6 Lighthouse, P7 lab INP) and the Chromium they start run unpinned.
 * Chromium is the customer's device, not a load generator: on one pinned core its browser, GPU
 * and network processes and the tool driving it share that core with the page's main thread, and
 * Lighthouse multiplies every task's observed wall time by 4, the wait for the core included
 * (Lighthouse's docs/variability.md: at least 2 dedicated cores for one run). The servers stay on
 * core 0; nothing else runs beside the browser rows (bench/README.md "Pinning").
 */
export const UNPINNED: string[] = [];

/**
 * Runs a bench worker script (`bench/src/<name>.ts`) in its own process under `prefix` (a
 * `taskset` pinning or UNPINNED; everything it starts, Chromium included, inherits it). The
 * request goes as JSON in argv[2]; the worker answers with JSON lines on stdout, handed to
 * `onMessage` as they come.
 */
export async function runWorker(
  prefix: string[],
  script: string,
  request: object,
  onMessage: (message: WorkerMessage) => void,
): Promise<{ code: number | null; stderr: string }> {
  const command = [
    ...prefix,
    process.execPath,
    '--import',
    'tsx',
    `bench/src/${script}`,
    JSON.stringify(request),
  ];
  const [cmd = process.execPath, ...args] = command;
  const child = spawn(cmd, args, { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => {
    stderr += chunk;
  });
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.once('error', () => resolve(null));
  });
  for await (const line of createInterface({ input: child.stdout })) {
    let message: WorkerMessage;
    try {
      message = JSON.parse(line) as WorkerMessage;
    } catch {
      continue;
    }
    onMessage(message);
  }
  return { code: await exited, stderr };
}

/** The last lines of a worker's stderr, for an error message. */
export const stderrTail = (stderr: string, lines = 15) =>
  stderr.trim().split('\n').slice(-lines).join('\n');
