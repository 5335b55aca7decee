import {
  blocks,
  donatees,
  navigationItems,
  navigations,
  sites,
  uploads,
} from '../../db/schema/index.ts';
import type { SeedTransaction } from '../seed-types.ts';
import {
  buildBlockValues,
  buildHomeSections,
  DONATEE_SEEDS,
  type ImageValue,
  NAVIGATION_SEEDS,
  type NavigationSeedItem,
  SITE_SEEDS,
  type UploadValue,
} from './content.data.ts';
import { requireId } from './insert-organisation.ts';

export type SlideUpload = UploadValue & { mimeType: string; size: number; name: string };

/** Inserts donatees, blocks, uploads of the slider, sites and both navigations. */
export async function insertContent(
  tx: SeedTransaction,
  input: {
    images: Map<string, ImageValue>;
    slides: SlideUpload[];
    branchIds: Map<string, number>;
  },
): Promise<void> {
  const image = (key: string): ImageValue => {
    const value = input.images.get(key);
    if (!value) throw new Error(`Seed data refers to unknown image ${key}`);
    return value;
  };

  await tx.insert(donatees).values(
    DONATEE_SEEDS.map((donatee, position) => ({
      ...donatee,
      imageId: image(`donatee:${donatee.identifier}`).id,
      position,
    })),
  );

  const blockValues = buildBlockValues({
    breakfast: image('category:breakfast'),
    cake: image('category:cake'),
    catering: image('category:bread'),
  });
  await tx.insert(blocks).values(blockValues.map((block) => ({ ...block, type: 'block' })));

  await tx.insert(uploads).values(input.slides);
  const homeSections = buildHomeSections({
    hero: image('hero'),
    teaser: image('teaser'),
    slides: input.slides.map(({ id, version, extension, publicHash }) => ({
      id,
      version,
      extension,
      publicHash,
    })),
    blocks: blockValues,
  });
  const siteRows = await tx
    .insert(sites)
    .values(
      SITE_SEEDS.map((site) => ({
        path: site.path,
        title: site.title,
        type: site.type,
        isPublic: site.isPublic,
        content: { body: site.body === 'home' ? homeSections : site.body },
      })),
    )
    .returning({ id: sites.id, path: sites.path });
  const siteIds = new Map(
    SITE_SEEDS.map((site) => [
      site.key,
      requireId(new Map(siteRows.map((r) => [r.path, r.id])), site.path),
    ]),
  );

  for (const navigation of NAVIGATION_SEEDS) {
    const [row] = await tx
      .insert(navigations)
      .values({ identifier: navigation.identifier, name: navigation.name })
      .returning({ id: navigations.id });
    if (!row) throw new Error('Navigation was not inserted');
    await insertNavigationLevel(tx, {
      navigationId: row.id,
      parentId: null,
      items: navigation.items,
      resolveTarget: (item) => resolveTarget(item, siteIds, input.branchIds),
    });
  }
}

/** Inserts one level of items in one statement, then each item's children below it. */
async function insertNavigationLevel(
  tx: SeedTransaction,
  input: {
    navigationId: number;
    parentId: number | null;
    items: NavigationSeedItem[];
    resolveTarget: (item: NavigationSeedItem) => string | null;
  },
): Promise<void> {
  const rows = await tx
    .insert(navigationItems)
    .values(
      input.items.map((item, position) => ({
        navigationId: input.navigationId,
        parentId: input.parentId,
        position,
        label: item.label,
        type: item.type,
        target: input.resolveTarget(item),
        isEnabled: item.isEnabled ?? true,
      })),
    )
    .returning({ id: navigationItems.id, position: navigationItems.position });
  for (const row of rows) {
    const children = input.items[row.position]?.children;
    if (children && children.length > 0) {
      await insertNavigationLevel(tx, { ...input, parentId: row.id, items: children });
    }
  }
}

/** Site and branch targets are stored as their ids (text), links as the URL, others as null. */
function resolveTarget(
  item: NavigationSeedItem,
  siteIds: Map<string, number>,
  branchIds: Map<string, number>,
): string | null {
  const target = item.target;
  if (!target) return null;
  if ('site' in target) return String(requireId(siteIds, target.site));
  if ('branch' in target) return String(requireId(branchIds, target.branch));
  return target.url;
}
