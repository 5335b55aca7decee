import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { withRequestClock } from './request-clock.ts';
import { parseEncryptionKey } from './secrets/encryption-key.ts';

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
  /**
   * Which proxies may name the client in X-Forwarded-For (and protocol and host in X-Forwarded-*):
   * off by default, so nobody can pose as another address to dodge the per-IP limits.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, context) => {
      const parsed = parseTrustProxy(value);
      if (parsed === null) {
        context.addIssue({
          code: 'custom',
          message:
            'muss true, false oder eine kommagetrennte Liste von IP-Adressen bzw. CIDR-Bereichen sein (z. B. 10.0.0.5 oder 10.0.0.0/24)',
        });
        return z.NEVER;
      }
      return parsed;
    }),
  /**
   * Order creations (POST /api/orders) per client IP address and minute, counted in the database
   * so the limit holds across instances; 0 lifts it (benchmarks, load tests).
   */
  ORDER_RATE_LIMIT: z.coerce.number().int().min(0).default(20),
  /**
   * Analytics entries (POST /api/analytics-log) per client address and minute, counted per
   * instance in memory (docs/decisions/038-statistics-rollups-and-consent.md); 0 lifts it.
   */
  ANALYTICS_RATE_LIMIT: z.coerce.number().int().min(0).default(120),
  /** Months analytics entries are kept before the hourly statistics run deletes them (decision 038). */
  ANALYTICS_RETENTION_MONTHS: z.coerce.number().int().min(1).max(120).default(14),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /**
   * Tests only (NODE_ENV=test): the server's clock starts at this instant and runs on from there,
   * so browser tests see the same opening hours at any hour of the day.
   */
  TEST_NOW: z.iso.datetime({ offset: true }).optional(),
  // Payments (platform/payments): a provider is offered only when its keys are set.
  MOLLIE_API_KEY: z.string().min(1).optional(),
  /** Mollie API root; default https://api.mollie.com/v2/. */
  MOLLIE_API_URL: z.url().optional(),
  DATATRANS_MERCHANT_ID: z.string().min(1).optional(),
  DATATRANS_PASSWORD: z.string().min(1).optional(),
  /** HMAC key for webhook signatures, hex as shown in the Datatrans dashboard. */
  DATATRANS_SIGN_KEY: z
    .string()
    .regex(/^([0-9a-fA-F]{2})+$/, 'must be hexadecimal')
    .optional(),
  /** Datatrans API root; default https://api.datatrans.com (sandbox: https://api.sandbox.datatrans.com). */
  DATATRANS_API_URL: z.url().optional(),
  /** Datatrans payment pages; default https://pay.datatrans.com (sandbox: https://pay.sandbox.datatrans.com). */
  DATATRANS_PAY_URL: z.url().optional(),
  // Notifications (platform/mail, platform/sms): without SMTP_URL mails are only logged.
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  SMS_GATEWAY_URL: z.url().optional(),
  SMS_API_KEY: z.string().min(1).optional(),
  // Web Push to the back-office (docs/decisions/053-web-push.md): VAPID keys (RFC 8292) as
  // `npx web-push generate-vapid-keys` prints them; without them one pair is made and kept in the
  // database. The subject is a mailto: or https: address the push services may contact.
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'must be a P-256 public key, 65 bytes base64url')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a P-256 private key, 32 bytes base64url')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'must start with mailto: or https://')
    .optional(),
  /**
   * Key of the settings stored encrypted (payment provider keys), 32 bytes as 64 hex characters
   * or base64. Without it the server makes one in DATA_DIR on the first start.
   */
  SETTINGS_ENCRYPTION_KEY: z
    .string()
    .refine((value) => parseEncryptionKey(value) !== null, 'must be 32 bytes (64 hex characters)')
    .optional(),
});

export type AppConfig = z.infer<typeof configSchema> & { isProduction: boolean };

/** The optional settings of the outside services (payments, mail, SMS) and the public address. */
export type IntegrationSettings = Partial<
  Pick<
    AppConfig,
    | 'PUBLIC_URL'
    | 'MOLLIE_API_KEY'
    | 'MOLLIE_API_URL'
    | 'DATATRANS_MERCHANT_ID'
    | 'DATATRANS_PASSWORD'
    | 'DATATRANS_SIGN_KEY'
    | 'DATATRANS_API_URL'
    | 'DATATRANS_PAY_URL'
    | 'SMTP_URL'
    | 'MAIL_FROM'
    | 'SMS_GATEWAY_URL'
    | 'SMS_API_KEY'
    | 'VAPID_PUBLIC_KEY'
    | 'VAPID_PRIVATE_KEY'
    | 'VAPID_SUBJECT'
  >
>;

/** Fastify's `trustProxy`: trust nobody, every proxy, or these addresses and ranges. */
export type TrustProxy = boolean | string[];

/** Names proxy-addr understands besides addresses and ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY as Fastify's `trustProxy` accepts it: unset or `false` → false, `true` → true,
 * else a comma-separated list of IP addresses, CIDR ranges (`10.0.0.0/8`) or proxy-addr's names
 * (`loopback`, `linklocal`, `uniquelocal`). Null: invalid. A hop count is refused: Fastify 5.12
 * ignores it (trusts nobody, since it cannot check the nearest peer), so it would silently not work.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy | null {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '' || trimmed === 'false') return false;
  if (trimmed === 'true') return true;
  const entries = trimmed.split(',').map((entry) => entry.trim());
  return entries.every(isProxyAddress) ? entries : null;
}

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = net.isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

/** The server's clock; services take `now` from here, never from `new Date()` directly. */
export type Clock = () => Date;

/**
 * The real clock, or in tests one that starts at TEST_NOW and runs on in real time; in tests a
 * request's X-Test-Now header wins for that request (platform/request-clock.ts).
 */
export function createClock(config: Pick<AppConfig, 'NODE_ENV' | 'TEST_NOW'>): Clock {
  if (config.NODE_ENV !== 'test') return () => new Date();
  const offset = config.TEST_NOW ? Date.parse(config.TEST_NOW) - Date.now() : 0;
  return withRequestClock(() => new Date(Date.now() + offset));
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
