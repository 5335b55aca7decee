import type { AddressInfo } from 'node:net';
import type { AppConfig } from './config.ts';

/** What decides the shop's public address. */
export type PublicAddressSettings = Partial<Pick<AppConfig, 'PUBLIC_URL' | 'HOST' | 'PORT'>>;

/**
 * The absolute address of the shop for links that leave the request: login links in mails,
 * payment return and webhook addresses, status links in order mails and SMS, QR codes
 * (docs/decisions/014-order-limits-and-public-addresses.md).
 *
 * PUBLIC_URL when it is set. Otherwise only what the operator configured or the server itself
 * listens on: HOST (a wildcard such as 0.0.0.0 stands for `localhost`) and the bound port, so
 * `npm start` on a laptop keeps working. Never the request's `Host` or `X-Forwarded-Host`: anyone
 * can send those, and a login link mailed to `http://evil.example/…` hands its token to them.
 */
export function publicBaseUrl(
  settings: PublicAddressSettings,
  listening: AddressInfo | string | null = null,
): string {
  if (settings.PUBLIC_URL) return settings.PUBLIC_URL.replace(/\/+$/, '');
  const port =
    typeof listening === 'object' && listening !== null ? listening.port : (settings.PORT ?? 3000);
  return `http://${hostForLinks(settings.HOST)}${port === 80 ? '' : `:${port}`}`;
}

const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '[::]', '::0']);

function hostForLinks(host: string | undefined): string {
  if (!host || WILDCARD_HOSTS.has(host)) return 'localhost';
  return host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
}

/**
 * The German warning `npm start` prints without PUBLIC_URL: links in mails and payment return
 * addresses then point to the server's own address, which customers outside cannot reach.
 */
export function missingPublicUrlWarning(baseUrl: string): string {
  return (
    `Achtung: PUBLIC_URL ist nicht gesetzt. Links in E-Mails (Anmeldelinks, Bestellstatus) und ` +
    `die Rücksprungadressen der Online-Zahlungen zeigen deshalb auf ${baseUrl}. ` +
    'Für den Betrieb setzen Sie PUBLIC_URL auf die öffentliche https://-Adresse des Shops.'
  );
}
