import {
  DEVICE_MESSAGES,
  type DeviceInput,
  deviceInputSchema,
  deviceListQuerySchema,
  staffDeviceSchema,
} from '@shop/domain';
import { eq, sql } from 'drizzle-orm';
import { devices } from '../../db/schema/index.ts';
import { plainRowWriters } from '../../platform/resources/resource.repository.ts';
import { defineResource } from '../../platform/resources/resource.ts';
import { branchNameSql, catalogueIdColumns } from '../catalogue/catalogue.read-model.ts';
import { deviceRowOf, loadStaffDevices } from './devices.service.ts';

/** spec §7 CRUD devices (identifier unique, spec §3); area `devices`. */
export const devicesResource = defineResource({
  entity: 'device',
  endpoint: '/api/devices',
  entitySchema: staffDeviceSchema,
  permission: 'devices',
  isCustomerVisible: false,
  notFoundMessage: DEVICE_MESSAGES.notFound,
  inputSchema: deviceInputSchema,
  listQuerySchema: deviceListQuerySchema,
  table: devices,
  idColumn: devices.id,
  searchColumns: [devices.identifier, devices.name],
  sortColumns: {
    name: sql`lower(${devices.name})`,
    identifier: devices.identifier,
    kind: devices.type,
    lastSeenAt: devices.lastSeenAt,
  },
  defaultSort: 'name',
  filters: (query) => [query.branchId ? eq(devices.branchId, query.branchId) : undefined],
  option: {
    name: devices.name,
    hint: branchNameSql(devices.branchId),
    isEnabled: devices.isEnabled,
  },
  load: loadStaffDevices,
  ...plainRowWriters<DeviceInput>(devices, deviceRowOf),
  unique: [{ field: 'identifier', column: devices.identifier, isCaseInsensitive: true }],
  references: [
    { field: 'branchId', column: catalogueIdColumns.branch, ids: (input) => [input.branchId] },
  ],
});
