import { type BlockInput, blockInputSchema, listQuerySchema, type StaffBlock } from '@shop/domain';
import { inArray, sql } from 'drizzle-orm';
import { blocks } from '../../../db/schema/index.ts';
import type { Database } from '../../../platform/database.ts';
import { inIdOrder, plainRowWriters } from '../../../platform/resources/resource.repository.ts';
import { defineResource } from '../../../platform/resources/resource.ts';
import { sanitizeBlockValue } from '../content-save.ts';

async function loadStaffBlocks(db: Database, ids: number[]): Promise<StaffBlock[]> {
  if (ids.length === 0) return [];
  const rows = await db.select().from(blocks).where(inArray(blocks.id, ids)).orderBy(blocks.id);
  return inIdOrder(
    ids,
    rows.map((row) => ({
      id: row.id,
      identifier: row.identifier,
      name: row.name,
      type: row.type,
      value: row.value,
      isEnabled: row.isEnabled,
      updatedAt: row.updatedAt.toISOString(),
    })),
  );
}

/** spec §7 CRUD blocks (spec §3 "Content block types"; area `content`). */
export const blocksResource = defineResource({
  entity: 'block',
  endpoint: '/api/blocks',
  permission: 'content',
  isCustomerVisible: true,
  notFoundMessage: 'Der Inhalt wurde nicht gefunden.',
  inputSchema: blockInputSchema,
  listQuerySchema,
  table: blocks,
  idColumn: blocks.id,
  searchColumns: [blocks.name, blocks.identifier],
  sortColumns: {
    name: sql`lower(${blocks.name})`,
    identifier: blocks.identifier,
    type: blocks.type,
    isEnabled: blocks.isEnabled,
  },
  defaultSort: 'name',
  option: { name: blocks.name, hint: blocks.identifier, isEnabled: blocks.isEnabled },
  load: loadStaffBlocks,
  ...plainRowWriters<BlockInput>(blocks, (input) => ({
    ...input,
    value: sanitizeBlockValue(input.type, input.value),
  })),
  unique: [{ field: 'identifier', column: blocks.identifier }],
});
