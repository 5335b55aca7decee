import type { AuditEntity, ListQuery, PermissionArea, ResourceOption } from '@shop/domain';
import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Clock } from '../config.ts';
import type { Database } from '../database.ts';
import type { FileStorage } from '../file-storage.ts';
import type { PublicReadCache } from '../public-cache.ts';

/**
 * The generic back-office resource: an entity module declares its table, input
 * schema, search and sort columns, how to load entities and how to write an input — the layer
 * does list (search, sort, pagination), get, options, create, update and delete with the
 * permission check, German 422/404/409 errors, unique checks, references, the audit log and the
 * public read cache. See README.md in this folder.
 */

/** What the operations need from the app. */
export type ResourceDeps = {
  db: Database;
  now: Clock;
  storage: FileStorage;
  publicCache: PublicReadCache;
};

/** A column or expression of the resource's table. */
export type ColumnOrSql = PgColumn | SQL;

/** A value that must be unique (e.g. an identifier), optionally within a scope (a branch). */
export type UniqueRule<Input> = {
  field: keyof Input & string;
  column: PgColumn;
  /** Compared lower-case when true (names). */
  isCaseInsensitive?: boolean;
  /** Extra condition narrowing the uniqueness, e.g. the same branch. */
  scope?: (input: Input) => SQL | undefined;
};

/** Ids in an input that must name existing rows (else 422 on that field). */
export type InputReference<Input> = {
  field: keyof Input & string;
  column: PgColumn;
  ids: (input: Input) => (number | null | undefined)[];
};

/**
 * A reason a row cannot be deleted, e.g. a branch with orders: answers the German message of
 * the 409, or null when nothing stands in the way.
 */
export type DeleteGuard = (db: Database, id: number) => Promise<string | null>;

export type ResourceDefinition<
  Entity extends { id: number },
  Input,
  Query extends ListQuery = ListQuery,
> = {
  /** Entity name in the audit log. */
  entity: AuditEntity;
  /** CRUD base path (spec §7), e.g. /api/branches. */
  endpoint: string;
  /** The permissions-table area: read for GET, write for POST/PUT/DELETE. */
  permission: PermissionArea;
  /** True when customers see the entity (GET /api/init): a change drops the public read cache. */
  isCustomerVisible: boolean;
  /**
   * True when the shop's TVs show the entity without customers seeing it (signage, image
   * templates): a change tells the players at once (events.ts publishScreensChanged). A
   * customer-visible change tells them through the public read cache.
   */
  isOnScreens?: boolean;
  /** German "not found" text, e.g. 'Die Filiale wurde nicht gefunden.' */
  notFoundMessage: string;
  /**
   * The entity as staff receive it (the domain's contract): the routes declare it as their
   * response, so the OpenAPI document describes every answer (docs/decisions/025).
   */
  entitySchema: z.ZodType;
  inputSchema: z.ZodType<Input>;
  listQuerySchema: z.ZodType<Query>;
  table: PgTable;
  idColumn: PgColumn;
  /** Columns a list search matches (every word must occur in one of them). */
  searchColumns: ColumnOrSql[];
  /** Sortable fields by their API name. */
  sortColumns: Record<string, ColumnOrSql>;
  /**
   * Sort fields compared in natural order (the domain's compareNatural: "2" before "10") instead
   * of by the database; the list then orders every matching row's value in memory, so use it
   * only for small tables (a shop's dine-in tables).
   */
  naturalSort?: readonly string[];
  defaultSort: string;
  /** Extra list conditions from the query (e.g. `?branchId=`). */
  filters?: (query: Query) => (SQL | undefined)[];
  /** The options list (`GET {endpoint}/options`): label, second line and enabled flag. */
  option: {
    name: ColumnOrSql;
    hint?: ColumnOrSql;
    /** Turns the hint column's value into its text (e.g. cents into "4,50 €"). */
    formatHint?: (value: unknown) => string;
    isEnabled?: PgColumn;
  };
  /** Loads entities with their children, in the order of `ids` (missing ids are left out). */
  load(db: Database, ids: number[]): Promise<Entity[]>;
  /** Writes a new entity and its children; answers the new id. */
  insert(db: Database, input: Input, deps: ResourceDeps): Promise<number>;
  /** Overwrites an entity and replaces its children. */
  update(db: Database, id: number, input: Input, deps: ResourceDeps): Promise<void>;
  unique?: UniqueRule<Input>[];
  references?: InputReference<Input>[];
  deleteGuards?: DeleteGuard[];
  /** An entity as the input of its copy: enables `POST {endpoint}/{id}/duplicate`. */
  duplicate?(entity: Entity): Input;
  /**
   * Runs after the delete is committed (e.g. removes stored files: the file storage has its own
   * connection, which must not wait inside a transaction on PGlite's single one).
   */
  afterDelete?(before: Entity, deps: ResourceDeps): Promise<void>;
};

/** Declares a resource (a typed identity, so declarations read as data). */
export function defineResource<Entity extends { id: number }, Input, Query extends ListQuery>(
  definition: ResourceDefinition<Entity, Input, Query>,
): ResourceDefinition<Entity, Input, Query> {
  return definition;
}

export type { ResourceOption };
