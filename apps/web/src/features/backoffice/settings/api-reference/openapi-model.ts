/**
 * The API reference's reading of GET /api/openapi.json (docs/decisions/043-api-reference.md):
 * the document's operations as flat rows, grouped by the area of their path, filtered by path or
 * summary. Pure, so the web tests cover it without a browser.
 */

import { settingsDe } from '../../../../i18n/de/backoffice/settings.ts';

const t = settingsDe.apiReference;

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  description?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  default?: unknown;
  additionalProperties?: boolean | JsonSchema;
  $ref?: string;
};

type Parameter = {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: JsonSchema;
};
type OperationObject = {
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Record<string, unknown>[];
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<
    string,
    { description?: string; content?: Record<string, { schema?: JsonSchema }> }
  >;
};
export type OpenApiDocument = {
  openapi?: string;
  paths?: Record<string, Record<string, OperationObject>>;
};

/** How a caller proves who it is: the staff session cookie, a branch API key, or nothing. */
export type Security = 'session' | 'apiKey' | 'public';

export type ApiOperation = {
  /** `POST /api/orders`: unique per document, the row's key. */
  id: string;
  method: string;
  path: string;
  /** The operation's first tag, else the path up to its resource (`/api/orders`, `/image`). */
  group: string;
  summary: string | undefined;
  security: Security;
  parameters: Parameter[];
  body: { contentType: string; schema: JsonSchema } | undefined;
  responses: { status: string; description: string; schema: JsonSchema | undefined }[];
};

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** `/api/orders/{id}/print` → `/api/orders`; a path outside /api by its first segment. */
export function groupOfPath(path: string): string {
  const segments = path.split('/').filter(Boolean);
  const depth = segments[0] === 'api' ? 2 : 1;
  return `/${segments.slice(0, depth).join('/')}`;
}

function securityOf(operation: OperationObject): Security {
  const schemes = (operation.security ?? []).flatMap((entry) => Object.keys(entry));
  if (schemes.includes('session')) return 'session';
  if (schemes.includes('apiKey')) return 'apiKey';
  return 'public';
}

function firstContent(content: Record<string, { schema?: JsonSchema }> | undefined) {
  const [contentType, media] = Object.entries(content ?? {})[0] ?? [];
  return contentType && media?.schema ? { contentType, schema: media.schema } : undefined;
}

/** Every operation of the document, in the document's order. */
export function operationsOf(document: OpenApiDocument): ApiOperation[] {
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = item[method];
      if (!operation) return [];
      return [
        {
          id: `${method.toUpperCase()} ${path}`,
          method: method.toUpperCase(),
          path,
          group: operation.tags?.[0] ?? groupOfPath(path),
          summary: operation.summary ?? operation.description,
          security: securityOf(operation),
          parameters: operation.parameters ?? [],
          body: firstContent(operation.requestBody?.content),
          responses: Object.entries(operation.responses ?? {}).map(([status, response]) => ({
            status,
            description: response.description ?? '',
            schema: firstContent(response.content)?.schema,
          })),
        },
      ];
    }),
  );
}

/**
 * The rows whose method + path or summary contain every word of the filter (case-insensitive):
 * "post orders" finds `POST /api/orders`.
 */
export function filterOperations(operations: ApiOperation[], filter: string): ApiOperation[] {
  const words = filter.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return operations;
  return operations.filter((operation) => {
    const text = `${operation.id} ${operation.summary ?? ''}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

/** The operations by group, groups sorted by name, operations in document order. */
export function groupOperations(operations: ApiOperation[]): [string, ApiOperation[]][] {
  const groups = new Map<string, ApiOperation[]>();
  for (const operation of operations) {
    groups.set(operation.group, [...(groups.get(operation.group) ?? []), operation]);
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
}

/** A schema's type in one line: `string (email)`, `integer[]`, `"a" | "b"`, `object`. */
export function typeLabel(schema: JsonSchema): string {
  if (schema.$ref) return schema.$ref.split('/').at(-1) ?? schema.$ref;
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return variants.map(typeLabel).join(' | ');
  if (schema.allOf) return schema.allOf.map(typeLabel).join(' & ');
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : schema.type;
  if (type === 'array') return `${schema.items ? typeLabel(schema.items) : 'unknown'}[]`;
  const base = type ?? (schema.properties ? 'object' : 'unknown');
  return schema.format ? `${base} (${schema.format})` : base;
}

/** The object whose fields a schema lists (the object itself, the items of an array of objects). */
export function fieldsOf(
  schema: JsonSchema,
): { name: string; schema: JsonSchema; required: boolean }[] {
  const target = schema.type === 'array' && schema.items ? schema.items : schema;
  return Object.entries(target.properties ?? {}).map(([name, field]) => ({
    name,
    schema: field,
    required: target.required?.includes(name) ?? false,
  }));
}

/** Limits worth showing beside a field: `1–200 Zeichen`, `≥ 0`, `Standard true`. */
export function limitsOf(schema: JsonSchema): string[] {
  const limits: string[] = [];
  if (schema.minLength !== undefined || schema.maxLength !== undefined) {
    limits.push(t.characters(schema.minLength ?? 0, schema.maxLength));
  }
  if (schema.minimum !== undefined) limits.push(`≥ ${schema.minimum}`);
  if (schema.maximum !== undefined) limits.push(`≤ ${schema.maximum}`);
  if (schema.default !== undefined) limits.push(t.defaultValue(JSON.stringify(schema.default)));
  return limits;
}
