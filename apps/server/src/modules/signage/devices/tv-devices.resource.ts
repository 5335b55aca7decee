import {
  SIGNAGE_MESSAGES,
  type SignageDeviceInput,
  type StaffSignageDevice,
  signageDeviceInputSchema,
  signageDeviceListQuerySchema,
  staffSignageDeviceSchema,
} from '@shop/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import { digitalSignageDevices, digitalSignageStreams } from '../../../db/schema/index.ts';
import type { Database } from '../../../platform/database.ts';
import { inIdOrder, plainRowWriters } from '../../../platform/resources/resource.repository.ts';
import { defineResource } from '../../../platform/resources/resource.ts';
import { catalogueIdColumns } from '../../catalogue/catalogue.read-model.ts';

export type TvRow = typeof digitalSignageDevices.$inferSelect;

export function presentTv(row: TvRow): StaffSignageDevice {
  return {
    id: row.id,
    identifier: row.identifier,
    name: row.name,
    branch: row.branchId === null ? null : { id: row.branchId },
    stream: row.streamId === null ? null : { id: row.streamId },
    isEnabled: row.isEnabled,
    hasSecret: row.tokenHash !== null,
    lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
  };
}

async function loadTvs(db: Database, ids: number[]): Promise<StaffSignageDevice[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(digitalSignageDevices)
    .where(inArray(digitalSignageDevices.id, ids));
  return inIdOrder(ids, rows.map(presentTv));
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
