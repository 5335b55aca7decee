import { inArray, type SQL, sql } from 'drizzle-orm';
import { digitalSignageSegments } from '../../db/schema/index.ts';
import type { Database } from '../../platform/database.ts';

// What other areas read of the digital signage (docs/decisions/024-server-area-modules.md: a
// module never reaches into another module's tables). Today: where an image or an upload is used
// (deleting one in use is refused, decisions 033 and 045).

/** The segments that show one of these catalogue images. */
export function segmentsUsingImages(db: Database, imageIds: number[]) {
  return db
    .select({
      imageId: digitalSignageSegments.imageId,
      id: digitalSignageSegments.id,
      name: digitalSignageSegments.name,
    })
    .from(digitalSignageSegments)
    .where(inArray(digitalSignageSegments.imageId, imageIds));
}

/** The segments that play one of these uploads. */
export function segmentsUsingUploads(db: Database, uploadIds: string[]) {
  return db
    .select({
      uploadId: digitalSignageSegments.uploadId,
      id: digitalSignageSegments.id,
      name: digitalSignageSegments.name,
    })
    .from(digitalSignageSegments)
    .where(inArray(digitalSignageSegments.uploadId, uploadIds));
}

/** SQL: true when a segment plays the upload with this id (an SQL expression of the caller). */
export const segmentUsesUploadSql = (uploadId: SQL) =>
  sql`exists (select 1 from ${digitalSignageSegments} s where s.upload_id = ${uploadId})`;
