import {
  type BlockInput,
  blockInputSchema,
  listQuerySchema,
  type StaffBlock,
  staffBlockSchema,
} from '@shop/domain';
import { inArray, sql } from 'drizzle-orm';
import { blocks, sites } from '../../../db/schema/index.ts';
import type { Database } from '../../../platform/database.ts';
import { inIdOrder, plainRowWriters } from '../../../platform/resources/resource.repository.ts';
import { defineResource } from '../../../platform/resources/resource.ts';
import { sanitizeBlockValue } from '../content-save.ts';

/**
 * The pages using each block (decision 045): a blocks or service-blocks section keeps a copy of
 * a block's value (as main block or in its list), so a page uses a block while one of its
 * sections holds exactly that value. An empty block value matches nothing.
 */
async function findBlockUsages(db: Database, ids: number[]) {
  const rows = await db
    .select({ blockId: blocks.id, id: sites.id, title: sites.title, path: sites.path })
    .from(blocks)
    .innerJoin(
      sites,
      sql`jsonb_typeof(${sites.content}->'body') = 'array' and ${blocks.value} <> '{}'::jsonb
        and exists (
          select 1 from jsonb_array_elements(${sites.content}->'body') section
          where section->'value'->'mainBlock' = ${blocks.value}
            or (jsonb_typeof(section->'value'->'blocks') = 'array' and exists (
              select 1 from jsonb_array_elements(section->'value'->'blocks') item
              where item = ${blocks.value}
            ))
        )`,
    )
    .where(inArray(blocks.id, ids))
    .orderBy(sites.path);
  const usages = new Map<number, { id: number; name: string }[]>();
  for (const row of rows) {
    const list = usages.get(row.blockId) ?? [];
    list.push({ id: row.id, name: `${row.title} (/${row.path})` });
    usages.set(row.blockId, list);
  }
  return usages;
}

async function loadStaffBlocks(db: Database, ids: number[]): Promise<StaffBlock[]> {
  if (ids.length === 0) return [];
  const [rows, usages] = await Promise.all([
    db.select().from(blocks).where(inArray(blocks.id, ids)).orderBy(blocks.id),
    findBlockUsages(db, ids),
  ]);
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
      usages: usages.get(row.id) ?? [],
    })),
  );
}

/** spec §7 CRUD blocks (spec §3 "Content block types"; area `content`). */
export const blocksResource = defineResource({
  entity: 'block',
  endpoint: '/api/blocks',
  entitySchema: staffBlockSchema,
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
