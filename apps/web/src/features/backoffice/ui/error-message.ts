import { ApiError } from '../../../lib/api-client.ts';

/**
 * spec §8: the server's first error message when it sent one, else the catalogue's fallback
 * ("Benutzer konnte nicht erstellt werden").
 */
export function errorMessageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.errors[0]?.message) return error.errors[0].message;
  return fallback;
}
