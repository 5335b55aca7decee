import type { Branch, PublicConfig } from '../contracts/entities.ts';

/** The links of the footer's legal line (spec §2 "Footer links"). */
export type FooterLinkKey =
  | 'store'
  | 'termsAndConditions'
  | 'privacyPolicy'
  | 'imprint'
  | 'allergens';

export type FooterLink = {
  readonly key: FooterLinkKey;
  readonly href: string;
  /** External addresses open in a new tab. */
  readonly isExternal: boolean;
};

type LegalSetting = {
  readonly key: Exclude<FooterLinkKey, 'store'>;
  readonly path: string;
  readonly textSetting: keyof PublicConfig;
  readonly urlSetting: keyof PublicConfig;
};

/** spec §2: each legal page, its internal path, and the settings that decide the link. */
const LEGAL_SETTINGS: readonly LegalSetting[] = [
  {
    key: 'termsAndConditions',
    path: '/site/terms-and-conditions',
    textSetting: 'termsAndConditionsText',
    urlSetting: 'termsAndConditions',
  },
  {
    key: 'privacyPolicy',
    path: '/site/privacy',
    textSetting: 'privacyPolicyText',
    urlSetting: 'privacyPolicy',
  },
  { key: 'imprint', path: '/site/imprint', textSetting: 'imprintText', urlSetting: 'imprint' },
  {
    key: 'allergens',
    path: '/site/allergens',
    textSetting: 'allergensText',
    urlSetting: 'allergens',
  },
];

type FooterConfig = Pick<
  PublicConfig,
  | 'termsAndConditions'
  | 'termsAndConditionsText'
  | 'privacyPolicy'
  | 'privacyPolicyText'
  | 'imprint'
  | 'imprintText'
  | 'allergens'
  | 'allergensText'
>;

const filled = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '';

/**
 * spec §2 "Footer links": /store/{identifier} only when exactly one branch exists; each legal page
 * is internal (/site/…) when its text setting is filled, otherwise the external address from the
 * settings (new tab), and left out when neither is set.
 */
export function footerLinks(
  config: FooterConfig,
  branches: readonly Pick<Branch, 'identifier'>[],
): FooterLink[] {
  const links: FooterLink[] = [];
  const [onlyBranch] = branches;
  if (branches.length === 1 && onlyBranch) {
    links.push({
      key: 'store',
      href: `/store/${encodeURIComponent(onlyBranch.identifier)}`,
      isExternal: false,
    });
  }
  for (const setting of LEGAL_SETTINGS) {
    const values = config as Record<string, unknown>;
    const externalUrl = values[setting.urlSetting];
    if (filled(values[setting.textSetting])) {
      links.push({ key: setting.key, href: setting.path, isExternal: false });
    } else if (filled(externalUrl)) {
      links.push({ key: setting.key, href: externalUrl.trim(), isExternal: true });
    }
  }
  return links;
}
