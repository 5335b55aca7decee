import { SIGNAGE_MESSAGES, type SignagePlayerStatusInput } from '@shop/domain';
import { eq } from 'drizzle-orm';
import { digitalSignageDevices } from '../../../db/schema/index.ts';
import type { Database } from '../../../platform/database.ts';
import { AppError } from '../../../platform/errors.ts';
import { segmentIdsByStream } from '../streams/streams.resource.ts';
import type { TvRow } from './tv-devices.resource.ts';

/**
 * What a TV reports about itself (docs/decisions/055-signage-pairing-media-offline.md): its
 * resolution and the segment it shows now. Only a segment of its own stream is taken (422 on
 * `segmentId` otherwise); no audit entry and no notice to the screens — a report changes no
 * setting, it is like `last_seen_at`.
 */
export async function recordScreenReport(
  db: Database,
  tv: TvRow,
  report: SignagePlayerStatusInput,
): Promise<void> {
  if (report.segmentId !== null) {
    const ids =
      tv.streamId === null
        ? []
        : ((await segmentIdsByStream(db, [tv.streamId])).get(tv.streamId) ?? []);
    if (!ids.includes(report.segmentId)) {
      throw AppError.invalid([
        {
          code: 'invalid_choice',
          field: 'segmentId',
          message: SIGNAGE_MESSAGES.playingSegment,
        },
      ]);
    }
  }
  await db
    .update(digitalSignageDevices)
    .set({
      screenWidth: report.width,
      screenHeight: report.height,
      playingSegmentId: report.segmentId,
    })
    .where(eq(digitalSignageDevices.id, tv.id));
}
