import {
  DELIVERY_METHODS,
  isValidMapAccessToken,
  isValidMapStyleUrl,
  SETTINGS_MESSAGES,
  type StaffConfig,
} from '@shop/domain';
import { de } from '../../../i18n/de.ts';
import { numberOf, numberText } from '../fields/common-fields.tsx';
import { RichTextField } from '../fields/rich-text-field.tsx';
import type { FieldDefinition, FormSection, FormValues } from '../resource/define-resource.ts';
import { SecretField, type SecretValue, secretBody, secretValue } from './secret-field.tsx';

const t = de.backofficeCatalogue.settings;

/** spec §3 Config settings, grouped in the settings page's tabs. */
const TEXT_KEYS = [
  'shopName',
  'businessName',
  // The seller on invoices (docs/decisions/040-invoices-and-exports.md)
  'businessAddress',
  'taxNumber',
  'vatId',
  'title',
  'description',
  'website',
  'currency',
  'timeZone',
] as const;
const LEGAL = [
  ['termsAndConditions', 'termsAndConditionsText'],
  ['privacyPolicy', 'privacyPolicyText'],
  ['imprint', 'imprintText'],
  ['allergens', 'allergensText'],
] as const;
const PLUGIN_KEYS = [
  'enablePluginHomePage',
  'enablePluginSearch',
  'enablePluginTags',
  'enablePluginMapbox',
  'enablePluginToolbar',
  'enablePluginPWA',
  'enablePluginCategoryBar',
  'enablePluginSMS',
  'enablePluginDonations',
  'enablePluginFrontdesk',
  'enablePluginOrderReviews',
  'disableTickets',
] as const;
const PAYMENT_KEYS = [
  'enableCash',
  'enablePluginATMCard',
  'enableATMCard',
  'enablePluginHydroAGVoucher',
  'enableHydroAGVoucher',
  'enablePluginMollie',
  'enableMollie',
  'enablePluginDatatrans',
  'enableDatatrans',
] as const;
const SECRET_KEYS = ['mollieApiKey', 'datatransPassword', 'datatransSignKey'] as const;
const MAP_KEYS = ['mapboxZoom', 'mapboxPitch', 'mapboxBearing'] as const;
/** docs/decisions/022-map-style.md: the map's style address and public access token. */
const MAP_STYLE_KEYS = ['mapStyleUrl', 'mapAccessToken'] as const;

export type SettingsValues = FormValues;

const label = (key: string): string =>
  key === 'title'
    ? t.title_
    : ((t as unknown as Record<string, string>)[key] ?? t.plugins[key] ?? key);

const checkbox = (key: string): FieldDefinition<SettingsValues> => ({
  name: key,
  label: label(key),
  type: 'checkbox',
  checkboxLabel: label(key),
});

export const SETTINGS_FIELDS: FieldDefinition<SettingsValues>[] = [
  ...TEXT_KEYS.map(
    (key): FieldDefinition<SettingsValues> => ({
      name: key,
      label: label(key),
      type: key === 'description' || key === 'businessAddress' ? 'textarea' : 'text',
      isRequired: key === 'shopName',
      ...(key === 'currency' ? { hint: t.currencyHint } : {}),
      ...(key === 'timeZone' ? { hint: t.timeZoneHint } : {}),
      ...(key === 'taxNumber' ? { hint: t.taxNumberHint } : {}),
    }),
  ),
  {
    name: 'defaultDeliveryMethod',
    label: t.defaultDeliveryMethod,
    type: 'select',
    options: DELIVERY_METHODS.map((method) => ({
      value: method,
      label: de.backofficeCatalogue.branches.methods[method],
    })),
  },
  ...LEGAL.flatMap(([link, text]): FieldDefinition<SettingsValues>[] => [
    { name: text, label: label(text), type: 'custom', component: RichTextField, isWide: true },
    { name: link, label: label(link), type: 'text', hint: t.linkHint, isWide: true },
  ]),
  ...PLUGIN_KEYS.map(checkbox),
  ...PAYMENT_KEYS.map(checkbox),
  { name: 'mollieApiKey', label: t.mollieApiKey, type: 'custom', component: SecretField },
  { name: 'datatransMerchantId', label: t.datatransMerchantId, type: 'text' },
  { name: 'datatransPassword', label: t.datatransPassword, type: 'custom', component: SecretField },
  { name: 'datatransSignKey', label: t.datatransSignKey, type: 'custom', component: SecretField },
  ...MAP_KEYS.map(
    (key): FieldDefinition<SettingsValues> => ({
      name: key,
      label: label(key),
      type: 'text',
      inputMode: 'decimal',
      hint: t.mapHint,
    }),
  ),
  {
    name: 'mapStyleUrl',
    label: t.mapStyleUrl,
    type: 'text',
    placeholder: 'https://',
    hint: t.mapStyleUrlHint,
    isWide: true,
    validate: (value) =>
      isValidMapStyleUrl(String(value ?? '')) ? null : SETTINGS_MESSAGES.mapStyleUrl,
  },
  {
    name: 'metaPixelId',
    label: t.metaPixelId,
    type: 'text',
    hint: t.metaPixelIdHint,
    validate: (value) =>
      /^(\d{5,20})?$/.test(String(value ?? '').trim()) ? null : SETTINGS_MESSAGES.metaPixelId,
  },
  {
    name: 'mapAccessToken',
    label: t.mapAccessToken,
    type: 'text',
    hint: t.mapAccessTokenHint,
    isWide: true,
    validate: (value) =>
      isValidMapAccessToken(String(value ?? '')) ? null : SETTINGS_MESSAGES.mapAccessToken,
  },
];

export const SETTINGS_SECTIONS: FormSection<SettingsValues>[] = [
  { key: 'shop', label: t.tabs.shop, fields: [...TEXT_KEYS, 'defaultDeliveryMethod'] },
  { key: 'legal', label: t.tabs.legal, fields: LEGAL.flatMap(([link, text]) => [text, link]) },
  { key: 'plugins', label: t.tabs.plugins, fields: [...PLUGIN_KEYS, 'metaPixelId'] },
  {
    key: 'payment',
    label: t.tabs.payment,
    fields: [
      ...PAYMENT_KEYS,
      'mollieApiKey',
      'datatransMerchantId',
      'datatransPassword',
      'datatransSignKey',
    ],
    // Each payment method in one box: "verfügbar", "anbieten" and its provider keys together.
    groups: [
      { key: 'cash', label: t.paymentGroups.cash, fields: ['enableCash'] },
      {
        key: 'atmCard',
        label: t.paymentGroups.atmCard,
        fields: ['enablePluginATMCard', 'enableATMCard'],
      },
      {
        key: 'hydroAGVoucher',
        label: t.paymentGroups.hydroAGVoucher,
        fields: ['enablePluginHydroAGVoucher', 'enableHydroAGVoucher'],
      },
      {
        key: 'mollie',
        label: t.paymentGroups.mollie,
        fields: ['enablePluginMollie', 'enableMollie', 'mollieApiKey'],
      },
      {
        key: 'datatrans',
        label: t.paymentGroups.datatrans,
        fields: [
          'enablePluginDatatrans',
          'enableDatatrans',
          'datatransMerchantId',
          'datatransPassword',
          'datatransSignKey',
        ],
      },
    ],
  },
  { key: 'map', label: t.tabs.map, fields: [...MAP_KEYS, ...MAP_STYLE_KEYS] },
];

/** The form values of the stored settings (keys masked). */
export function settingsValues(config: StaffConfig): SettingsValues {
  const record = config as unknown as Record<string, unknown>;
  const values: SettingsValues = {};
  for (const field of SETTINGS_FIELDS) {
    const stored = record[field.name];
    if ((SECRET_KEYS as readonly string[]).includes(field.name)) {
      values[field.name] = secretValue(typeof stored === 'string' ? stored : null);
    } else if (field.type === 'checkbox') values[field.name] = stored === true;
    else if (typeof stored === 'number') values[field.name] = numberText(stored);
    else values[field.name] = typeof stored === 'string' ? stored : '';
  }
  return values;
}

/** POST /api/config body: every setting; a key only when it was typed or removed. */
export function settingsBody(values: SettingsValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of SETTINGS_FIELDS) {
    const value = values[field.name];
    if ((SECRET_KEYS as readonly string[]).includes(field.name)) {
      const secret = secretBody(value as SecretValue);
      if (secret !== undefined) body[field.name] = secret;
    } else if ((MAP_KEYS as readonly string[]).includes(field.name)) {
      const number = numberOf(value as string);
      body[field.name] = number === null ? value : Number.isNaN(number) ? value : number;
    } else if (field.name === 'datatransMerchantId') {
      body[field.name] = (value as string).trim() || null;
    } else body[field.name] = value;
  }
  return body;
}
