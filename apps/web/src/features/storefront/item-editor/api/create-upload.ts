import type { Upload } from '@shop/domain';
import { apiRequest, parseContract } from '../../../../lib/api-client.ts';
import { readAsDataUrl } from '../../../../lib/read-file.ts';

/** spec §7 Upload: create (POST, public) with the file as a data-URL string in field `data`. */
export const UPLOADS_URL = '/api/uploads';

/** Sends one file; resolves the stored upload object, rejects with the server's German error. */
export async function createUpload(file: File): Promise<Upload> {
  const contract = import('./upload-contract.ts');
  const data = await readAsDataUrl(file);
  const answer = await apiRequest(UPLOADS_URL, { method: 'POST', body: { data, name: file.name } });
  return parseContract((await contract).uploadSchema, answer, `POST ${UPLOADS_URL}`);
}
