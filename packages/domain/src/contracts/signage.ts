import { z } from 'zod';
import { MAX_SCREEN_PIXELS } from '../signage/screen-report.ts';
import { SIGNAGE_TRANSITIONS } from '../signage/transition.ts';
import { localDateSchema } from './entities.ts';
import { entityIdSchema, idListSchema, optionalText, requiredText } from './fields.ts';
import { listQuerySchema } from './paging.ts';

/**
 * Digital signage (spec §1 "digital signage (segments, streams, TV devices)", §3, §7 CRUD
 * /api/digital-signage-segments, -streams, -devices; docs/decisions/033-digital-signage.md).
 * A segment ("Filmsequenz") is an image, a menu board bound to a catalogue category, a rendered
 * image template or a framed web page, shown for
 * a number of seconds; a stream is an ordered playlist of segments; a TV plays one stream and
 * opens its player with its own secret (like the devices of decision 027).
 */

/**
 * `template`: a rendered image template (docs/decisions/047-templates-on-tvs-and-labour-report.md);
 * `webPage`: a page of another site over https, framed full screen; `video`: a film from the
 * upload library (docs/decisions/055-signage-pairing-media-offline.md "Web pages", "Videos").
 */
export const SIGNAGE_SEGMENT_KINDS = [
  'menuBoard',
  'image',
  'template',
  'webPage',
  'video',
] as const;
/** The upload types a TV's browser plays (decision 055 "Videos"). */
export const SIGNAGE_VIDEO_TYPES: readonly string[] = ['video/mp4', 'video/webm'];
export const signageSegmentKindSchema = z.enum(SIGNAGE_SEGMENT_KINDS);
export type SignageSegmentKind = z.infer<typeof signageSegmentKindSchema>;

export const MIN_SEGMENT_SECONDS = 3;
export const MAX_SEGMENT_SECONDS = 3600;

export const SIGNAGE_MESSAGES = {
  segmentNotFound: 'Die Filmsequenz wurde nicht gefunden.',
  streamNotFound: 'Der Stream wurde nicht gefunden.',
  deviceNotFound: 'Der TV wurde nicht gefunden.',
  categoryRequired: 'Bitte wählen Sie eine Kategorie für die Preistafel.',
  imageRequired: 'Bitte wählen Sie ein Bild.',
  templateRequired: 'Bitte wählen Sie eine Bildvorlage.',
  webPageUrl: 'Bitte geben Sie eine Webadresse an, die mit https:// beginnt.',
  videoRequired: 'Bitte wählen Sie ein Video (MP4 oder WebM) aus der Mediathek.',
  pictureNotFound: 'Das Bild dieser Filmsequenz wurde nicht gefunden.',
  duration: `Bitte geben Sie eine Dauer zwischen ${MIN_SEGMENT_SECONDS} und ${MAX_SEGMENT_SECONDS} Sekunden an.`,
  invalidSecret: 'Das Geheimnis dieses TVs ist ungültig.',
  time: 'Bitte geben Sie eine Uhrzeit im Format HH:MM an.',
  date: 'Bitte geben Sie ein Datum an.',
  sameTimes: 'Beginn und Ende dürfen nicht gleich sein.',
  endBeforeStart: 'Das Enddatum darf nicht vor dem Startdatum liegen.',
  weekday: 'Bitte wählen Sie gültige Wochentage.',
  pairingCodeRequired: 'Bitte geben Sie den Kopplungscode ein, den der TV zeigt.',
  pairingCodeUnknown:
    'Dieser Kopplungscode ist unbekannt oder abgelaufen. Bitte lesen Sie den aktuellen Code vom TV ab.',
  pairingNotFound: 'Diese Kopplung ist abgelaufen. Der TV zeigt gleich einen neuen Code.',
  pairingTooMany: 'Zu viele Kopplungsversuche. Bitte warten Sie einen Moment.',
  transition: 'Bitte wählen Sie einen Übergang: Keine, Überblenden oder Schieben.',
  screenSize: 'Bitte geben Sie eine Bildschirmgröße zwischen 1 und 16384 Pixeln an.',
  playingSegment: 'Diese Filmsequenz gehört nicht zum Stream dieses TVs.',
} as const;

const timeOfDay = z
  .string({ error: SIGNAGE_MESSAGES.time })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: SIGNAGE_MESSAGES.time });
const day = localDateSchema.refine((value) => !Number.isNaN(Date.parse(value)), {
  error: SIGNAGE_MESSAGES.date,
});

/**
 * When a segment plays (docs/decisions/033-digital-signage.md "Schedules"; rule in
 * signage/schedule.ts): weekdays Monday = 0 … Sunday = 6 (none: every day), a time window (an
 * end before the start runs over midnight) and a date range, all in the shop's time zone.
 */
export const segmentScheduleSchema = z
  .strictObject({
    weekdays: z
      .array(z.number({ error: SIGNAGE_MESSAGES.weekday }).int().min(0).max(6))
      .max(7, { error: SIGNAGE_MESSAGES.weekday })
      .default([])
      .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
    playFrom: timeOfDay.nullable().default(null),
    playUntil: timeOfDay.nullable().default(null),
    startDate: day.nullable().default(null),
    endDate: day.nullable().default(null),
  })
  .superRefine((schedule, context) => {
    if (schedule.playFrom !== null && schedule.playFrom === schedule.playUntil) {
      context.addIssue({
        code: 'custom',
        path: ['playUntil'],
        message: SIGNAGE_MESSAGES.sameTimes,
      });
    }
    if (schedule.startDate && schedule.endDate && schedule.endDate < schedule.startDate) {
      context.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: SIGNAGE_MESSAGES.endBeforeStart,
      });
    }
  });
export type SegmentScheduleValue = z.output<typeof segmentScheduleSchema>;
export const ALWAYS_PLAYING: SegmentScheduleValue = {
  weekdays: [],
  playFrom: null,
  playUntil: null,
  startDate: null,
  endDate: null,
};

const identifier = z
  .string()
  .trim()
  .min(1)
  .max(50)
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, {
    error: 'Bitte nur Buchstaben, Ziffern, - und _ verwenden.',
  });

const duration = z
  .number({ error: SIGNAGE_MESSAGES.duration })
  .int({ error: SIGNAGE_MESSAGES.duration })
  .min(MIN_SEGMENT_SECONDS, { error: SIGNAGE_MESSAGES.duration })
  .max(MAX_SEGMENT_SECONDS, { error: SIGNAGE_MESSAGES.duration });

/** A segment as staff see it. */
export const staffSignageSegmentSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  kind: signageSegmentKindSchema,
  durationSeconds: z.number().int(),
  /** The board's heading (menu board) or caption (image); null: the category's name. */
  title: z.string().nullable(),
  category: z.object({ id: z.number().int().positive() }).nullable(),
  image: z.object({ id: z.number().int().positive() }).nullable(),
  template: z.object({ id: z.number().int().positive() }).nullable(),
  /** Web page segments: the page's https address. */
  url: z.string().nullable().default(null),
  /** Video segments: the upload of the library that plays. */
  video: z.object({ id: z.string() }).nullable().default(null),
  schedule: z.object({
    weekdays: z.array(z.number().int()),
    playFrom: z.string().nullable(),
    playUntil: z.string().nullable(),
    startDate: z.string().nullable(),
    endDate: z.string().nullable(),
  }),
  isEnabled: z.boolean(),
});
export type StaffSignageSegment = z.infer<typeof staffSignageSegmentSchema>;

export const signageSegmentInputSchema = z
  .strictObject({
    name: requiredText(100),
    kind: signageSegmentKindSchema,
    durationSeconds: duration,
    title: optionalText(100),
    categoryId: entityIdSchema.nullable().default(null),
    imageId: entityIdSchema.nullable().default(null),
    templateId: entityIdSchema.nullable().default(null),
    url: z
      .string({ error: SIGNAGE_MESSAGES.webPageUrl })
      .trim()
      .max(2000, { error: SIGNAGE_MESSAGES.webPageUrl })
      .nullable()
      .default(null)
      .transform((value) => (value === '' ? null : value)),
    /** Video segments: an upload of the library (its string id) of a type in SIGNAGE_VIDEO_TYPES. */
    uploadId: z
      .string({ error: SIGNAGE_MESSAGES.videoRequired })
      .regex(/^[A-Za-z0-9-]{1,64}$/, { error: SIGNAGE_MESSAGES.videoRequired })
      .nullable()
      .default(null),
    schedule: segmentScheduleSchema.default(ALWAYS_PLAYING),
    isEnabled: z.boolean().default(true),
  })
  .superRefine((input, context) => {
    if (input.kind === 'menuBoard' && input.categoryId === null) {
      context.addIssue({
        code: 'custom',
        path: ['categoryId'],
        message: SIGNAGE_MESSAGES.categoryRequired,
      });
    }
    if (input.kind === 'image' && input.imageId === null) {
      context.addIssue({
        code: 'custom',
        path: ['imageId'],
        message: SIGNAGE_MESSAGES.imageRequired,
      });
    }
    if (input.kind === 'template' && input.templateId === null) {
      context.addIssue({
        code: 'custom',
        path: ['templateId'],
        message: SIGNAGE_MESSAGES.templateRequired,
      });
    }
    if (input.kind === 'video' && input.uploadId === null) {
      context.addIssue({
        code: 'custom',
        path: ['uploadId'],
        message: SIGNAGE_MESSAGES.videoRequired,
      });
    }
    if (input.kind === 'webPage' && !isFramableAddress(input.url)) {
      context.addIssue({ code: 'custom', path: ['url'], message: SIGNAGE_MESSAGES.webPageUrl });
    }
  });

/**
 * A web page a TV may frame: an absolute https address with a host and no credentials (the
 * player page's CSP allows `frame-src https:` only; a user name or password would be shown to
 * every staff member reading the segment).
 */
export function isFramableAddress(value: string | null): boolean {
  return value !== null && FRAMABLE_ADDRESS.test(value);
}
/** https, a host (no user or password before it), an optional port, then any path, query, hash. */
const FRAMABLE_ADDRESS = /^https:\/\/[^\s/?#@:]+(:\d{1,5})?([/?#]\S*)?$/i;
export type SignageSegmentInput = z.infer<typeof signageSegmentInputSchema>;

/** A stream as staff see it: its segments in playing order. */
export const signageTransitionSchema = z.enum(SIGNAGE_TRANSITIONS);

export const staffSignageStreamSchema = z.object({
  id: z.number().int().positive(),
  identifier: z.string(),
  name: z.string(),
  segments: z.array(z.object({ id: z.number().int().positive() })),
  transition: signageTransitionSchema.default('none'),
  isEnabled: z.boolean(),
});
export type StaffSignageStream = z.infer<typeof staffSignageStreamSchema>;

export const signageStreamInputSchema = z.strictObject({
  identifier,
  name: requiredText(100),
  /** The segments in playing order (each once). */
  segmentIds: idListSchema(200),
  /** Between segments (decision 055): "Keine", "Überblenden", "Schieben". */
  transition: z.enum(SIGNAGE_TRANSITIONS, { error: SIGNAGE_MESSAGES.transition }).default('none'),
  isEnabled: z.boolean().default(true),
});
export type SignageStreamInput = z.infer<typeof signageStreamInputSchema>;

/** A TV as staff see it; the secret itself is never part of it. */
export const staffSignageDeviceSchema = z.object({
  id: z.number().int().positive(),
  identifier: z.string(),
  name: z.string(),
  branch: z.object({ id: z.number().int().positive() }).nullable(),
  stream: z.object({ id: z.number().int().positive() }).nullable(),
  isEnabled: z.boolean(),
  hasSecret: z.boolean(),
  lastSeenAt: z.string().nullable(),
  /** What the TV last reported (decision 055): its size in device pixels … */
  screen: z.object({ width: z.number().int(), height: z.number().int() }).nullable().default(null),
  /** … and the segment it showed then (null: none, or gone since). */
  playingSegment: z
    .object({ id: z.number().int().positive(), name: z.string() })
    .nullable()
    .default(null),
});
export type StaffSignageDevice = z.infer<typeof staffSignageDeviceSchema>;

export const signageDeviceInputSchema = z.strictObject({
  identifier,
  name: requiredText(100),
  /** The branch whose sold-out marks the boards respect (none: nothing is hidden). */
  branchId: entityIdSchema.nullable().default(null),
  streamId: entityIdSchema.nullable().default(null),
  isEnabled: z.boolean().default(true),
});
export type SignageDeviceInput = z.infer<typeof signageDeviceInputSchema>;

/**
 * Pairing by a short code (docs/decisions/055-signage-pairing-media-offline.md): the player's
 * anonymous `POST /api/digital-signage/pairings` answers the code to show and the secret it will
 * play with once staff enter the code (`POST /api/digital-signage-devices/{id}/pairing`); until
 * then the player asks `GET /api/digital-signage/pairings/current` with that secret.
 */
export const signagePairingSchema = z.object({
  code: z.string(),
  secret: z.string(),
  expiresAt: z.string(),
});
export type SignagePairing = z.infer<typeof signagePairingSchema>;

export const signagePairingStatusSchema = z.object({
  status: z.enum(['waiting', 'paired']),
  expiresAt: z.string(),
});
export type SignagePairingStatus = z.infer<typeof signagePairingStatusSchema>;

/** What staff type: the code as the TV shows it (case, spaces and a dash do not matter). */
export const signagePairingInputSchema = z.strictObject({
  code: z
    .string({ error: SIGNAGE_MESSAGES.pairingCodeRequired })
    .trim()
    .min(1, { error: SIGNAGE_MESSAGES.pairingCodeRequired })
    .max(40, { error: SIGNAGE_MESSAGES.pairingCodeUnknown }),
});
export type SignagePairingInput = z.infer<typeof signagePairingInputSchema>;

const screenSide = z
  .number({ error: SIGNAGE_MESSAGES.screenSize })
  .int({ error: SIGNAGE_MESSAGES.screenSize })
  .min(1, { error: SIGNAGE_MESSAGES.screenSize })
  .max(MAX_SCREEN_PIXELS, { error: SIGNAGE_MESSAGES.screenSize });

/**
 * `POST /api/digital-signage/player/status` (decision 055): the TV's resolution in device pixels
 * and the segment it shows now (null: nothing to play).
 */
export const signagePlayerStatusInputSchema = z.strictObject({
  width: screenSide,
  height: screenSide,
  segmentId: entityIdSchema.nullable().default(null),
});
export type SignagePlayerStatusInput = z.infer<typeof signagePlayerStatusInputSchema>;

export const signageSegmentListQuerySchema = listQuerySchema;
export const signageStreamListQuerySchema = listQuerySchema;
export const signageDeviceListQuerySchema = listQuerySchema.extend({
  streamId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export type SignageDeviceListQuery = z.infer<typeof signageDeviceListQuerySchema>;

/** POST /api/digital-signage-devices/{id}/secret: the new secret, shown this once. */
export const signageSecretSchema = z.object({ secret: z.string() });

/** One product on a menu board: price in cents, formatted by the player (formatMoney). */
export const signageBoardProductSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  price: z.number().int(),
  description: z.string().nullable(),
});
export type SignageBoardProduct = z.infer<typeof signageBoardProductSchema>;

/** One segment as the player shows it. */
export const signagePlayerSegmentSchema = z.object({
  id: z.number().int().positive(),
  kind: signageSegmentKindSchema,
  durationSeconds: z.number().int(),
  title: z.string(),
  /**
   * Image segments: the picture's address. Template segments: the server-rendered picture,
   * fetched with the TV's secret; its `v` is a hash of the layers and the catalogue data they
   * bind, so a new price gives a new address (decision 047).
   */
  imageUrl: z.string().nullable(),
  /** Web page segments: the https address framed full screen. */
  pageUrl: z.string().nullable().default(null),
  /** Video segments: the film's address (muted, looped for the segment's duration). */
  videoUrl: z.string().nullable().default(null),
  /** Menu boards: the category's enabled products, sold-out ones left out. */
  products: z.array(signageBoardProductSchema),
});
export type SignagePlayerSegment = z.infer<typeof signagePlayerSegmentSchema>;

/** GET /api/digital-signage/player: what the TV with this secret plays now. */
export const signagePlayerSchema = z.object({
  device: z.object({ name: z.string() }),
  stream: z
    .object({ name: z.string(), transition: signageTransitionSchema.default('none') })
    .nullable(),
  segments: z.array(signagePlayerSegmentSchema),
  now: z.string(),
  /** When a segment's schedule starts or stops next: the player asks again then (null: never). */
  nextChangeAt: z.string().nullable().default(null),
});
export type SignagePlayer = z.infer<typeof signagePlayerSchema>;
