import {
  MAX_PAGE_SIZE,
  pagedSchema,
  SIGNAGE_SEGMENT_KINDS,
  SIGNAGE_VIDEO_TYPES,
  type SignageSegmentKind,
  type StaffSignageSegment,
  signageSegmentInputSchema,
  staffSignageSegmentSchema,
  staffUploadSchema,
  WEEKDAY_NAMES,
} from '@shop/domain';
import { backofficePaths } from '../../../config/backoffice-paths.ts';
import { de } from '../../../i18n/de.ts';
import { parseContract } from '../../../lib/api-client.ts';
import { enabledColumn, enabledField, nameField, numberOf } from '../fields/common-fields.tsx';
import { defineResource, type OptionsSource } from '../resource/define-resource.ts';
import { optionsOf } from '../resource/options-source.ts';

const t = de.backofficeSignage;
export const categoryOptions = optionsOf('/api/categories', de.backoffice.entities.categories);
const imageOptions = optionsOf('/api/images', de.backoffice.entities.images);
const templateOptions = optionsOf('/api/image-templates', de.backoffice.entities.imageTemplates);

/**
 * The films of the upload library a TV plays (decision 055 "Videos"): the newest uploads, only
 * MP4 and WebM. The library is the content area's; staff without it see the load failure.
 */
const VIDEO_UPLOADS_URL = `/api/uploads?sort=-createdAt&pageSize=${MAX_PAGE_SIZE}`;
const videoOptions: OptionsSource = {
  endpoint: VIDEO_UPLOADS_URL,
  entity: de.backoffice.entities.uploads,
  parse: (data) =>
    parseContract(pagedSchema(staffUploadSchema), data, VIDEO_UPLOADS_URL)
      .items.filter((upload) => SIGNAGE_VIDEO_TYPES.includes(upload.mimeType))
      .map((upload) => ({ value: upload.id, label: upload.name })),
};

type SegmentValues = {
  name: string;
  kind: string;
  durationSeconds: string;
  title: string;
  categoryId: string;
  imageId: string;
  templateId: string;
  url: string;
  uploadId: string;
  /** The schedule's fields carry their body path, so server errors land on them. */
  'schedule.weekdays': string[];
  'schedule.playFrom': string;
  'schedule.playUntil': string;
  'schedule.startDate': string;
  'schedule.endDate': string;
  isEnabled: boolean;
};

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** "Mo–Fr ab 11:00", "bis 11:00", "immer" for the list. */
function scheduleSummary(schedule: StaffSignageSegment['schedule']): string {
  const days = schedule.weekdays.map((day) => WEEKDAY_NAMES[day]?.slice(0, 2)).join(', ');
  const times = [
    schedule.playFrom ? `ab ${schedule.playFrom}` : '',
    schedule.playUntil ? `bis ${schedule.playUntil}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const dates = [schedule.startDate, schedule.endDate].some(Boolean)
    ? `${schedule.startDate ?? '…'} – ${schedule.endDate ?? '…'}`
    : '';
  return [days, times, dates].filter(Boolean).join(' · ') || t.always;
}

/** spec §7 CRUD digital-signage-segments, "Filmsequenz" (docs/decisions/033-digital-signage.md). */
export const segmentsResource = defineResource<StaffSignageSegment, SegmentValues>({
  name: de.backoffice.entities.signageSegments,
  listPath: backofficePaths.signageSegments.path,
  endpoint: '/api/digital-signage-segments',
  permission: 'signage',
  entitySchema: staffSignageSegmentSchema,
  formSchema: signageSegmentInputSchema,
  isSearchable: true,
  defaultSort: 'name',
  columns: [
    {
      key: 'name',
      label: de.backofficeCatalogue.common.name,
      sortField: 'name',
      isPrimary: true,
      render: (segment) => segment.name,
      secondary: (segment) => t.kinds[segment.kind],
    },
    {
      key: 'kind',
      label: t.kind,
      sortField: 'kind',
      isDesktopOnly: true,
      render: (segment) => t.kinds[segment.kind],
    },
    {
      key: 'content',
      label: t.category,
      isDesktopOnly: true,
      render: (segment, lookup) =>
        segment.category
          ? (lookup('categoryId', String(segment.category.id)) ?? '')
          : segment.image
            ? (lookup('imageId', String(segment.image.id)) ?? '')
            : segment.template
              ? (lookup('templateId', String(segment.template.id)) ?? '')
              : segment.video
                ? (lookup('uploadId', segment.video.id) ?? '')
                : (segment.url ?? ''),
    },
    {
      key: 'duration',
      label: t.duration,
      sortField: 'durationSeconds',
      render: (segment) => t.durationValue(segment.durationSeconds),
    },
    {
      key: 'schedule',
      label: t.schedule,
      isDesktopOnly: true,
      render: (segment) => scheduleSummary(segment.schedule),
    },
    enabledColumn(),
  ],
  fields: [
    nameField(),
    {
      name: 'kind',
      label: t.kind,
      type: 'select',
      isRequired: true,
      options: SIGNAGE_SEGMENT_KINDS.map((kind) => ({ value: kind, label: t.kinds[kind] })),
    },
    {
      name: 'categoryId',
      label: t.category,
      type: 'select',
      isRequired: true,
      optionsFrom: categoryOptions,
      isShown: (values) => values.kind === 'menuBoard',
    },
    {
      name: 'imageId',
      label: t.image,
      type: 'select',
      isRequired: true,
      optionsFrom: imageOptions,
      isShown: (values) => values.kind === 'image',
    },
    {
      name: 'templateId',
      label: t.template,
      type: 'select',
      isRequired: true,
      optionsFrom: templateOptions,
      isShown: (values) => values.kind === 'template',
    },
    {
      name: 'uploadId',
      label: t.video,
      type: 'select',
      isRequired: true,
      hint: t.videoHint,
      optionsFrom: videoOptions,
      isShown: (values) => values.kind === 'video',
    },
    {
      name: 'url',
      label: t.url,
      type: 'text',
      isRequired: true,
      hint: t.urlHint,
      placeholder: 'https://',
      isShown: (values) => values.kind === 'webPage',
    },
    { name: 'title', label: t.title, type: 'text', hint: t.titleHint },
    { name: 'durationSeconds', label: t.duration, type: 'number', isRequired: true },
    {
      name: 'schedule.weekdays',
      label: t.weekdays,
      type: 'multiselect',
      hint: t.weekdaysHint,
      options: WEEKDAY_NAMES.map((day, index) => ({ value: String(index), label: day })),
    },
    {
      name: 'schedule.playFrom',
      label: t.playFrom,
      type: 'text',
      hint: t.timeHint,
      placeholder: 'HH:MM',
      inputMode: 'numeric',
    },
    {
      name: 'schedule.playUntil',
      label: t.playUntil,
      type: 'text',
      placeholder: 'HH:MM',
      inputMode: 'numeric',
    },
    { name: 'schedule.startDate', label: t.startDate, type: 'date' },
    { name: 'schedule.endDate', label: t.endDate, type: 'date' },
    enabledField(),
  ],
  emptyValues: {
    name: '',
    kind: 'menuBoard',
    durationSeconds: '15',
    title: '',
    categoryId: '',
    imageId: '',
    templateId: '',
    url: '',
    uploadId: '',
    'schedule.weekdays': [],
    'schedule.playFrom': '',
    'schedule.playUntil': '',
    'schedule.startDate': '',
    'schedule.endDate': '',
    isEnabled: true,
  },
  toValues: (segment) => ({
    name: segment.name,
    kind: segment.kind,
    durationSeconds: String(segment.durationSeconds),
    title: segment.title ?? '',
    categoryId: segment.category ? String(segment.category.id) : '',
    imageId: segment.image ? String(segment.image.id) : '',
    templateId: segment.template ? String(segment.template.id) : '',
    url: segment.url ?? '',
    uploadId: segment.video?.id ?? '',
    'schedule.weekdays': segment.schedule.weekdays.map(String),
    'schedule.playFrom': segment.schedule.playFrom ?? '',
    'schedule.playUntil': segment.schedule.playUntil ?? '',
    'schedule.startDate': segment.schedule.startDate ?? '',
    'schedule.endDate': segment.schedule.endDate ?? '',
    isEnabled: segment.isEnabled,
  }),
  toBody: (values) => ({
    name: values.name,
    kind: values.kind as SignageSegmentKind,
    durationSeconds: numberOf(values.durationSeconds) as number,
    title: values.title,
    categoryId: values.kind === 'menuBoard' ? (numberOf(values.categoryId) ?? null) : null,
    imageId: values.kind === 'image' ? (numberOf(values.imageId) ?? null) : null,
    templateId: values.kind === 'template' ? (numberOf(values.templateId) ?? null) : null,
    url: values.kind === 'webPage' ? values.url : null,
    uploadId: values.kind === 'video' ? values.uploadId || null : null,
    schedule: {
      weekdays: values['schedule.weekdays'].map(Number),
      playFrom: orNull(values['schedule.playFrom']),
      playUntil: orNull(values['schedule.playUntil']),
      startDate: orNull(values['schedule.startDate']),
      endDate: orNull(values['schedule.endDate']),
    },
    isEnabled: values.isEnabled,
  }),
  titleOf: (segment) => segment.name,
});
