import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers.ts';
import { REPOSITORY_ROOT } from './config.ts';

/**
 * README.md's "## API" table against GET /api/openapi.json (docs/decisions/043-api-reference.md):
 * every /api path the table names exists, and every area of the document (`/api/orders`, or the
 * first segment outside /api, `/image`) is named in the table. The table stays hand-written and
 * short; this keeps it from naming removed routes or missing new areas.
 */

const PLACEHOLDER = /\{[^}]*\}/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The rows of the table under "## API" (header and separator dropped). */
function apiTableRows(readme: string): string[] {
  const section = readme.split(/^## API$/m)[1]?.split(/^## /m)[0] ?? '';
  const rows = section.split('\n').filter((line) => line.startsWith('|'));
  return rows.slice(2);
}

/** `{cancel\|confirm}` → both words; `image.png\|webp` → `image.png`, `image.webp`. */
function expandAlternatives(token: string): string[] {
  const group = /\{([^}]*\\\|[^}]*)\}/.exec(token);
  if (group) {
    return group[1]!
      .split('\\|')
      .flatMap((choice) => expandAlternatives(token.replace(group[0], choice)));
  }
  const [first = '', ...others] = token.split('\\|');
  const stem = first.replace(/[\w-]+$/, '');
  return [first, ...others.map((other) => stem + other)];
}

/** The paths a row names in its code spans: `/api/…` ones and relative `…/x` ones, no query. */
function pathsOfRow(row: string): string[] {
  const spans = [...row.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);
  return spans
    .flatMap((span) => span.split(/[\s,]+/))
    .map((token) => token.split('?')[0]!)
    .filter(
      (token) => token.startsWith('/api/') || token.startsWith('…/') || token.startsWith('…-'),
    )
    .flatMap(expandAlternatives)
    .map((token) => token.replace(PLACEHOLDER, '{}'));
}

/**
 * A table path is in the document when an OpenAPI path matches it; an OpenAPI parameter may stand
 * for a literal in the table (`…/status/cancel`, `image.png`), and `…` for any part of a path.
 */
function isDocumented(tablePath: string, openApiPaths: string[]): boolean {
  const normalised = openApiPaths.map((openApiPath) => openApiPath.replace(PLACEHOLDER, '{}'));
  if (tablePath.includes('…')) {
    const pattern = new RegExp(`^${tablePath.split('…').map(escapeRegExp).join('.*')}$`);
    return normalised.some((openApiPath) => pattern.test(openApiPath));
  }
  return normalised.some((openApiPath) =>
    new RegExp(`^${openApiPath.split('{}').map(escapeRegExp).join('[^/]*')}$`).test(tablePath),
  );
}

/** `/api/orders/{id}/print` → `/api/orders`; outside /api the first segment (`/image`). */
function areaOfPath(openApiPath: string): string {
  const segments = openApiPath.split('/').filter(Boolean);
  return `/${segments.slice(0, segments[0] === 'api' ? 2 : 1).join('/')}`;
}

/** Whether the table names the area: `/api/orders` counts in `/api/orders/{id}`, not in `/api/orders-x`. */
function mentionsArea(tableText: string, area: string): boolean {
  return new RegExp(`${escapeRegExp(area)}(?![\\w-])`).test(tableText);
}

describe('the helpers read the table as written', () => {
  it.each([
    [
      '| `GET /api/orders`, `/api/orders/current` | staff | x |',
      ['/api/orders', '/api/orders/current'],
    ],
    [
      '| `GET`, `POST /api/branches/{id}/api-keys`, `DELETE …/{keyId}` | admin | x |',
      ['/api/branches/{}/api-keys', '…/{}'],
    ],
    [
      '| `POST /api/orders/{id}/status/{cancel\\|confirm}` | staff | x |',
      ['/api/orders/{}/status/cancel', '/api/orders/{}/status/confirm'],
    ],
    [
      '| `GET /api/image-templates/{id}/image.png\\|webp` | staff | x |',
      ['/api/image-templates/{}/image.png', '/api/image-templates/{}/image.webp'],
    ],
    ['| `GET /api/logs?entity=&page=` | staff | `/store/{branch}` |', ['/api/logs']],
  ])('%s', (row, expected) => {
    expect(pathsOfRow(row)).toEqual(expected);
  });

  it.each([
    ['/api/orders/{}/status/cancel', true],
    ['/api/orders/{}/resend-new-order-sms', true],
    ['…-sms', true],
    ['…/{}', true],
    ['/api/orders/{}/nonsense/x', false],
    ['/api/order', false],
    ['…/nothing-like-this', false],
  ])('%s is documented: %s', (tablePath, expected) => {
    const openApi = ['/api/orders/{id}/status/{action}', '/api/orders/{id}/resend-new-order-sms'];
    expect(isDocumented(tablePath, openApi)).toBe(expected);
  });

  it.each([
    ['/api/digital-signage', '`/api/digital-signage-streams`', false],
    ['/api/digital-signage', '`GET /api/digital-signage/player`', true],
    ['/image', '`GET /image/{id}`', true],
  ])('%s named in %s: %s', (area, text, expected) => {
    expect(mentionsArea(text, area)).toBe(expected);
  });
});

describe('README.md API table against GET /api/openapi.json', () => {
  let context: Awaited<ReturnType<typeof createTestApp>>;
  let openApiPaths: string[];
  const rows = apiTableRows(fs.readFileSync(path.join(REPOSITORY_ROOT, 'README.md'), 'utf8'));

  beforeAll(async () => {
    context = await createTestApp({ seed: false });
    const response = await context.app.inject({ method: 'GET', url: '/api/openapi.json' });
    openApiPaths = Object.keys((response.json() as { paths: Record<string, unknown> }).paths);
  });
  afterAll(() => context.close());

  it('names only paths the server has', () => {
    expect(rows.length).toBeGreaterThan(20);
    const unknown = rows.flatMap((row) =>
      pathsOfRow(row)
        .filter((tablePath) => !isDocumented(tablePath, openApiPaths))
        .map((tablePath) => `${tablePath} in ${row.split('|')[1]?.trim()}`),
    );
    expect(unknown, 'README.md API table names paths the server does not have').toEqual([]);
  });

  it('names every area of the document', () => {
    const table = rows.join('\n');
    const areas = [...new Set(openApiPaths.map(areaOfPath))];
    expect(areas).toContain('/api/orders');
    const missing = areas.filter((area) => !mentionsArea(table, area));
    expect(missing, 'add a row for these to README.md "## API"').toEqual([]);
  });
});
