import {
  SIGNAGE_MESSAGES,
  type SignageDeviceInput,
  type StaffSignageDevice,
  signageDeviceInputSchema,
  signageDeviceListQuerySchema,
  staffSignageDeviceSchema,
} from '@shop/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import {
  digitalSignageDevices,
  digitalSignageSegments,
  digitalSignageStreams,
} from '../../../db/schema/index.ts';
import type { Database } from '../../../platform/database.ts';
import { inIdOrder, plainRowWriters } from '../../../platform/resources/resource.repository.ts';
import { defineResource } from '../../../platform/resources/resource.ts';
import { catalogueIdColumns } from '../../catalogue/catalogue.read-model.ts';

export type TvRow = typeof digitalSignageDevices.$inferSelect;

/** A TV for staff; `playingName` is the name of the segment it last reported (decision 055). */
export function presentTv(row: TvRow, playingName?: string): StaffSignageDevice {
  return {
    id: row.id,
    identifier: row.identifier,
    name: row.name,
    branch: row.branchId === null ? null : { id: row.branchId },
    stream: row.streamId === null ? null : { id: row.streamId },
    isEnabled: row.isEnabled,
    hasSecret: row.tokenHash !== null,
    lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
    screen:
      row.screenWidth === null || row.screenHeight === null
        ? null
        : { width: row.screenWidth, height: row.screenHeight },
    playingSegment:
      row.playingSegmentId === null ? null : { id: row.playingSegmentId, name: playingName ?? '' },
  };
}

async function loadTvs(db: Database, ids: number[]): Promise<StaffSignageDevice[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ tv: digitalSignageDevices, playingName: digitalSignageSegments.name })
    .from(digitalSignageDevices)
    .leftJoin(
      digitalSignageSegments,
      eq(digitalSignageSegments.id, digitalSignageDevices.playingSegmentId),
    )
    .where(inArray(digitalSignageDevices.id, ids));
  return inIdOrder(
    ids,
    rows.map((row) => presentTv(row.tv, row.playingName ?? undefined)),
  );
}

/** spec §7 CRUD /api/digital-signage-devices ("TV"), with `?streamId=`; area `signage`. */
export const tvDevicesResource = defineResource({
  entity: 'signageDevice',
  endpoint: '/api/digital-signage-devices',
  entitySchema: staffSignageDeviceSchema,
  permission: 'signage',
  isCustomerVisible: false,
  isOnScreens: true,
  notFoundMessage: SIGNAGE_MESSAGES.deviceNotFound,
  inputSchema: signageDeviceInputSchema,
  listQuerySchema: signageDeviceListQuerySchema,
  table: digitalSignageDevices,
  idColumn: digitalSignageDevices.id,
  searchColumns: [digitalSignageDevices.identifier, digitalSignageDevices.name],
  sortColumns: {
    name: sql`lower(${digitalSignageDevices.name})`,
    identifier: digitalSignageDevices.identifier,
    lastSeenAt: digitalSignageDevices.lastSeenAt,
  },
  defaultSort: 'name',
  filters: (query) => [
    query.streamId ? eq(digitalSignageDevices.streamId, query.streamId) : undefined,
  ],
  option: {
    name: digitalSignageDevices.name,
    hint: digitalSignageDevices.identifier,
    isEnabled: digitalSignageDevices.isEnabled,
  },
  load: loadTvs,
  ...plainRowWriters<SignageDeviceInput>(digitalSignageDevices, (input) => ({
    identifier: input.identifier,
    name: input.name,
    branchId: input.branchId,
    streamId: input.streamId,
    isEnabled: input.isEnabled,
  })),
  unique: [
    { field: 'identifier', column: digitalSignageDevices.identifier, isCaseInsensitive: true },
  ],
  references: [
    { field: 'branchId', column: catalogueIdColumns.branch, ids: (input) => [input.branchId] },
    { field: 'streamId', column: digitalSignageStreams.id, ids: (input) => [input.streamId] },
  ],
});
