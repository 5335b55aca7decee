import { compareNatural, type ListQuery, MESSAGES, type Paged, parseSort } from '@shop/domain';
import { and } from 'drizzle-orm';
import { type AuditActor, writeAuditLog } from '../audit/audit-log.ts';
import type { Database } from '../database.ts';
import { AppError } from '../errors.ts';
import { publishScreensChanged } from '../events.ts';
import {
  deleteRow,
  findExistingIds,
  findIdPage,
  findIdPageInMemory,
  findOptions,
  isDatabaseError,
  isValueTaken,
  searchCondition,
} from './resource.repository.ts';
import type { ResourceDefinition, ResourceDeps } from './resource.ts';

/** The operations of a resource; the routes only parse, authorise and call these. */

// biome-ignore lint/suspicious/noExplicitAny: a resource of any input and query
type ResourceOf<Entity extends { id: number }> = ResourceDefinition<Entity, any, ListQuery>;
export type AnyResource = ResourceOf<{ id: number }>;

export const RESOURCE_MESSAGES = {
  unknownSort: 'Nach diesem Feld kann nicht sortiert werden.',
  inUse: 'Dieser Eintrag wird noch verwendet und kann nicht gelöscht werden.',
} as const;

/** GET {endpoint}: one page, searched, filtered and sorted. */
export async function listResource<Entity extends { id: number }, Query extends ListQuery>(
  deps: ResourceDeps,
  resource: ResourceOf<Entity>,
  query: Query,
): Promise<Paged<Entity>> {
  const sort = parseSort(query.sort, resource.defaultSort);
  const column = resource.sortColumns[sort.field];
  if (!column) {
    throw AppError.invalid([
      { code: 'invalid_sort', message: RESOURCE_MESSAGES.unknownSort, field: 'sort' },
    ]);
  }
  const where = and(
    searchCondition(resource.searchColumns, query.search ?? ''),
    ...(resource.filters?.(query) ?? []),
  );
  const pageQuery = {
    table: resource.table,
    idColumn: resource.idColumn,
    where,
    sort: { column, direction: sort.direction },
    offset: (query.page - 1) * query.pageSize,
    limit: query.pageSize,
  };
  const { ids, total } = resource.naturalSort?.includes(sort.field)
    ? await findIdPageInMemory(deps.db, { ...pageQuery, compare: compareNatural })
    : await findIdPage(deps.db, pageQuery);
  return {
    items: await resource.load(deps.db, ids),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** GET {endpoint}/{id}. */
export async function getResource<Entity extends { id: number }>(
  db: Database,
  resource: Pick<ResourceOf<Entity>, 'load' | 'notFoundMessage'>,
  id: number,
): Promise<Entity> {
  const [entity] = await resource.load(db, [id]);
  if (!entity) throw AppError.notFound(resource.notFoundMessage);
  return entity;
}

/** GET {endpoint}/options: every item as { id, name, hint, isEnabled }. */
export function listResourceOptions(deps: ResourceDeps, resource: AnyResource) {
  return findOptions(deps.db, {
    table: resource.table,
    idColumn: resource.idColumn,
    name: resource.option.name,
    hint: resource.option.hint,
    formatHint: resource.option.formatHint,
    isEnabled: resource.option.isEnabled,
  });
}

/** POST {endpoint}: validates what zod cannot, writes, logs and answers the new entity. */
export async function createResource<Entity extends { id: number }, Input>(
  deps: ResourceDeps,
  resource: ResourceDefinition<Entity, Input>,
  input: Input,
  actor: AuditActor,
): Promise<Entity> {
  await assertInputAllowed(deps.db, resource, input);
  return writeLogged(deps, resource, {
    action: 'create',
    actor,
    before: null,
    write: (tx) => resource.insert(tx, input, deps),
  });
}

/** POST {endpoint}/{id}/duplicate: a copy made from the entity's own input. */
export async function duplicateResource<Entity extends { id: number }, Input>(
  deps: ResourceDeps,
  resource: ResourceDefinition<Entity, Input>,
  id: number,
  actor: AuditActor,
): Promise<Entity> {
  if (!resource.duplicate) throw AppError.notFound();
  const source = await getResource(deps.db, resource, id);
  return createResource(deps, resource, resource.duplicate(source), actor);
}

/** PUT {endpoint}/{id}: replaces the entity (404 when it does not exist). */
export async function updateResource<Entity extends { id: number }, Input>(
  deps: ResourceDeps,
  resource: ResourceDefinition<Entity, Input>,
  id: number,
  input: Input,
  actor: AuditActor,
): Promise<Entity> {
  const before = await getResource(deps.db, resource, id);
  await assertInputAllowed(deps.db, resource, input, id);
  return writeLogged(deps, resource, {
    action: 'update',
    actor,
    before,
    write: async (tx) => {
      await resource.update(tx, id, input, deps);
      return id;
    },
  });
}

/**
 * One write and its audit entry in a transaction; answers the entity as stored. A unique
 * violation that slipped past the checks (two requests at once) still answers 422.
 */
async function writeLogged<Entity extends { id: number }>(
  deps: ResourceDeps,
  resource: ResourceOf<Entity>,
  change: {
    action: 'create' | 'update';
    actor: AuditActor;
    before: Entity | null;
    write: (tx: Database) => Promise<number>;
  },
): Promise<Entity> {
  let entity: Entity;
  try {
    entity = await deps.db.transaction(async (tx) => {
      const id = await change.write(tx);
      const after = await getResource(tx, resource, id);
      await writeAuditLog(tx, {
        actor: change.actor,
        entity: resource.entity,
        entityId: id,
        action: change.action,
        before: change.before,
        after,
        at: deps.now(),
      });
      return after;
    });
  } catch (error) {
    if (!isDatabaseError(error, '23505')) throw error;
    throw alreadyUsed(resource.unique?.[0]?.field ?? 'id');
  }
  afterChange(deps, resource);
  return entity;
}

/** DELETE {endpoint}/{id}: refused with 409 while something still refers to the entity. */
export async function deleteResource<Entity extends { id: number }>(
  deps: ResourceDeps,
  resource: ResourceOf<Entity>,
  id: number,
  actor: AuditActor,
): Promise<void> {
  const before = await getResource(deps.db, resource, id);
  for (const guard of resource.deleteGuards ?? []) {
    const message = await guard(deps.db, id);
    if (message) throw AppError.conflict(message, 'in_use');
  }
  try {
    await deps.db.transaction(async (tx) => {
      if (!(await deleteRow(tx, resource.table, resource.idColumn, id))) {
        throw AppError.notFound(resource.notFoundMessage);
      }
      await writeAuditLog(tx, {
        actor,
        entity: resource.entity,
        entityId: id,
        action: 'delete',
        before,
        after: null,
        at: deps.now(),
      });
    });
  } catch (error) {
    if (isDatabaseError(error, '23503')) throw AppError.conflict(RESOURCE_MESSAGES.inUse, 'in_use');
    throw error;
  }
  await resource.afterDelete?.(before, deps);
  afterChange(deps, resource);
}

/**
 * Drops the customers' cached reads when they show this entity (docs/budgets.md P1 cache), which
 * also tells the TVs; an entity only the TVs show tells them alone (decision 033 "Live").
 */
function afterChange(
  deps: ResourceDeps,
  resource: { isCustomerVisible: boolean; isOnScreens?: boolean },
): void {
  if (resource.isCustomerVisible) deps.publicCache.invalidate();
  // A lost notice costs only time: the players also ask again by themselves.
  else if (resource.isOnScreens) void publishScreensChanged(deps.db).catch(() => undefined);
}

/** Unique values (422 "Dieser Wert wird bereits verwendet.") and referenced ids (422 on the field). */
async function assertInputAllowed<Input>(
  db: Database,
  resource: ResourceDefinition<{ id: number }, Input>,
  input: Input,
  exceptId?: number,
): Promise<void> {
  for (const rule of resource.unique ?? []) {
    const isTaken = await isValueTaken(db, {
      table: resource.table,
      idColumn: resource.idColumn,
      column: rule.column,
      value: input[rule.field],
      isCaseInsensitive: rule.isCaseInsensitive,
      scope: rule.scope?.(input),
      exceptId,
    });
    if (isTaken) throw alreadyUsed(rule.field);
  }
  for (const reference of resource.references ?? []) {
    const ids = reference.ids(input).filter((value): value is number => typeof value === 'number');
    const existing = await findExistingIds(db, reference.column, [...new Set(ids)]);
    if (ids.some((value) => !existing.has(value))) {
      throw AppError.invalid([
        { code: 'unknown_reference', message: MESSAGES.invalidChoice, field: reference.field },
      ]);
    }
  }
}

const alreadyUsed = (field: string) =>
  AppError.invalid([{ code: 'already_used', message: MESSAGES.alreadyUsed, field }]);
