import { z } from 'zod';
import { isValidMapAccessToken, isValidMapStyleUrl } from '../text/map-style.ts';
import { publicConfigSchema } from './entities.ts';

/** True when the runtime knows the IANA time zone (spec §3 Config timeZone). */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('de-DE', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/**
 * Shop settings in the back-office (spec §3 "Config settings"; §7 GET/POST
 * /api/config). `GET /api/config` stays the public read; staff with the settings permission read
 * `GET /api/config/staff`, which adds the payment provider keys — stored encrypted at rest and
 * only ever sent masked ("••••1234"). `POST /api/config` takes any subset of configInputSchema
 * and answers the staff shape.
 */

export const SETTINGS_MESSAGES = {
  currency: 'Bitte geben Sie einen Währungscode mit drei Großbuchstaben an (z. B. EUR).',
  timeZone: 'Diese Zeitzone ist unbekannt (z. B. Europe/Berlin).',
  link: 'Bitte geben Sie eine Adresse mit https:// oder einen Pfad mit / an.',
  signKey: 'Der Signaturschlüssel muss hexadezimal sein.',
  mapStyleUrl:
    'Bitte geben Sie die Adresse eines Kartenstils mit https:// an (z. B. https://karten.example.de/style.json).',
  mapAccessToken:
    'Der Kartenschlüssel darf nur Buchstaben, Ziffern, Punkte, Binde- und Unterstriche enthalten.',
  vatId: 'Die USt-IdNr. beginnt mit dem Ländercode, z. B. DE123456789.',
  metaPixelId: 'Die Meta-Pixel-ID besteht aus 5 bis 20 Ziffern (z. B. 123456789012345).',
  saveFailed: 'Konfiguration konnte nicht gespeichert werden', // spec §8
} as const;

/** The mask put in front of the last four characters of a stored secret. */
export const SECRET_MASK = '••••';

/** "••••1234": the last four characters of a secret (all of it masked when shorter than 8). */
export function maskSecret(secret: string): string {
  return secret.length < 8 ? SECRET_MASK : `${SECRET_MASK}${secret.slice(-4)}`;
}

/** Where a payment provider's keys come from: the settings, the environment (fallback) or nowhere. */
export const providerKeySourceSchema = z.enum(['settings', 'environment']).nullable();

export const paymentProviderStatusSchema = z.object({
  isConfigured: z.boolean(),
  source: providerKeySourceSchema,
});

/** The settings as the back-office edits them: public settings plus masked provider keys. */
export const staffConfigSchema = publicConfigSchema.extend({
  /** Masked ("••••1234") or null when not stored. */
  mollieApiKey: z.string().nullable(),
  /** Not secret: shown in full. */
  datatransMerchantId: z.string().nullable(),
  datatransPassword: z.string().nullable(),
  datatransSignKey: z.string().nullable(),
  paymentProviders: z.object({
    mollie: paymentProviderStatusSchema,
    datatrans: paymentProviderStatusSchema,
  }),
  /** Whether mails (SMTP_URL) and SMS (SMS_GATEWAY_URL) can leave the server at all. */
  messaging: z.object({ isMailConfigured: z.boolean(), isSmsGatewayConfigured: z.boolean() }),
});
export type StaffConfig = z.infer<typeof staffConfigSchema>;

/** Keys of settings stored encrypted (AES-256-GCM) and never sent in full. */
export const SECRET_SETTING_KEYS = [
  'mollieApiKey',
  'datatransPassword',
  'datatransSignKey',
] as const;
export type SecretSettingKey = (typeof SECRET_SETTING_KEYS)[number];

/**
 * A secret in a settings change: a string sets it, null removes it, leaving it out keeps it.
 * A masked value sent back unchanged ("••••1234") also keeps it.
 */
const secretInput = (value: z.ZodString = z.string()) =>
  z.preprocess(
    (input) => (typeof input === 'string' && input.startsWith(SECRET_MASK) ? undefined : input),
    value.trim().min(1).max(500).nullable().optional(),
  );

const text = (max: number) => z.string().trim().max(max);
/** A link setting: '' (not set), an http(s) address or a path of this site. */
const link = z
  .string()
  .trim()
  .max(500)
  .refine((value) => value === '' || value.startsWith('/') || /^https?:\/\/\S+$/.test(value), {
    error: SETTINGS_MESSAGES.link,
  });
const legalText = z.string().max(200_000);

/**
 * POST /api/config: any subset of the settings; unknown keys are refused. The plugin flags and
 * the delivery method are the public schema's own; texts, links and map values get their limits.
 */
export const configInputSchema = publicConfigSchema
  .extend({
    title: text(200),
    description: text(2000),
    shopName: text(200).min(1),
    businessName: text(200),
    businessAddress: text(500),
    taxNumber: text(50),
    vatId: z
      .string()
      .trim()
      .regex(/^([A-Z]{2}[0-9A-Z]{2,13})?$/, { error: SETTINGS_MESSAGES.vatId }),
    website: link,
    currency: z
      .string()
      .trim()
      .regex(/^[A-Z]{3}$/, { error: SETTINGS_MESSAGES.currency }),
    timeZone: z.string().trim().refine(isValidTimeZone, { error: SETTINGS_MESSAGES.timeZone }),
    termsAndConditions: link,
    termsAndConditionsText: legalText,
    privacyPolicy: link,
    privacyPolicyText: legalText,
    imprint: link,
    imprintText: legalText,
    allergens: link,
    allergensText: legalText,
    mapboxZoom: z.number().min(0).max(24),
    mapboxPitch: z.number().min(0).max(85),
    mapboxBearing: z.number().min(-360).max(360),
    mapStyleUrl: z
      .string()
      .trim()
      .max(1000)
      .refine(isValidMapStyleUrl, { error: SETTINGS_MESSAGES.mapStyleUrl }),
    mapAccessToken: z
      .string()
      .trim()
      .max(500)
      .refine(isValidMapAccessToken, { error: SETTINGS_MESSAGES.mapAccessToken }),
    metaPixelId: z
      .string()
      .trim()
      .regex(/^(\d{5,20})?$/, { error: SETTINGS_MESSAGES.metaPixelId }),
    mollieApiKey: secretInput(),
    datatransMerchantId: z.string().trim().max(100).nullable(),
    datatransPassword: secretInput(),
    datatransSignKey: secretInput(
      z.string().regex(/^([0-9a-fA-F]{2})+$/, { error: SETTINGS_MESSAGES.signKey }),
    ),
  })
  .strict()
  .partial();
export type ConfigInput = z.infer<typeof configInputSchema>;
