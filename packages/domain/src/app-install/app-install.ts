/**
 * The installable app's rules (spec §1, §4 "Install prompt", §9; docs/decisions/031-installable-app-and-kiosk.md):
 * the web app manifest built from the shop's settings and when the install prompt is offered.
 */

/** spec §9 theme colours: the first for the browser's bars, the second behind the splash screen. */
export const APP_THEME_COLOR = '#FFE9C1';
export const APP_BACKGROUND_COLOR = '#D5E6BC';

/** spec §9: the prompt 250 ms after consent was given, 5000 ms after start when it was given before. */
export const INSTALL_PROMPT_DELAY_AFTER_CONSENT_MS = 250;
export const INSTALL_PROMPT_DELAY_ON_START_MS = 5000;
/** spec §9: update checks 2500 ms after start, then every 1,800,000 ms. */
export const UPDATE_CHECK_FIRST_MS = 2500;
export const UPDATE_CHECK_INTERVAL_MS = 1_800_000;
/** spec §4/§9: "Jetzt nicht" stores pwa-dismiss=true for one month. */
export const INSTALL_DISMISS_COOKIE = 'pwa-dismiss';
export const INSTALL_DISMISS_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** The icons the server renders from the shop's logo (platforms ask for 192 and 512, iOS 180). */
export const APP_ICONS = [
  { file: 'icon-192.png', size: 192, purpose: 'any' },
  { file: 'icon-512.png', size: 512, purpose: 'any' },
  { file: 'maskable-192.png', size: 192, purpose: 'maskable' },
  { file: 'maskable-512.png', size: 512, purpose: 'maskable' },
  { file: 'apple-touch-icon.png', size: 180, purpose: 'apple' },
] as const;
export type AppIcon = (typeof APP_ICONS)[number];
export const APP_ICON_PATH = '/app-icons/';
export const APP_MANIFEST_PATH = '/manifest.webmanifest';

/** Home screens show about 12 characters under an icon. */
const SHORT_NAME_LENGTH = 12;

/** The name under the icon: the shop name when it fits, else its first word, else cut. */
export function appShortName(shopName: string): string {
  const name = shopName.trim().replace(/\s+/g, ' ');
  if (name.length <= SHORT_NAME_LENGTH) return name;
  const firstWord = name.split(' ')[0] ?? '';
  if (firstWord.length >= 3 && firstWord.length <= SHORT_NAME_LENGTH) return firstWord;
  return name.slice(0, SHORT_NAME_LENGTH).trimEnd();
}

export type AppManifestSettings = { shopName: string; title: string; description: string };

/** The web app manifest (W3C Web Application Manifest) for the shop. */
export function buildAppManifest(settings: AppManifestSettings) {
  const name = settings.shopName.trim() || settings.title.trim() || 'Shop';
  return {
    id: '/',
    name,
    short_name: appShortName(name),
    description: settings.description.trim() || name,
    lang: 'de',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: APP_THEME_COLOR,
    background_color: APP_BACKGROUND_COLOR,
    icons: APP_ICONS.filter((icon) => icon.purpose !== 'apple').map((icon) => ({
      src: `${APP_ICON_PATH}${icon.file}`,
      sizes: `${icon.size}x${icon.size}`,
      type: 'image/png',
      purpose: icon.purpose,
    })),
  };
}

export type InstallPromptContext = {
  /** The browser can install web apps (a service worker and an install route: event or instructions). */
  isSupported: boolean;
  /** Running as the installed app, or known to be installed. */
  isInstalled: boolean;
  isPluginEnabled: boolean;
  /** The value of the pwa-dismiss cookie, undefined without one. */
  dismissCookie: string | undefined;
  /** spec §2/§4: install handling does not apply in self-service. */
  isSelfService: boolean;
};

/** spec §4: the install prompt is offered only if every condition holds. */
export function shouldOfferInstall(context: InstallPromptContext): boolean {
  return (
    context.isSupported &&
    !context.isInstalled &&
    context.isPluginEnabled &&
    context.dismissCookie !== 'true' &&
    !context.isSelfService
  );
}

/** spec §4/§9: the delay before the prompt, after consent was just given or on a start with consent. */
export function installPromptDelay(trigger: 'consent-given' | 'start'): number {
  return trigger === 'consent-given'
    ? INSTALL_PROMPT_DELAY_AFTER_CONSENT_MS
    : INSTALL_PROMPT_DELAY_ON_START_MS;
}
