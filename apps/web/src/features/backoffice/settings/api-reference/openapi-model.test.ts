import { describe, expect, it } from 'vitest';
import {
  fieldsOf,
  filterOperations,
  groupOfPath,
  groupOperations,
  type JsonSchema,
  limitsOf,
  type OpenApiDocument,
  operationsOf,
  typeLabel,
} from './openapi-model.ts';

const document: OpenApiDocument = {
  openapi: '3.1.0',
  paths: {
    '/api/orders': {
      post: { summary: 'Bestellung aufgeben', responses: { '200': { description: 'OK' } } },
      get: { security: [{ session: [] }], responses: { '200': { description: 'OK' } } },
    },
    '/api/orders/frontdesk/{branchId}': {
      get: {
        security: [{ apiKey: [] }],
        parameters: [{ name: 'branchId', in: 'path', required: true, schema: { type: 'string' } }],
      },
    },
    '/api/branches': {
      post: {
        security: [{ session: [] }],
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: { name: { type: 'string', minLength: 1, maxLength: 200 } },
                required: ['name'],
              },
            },
          },
        },
      },
    },
    '/image/{file}': { get: {} },
  },
};

describe('operationsOf', () => {
  const operations = operationsOf(document);

  it('lists every method of every path with its security', () => {
    expect(operations.map((operation) => [operation.id, operation.security])).toEqual([
      ['GET /api/orders', 'session'],
      ['POST /api/orders', 'public'],
      ['GET /api/orders/frontdesk/{branchId}', 'apiKey'],
      ['POST /api/branches', 'session'],
      ['GET /image/{file}', 'public'],
    ]);
  });

  it('keeps the request body schema and the parameters', () => {
    const create = operations.find((operation) => operation.id === 'POST /api/branches');
    expect(create?.body?.contentType).toBe('application/json');
    expect(fieldsOf(create!.body!.schema)).toEqual([
      { name: 'name', schema: { type: 'string', minLength: 1, maxLength: 200 }, required: true },
    ]);
    const desk = operations.find((operation) => operation.path.includes('frontdesk'));
    expect(desk?.parameters.map((parameter) => parameter.name)).toEqual(['branchId']);
  });

  it('groups by area, sorted', () => {
    expect(groupOperations(operations).map(([group, items]) => [group, items.length])).toEqual([
      ['/api/branches', 1],
      ['/api/orders', 3],
      ['/image', 1],
    ]);
  });
});

describe('filterOperations', () => {
  const operations = operationsOf(document);
  it.each([
    ['', 5],
    ['orders', 3],
    ['POST orders', 1],
    ['bestellung', 1],
    ['frontdesk get', 1],
    ['nichts davon', 0],
  ])('"%s" keeps %i', (filter, count) => {
    expect(filterOperations(operations, filter)).toHaveLength(count);
  });
});

describe('schema labels', () => {
  it.each([
    ['/api/orders/{id}/print', '/api/orders'],
    ['/api/health', '/api/health'],
    ['/image/custom/{variant}/{file}', '/image'],
  ])('group of %s is %s', (path, group) => {
    expect(groupOfPath(path)).toBe(group);
  });

  it.each([
    [{ type: 'string', format: 'email' }, 'string (email)'],
    [{ type: 'array', items: { type: 'integer' } }, 'integer[]'],
    [{ enum: ['a', 'b'] }, '"a" | "b"'],
    [{ anyOf: [{ type: 'string' }, { type: 'null' }] }, 'string | null'],
    [{ type: ['string', 'null'] }, 'string | null'],
    [{ properties: { a: {} } }, 'object'],
    [{}, 'unknown'],
  ] satisfies [JsonSchema, string][])('%j reads %s', (schema, label) => {
    expect(typeLabel(schema)).toBe(label);
  });

  it('names the limits in German', () => {
    expect(limitsOf({ minLength: 1, maxLength: 200, minimum: 0, default: true })).toEqual([
      '1–200 Zeichen',
      '≥ 0',
      'Standard true',
    ]);
  });
});
