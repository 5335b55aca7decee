import { BRANCH_IMAGE_MEDIA, BRANCH_IMAGE_VARIANT, type Branch, imagePath } from '@shop/domain';
import type { FastifyInstance } from 'fastify';
import { type CachedBody, sendCached } from '../../platform/http-cache.ts';
import type { PageImage } from '../../platform/web-app.ts';
import { buildInitEntries } from './init.service.ts';

/** GET /api/init, served from the shared read cache with an ETag. */
export async function registerInitRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/init', async (request, reply) =>
    sendCached(request, reply, await readInitBody(app)),
  );
}

/**
 * The /api/init body from the shared read cache. The storefront's HTML embeds the same body
 * (platform/web-app.ts), so the payment providers are refreshed here, not only for /api routes.
 */
export async function readInitBody(app: FastifyInstance): Promise<CachedBody> {
  await app.paymentProviders.refresh();
  return app.publicCache.get('init', () =>
    buildInitEntries(app.deps.db, app.paymentProviders.configured(), app.deps.now()),
  );
}

/**
 * The image a storefront page shows first, for its HTML to announce (platform/web-app.ts), so the
 * browser fetches it beside the page's code instead of after it has run (docs/budgets.md P6, the largest
 * contentful paint): on a branch page the branch's first image (web: branch/branch-intro.tsx), for
 * the widths that show it. The init body is read once per version.
 */
export function pageImageFinder(): (pathname: string, init: CachedBody) => PageImage | undefined {
  let read: { etag: string; images: Map<string, PageImage> } | undefined;
  const imagesOf = (init: CachedBody) => {
    if (read?.etag !== init.etag) {
      const entries = (JSON.parse(init.json) as { data: InitEntry[] }).data;
      const branches = entries.find((entry) => entry.url === '/api/branches')?.data ?? [];
      const images = new Map<string, PageImage>();
      for (const branch of branches as BranchImages[]) {
        const image = branch.images[0];
        if (image) {
          const href = imagePath(image, BRANCH_IMAGE_VARIANT);
          images.set(branch.identifier, { href, media: BRANCH_IMAGE_MEDIA });
        }
      }
      read = { etag: init.etag, images };
    }
    return read.images;
  };
  return (pathname, init) => {
    const identifier = BRANCH_PAGE.exec(pathname)?.[1];
    if (identifier === undefined) return undefined;
    try {
      return imagesOf(init).get(decodeURIComponent(identifier));
    } catch {
      return undefined; // a malformed escape in the path: no such branch
    }
  };
}

/** spec §2 "Customer routes": /store/{branchIdentifier}. */
const BRANCH_PAGE = /^\/store\/([^/]+)\/?$/;

type InitEntry = { url: string; data: unknown };
type BranchImages = Pick<Branch, 'identifier' | 'images'>;
