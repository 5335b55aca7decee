import fs from 'node:fs/promises';
import path from 'node:path';
import {
  APP_ICON_PATH,
  APP_ICONS,
  APP_MANIFEST_PATH,
  APP_THEME_COLOR,
  type AppIcon,
  buildAppManifest,
} from '@shop/domain';
import type { FastifyInstance } from 'fastify';
import type { CachedBody } from '../../../platform/http-cache.ts';
import { loadSharp } from '../../../platform/sharp.ts';
import { getPublicConfig } from '../config/config.service.ts';

/** The logo when a build has none (the storefront header shows the build's favicon.svg). */
const FALLBACK_LOGO = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${APP_THEME_COLOR}"/></svg>`;
/** A maskable icon's content stays inside the inner 80 % circle (W3C manifest, "safe zone"). */
const MASKABLE_CONTENT = 0.7;

const notFound = {
  errors: [{ code: 'not_found', message: 'Die angeforderte Ressource wurde nicht gefunden.' }],
};

/**
 * spec §1 installable web app (docs/decisions/031-installable-app-and-kiosk.md):
 * GET /manifest.webmanifest from the shop's settings, only while "Als App installierbar"
 * (enablePluginPWA) is on, and GET /app-icons/{file} rendered with sharp from the shop's logo
 * (the build's favicon.svg, which the storefront header shows), plain and maskable.
 */
export async function registerAppManifestRoutes(app: FastifyInstance): Promise<void> {
  app.get(APP_MANIFEST_PATH, async (_request, reply) => {
    const body = await app.publicCache.get('app-manifest', async () => {
      const config = await getPublicConfig(app.deps.db);
      return config.enablePluginPWA ? buildAppManifest(config) : null;
    });
    const manifest = manifestOf(body);
    reply.header('Cache-Control', 'no-cache');
    if (manifest === null) return reply.status(404).send(notFound);
    return reply.type('application/manifest+json; charset=utf-8').send(manifest);
  });

  const icons = new Map<string, Promise<Buffer>>();
  app.get<{ Params: { file: string } }>(`${APP_ICON_PATH}:file`, async (request, reply) => {
    const icon = APP_ICONS.find((candidate) => candidate.file === request.params.file);
    if (!icon) return reply.status(404).send(notFound);
    let png = icons.get(icon.file);
    if (!png) {
      png = renderIcon(icon, await readLogo(app.deps.config.WEB_DIST_DIR));
      png.catch(() => icons.delete(icon.file));
      icons.set(icon.file, png);
    }
    reply.header('Cache-Control', 'public, max-age=86400');
    return reply.type('image/png').send(await png);
  });
}

let lastManifest: { etag: string; json: string | null } | undefined;

/** The manifest's JSON out of the cached `{ data }` body, unwrapped once per version. */
function manifestOf(body: CachedBody): string | null {
  if (lastManifest?.etag !== body.etag) {
    const data = (JSON.parse(body.json) as { data: unknown }).data;
    lastManifest = { etag: body.etag, json: data === null ? null : JSON.stringify(data) };
  }
  return lastManifest.json;
}

async function readLogo(distDirectory: string): Promise<Buffer> {
  try {
    return await fs.readFile(path.join(distDirectory, 'favicon.svg'));
  } catch {
    return Buffer.from(FALLBACK_LOGO);
  }
}

/** A square PNG; a maskable one has the logo shrunk into the safe zone on the theme colour. */
async function renderIcon(icon: AppIcon, logo: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  const isPadded = icon.purpose === 'maskable';
  const inner = isPadded ? Math.round(icon.size * MASKABLE_CONTENT) : icon.size;
  const drawn = await sharp(logo, { density: 72 * Math.ceil(inner / 64) * 2 })
    .resize(inner, inner, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
  const isOpaque = isPadded || icon.purpose === 'apple';
  if (!isOpaque) return drawn;
  const offset = Math.round((icon.size - inner) / 2);
  return (
    sharp({
      create: { width: icon.size, height: icon.size, channels: 4, background: APP_THEME_COLOR },
    })
      .composite([{ input: drawn, top: offset, left: offset }])
      .png()
      .toBuffer()
      // Composited, then without the alpha channel (iOS shows transparency black).
      .then((composed) => sharp(composed).removeAlpha().png().toBuffer())
  );
}

let lastHead: { etag: string; head: string } | undefined;

/**
 * The manifest and iOS icon links for a storefront page's head (platform/web-app.ts), only while
 * the plugin is on (spec §4: with it off nothing is offered). Read from the page's init data.
 */
export function appManifestHead(init: CachedBody): string {
  if (lastHead?.etag !== init.etag) {
    const entries = (JSON.parse(init.json) as { data: { url: string; data: unknown }[] }).data;
    const config = entries.find((entry) => entry.url === '/api/config')?.data as
      | { enablePluginPWA?: boolean }
      | undefined;
    const head = config?.enablePluginPWA
      ? `<link rel="manifest" href="${APP_MANIFEST_PATH}"><link rel="apple-touch-icon" href="${APP_ICON_PATH}apple-touch-icon.png">`
      : '';
    lastHead = { etag: init.etag, head };
  }
  return lastHead.head;
}
