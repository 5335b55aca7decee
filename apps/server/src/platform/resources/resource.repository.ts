import { and, asc, count, desc, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../database.ts';
import type { ColumnOrSql } from './resource.ts';

/** Generic queries of the resource layer: one table, its id column, parameters only. */

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** Every word must occur (case-insensitive) in one of the columns. */
export function searchCondition(columns: ColumnOrSql[], search: string): SQL | undefined {
  const words = search.split(/\s+/).filter(Boolean);
  const conditions = words.map((word) =>
    or(...columns.map((column) => ilike(sql`${column}::text`, `%${escapeLike(word)}%`))),
  );
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** One page of ids in order, and the total number of matching rows. */
export async function findIdPage(
  db: Database,
  query: {
    table: PgTable;
    idColumn: PgColumn;
    where: SQL | undefined;
    sort: { column: ColumnOrSql; direction: 'asc' | 'desc' };
    offset: number;
    limit: number;
  },
): Promise<{ ids: number[]; total: number }> {
  const order = query.sort.direction === 'asc' ? asc : desc;
  const [rows, totals] = await Promise.all([
    db
      .select({ id: query.idColumn })
      .from(query.table)
      .where(query.where)
      .orderBy(order(query.sort.column), asc(query.idColumn))
      .offset(query.offset)
      .limit(query.limit),
    db.select({ value: count() }).from(query.table).where(query.where),
  ]);
  return { ids: rows.map((row) => Number(row.id)), total: totals[0]?.value ?? 0 };
}

/**
 * One page of ids ordered by `compare` over the sort column's text (natural order), and the
 * total: every matching row's value is read, so only for small tables.
 */
export async function findIdPageInMemory(
  db: Database,
  query: {
    table: PgTable;
    idColumn: PgColumn;
    where: SQL | undefined;
    sort: { column: ColumnOrSql; direction: 'asc' | 'desc' };
    compare: (a: string, b: string) => number;
    offset: number;
    limit: number;
  },
): Promise<{ ids: number[]; total: number }> {
  const rows = await db
    .select({ id: query.idColumn, value: sql<string | null>`${query.sort.column}::text` })
    .from(query.table)
    .where(query.where);
  const sign = query.sort.direction === 'asc' ? 1 : -1;
  const sorted = rows
    .map((row) => ({ id: Number(row.id), value: row.value ?? '' }))
    .sort((a, b) => sign * query.compare(a.value, b.value) || a.id - b.id);
  return {
    ids: sorted.slice(query.offset, query.offset + query.limit).map((row) => row.id),
    total: sorted.length,
  };
}

/** Every row as an option (id, name, hint, enabled), ordered by name. */
export async function findOptions(
  db: Database,
  query: {
    table: PgTable;
    idColumn: PgColumn;
    name: ColumnOrSql;
    hint?: ColumnOrSql | undefined;
    formatHint?: ((value: unknown) => string) | undefined;
    isEnabled?: PgColumn | undefined;
  },
) {
  const format = query.formatHint ?? String;
  const rows = await db
    .select({
      id: query.idColumn,
      name: sql<string>`${query.name}`,
      hint: query.hint ? sql<unknown>`${query.hint}` : sql<null>`null`,
      isEnabled: query.isEnabled ? sql<boolean>`${query.isEnabled}` : sql<boolean>`true`,
    })
    .from(query.table)
    .orderBy(asc(sql`lower(${query.name})`), asc(query.idColumn));
  return rows.map((row) => ({
    id: Number(row.id),
    name: row.name,
    hint: row.hint === null || row.hint === undefined ? null : format(row.hint),
    isEnabled: row.isEnabled,
  }));
}

/** True when another row (not `exceptId`) already holds the value. */
export async function isValueTaken(
  db: Database,
  rule: {
    table: PgTable;
    idColumn: PgColumn;
    column: PgColumn;
    value: unknown;
    isCaseInsensitive?: boolean | undefined;
    scope?: SQL | undefined;
    exceptId?: number | undefined;
  },
): Promise<boolean> {
  const matches = rule.isCaseInsensitive
    ? sql`lower(${rule.column}) = lower(${rule.value})`
    : eq(rule.column, rule.value);
  const rows = await db
    .select({ id: rule.idColumn })
    .from(rule.table)
    .where(
      and(
        matches,
        rule.scope,
        rule.exceptId === undefined ? undefined : ne(rule.idColumn, rule.exceptId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** The ids among `ids` that exist in the column. */
export async function findExistingIds(
  db: Database,
  column: PgColumn,
  ids: number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const table = column.table as PgTable;
  const rows = await db.select({ id: column }).from(table).where(inArray(column, ids));
  return new Set(rows.map((row) => Number(row.id)));
}

/** A delete guard: refused with `message(count)` while rows of `column`'s table refer to the id. */
export function refuseWhileReferenced(column: PgColumn, message: (count: number) => string) {
  return async (db: Database, id: number): Promise<string | null> => {
    const table = column.table as PgTable;
    const [row] = await db.select({ value: count() }).from(table).where(eq(column, id));
    const references = row?.value ?? 0;
    return references > 0 ? message(references) : null;
  };
}

/** Deletes one row; true when it existed. */
export async function deleteRow(
  db: Database,
  table: PgTable,
  idColumn: PgColumn,
  id: number,
): Promise<boolean> {
  const rows = await db.delete(table).where(eq(idColumn, id)).returning({ id: idColumn });
  return rows.length > 0;
}

/** True for a violation of `code` (23505 unique, 23503 foreign key) on both drivers. */
export function isDatabaseError(error: unknown, code: '23505' | '23503'): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: string }).code === code) return true;
  }
  return false;
}

/** The entities in the order of `ids`, leaving out ids without one. */
export function inIdOrder<T extends { id: number }>(ids: number[], entities: T[]): T[] {
  const byId = new Map(entities.map((entity) => [entity.id, entity]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A table whose rows a resource writes as they come: an identity id and an updated_at. */
type PlainTable = PgTable & { id: PgColumn; updatedAt: PgColumn };

/**
 * `insert` and `update` of a resource that is one row (divisions, tags, categories, …): the
 * input, or `toRow(input)`, is the row. updated_at comes from the app's clock. `replaceChildren`,
 * when given, writes the row's child rows (a template's layers, a stream's segments) after the
 * row on both insert and update, in the same transaction.
 */
export function plainRowWriters<Input>(
  table: PlainTable,
  toRow: (input: Input) => object = (input) => input as object,
  replaceChildren?: (db: Database, id: number, input: Input) => Promise<void>,
) {
  return {
    insert: async (db: Database, input: Input): Promise<number> => {
      const [row] = await db
        .insert(table)
        .values(toRow(input) as never)
        .returning({ id: table.id });
      const id = Number(row?.id);
      await replaceChildren?.(db, id, input);
      return id;
    },
    update: async (db: Database, id: number, input: Input, deps: { now(): Date }) => {
      await db
        .update(table)
        .set({ ...toRow(input), updatedAt: deps.now() } as never)
        .where(eq(table.id, id));
      await replaceChildren?.(db, id, input);
    },
  };
}
