import type { Upload } from '@shop/domain';
import type { uploads } from '../../../db/schema/index.ts';

/** spec §3 Upload as the API sends it: never the row with its name and size. */
export function presentUpload(row: typeof uploads.$inferSelect): Upload {
  return {
    id: row.id,
    version: row.version,
    extension: row.extension,
    publicHash: row.publicHash,
    mimeType: row.mimeType,
  };
}
