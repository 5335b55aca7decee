import { z } from 'zod';
import { unitSchema } from './enums.ts';
import { entityIdSchema, FIELD_MESSAGES, optional, requiredText } from './fields.ts';
import { listQuerySchema } from './paging.ts';

/**
 * Devices (spec §1 "devices for notification and printing", §3 identifier, §7 CRUD /api/devices,
 * test/print; docs/decisions/027-devices-and-print-jobs.md). A device authenticates with its own
 * secret (shown once, stored as a hash, revocable) and takes print jobs through the print bridge.
 */

/** Receipt printer, label printer, notification device, kitchen display. */
export const DEVICE_KINDS = [
  'receiptPrinter',
  'labelPrinter',
  'notification',
  'kitchenDisplay',
] as const;
export const deviceKindSchema = z.enum(DEVICE_KINDS);
export type DeviceKind = z.infer<typeof deviceKindSchema>;

/** Till-roll widths of receipt printers, in millimetres. */
export const PAPER_WIDTHS = [58, 80] as const;
export type PaperWidth = (typeof PAPER_WIDTHS)[number];

/**
 * When a receipt printer prints an order by itself: on a new order, when the shop confirms it, or
 * only on request (docs/decisions/027-devices-and-print-jobs.md).
 */
export const PRINT_TRIGGERS = ['newOrder', 'confirmation', 'manual'] as const;
export type PrintTrigger = (typeof PRINT_TRIGGERS)[number];

/**
 * How a receipt printer gets its jobs: through the print bridge in the shop (ESC/POS over raw TCP)
 * or by polling the shop itself with Star CloudPRNT (docs/decisions/027-devices-and-print-jobs.md).
 */
export const PRINTER_TRANSPORTS = ['bridge', 'cloudPrnt'] as const;
export type PrinterTransport = (typeof PRINTER_TRANSPORTS)[number];

/** The raw TCP port of network receipt printers (ESC/POS "port 9100"). */
export const DEFAULT_PRINTER_PORT = 9100;
export const MAX_PRINT_COPIES = 5;

/** A device as staff see it; the secret itself is never part of it. */
export const staffDeviceSchema = z.object({
  id: z.number().int().positive(),
  identifier: z.string(),
  name: z.string(),
  kind: deviceKindSchema,
  branch: z.object({ id: z.number().int().positive() }),
  /** The printer's address on the shop's network, as the print bridge reaches it. */
  connection: z.object({ host: z.string().nullable(), port: z.number().int() }),
  transport: z.enum(PRINTER_TRANSPORTS),
  paperWidth: z.union([z.literal(58), z.literal(80)]),
  copies: z.number().int(),
  printOn: z.enum(PRINT_TRIGGERS),
  /** A second ticket for the kitchen, without prices, with every automatic print. */
  kitchenCopy: z.boolean(),
  isEnabled: z.boolean(),
  /** True while a secret is issued (false after revoking). */
  hasSecret: z.boolean(),
  lastSeenAt: z.string().nullable(),
});
export type StaffDevice = z.infer<typeof staffDeviceSchema>;

export const deviceInputSchema = z.strictObject({
  identifier: z
    .string()
    .trim()
    .min(1)
    .max(50)
    .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, { error: FIELD_MESSAGES.tableIdentifier }),
  name: requiredText(100),
  kind: deviceKindSchema,
  branchId: entityIdSchema,
  connection: z
    .strictObject({
      host: optional(
        z
          .string()
          .trim()
          .max(253)
          .regex(/^[A-Za-z0-9.:-]+$/, {
            error: 'Bitte geben Sie eine IP-Adresse oder einen Hostnamen an.',
          }),
      ),
      port: z.number().int().min(1).max(65_535).default(DEFAULT_PRINTER_PORT),
    })
    .default({ host: null, port: DEFAULT_PRINTER_PORT }),
  paperWidth: z.union([z.literal(58), z.literal(80)]).default(80),
  copies: z.number().int().min(1).max(MAX_PRINT_COPIES).default(1),
  transport: z.enum(PRINTER_TRANSPORTS).default('bridge'),
  printOn: z.enum(PRINT_TRIGGERS).default('newOrder'),
  kitchenCopy: z.boolean().default(false),
  isEnabled: z.boolean().default(true),
});
export type DeviceInput = z.infer<typeof deviceInputSchema>;

/** The devices list may be narrowed to one branch (`?branchId=`). */
export const deviceListQuerySchema = listQuerySchema.extend({
  branchId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export type DeviceListQuery = z.infer<typeof deviceListQuerySchema>;

/** POST /api/devices/{id}/secret: the new secret, shown this once. */
export const deviceSecretSchema = z.object({ secret: z.string() });
export type DeviceSecret = z.infer<typeof deviceSecretSchema>;

/** What a print job prints: an order's receipt, its kitchen copy or a device's test page. */
export const PRINT_LAYOUTS = ['receipt', 'kitchen', 'test'] as const;
export type PrintLayout = (typeof PRINT_LAYOUTS)[number];

/** A job handed to a device (POST /api/devices/print-jobs/claim): the bytes to send, base64. */
export const claimedPrintJobSchema = z.object({
  id: z.number().int().positive(),
  layout: z.enum(PRINT_LAYOUTS),
  orderId: z.number().int().nullable(),
  copies: z.number().int(),
  attempts: z.number().int(),
  /** The printer to write to (from the device's connection). */
  printer: z.object({ host: z.string().nullable(), port: z.number().int() }),
  /** ESC/POS bytes of all copies, base64. */
  data: z.string(),
});
export type ClaimedPrintJob = z.infer<typeof claimedPrintJobSchema>;

/** One ticket on the kitchen display (docs/decisions/034-kitchen-display.md): no prices. */
export const kitchenTicketSchema = z.object({
  id: z.number().int().positive(),
  ticketNumber: z.string(),
  type: z.enum(['delivery', 'takeaway', 'dineIn']),
  tableIdentifier: z.string().nullable(),
  /** When the customer wants it (null: as soon as possible). */
  appointment: z.string().nullable(),
  /** When the order was confirmed: the kitchen's timer runs from here. */
  confirmedAt: z.string(),
  comment: z.string().nullable(),
  lines: z.array(
    z.object({
      name: z.string(),
      amount: z.number(),
      unit: unitSchema,
      parts: z.array(z.object({ name: z.string(), values: z.array(z.string()) })),
    }),
  ),
});
export type KitchenTicket = z.infer<typeof kitchenTicketSchema>;

/** GET /api/devices/kitchen: the display's branch, its tickets and the last one marked done. */
export const kitchenScreenSchema = z.object({
  device: z.object({ name: z.string() }),
  branch: z.object({ id: z.number().int().positive(), name: z.string() }),
  tickets: z.array(kitchenTicketSchema),
  /** The ticket "Zurückholen" would bring back, if any. */
  lastDone: z.object({ id: z.number().int().positive(), ticketNumber: z.string() }).nullable(),
  /** The server's clock when it answered (the timers count on it). */
  now: z.string(),
});
export type KitchenScreen = z.infer<typeof kitchenScreenSchema>;

/**
 * GET /api/devices/notifications: what a notification device shows — the branch's orders waiting
 * for confirmation (the alarm rings until someone taps "Gesehen").
 */
export const notificationScreenSchema = z.object({
  device: z.object({ name: z.string() }),
  branch: z.object({ id: z.number().int().positive(), name: z.string() }),
  waiting: z.array(
    z.object({ id: z.number().int().positive(), ticketNumber: z.string(), createdAt: z.string() }),
  ),
  now: z.string(),
});
export type NotificationScreen = z.infer<typeof notificationScreenSchema>;

/** POST /api/devices/logs: what a device sends when its log was requested (newest last). */
export const deviceLogUploadSchema = z.strictObject({
  entries: z
    .array(
      z.strictObject({
        at: z.iso.datetime({ offset: true }),
        level: z.enum(['info', 'warn', 'error']),
        message: z.string().max(500),
      }),
    )
    .max(500),
});
export type DeviceLogUpload = z.infer<typeof deviceLogUploadSchema>;

/** GET /api/devices/{id}/logs: the last log the device sent, and whether a request is open. */
export const deviceLogSchema = z.object({
  requestedAt: z.string().nullable(),
  entries: z.array(
    z.object({ at: z.string(), level: z.enum(['info', 'warn', 'error']), message: z.string() }),
  ),
});
export type DeviceLog = z.infer<typeof deviceLogSchema>;

/**
 * A branch's printing rules beyond its printers (GET/PUT /api/branches/{id}/print-rules,
 * docs/decisions/042-auto-confirm-day-labels-web-push.md): confirm new orders at once with a
 * preparation time (busy mode's extra minutes come on top).
 */
export const branchPrintRulesInputSchema = z.strictObject({
  autoConfirm: z.boolean(),
  preparationMinutes: z
    .number({ error: 'Bitte geben Sie die Zubereitungszeit in Minuten an.' })
    .int({ error: 'Bitte geben Sie die Zubereitungszeit in ganzen Minuten an.' })
    .min(0, { error: 'Die Zubereitungszeit darf nicht negativ sein.' })
    .max(240, { error: 'Die Zubereitungszeit darf höchstens 240 Minuten betragen.' }),
});
export type BranchPrintRulesInput = z.infer<typeof branchPrintRulesInputSchema>;

export const branchPrintRulesSchema = z.object({
  branchId: z.number().int().positive(),
  autoConfirm: z.boolean(),
  preparationMinutes: z.number().int(),
});
export type BranchPrintRules = z.infer<typeof branchPrintRulesSchema>;

/**
 * Web Push to the back-office (RFC 8030, keys RFC 8291; docs/decisions/053-web-push.md): the
 * subscription a browser's `pushManager.subscribe()` gives, as `PushSubscription.toJSON()` has it.
 */
const PUSH_KEY = /^[A-Za-z0-9_-]+={0,2}$/;
export const PUSH_MESSAGES = {
  endpoint: 'Bitte geben Sie eine gültige https-Adresse des Push-Dienstes an.',
  endpointTooLong: 'Die Adresse des Push-Dienstes darf höchstens 2000 Zeichen lang sein.',
  p256dh: 'Der öffentliche Schlüssel des Browsers (p256dh) fehlt oder ist ungültig.',
  auth: 'Das Authentifizierungsgeheimnis des Browsers (auth) fehlt oder ist ungültig.',
} as const;

const pushEndpointSchema = z
  .string({ error: PUSH_MESSAGES.endpoint })
  .max(2000, { error: PUSH_MESSAGES.endpointTooLong })
  // An absolute https URL without spaces (RFC 8030 §5: the push resource of the push service).
  .regex(/^https:\/\/[A-Za-z0-9.-]+(:\d{1,5})?(\/[^\s]*)?$/, { error: PUSH_MESSAGES.endpoint });

/** POST /api/push/subscriptions. */
export const pushSubscriptionInputSchema = z.strictObject({
  endpoint: pushEndpointSchema,
  keys: z.object(
    {
      // 65 bytes uncompressed P-256 point: 87 base64url characters (88 with padding).
      p256dh: z
        .string({ error: PUSH_MESSAGES.p256dh })
        .min(86, { error: PUSH_MESSAGES.p256dh })
        .max(90, { error: PUSH_MESSAGES.p256dh })
        .regex(PUSH_KEY, { error: PUSH_MESSAGES.p256dh }),
      // 16 bytes: 22 base64url characters (24 with padding).
      auth: z
        .string({ error: PUSH_MESSAGES.auth })
        .min(22, { error: PUSH_MESSAGES.auth })
        .max(24, { error: PUSH_MESSAGES.auth })
        .regex(PUSH_KEY, { error: PUSH_MESSAGES.auth }),
    },
    { error: PUSH_MESSAGES.p256dh },
  ),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInputSchema>;

/** DELETE /api/push/subscriptions. */
export const pushUnsubscribeInputSchema = z.strictObject({ endpoint: pushEndpointSchema });
export type PushUnsubscribeInput = z.infer<typeof pushUnsubscribeInputSchema>;

/** GET /api/push/public-key: the VAPID key browsers pass as `applicationServerKey` (RFC 8292 §3.2). */
export const pushPublicKeySchema = z.object({ publicKey: z.string() });
export type PushPublicKey = z.infer<typeof pushPublicKeySchema>;

/** What the service worker receives in a push (docs/decisions/053-web-push.md). */
export const pushNotificationSchema = z.object({
  title: z.string(),
  body: z.string(),
  url: z.string(),
});
export type PushNotification = z.infer<typeof pushNotificationSchema>;

/** German messages of the devices area (spec §8 where it names them). */
export const DEVICE_MESSAGES = {
  notFound: 'Das Gerät wurde nicht gefunden.',
  /** spec §8 Orders. */
  printFailed: 'Beleg konnte nicht gedruckt werden',
  /** spec §8 Devices. */
  testFailed: 'Test nicht erfolgreich',
  /** spec §8 Devices. */
  logRequestFailed: 'Log konnte nicht angefordert werden',
  cannotSendLogs: 'Dieses Gerät kann kein Log senden (CloudPRNT-Drucker melden nur ihren Status).',
  invalidSecret: 'Das Geräte-Geheimnis ist ungültig.',
  jobNotFound: 'Der Druckauftrag wurde nicht gefunden.',
  noPrinter: 'Für diese Filiale ist kein Bondrucker mit Geheimnis eingerichtet.',
  notAPrinter: 'Dieses Gerät ist kein Bondrucker.',
  noSecret: 'Für dieses Gerät wurde noch kein Geheimnis erzeugt.',
  notAKitchenDisplay: 'Dieses Gerät ist keine Küchenanzeige.',
  notANotificationDevice: 'Dieses Gerät ist kein Benachrichtigungsgerät.',
  kitchenOrderNotFound: 'Diese Bestellung ist nicht (mehr) in der Küche.',
  nothingToRecall: 'Es gibt keinen erledigten Bon zum Zurückholen.',
  unknownLabelLayout: 'Bitte wählen Sie das Etikettenformat „compact“ oder „detail“.',
} as const;
