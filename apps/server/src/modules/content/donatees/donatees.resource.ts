import {
  type DonateeInput,
  donateeInputSchema,
  listQuerySchema,
  staffDonateeSchema,
} from '@shop/domain';
import { sql } from 'drizzle-orm';
import { donatees } from '../../../db/schema/index.ts';
import { plainRowWriters } from '../../../platform/resources/resource.repository.ts';
import { defineResource } from '../../../platform/resources/resource.ts';
import { catalogueIdColumns } from '../../catalogue/catalogue.read-model.ts';
import { loadStaffDonatees } from './donatees.service.ts';

/**
 * spec §7 CRUD donatees (area `content` per the permissions table). Orders keep the recipient's
 * id only as a reference (set null on delete), so deleting one is allowed.
 */
export const donateesResource = defineResource({
  entity: 'donatee',
  endpoint: '/api/donatees',
  entitySchema: staffDonateeSchema,
  permission: 'content',
  isCustomerVisible: true,
  notFoundMessage: 'Der Spendenempfänger wurde nicht gefunden.',
  inputSchema: donateeInputSchema,
  listQuerySchema,
  table: donatees,
  idColumn: donatees.id,
  searchColumns: [donatees.name, donatees.identifier, donatees.description],
  sortColumns: {
    name: sql`lower(${donatees.name})`,
    identifier: donatees.identifier,
    position: donatees.position,
    isEnabled: donatees.isEnabled,
  },
  defaultSort: 'position',
  option: { name: donatees.name, hint: donatees.identifier, isEnabled: donatees.isEnabled },
  load: loadStaffDonatees,
  ...plainRowWriters<DonateeInput>(donatees),
  unique: [{ field: 'identifier', column: donatees.identifier }],
  references: [
    { field: 'imageId', column: catalogueIdColumns.image, ids: (input) => [input.imageId] },
  ],
});
