import {
  type ConfigInput,
  mapStyleOrigin,
  maskSecret,
  type PublicConfig,
  publicConfigSchema,
  SECRET_SETTING_KEYS,
  type SecretSettingKey,
  type StaffConfig,
  type StorefrontConfig,
  type ZoneOffsets,
  zoneOffsetTable,
} from '@shop/domain';
import { inArray, sql } from 'drizzle-orm';
import { config } from '../../../db/schema/index.ts';
import { type AuditActor, writeAuditLog } from '../../../platform/audit/audit-log.ts';
import type { Clock, IntegrationSettings } from '../../../platform/config.ts';
import type { Database } from '../../../platform/database.ts';
import type { PaymentSettings } from '../../../platform/payments/index.ts';
import type { SecretBox } from '../../../platform/secrets/secret-box.ts';
import { sanitizeRichText } from '../../content/content.sanitizer.ts';
import { DEFAULT_PUBLIC_CONFIG } from './config.defaults.ts';

/** Settings holding staff-written HTML; the API only ever sends them sanitised (docs/budgets.md S10). */
const RICH_TEXT_KEYS = [
  'termsAndConditionsText',
  'privacyPolicyText',
  'imprintText',
  'allergensText',
] as const;

const PUBLIC_KEYS = Object.keys(publicConfigSchema.shape) as (keyof PublicConfig)[];
/** Payment settings kept besides the public ones: the merchant id plainly, the rest sealed. */
const PAYMENT_KEYS = ['datatransMerchantId', ...SECRET_SETTING_KEYS] as const;
type PaymentKey = (typeof PAYMENT_KEYS)[number];

/** The settings a customer's browser may see: stored values over the defaults, key by key. */
export async function getPublicConfig(db: Database): Promise<PublicConfig> {
  const rows = await db.select().from(config).where(inArray(config.key, PUBLIC_KEYS));
  const merged: Record<string, unknown> = { ...DEFAULT_PUBLIC_CONFIG };
  for (const row of rows) {
    const field = publicConfigSchema.shape[row.key as keyof PublicConfig];
    // A stored value of the wrong type (e.g. written by an older version) falls back to the default.
    if (field?.safeParse(row.value).success) merged[row.key] = row.value;
  }
  for (const key of RICH_TEXT_KEYS) merged[key] = sanitizeRichText(String(merged[key] ?? ''));
  return publicConfigSchema.parse(merged);
}

/**
 * The origin the map style is served from, or null without a (valid) style: what the
 * Content-Security-Policy allows the map to fetch from (docs/decisions/022-map-style.md).
 */
export async function readMapOrigin(db: Database): Promise<string | null> {
  const { mapStyleUrl } = await getPublicConfig(db);
  return mapStyleOrigin(mapStyleUrl);
}

/**
 * The settings as the storefront sees them: an online payment method is only offered when its
 * provider keys are configured on the server, whatever the plugin flags say (the order API
 * refuses it otherwise).
 */
export function withConfiguredPayments(
  config: PublicConfig,
  providers: { isMollieConfigured: boolean; isDatatransConfigured: boolean },
): PublicConfig {
  return {
    ...config,
    enableMollie: config.enableMollie && providers.isMollieConfigured,
    enablePluginMollie: config.enablePluginMollie && providers.isMollieConfigured,
    enableDatatrans: config.enableDatatrans && providers.isDatatransConfigured,
    enablePluginDatatrans: config.enablePluginDatatrans && providers.isDatatransConfigured,
  };
}

/** The stored payment settings, secrets opened (a value sealed with another key reads as unset). */
async function readPaymentSettings(
  db: Database,
  secrets: SecretBox,
): Promise<Partial<Record<PaymentKey, string>>> {
  const rows = await db
    .select()
    .from(config)
    .where(inArray(config.key, [...PAYMENT_KEYS]));
  const values: Partial<Record<PaymentKey, string>> = {};
  for (const row of rows) {
    const key = row.key as PaymentKey;
    const value = row.value as { sealed?: unknown; text?: unknown } | null;
    const text =
      key === 'datatransMerchantId'
        ? typeof value?.text === 'string'
          ? value.text
          : null
        : typeof value?.sealed === 'string'
          ? secrets.open(value.sealed)
          : null;
    if (text) values[key] = text;
  }
  return values;
}

/**
 * The payment provider settings in force: a provider's keys from the back-office when stored
 * there, else from the environment (the fallback the server had before); URLs stay environment.
 */
export async function loadPaymentSettings(
  db: Database,
  secrets: SecretBox,
  environment: PaymentSettings,
): Promise<PaymentSettings> {
  const stored = await readPaymentSettings(db, secrets);
  const hasDatatrans = Boolean(
    stored.datatransMerchantId && stored.datatransPassword && stored.datatransSignKey,
  );
  return {
    ...environment,
    ...(stored.mollieApiKey ? { MOLLIE_API_KEY: stored.mollieApiKey } : {}),
    ...(hasDatatrans
      ? {
          DATATRANS_MERCHANT_ID: stored.datatransMerchantId,
          DATATRANS_PASSWORD: stored.datatransPassword,
          DATATRANS_SIGN_KEY: stored.datatransSignKey,
        }
      : {}),
  };
}

/**
 * The config as the storefront reads it (GET /api/config and the init's first entry): the public
 * settings with the payment providers applied, and the offsets of the shop's time zone from the
 * start of last year to the end of next year, so the browser builds no Intl.DateTimeFormat
 * (domain hours/time-zone.ts "Zone offset tables").
 */
export async function getStorefrontConfig(
  db: Database,
  providers: Parameters<typeof withConfiguredPayments>[1],
  now: Date,
): Promise<StorefrontConfig> {
  const config = withConfiguredPayments(await getPublicConfig(db), providers);
  return { ...config, timeZoneOffsets: offsetsAround(config.timeZone, now.getUTCFullYear()) };
}

/** Offset tables by zone and year: a table costs Intl ~1,100 lookups, a year needs one. */
const offsetTables = new Map<string, ZoneOffsets>();

function offsetsAround(timeZone: string, year: number): ZoneOffsets {
  const key = `${timeZone} ${year}`;
  let table = offsetTables.get(key);
  if (!table) {
    table = zoneOffsetTable(
      timeZone,
      new Date(Date.UTC(year - 1, 0, 1)),
      new Date(Date.UTC(year + 2, 0, 1)),
    );
    if (offsetTables.size >= 16) offsetTables.clear();
    offsetTables.set(key, table);
  }
  return table;
}

/** What the staff settings read of the environment: payment keys, mail server, SMS gateway. */
export type ConfigEnvironment = PaymentSettings &
  Partial<Pick<IntegrationSettings, 'SMTP_URL' | 'SMS_GATEWAY_URL'>>;

/**
 * GET /api/config/staff: the public settings plus the provider keys, masked, and their source,
 * and whether mails and SMS can leave at all (the settings warn when not).
 */
export async function getStaffConfig(
  db: Database,
  secrets: SecretBox,
  environment: ConfigEnvironment,
): Promise<StaffConfig> {
  const [publicConfig, stored] = await Promise.all([
    getPublicConfig(db),
    readPaymentSettings(db, secrets),
  ]);
  const masked = (key: SecretSettingKey) => (stored[key] ? maskSecret(stored[key]) : null);
  const hasStoredDatatrans = Boolean(
    stored.datatransMerchantId && stored.datatransPassword && stored.datatransSignKey,
  );
  const hasEnvironmentDatatrans = Boolean(
    environment.DATATRANS_MERCHANT_ID &&
      environment.DATATRANS_PASSWORD &&
      environment.DATATRANS_SIGN_KEY,
  );
  return {
    ...publicConfig,
    mollieApiKey: masked('mollieApiKey'),
    datatransMerchantId: stored.datatransMerchantId ?? null,
    datatransPassword: masked('datatransPassword'),
    datatransSignKey: masked('datatransSignKey'),
    paymentProviders: {
      mollie: providerStatus(Boolean(stored.mollieApiKey), Boolean(environment.MOLLIE_API_KEY)),
      datatrans: providerStatus(hasStoredDatatrans, hasEnvironmentDatatrans),
    },
    messaging: {
      isMailConfigured: Boolean(environment.SMTP_URL),
      isSmsGatewayConfigured: Boolean(environment.SMS_GATEWAY_URL),
    },
  };
}

function providerStatus(isStored: boolean, isInEnvironment: boolean) {
  const source = isStored ? 'settings' : isInEnvironment ? 'environment' : null;
  return { isConfigured: source !== null, source } as const;
}

/**
 * The stored value of one setting: secrets sealed, legal texts sanitised, the rest as given. The
 * merchant id is wrapped: a bare JSON string of digits would come back from the driver as a number.
 */
function storedValue(key: string, value: unknown, secrets: SecretBox): unknown {
  if ((SECRET_SETTING_KEYS as readonly string[]).includes(key)) {
    return { sealed: secrets.seal(String(value)) };
  }
  if (key === 'datatransMerchantId') return { text: String(value) };
  if ((RICH_TEXT_KEYS as readonly string[]).includes(key)) return sanitizeRichText(String(value));
  return value;
}

/**
 * POST /api/config: stores the given settings in one transaction (null removes a provider key,
 * a key left out stays) and logs the change with masked keys. Answers the staff settings.
 */
export async function updateConfig(
  deps: { db: Database; secrets: SecretBox; environment: ConfigEnvironment; now: Clock },
  changes: ConfigInput,
  actor: AuditActor,
): Promise<StaffConfig> {
  const entries = Object.entries(changes).filter(([, value]) => value !== undefined);
  const toStore = entries.filter(([, value]) => value !== null);
  const toRemove = entries.filter(([, value]) => value === null).map(([key]) => key);
  const before = await getStaffConfig(deps.db, deps.secrets, deps.environment);
  await deps.db.transaction(async (tx) => {
    if (toStore.length > 0) {
      await tx
        .insert(config)
        .values(
          toStore.map(([key, value]) => ({ key, value: storedValue(key, value, deps.secrets) })),
        )
        .onConflictDoUpdate({
          target: config.key,
          set: { value: sql`excluded.value`, updatedAt: sql`now()` },
        });
    }
    if (toRemove.length > 0) await tx.delete(config).where(inArray(config.key, toRemove));
    const after = await getStaffConfig(tx, deps.secrets, deps.environment);
    await writeAuditLog(tx, {
      actor,
      entity: 'config',
      entityId: null,
      action: 'update',
      before,
      after,
      at: deps.now(),
    });
  });
  return getStaffConfig(deps.db, deps.secrets, deps.environment);
}
