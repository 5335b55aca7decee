import {
  ALWAYS_PLAYING,
  type SegmentScheduleValue,
  SIGNAGE_MESSAGES,
  SIGNAGE_VIDEO_TYPES,
  type SignageSegmentInput,
  type SignageSegmentKind,
  type StaffSignageSegment,
  segmentScheduleSchema,
  signageSegmentInputSchema,
  signageSegmentListQuerySchema,
  staffSignageSegmentSchema,
} from '@shop/domain';
import { inArray, sql } from 'drizzle-orm';
import { digitalSignageSegments } from '../../../db/schema/index.ts';
import type { Database } from '../../../platform/database.ts';
import { AppError } from '../../../platform/errors.ts';
import { inIdOrder, plainRowWriters } from '../../../platform/resources/resource.repository.ts';
import { defineResource } from '../../../platform/resources/resource.ts';
import { catalogueIdColumns } from '../../catalogue/catalogue.read-model.ts';
import { libraryUploadsById } from '../../content/content.read-model.ts';

export type SegmentRow = typeof digitalSignageSegments.$inferSelect;

/** What a segment keeps in its `content` column (docs/decisions/033-digital-signage.md). */
export type SegmentContent = {
  title?: string | null;
  categoryId?: number | null;
  /** Template segments (docs/decisions/047-templates-on-tvs-and-labour-report.md). */
  templateId?: number | null;
  /** Web page segments (decision 055 "Web pages"): the https address. */
  url?: string | null;
};

const kindOf = (type: string): SignageSegmentKind =>
  type === 'image' || type === 'template' || type === 'webPage' || type === 'video'
    ? type
    : 'menuBoard';

/** The stored schedule; anything unreadable plays always (the column predates schedules). */
export function scheduleOf(row: SegmentRow): SegmentScheduleValue {
  const parsed = segmentScheduleSchema.safeParse(row.schedule ?? undefined);
  return parsed.success ? parsed.data : ALWAYS_PLAYING;
}

export function presentSegment(row: SegmentRow): StaffSignageSegment {
  const content = row.content as SegmentContent;
  const kind = kindOf(row.type);
  const categoryId = kind === 'menuBoard' ? (content.categoryId ?? null) : null;
  const templateId = kind === 'template' ? (content.templateId ?? null) : null;
  return {
    id: row.id,
    name: row.name,
    kind,
    durationSeconds: row.durationSeconds,
    title: content.title ?? null,
    category: categoryId === null ? null : { id: categoryId },
    image: kind === 'image' && row.imageId !== null ? { id: row.imageId } : null,
    template: templateId === null ? null : { id: templateId },
    url: kind === 'webPage' ? (content.url ?? null) : null,
    video: kind === 'video' && row.uploadId !== null ? { id: row.uploadId } : null,
    schedule: scheduleOf(row),
    isEnabled: row.isEnabled,
  };
}

export async function loadSegmentRows(db: Database, ids: number[]): Promise<SegmentRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(digitalSignageSegments).where(inArray(digitalSignageSegments.id, ids));
}

async function loadSegments(db: Database, ids: number[]): Promise<StaffSignageSegment[]> {
  return inIdOrder(ids, (await loadSegmentRows(db, ids)).map(presentSegment));
}

function segmentRowOf(input: SignageSegmentInput) {
  return {
    name: input.name,
    type: input.kind,
    durationSeconds: input.durationSeconds,
    imageId: input.kind === 'image' ? input.imageId : null,
    uploadId: input.kind === 'video' ? input.uploadId : null,
    content: {
      title: input.title,
      categoryId: input.kind === 'menuBoard' ? input.categoryId : null,
      templateId: input.kind === 'template' ? input.templateId : null,
      url: input.kind === 'webPage' ? input.url : null,
    } satisfies SegmentContent,
    schedule: input.schedule,
    isEnabled: input.isEnabled,
  };
}

/**
 * A video segment plays a film of the upload library that a TV's browser can play
 * (decision 055 "Videos"): an unknown upload or another type is the 422 on `uploadId`.
 */
async function checkVideo(db: Database, input: SignageSegmentInput): Promise<void> {
  if (input.kind !== 'video' || input.uploadId === null) return;
  const upload = (await libraryUploadsById(db, [input.uploadId])).get(input.uploadId);
  if (!upload || !SIGNAGE_VIDEO_TYPES.includes(upload.mimeType)) {
    throw AppError.invalid([
      { code: 'invalidChoice', field: 'uploadId', message: SIGNAGE_MESSAGES.videoRequired },
    ]);
  }
}

const writers = plainRowWriters<SignageSegmentInput>(digitalSignageSegments, segmentRowOf);

/** spec §7 CRUD /api/digital-signage-segments ("Filmsequenz"); area `signage`. */
export const segmentsResource = defineResource({
  entity: 'signageSegment',
  endpoint: '/api/digital-signage-segments',
  entitySchema: staffSignageSegmentSchema,
  permission: 'signage',
  isCustomerVisible: false,
  isOnScreens: true,
  notFoundMessage: SIGNAGE_MESSAGES.segmentNotFound,
  inputSchema: signageSegmentInputSchema,
  listQuerySchema: signageSegmentListQuerySchema,
  table: digitalSignageSegments,
  idColumn: digitalSignageSegments.id,
  searchColumns: [digitalSignageSegments.name],
  sortColumns: {
    name: sql`lower(${digitalSignageSegments.name})`,
    durationSeconds: digitalSignageSegments.durationSeconds,
    kind: digitalSignageSegments.type,
  },
  defaultSort: 'name',
  option: {
    name: digitalSignageSegments.name,
    hint: digitalSignageSegments.durationSeconds,
    formatHint: (value) => `${Number(value)} s`,
    isEnabled: digitalSignageSegments.isEnabled,
  },
  load: loadSegments,
  insert: async (db, input) => {
    await checkVideo(db, input);
    return writers.insert(db, input);
  },
  update: async (db, id, input, deps) => {
    await checkVideo(db, input);
    await writers.update(db, id, input, deps);
  },
  references: [
    { field: 'categoryId', column: catalogueIdColumns.category, ids: (i) => [i.categoryId] },
    { field: 'imageId', column: catalogueIdColumns.image, ids: (i) => [i.imageId] },
    {
      field: 'templateId',
      column: catalogueIdColumns.imageTemplate,
      ids: (i) => [i.templateId],
    },
  ],
});
