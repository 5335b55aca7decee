import {
  CONTENT_MESSAGES,
  type SiteInput,
  type StaffSite,
  siteInputSchema,
  siteListQuerySchema,
  siteTypeSchema,
  staffSiteSchema,
} from '@shop/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { navigationItems, navigations, sites, siteVersions } from '../../../db/schema/index.ts';
import type { AuditActor } from '../../../platform/audit/audit-log.ts';
import type { Database } from '../../../platform/database.ts';
import { AppError } from '../../../platform/errors.ts';
import { inIdOrder } from '../../../platform/resources/resource.repository.ts';
import { defineResource } from '../../../platform/resources/resource.ts';
import { sanitizeSiteBody } from '../content-save.ts';

type SiteRow = typeof sites.$inferSelect;

export const SITE_NOT_FOUND = 'Die Seite wurde nicht gefunden.';

/** A site as staff read it: the saved (already sanitised) content and its version. */
export function presentStaffSite(row: SiteRow): StaffSite {
  return {
    id: row.id,
    path: row.path,
    title: row.title,
    description: row.description,
    type: siteTypeSchema.catch('default').parse(row.type),
    isPublic: row.isPublic,
    content: { body: row.content?.body ?? '' },
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function loadStaffSites(db: Database, ids: number[]): Promise<StaffSite[]> {
  if (ids.length === 0) return [];
  const rows = await db.select().from(sites).where(inArray(sites.id, ids)).orderBy(sites.id);
  return inIdOrder(ids, rows.map(presentStaffSite));
}

function toRow(input: SiteInput) {
  return {
    path: input.path,
    title: input.title,
    description: input.description,
    type: input.type,
    isPublic: input.isPublic,
    content: { body: sanitizeSiteBody(input.content.body) },
  };
}

/** Keeps the saved state as a version (decision 029: every saved version is kept). */
async function keepVersion(db: Database, siteId: number, actor: AuditActor, now: Date) {
  const [row] = await db.select().from(sites).where(eq(sites.id, siteId));
  if (!row) return;
  await db.insert(siteVersions).values({
    siteId,
    version: row.version,
    path: row.path,
    title: row.title,
    description: row.description,
    type: row.type,
    isPublic: row.isPublic,
    content: row.content,
    userEmail: actor.email,
    createdAt: now,
  });
}

/** A navigation entry that points to the page keeps it from being deleted. */
async function refuseWhileInNavigation(db: Database, id: number): Promise<string | null> {
  const [used] = await db
    .select({ name: navigations.name })
    .from(navigationItems)
    .innerJoin(navigations, eq(navigations.id, navigationItems.navigationId))
    .where(and(eq(navigationItems.type, 'site'), eq(navigationItems.target, String(id))))
    .limit(1);
  return used
    ? `Die Seite wird noch in der Navigation „${used.name}“ verwendet und kann nicht gelöscht werden.`
    : null;
}

/**
 * spec §7 CRUD sites (area `content`). The writers need the saving user for the version row, so
 * the routes make the resource per request (`sitesResourceFor`); list, get and delete use it as is.
 */
export function sitesResourceFor(actor: AuditActor) {
  return defineResource({
    entity: 'site',
    endpoint: '/api/sites',
    entitySchema: staffSiteSchema,
    permission: 'content',
    isCustomerVisible: true,
    notFoundMessage: SITE_NOT_FOUND,
    inputSchema: siteInputSchema,
    listQuerySchema: siteListQuerySchema,
    table: sites,
    idColumn: sites.id,
    searchColumns: [sites.path, sites.title],
    sortColumns: {
      path: sites.path,
      title: sql`lower(${sites.title})`,
      isPublic: sites.isPublic,
      updatedAt: sites.updatedAt,
    },
    defaultSort: 'path',
    option: { name: sites.title, hint: sites.path, isEnabled: sites.isPublic },
    load: loadStaffSites,
    insert: async (db, input: SiteInput, deps) => {
      const [row] = await db
        .insert(sites)
        .values({ ...toRow(input), version: 1, createdAt: deps.now(), updatedAt: deps.now() })
        .returning({ id: sites.id });
      const id = Number(row?.id);
      await keepVersion(db, id, actor, deps.now());
      return id;
    },
    update: async (db, id, input: SiteInput, deps) => {
      // A page saved before versions existed (seeds) keeps its state before the first edit.
      const [kept] = await db
        .select({ id: siteVersions.id })
        .from(siteVersions)
        .where(eq(siteVersions.siteId, id))
        .limit(1);
      if (!kept)
        await keepVersion(db, id, { userId: null, email: null, ipAddress: null }, deps.now());
      // Optimistic concurrency (decision 029): only the version the edit was based on is replaced.
      const [row] = await db
        .update(sites)
        .set({ ...toRow(input), version: sql`${sites.version} + 1`, updatedAt: deps.now() })
        .where(and(eq(sites.id, id), eq(sites.version, input.version ?? -1)))
        .returning({ id: sites.id });
      if (!row) throw AppError.conflict(CONTENT_MESSAGES.stale, 'stale');
      await keepVersion(db, id, actor, deps.now());
    },
    unique: [{ field: 'path', column: sites.path }],
    deleteGuards: [refuseWhileInNavigation],
  });
}

export const sitesResource = sitesResourceFor({ userId: null, email: null, ipAddress: null });
