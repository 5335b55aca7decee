import {
  SIGNAGE_MESSAGES,
  type SignageStreamInput,
  type StaffSignageStream,
  signageStreamInputSchema,
  signageStreamListQuerySchema,
  signageTransitionSchema,
  staffSignageStreamSchema,
} from '@shop/domain';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import {
  digitalSignageSegments,
  digitalSignageStreamSegments,
  digitalSignageStreams,
} from '../../../db/schema/index.ts';
import type { Database } from '../../../platform/database.ts';
import { inIdOrder, plainRowWriters } from '../../../platform/resources/resource.repository.ts';
import { defineResource } from '../../../platform/resources/resource.ts';

/** The segment ids of streams in playing order, keyed by stream. */
export async function segmentIdsByStream(
  db: Database,
  streamIds: number[],
): Promise<Map<number, number[]>> {
  const byStream = new Map<number, number[]>(streamIds.map((id) => [id, []]));
  if (streamIds.length === 0) return byStream;
  const rows = await db
    .select()
    .from(digitalSignageStreamSegments)
    .where(inArray(digitalSignageStreamSegments.streamId, streamIds))
    .orderBy(
      asc(digitalSignageStreamSegments.streamId),
      asc(digitalSignageStreamSegments.position),
    );
  for (const row of rows) byStream.get(row.streamId)?.push(row.segmentId);
  return byStream;
}

async function loadStreams(db: Database, ids: number[]): Promise<StaffSignageStream[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(digitalSignageStreams)
    .where(inArray(digitalSignageStreams.id, ids));
  const segments = await segmentIdsByStream(db, ids);
  return inIdOrder(
    ids,
    rows.map((row) => ({
      id: row.id,
      identifier: row.identifier,
      name: row.name,
      segments: (segments.get(row.id) ?? []).map((id) => ({ id })),
      transition: signageTransitionSchema.catch('none').parse(row.transition),
      isEnabled: row.isEnabled,
    })),
  );
}

async function replaceSegments(db: Database, streamId: number, segmentIds: number[]) {
  await db
    .delete(digitalSignageStreamSegments)
    .where(eq(digitalSignageStreamSegments.streamId, streamId));
  if (segmentIds.length === 0) return;
  await db
    .insert(digitalSignageStreamSegments)
    .values(segmentIds.map((segmentId, position) => ({ streamId, segmentId, position })));
}

const streamRowOf = (input: SignageStreamInput) => ({
  identifier: input.identifier,
  name: input.name,
  transition: input.transition,
  isEnabled: input.isEnabled,
});

/** spec §7 CRUD /api/digital-signage-streams: an ordered playlist of segments; area `signage`. */
export const streamsResource = defineResource({
  entity: 'signageStream',
  endpoint: '/api/digital-signage-streams',
  entitySchema: staffSignageStreamSchema,
  permission: 'signage',
  isCustomerVisible: false,
  isOnScreens: true,
  notFoundMessage: SIGNAGE_MESSAGES.streamNotFound,
  inputSchema: signageStreamInputSchema,
  listQuerySchema: signageStreamListQuerySchema,
  table: digitalSignageStreams,
  idColumn: digitalSignageStreams.id,
  searchColumns: [digitalSignageStreams.identifier, digitalSignageStreams.name],
  sortColumns: {
    name: sql`lower(${digitalSignageStreams.name})`,
    identifier: digitalSignageStreams.identifier,
  },
  defaultSort: 'name',
  option: {
    name: digitalSignageStreams.name,
    hint: digitalSignageStreams.identifier,
    isEnabled: digitalSignageStreams.isEnabled,
  },
  load: loadStreams,
  ...plainRowWriters<SignageStreamInput>(digitalSignageStreams, streamRowOf, (db, id, input) =>
    replaceSegments(db, id, input.segmentIds),
  ),
  unique: [
    { field: 'identifier', column: digitalSignageStreams.identifier, isCaseInsensitive: true },
  ],
  references: [
    { field: 'segmentIds', column: digitalSignageSegments.id, ids: (input) => input.segmentIds },
  ],
});
