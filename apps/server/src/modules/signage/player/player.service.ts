import {
  businessDayOf,
  imagePath,
  isSegmentScheduled,
  nextScheduleChange,
  SIGNAGE_VIDEO_TYPES,
  type SignagePlayer,
  type SignagePlayerSegment,
  signageTransitionSchema,
} from '@shop/domain';
import { eq } from 'drizzle-orm';
import { digitalSignageStreams } from '../../../db/schema/index.ts';
import type { Database } from '../../../platform/database.ts';
import {
  boardProducts,
  categoryNamesById,
  imageAddressesById,
  templatePictureVersions,
} from '../../catalogue/catalogue.read-model.ts';
import { libraryUploadsById } from '../../content/content.read-model.ts';
import { getPublicConfig } from '../../settings/config/config.service.ts';
import type { TvRow } from '../devices/tv-devices.resource.ts';
import { loadSegmentRows, presentSegment } from '../segments/segments.resource.ts';
import { segmentIdsByStream } from '../streams/streams.resource.ts';

/**
 * A template segment's picture (docs/decisions/047-templates-on-tvs-and-labour-report.md): the
 * version in the address changes with the layers and the bound catalogue data, so the player
 * fetches (and caches) each version once.
 */
export const templatePictureUrl = (segmentId: number, version: string) =>
  `/api/digital-signage/player/segments/${segmentId}/picture.webp?v=${version}`;

/**
 * GET /api/digital-signage/player (docs/decisions/033-digital-signage.md): the TV's stream as it
 * plays now — its enabled segments in order; a menu board carries its category's products with
 * today's prices, sold-out ones (of the TV's branch, shop time zone) left out; a template carries
 * the address of its current render (decision 047). A disabled or
 * missing stream plays nothing.
 */
export async function playerScreen(db: Database, tv: TvRow, now: Date): Promise<SignagePlayer> {
  const empty = { device: { name: tv.name }, now: now.toISOString(), nextChangeAt: null };
  if (tv.streamId === null) return { ...empty, stream: null, segments: [] };
  const [stream] = await db
    .select()
    .from(digitalSignageStreams)
    .where(eq(digitalSignageStreams.id, tv.streamId));
  if (!stream?.isEnabled) return { ...empty, stream: null, segments: [] };

  const ids = (await segmentIdsByStream(db, [stream.id])).get(stream.id) ?? [];
  const rows = new Map((await loadSegmentRows(db, ids)).map((row) => [row.id, row]));
  const enabled = ids
    .map((id) => rows.get(id))
    .filter((row) => row?.isEnabled)
    .map((row) => presentSegment(row!));
  const { timeZone } = await getPublicConfig(db);
  // Only what plays now by its schedule (decision 033 "Schedules"), in the shop's time zone.
  const segments = enabled.filter((segment) => isSegmentScheduled(segment.schedule, now, timeZone));
  const nextChange = nextScheduleChange(
    enabled.map((segment) => segment.schedule),
    now,
    timeZone,
  );
  const categoryIds = segments.flatMap((s) => (s.category ? [s.category.id] : []));
  const imageIds = segments.flatMap((s) => (s.image ? [s.image.id] : []));
  const templateIds = segments.flatMap((s) => (s.template ? [s.template.id] : []));
  const uploadIds = segments.flatMap((s) => (s.video ? [s.video.id] : []));
  const businessDay = businessDayOf(now, timeZone);
  const [names, addresses, products, versions, films] = await Promise.all([
    categoryNamesById(db, categoryIds),
    imageAddressesById(db, imageIds),
    boardProducts(db, {
      categoryIds,
      branchId: tv.branchId,
      businessDay,
    }),
    templatePictureVersions(db, templateIds, businessDay),
    libraryUploadsById(db, uploadIds),
  ]);

  const played: SignagePlayerSegment[] = [];
  for (const segment of segments) {
    if (segment.kind === 'menuBoard') {
      const categoryId = segment.category?.id;
      const name = categoryId === undefined ? undefined : names.get(categoryId);
      if (name === undefined) continue; // the category is gone: nothing to show
      played.push({
        id: segment.id,
        kind: 'menuBoard',
        durationSeconds: segment.durationSeconds,
        title: segment.title ?? name,
        imageUrl: null,
        pageUrl: null,
        videoUrl: null,
        products: products
          .filter((product) => product.categoryId === categoryId)
          .map(({ categoryId: _c, ...product }) => product),
      });
    } else if (segment.kind === 'template') {
      const version = segment.template ? versions.get(segment.template.id) : undefined;
      if (version === undefined) continue; // the template is gone
      played.push({
        id: segment.id,
        kind: 'template',
        durationSeconds: segment.durationSeconds,
        title: segment.title ?? '',
        imageUrl: templatePictureUrl(segment.id, version),
        pageUrl: null,
        videoUrl: null,
        products: [],
      });
    } else if (segment.kind === 'video') {
      const film = segment.video ? films.get(segment.video.id) : undefined;
      if (!film || !SIGNAGE_VIDEO_TYPES.includes(film.mimeType)) continue; // gone or replaced
      played.push({
        id: segment.id,
        kind: 'video',
        durationSeconds: segment.durationSeconds,
        title: segment.title ?? '',
        imageUrl: null,
        pageUrl: null,
        videoUrl: film.url,
        products: [],
      });
    } else if (segment.kind === 'webPage') {
      if (!segment.url) continue;
      played.push({
        id: segment.id,
        kind: 'webPage',
        durationSeconds: segment.durationSeconds,
        title: segment.title ?? '',
        imageUrl: null,
        pageUrl: segment.url,
        videoUrl: null,
        products: [],
      });
    } else {
      const address = segment.image ? addresses.get(segment.image.id) : undefined;
      if (!address) continue;
      played.push({
        id: segment.id,
        kind: 'image',
        durationSeconds: segment.durationSeconds,
        title: segment.title ?? '',
        imageUrl: imagePath(address),
        pageUrl: null,
        videoUrl: null,
        products: [],
      });
    }
  }
  return {
    ...empty,
    stream: {
      name: stream.name,
      transition: signageTransitionSchema.catch('none').parse(stream.transition),
    },
    segments: played,
    nextChangeAt: nextChange?.toISOString() ?? null,
  };
}

/**
 * The template a segment of the TV's stream shows (decision 047); null when the segment is not
 * an enabled template segment of that stream — a TV sees only its own stream's pictures.
 */
export async function streamTemplateOf(
  db: Database,
  tv: TvRow,
  segmentId: number,
): Promise<number | null> {
  if (tv.streamId === null) return null;
  const ids = (await segmentIdsByStream(db, [tv.streamId])).get(tv.streamId) ?? [];
  if (!ids.includes(segmentId)) return null;
  const [row] = await loadSegmentRows(db, [segmentId]);
  if (!row?.isEnabled) return null;
  const segment = presentSegment(row);
  return segment.kind === 'template' ? (segment.template?.id ?? null) : null;
}
