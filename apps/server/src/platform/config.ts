import path from 'node:path';
import { z } from 'zod';

/** Repository root, resolved from this file so the server runs from any working directory. */
export const REPOSITORY_ROOT = path.resolve(import.meta.dirname, '../../../..');

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  WEB_DIST_DIR: z.string().min(1).default(path.join(REPOSITORY_ROOT, 'apps/web/dist')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Set behind a TLS-terminating proxy: cookies get Secure and HSTS is sent. */
  PUBLIC_URL: z.url().optional(),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /**
   * Tests only (NODE_ENV=test): the server's clock starts at this instant and runs on from there,
   * so browser tests see the same opening hours at any hour of the day.
   */
  TEST_NOW: z.iso.datetime({ offset: true }).optional(),
});

export type AppConfig = z.infer<typeof configSchema> & { isProduction: boolean };

/** The server's clock; services take `now` from here, never from `new Date()` directly. */
export type Clock = () => Date;

/** The real clock, or in tests one that starts at TEST_NOW and runs on in real time. */
export function createClock(config: Pick<AppConfig, 'NODE_ENV' | 'TEST_NOW'>): Clock {
  if (config.NODE_ENV !== 'test' || !config.TEST_NOW) return () => new Date();
  const offset = Date.parse(config.TEST_NOW) - Date.now();
  return () => new Date(Date.now() + offset);
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Ungültige Konfiguration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}

/** Parses the environment once at start; a bad value stops start with a list of every problem. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): AppConfig {
  const cleaned = Object.fromEntries(
    Object.entries(environment).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = configSchema.safeParse(cleaned);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const config = result.data;
  return {
    ...config,
    DATA_DIR: path.resolve(config.DATA_DIR),
    isProduction:
      config.NODE_ENV === 'production' && config.PUBLIC_URL?.startsWith('https') === true,
  };
}
