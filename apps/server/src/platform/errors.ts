import type { ApiError } from '@shop/domain';

/** The 404 of a path that names nothing more specific. */
export const NOT_FOUND_MESSAGE = 'Die angeforderte Ressource wurde nicht gefunden.';

/**
 * An expected failure with an HTTP status and German messages. Routes throw it; the error handler
 * (platform/error-handler.ts) turns it into `{ errors: [...] }`.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errors: ApiError[],
    /** Extra response headers, e.g. `Retry-After` on a 429. */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(errors[0]?.message ?? 'Fehler');
  }

  static notFound(message = NOT_FOUND_MESSAGE): AppError {
    return new AppError(404, [{ code: 'not_found', message }]);
  }

  static unauthorized(message = 'Keine Sitzung vorhanden. Bitte melden Sie sich an.'): AppError {
    return new AppError(401, [{ code: 'no_session', message }]);
  }

  static forbidden(message = 'Sie haben keine Berechtigung für diese Aktion.'): AppError {
    return new AppError(403, [{ code: 'forbidden', message }]);
  }

  static conflict(message: string, code = 'conflict'): AppError {
    return new AppError(409, [{ code, message }]);
  }

  static invalid(errors: ApiError[]): AppError {
    return new AppError(422, errors);
  }

  /**
   * 429 with `Retry-After` (RFC 9110 §10.2.3): the whole seconds until the caller may try again,
   * rounded up and at least 1, so a client that waits that long is not refused again.
   */
  static tooManyRequests(errors: ApiError[], retryAfterMs: number): AppError {
    return new AppError(429, errors, {
      'Retry-After': String(Math.max(1, Math.ceil(retryAfterMs / 1000))),
    });
  }
}
