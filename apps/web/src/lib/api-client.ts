import { isBackofficePath, paths } from '../config/paths.ts';
import { errorsDe } from '../i18n/de/general.ts';
import { takePreloaded } from './preload.ts';

/**
 * The one HTTP client of the web app (ARCHITECTURE.md "HTTP conventions"):
 * success is `{ data }`, failure is `{ errors: [{ code, message, field }] }` with German messages.
 */

/** One error of a failed call; `path` names a nested field ('deliveryAreas.1.price'). */
export type ApiErrorEntry = { code: string; message: string; field?: string; path?: string };

/** A failed call: `message` is the first German message of the server, or a generic one. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly field: string | undefined;
  readonly errors: ApiErrorEntry[];

  constructor(
    status: number,
    errors: ApiErrorEntry[],
    options?: { code?: string; cause?: unknown },
  ) {
    const first = errors[0];
    super(first?.message || errorsDe.unknown, { cause: options?.cause });
    this.status = status;
    this.code = first?.code ?? options?.code ?? 'unknown';
    this.field = first?.field;
    this.errors = errors;
  }
}

type RequestOptions = {
  method?: string;
  body?: unknown;
  signal?: AbortSignal;
  /** Extra request headers (the back-office sends its CSRF token this way). */
  headers?: Record<string, string>;
  /**
   * false for refreshes nobody asked for (badge counts in the background): a 401 there must not
   * take the user away from a half-filled form; their next own action leads to the login.
   */
  isLoginRedirect?: boolean;
};

/** Calls the API and returns the `data` of the envelope; throws ApiError otherwise. */
export async function apiRequest<T = unknown>(url: string, options: RequestOptions = {}) {
  const method = options.method ?? 'GET';
  const preloaded = method === 'GET' ? takePreloaded(url) : undefined;
  let response: Response;
  try {
    response =
      (await preloaded?.catch(() => undefined)) ??
      (await fetch(url, {
        method,
        headers: {
          accept: 'application/json',
          ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...options.headers,
        },
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        credentials: 'same-origin',
        signal: options.signal,
      }));
  } catch (cause) {
    // Offline or aborted: no HTTP status at all.
    throw new ApiError(0, [], { code: 'network', cause });
  }

  if (response.status === 401 && options.isLoginRedirect !== false) {
    redirectToLoginFromBackoffice();
  }
  const body = await readJson(response);
  if (!response.ok) throw new ApiError(response.status, readErrors(body));
  if (!isRecord(body) || !('data' in body)) {
    throw new ApiError(response.status, [], { code: 'invalid_response' });
  }
  return body.data as T;
}

/** What parseContract needs of a (zod) schema. */
export type ContractSchema<T> = {
  safeParse: (value: unknown) => { success: true; data: T } | { success: false; error: unknown };
};

/** Parses `data` with a contract schema; a mismatch is an ApiError like any failed call. */
export function parseContract<T>(schema: ContractSchema<T>, data: unknown, what: string): T {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  throw invalidResponse(what, result.error);
}

/** A 200 answer that does not have the promised shape: logged, and an ApiError like any failure. */
export function invalidResponse(what: string, cause: unknown): ApiError {
  console.error(`${what} does not match its contract`, cause);
  return new ApiError(200, [], { code: 'invalid_response', cause });
}

/**
 * A GET that revalidates with the ETag of the last answer (If-None-Match): `null` when the server
 * answers 304 Not Modified, else the data and the new ETag. The browser's own cache stays out of
 * it (`no-store`), so the 304 reaches this code.
 */
export async function apiGetIfChanged<T = unknown>(
  url: string,
  etag: string | null,
  signal?: AbortSignal,
): Promise<{ data: T; etag: string | null } | null> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json', ...(etag ? { 'if-none-match': etag } : {}) },
      cache: 'no-store',
      credentials: 'same-origin',
      signal,
    });
  } catch (cause) {
    throw new ApiError(0, [], { code: 'network', cause });
  }
  if (response.status === 304) {
    // The (empty) body is read so the request ends; Chromium reports an unread one as aborted.
    await response.arrayBuffer().catch(() => undefined);
    return null;
  }
  const body = await readJson(response);
  if (!response.ok) throw new ApiError(response.status, readErrors(body));
  if (!isRecord(body) || !('data' in body)) {
    throw new ApiError(response.status, [], { code: 'invalid_response' });
  }
  return { data: body.data as T, etag: response.headers.get('etag') };
}

export const apiGet = <T = unknown>(url: string, signal?: AbortSignal) =>
  apiRequest<T>(url, { signal });

// spec §2/§8: any 401 in the back-office sends the browser to /backend/login, and after the
// login back to where it was. The login pages themselves show their own 401 messages.
function redirectToLoginFromBackoffice() {
  const { pathname, search, hash } = window.location;
  const loginPath = paths.backofficeLogin.path;
  const isLoginPage = pathname === loginPath || pathname.startsWith(`${loginPath}/`);
  // The front desk works with an API key, not a session: its 401 means a wrong key.
  const isFrontdesk = pathname.startsWith('/backend/frontdesk/');
  if (!isBackofficePath(pathname) || isLoginPage || isFrontdesk) return;
  window.location.assign(paths.backofficeLogin.href(`${pathname}${search}${hash}`));
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  try {
    return await response.json();
  } catch {
    return null;
  }
}

function readErrors(body: unknown): ApiErrorEntry[] {
  if (!isRecord(body) || !Array.isArray(body.errors)) return [];
  return body.errors.filter(isRecord).map((entry) => ({
    code: typeof entry.code === 'string' ? entry.code : 'unknown',
    message: typeof entry.message === 'string' ? entry.message : '',
    ...(typeof entry.field === 'string' ? { field: entry.field } : {}),
    ...(typeof entry.path === 'string' ? { path: entry.path } : {}),
  }));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
