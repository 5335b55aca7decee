import { type StaffImage, staffImageSchema } from '@shop/domain';
import { ApiError, parseContract } from '../../../../../lib/api-client.ts';
import { queryClient } from '../../../../../lib/query-client.ts';
import { readAsDataUrl } from '../../../../../lib/read-file.ts';
import { resourceKey } from '../../../resource/resource-api.ts';
import { currentUserQueryOptions } from '../../../session/api/current-user.ts';

export const IMAGES_URL = '/api/images';

/** POST /api/images with the file as a data URL (`{ data, name }`), reporting its progress. */
export async function uploadImage(
  file: File,
  onProgress: (fraction: number) => void,
): Promise<StaffImage> {
  const answer = await postFileWithProgress(IMAGES_URL, file, onProgress);
  await queryClient.invalidateQueries({ queryKey: resourceKey(IMAGES_URL) });
  return parseContract(staffImageSchema, answer, `POST ${IMAGES_URL}`);
}

/**
 * POSTs `{ data: "<data-URL>", name }` to `url` as the staff user (CSRF token) and answers the
 * envelope's data. XMLHttpRequest instead of fetch because only it reports upload progress
 * (0..1). Rejects with the server's German errors (ApiError). `method: 'PUT'` replaces a file
 * (PUT /api/uploads/{id}); `name: null` leaves the name out of the body.
 */
export async function postFileWithProgress(
  url: string,
  file: File,
  onProgress: (fraction: number) => void,
  options: { method?: 'POST' | 'PUT'; name?: string | null } = {},
): Promise<unknown> {
  const name = options.name === undefined ? file.name : options.name;
  const [data, user] = await Promise.all([
    readAsDataUrl(file),
    queryClient.ensureQueryData(currentUserQueryOptions),
  ]);
  return new Promise<unknown>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(options.method ?? 'POST', url);
    request.setRequestHeader('content-type', 'application/json');
    request.setRequestHeader('accept', 'application/json');
    request.setRequestHeader('x-csrf-token', user.csrfToken);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(new ApiError(0, [], { code: 'network' }));
    request.onload = () => {
      const body = parseBody(request.responseText);
      if (request.status >= 200 && request.status < 300) resolve(body?.data);
      else reject(new ApiError(request.status, errorsOf(body)));
    };
    request.send(JSON.stringify(name === null ? { data } : { data, name }));
  });
}

type Body = { data?: unknown; errors?: unknown } | null;

function parseBody(text: string): Body {
  try {
    const body: unknown = JSON.parse(text);
    return typeof body === 'object' ? (body as Body) : null;
  } catch {
    return null;
  }
}

function errorsOf(body: Body) {
  const list = Array.isArray(body?.errors) ? body.errors : [];
  return list.map((entry: { code?: unknown; message?: unknown; field?: unknown }) => ({
    code: typeof entry.code === 'string' ? entry.code : 'unknown',
    message: typeof entry.message === 'string' ? entry.message : '',
    ...(typeof entry.field === 'string' ? { field: entry.field } : {}),
  }));
}

/** The list thumbnail of an image (the tiny variant when the server made it). */
export function thumbnailUrl(image: StaffImage): string {
  return image.urls.variants.tiny ?? image.urls.variants.medium ?? image.urls.original;
}
