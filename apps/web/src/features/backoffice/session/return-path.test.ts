import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path.ts';

// After a login only a back-office page of this site is a place to go back to (never a foreign
// address, never the login page again); anything else lands on the back-office start page.
describe('safeReturnPath', () => {
  it.each([
    ['a back-office page', '/backend/catalogue/products', '/backend/catalogue/products'],
    ['with its query and hash', '/backend/orders?status=new#top', '/backend/orders?status=new#top'],
    ['the back-office root', '/backend', '/backend'],
    ['nothing', null, '/backend'],
    ['an empty text', '', '/backend'],
    ['a storefront page', '/store/wien', '/backend'],
    ['a path only starting like the back-office', '/backendx/orders', '/backend'],
    ['a protocol-relative foreign address', '//evil.example/backend', '/backend'],
    ['a backslash trick', '/\\evil.example/backend', '/backend'],
    ['an absolute foreign address', 'https://evil.example/backend', '/backend'],
    ['the login page', '/backend/login', '/backend'],
    ['the login page with a return', '/backend/login?returnTo=%2Fbackend', '/backend'],
    ['a login link', '/backend/login/link/abc', '/backend'],
  ])('%s → %s', (_case, returnTo, expected) => {
    expect(safeReturnPath(returnTo)).toBe(expected);
  });
});
