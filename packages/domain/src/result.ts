/**
 * Expected failures (branch closed, below minimum order, invalid input) are values, not exceptions
 * (STYLE.md "Domain"). Exceptions are reserved for programming errors such as NaN money.
 */
export type Ok<T> = { readonly ok: true; readonly value: T };
export type Err<E> = { readonly ok: false; readonly error: E };
export type Result<T, E> = Ok<T> | Err<E>;

/** Wraps a success value. */
export function ok<T>(value: T): Ok<T> {
  return { ok: true, value };
}

/** Wraps an expected failure. */
export function err<E>(error: E): Err<E> {
  return { ok: false, error };
}
