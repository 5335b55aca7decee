import { pagedSchema, type StaffUpload, staffUploadSchema, type UploadFileRef } from '@shop/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, parseContract } from '../../../../lib/api-client.ts';
import { queryClient } from '../../../../lib/query-client.ts';
import { postFileWithProgress } from '../../fields/images/api/images-api.ts';
import { resourceKey } from '../../resource/resource-api.ts';
import { staffRequest } from '../../session/api/staff-request.ts';

/** The upload library's calls (spec §7 CRUD uploads; decision 045). */
export const UPLOADS_URL = '/api/uploads';
const uploadsKey = resourceKey(UPLOADS_URL);

export function uploadsListQueryOptions(params: {
  search: string;
  page: number;
  pageSize: number;
}) {
  const query = new URLSearchParams({
    sort: '-createdAt',
    page: String(params.page),
    pageSize: String(params.pageSize),
    ...(params.search ? { search: params.search } : {}),
  });
  const url = `${UPLOADS_URL}?${query}`;
  return queryOptions({
    queryKey: [...uploadsKey, 'list', params],
    queryFn: async ({ signal }) =>
      parseContract(pagedSchema(staffUploadSchema), await apiGet(url, signal), url),
    placeholderData: (previous) => previous,
  });
}

export function uploadQueryOptions(id: string) {
  const url = `${UPLOADS_URL}/${encodeURIComponent(id)}`;
  return queryOptions({
    queryKey: [...uploadsKey, 'item', id],
    queryFn: async ({ signal }) => parseContract(staffUploadSchema, await apiGet(url, signal), url),
    staleTime: 60_000,
  });
}

/** POST /api/uploads/library with its progress (0..1); answers the stored upload. */
export async function uploadLibraryFile(
  file: File,
  onProgress: (fraction: number) => void,
): Promise<StaffUpload> {
  const url = `${UPLOADS_URL}/library`;
  const answer = await postFileWithProgress(url, file, onProgress);
  await queryClient.invalidateQueries({ queryKey: uploadsKey });
  return parseContract(staffUploadSchema, answer, `POST ${url}`);
}

/** PUT /api/uploads/{id} `{ name }`: the display name; a 422 names the field. */
export async function renameUpload(id: string, name: string): Promise<StaffUpload> {
  const url = `${UPLOADS_URL}/${encodeURIComponent(id)}`;
  const answer = await staffRequest(url, { method: 'PUT', body: { name } });
  await queryClient.invalidateQueries({ queryKey: uploadsKey });
  return parseContract(staffUploadSchema, answer, `PUT ${url}`);
}

/**
 * PUT /api/uploads/{id} `{ data, name? }`: a new version of the file under the same id, with
 * its progress (decision 045). A file of the same type keeps the display name; another type
 * needs its own file name, whose extension the server checks the content against.
 */
export async function replaceUploadFile(
  upload: Pick<StaffUpload, 'id' | 'extension'>,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<StaffUpload> {
  const url = `${UPLOADS_URL}/${encodeURIComponent(upload.id)}`;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const isSameType =
    extension === upload.extension ||
    (['jpg', 'jpeg'].includes(extension) && ['jpg', 'jpeg'].includes(upload.extension));
  const answer = await postFileWithProgress(url, file, onProgress, {
    method: 'PUT',
    name: isSameType ? null : file.name,
  });
  await queryClient.invalidateQueries({ queryKey: uploadsKey });
  return parseContract(staffUploadSchema, answer, `PUT ${url}`);
}

/** DELETE /api/uploads/{id}; a 409 names where the upload is still used. */
export async function deleteUpload(id: string): Promise<void> {
  await staffRequest(`${UPLOADS_URL}/${encodeURIComponent(id)}`, { method: 'DELETE' });
  await queryClient.invalidateQueries({ queryKey: uploadsKey });
}

/** spec §7 preview path of an upload value (a page's file field holds no URL). */
export const previewUrlOf = (file: Pick<UploadFileRef, 'publicHash' | 'id' | 'version'>) =>
  `/upload/${encodeURIComponent(file.publicHash)}/preview/${encodeURIComponent(String(file.id))}-${file.version}.jpg`;

/** The value a page's file field keeps (spec §3 slides: file {publicHash, id, version, extension}). */
export const fileRefOf = (upload: StaffUpload): UploadFileRef => ({
  publicHash: upload.publicHash,
  id: upload.id,
  version: upload.version,
  extension: upload.extension,
});
