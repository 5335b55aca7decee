import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { branchSchema, divisionSchema, tableSchema } from './entities.ts';
import {
  centsInputSchema,
  entityIdSchema,
  FIELD_MESSAGES,
  hoursInputSchema,
  identifierSchema,
  idListSchema,
  isUniqueBy,
  optional,
  optionalEmail,
  optionalText,
  optionalUrl,
  positionSchema,
  requiredText,
  taxRateInputSchema,
} from './fields.ts';
import { listQuerySchema } from './paging.ts';
import { POSTCODE_PATTERN } from './postcode.ts';

/** A slot maximum (docs/decisions/037-slot-capacity.md): a whole number of orders, blank: none. */
const slotMaximum = () =>
  optional(
    z
      .number({ error: MESSAGES.invalidNumber })
      .int({ error: MESSAGES.invalidNumber })
      .min(0)
      .max(10_000),
  );

/** Lengths of a capacity slot in minutes (docs/decisions/037-slot-capacity.md). */
export const SLOT_MINUTES_CHOICES = [15, 30, 60] as const;
export const DEFAULT_SLOT_MINUTES = 15;

/** The highest reusable-packaging deposit per order, in cents (100,00 €; docs/decisions/051). */
export const REUSABLE_PACKAGING_DEPOSIT_MAX = 10_000;

export { POSTCODE_PATTERN };

/**
 * Back-office contracts of the organisation (spec §3 Branch, Opening-hours entry,
 * Table; §7 CRUD divisions, branches, departments, tables): for each entity the staff response
 * shape (the public shape extended with what only staff see) and the create/update input shape
 * (strict: unknown keys are refused). POST and PUT take the same input.
 */

export const ORGANISATION_MESSAGES = {
  deliveryNeedsArea:
    'Bitte legen Sie mindestens ein Liefergebiet an, wenn Lieferung aktiviert ist.',
  duplicateArea: 'Jedes Liefergebiet darf nur einmal vorkommen.',
} as const;

// ——— Divisions (organisations) ———

export const staffDivisionSchema = divisionSchema.extend({
  isEnabled: z.boolean(),
  position: z.number().int(),
});
export type StaffDivision = z.infer<typeof staffDivisionSchema>;

export const divisionInputSchema = z.strictObject({
  identifier: identifierSchema,
  name: requiredText(200),
  description: optionalText(2000),
  isEnabled: z.boolean().default(true),
  position: positionSchema,
});
export type DivisionInput = z.infer<typeof divisionInputSchema>;

// ——— Branches ———

/** A branch as staff see it: the public shape (spec §3) plus its display position. */
export const staffBranchSchema = branchSchema.extend({ position: z.number().int() });
export type StaffBranch = z.infer<typeof staffBranchSchema>;

/**
 * spec §3 deliveryAreas. `id` keeps an existing area (orders refer to it); areas without an id
 * are new; areas left out are removed.
 */
export const deliveryAreaInputSchema = z
  .strictObject({
    id: entityIdSchema.optional(),
    area: requiredText(200),
    price: centsInputSchema,
    tax: taxRateInputSchema,
    free: z.boolean().default(false),
    minimumOrderValue: optional(centsInputSchema),
    freeFromOrderValue: optional(centsInputSchema),
    /** The postcodes it serves, 4 or 5 digits each, no repeats (docs/decisions/016). */
    postcodes: z
      .array(z.string().trim().regex(POSTCODE_PATTERN, { error: MESSAGES.postcodeFormat }))
      .max(1000)
      .refine((postcodes) => new Set(postcodes).size === postcodes.length, {
        error: MESSAGES.uniqueCollection,
      })
      .default([]),
  })
  .transform((area) => ({
    ...area,
    minimumOrderValue: area.minimumOrderValue ?? null,
    freeFromOrderValue: area.freeFromOrderValue ?? null,
  }));
export type DeliveryAreaInput = z.infer<typeof deliveryAreaInputSchema>;

const flag = (fallback: boolean) => z.boolean().default(fallback);

/** POST /api/branches, PUT /api/branches/{id}: every field and flag of spec §3 Branch. */
export const branchInputSchema = z
  .strictObject({
    identifier: identifierSchema,
    divisionId: optional(entityIdSchema),
    name: requiredText(200),
    description: optionalText(5000),
    street: requiredText(200),
    zipCode: requiredText(20),
    city: requiredText(100),
    phone: optionalText(50),
    email: optionalEmail(),
    website: optionalUrl(),
    longitude: optional(z.number().min(-180).max(180)),
    latitude: optional(z.number().min(-90).max(90)),
    keywords: optionalText(1000),
    tagIds: idListSchema(),
    /** Header and gallery images in order (spec §3 images). */
    imageIds: idListSchema(50),
    logoImageId: optional(entityIdSchema),
    position: positionSchema,
    isPublic: flag(true),
    isEnabled: flag(true),
    openingHours: hoursInputSchema,
    deliveryHours: hoursInputSchema,
    isDeliveryHoursEnabled: flag(false),
    isTakeawayEnabled: flag(true),
    isDeliveryEnabled: flag(false),
    isDineInEnabled: flag(false),
    isPreorderEnabled: flag(false),
    isTableSelectionEnabled: flag(false),
    isAppointmentRequired: flag(false),
    isQuotationRequired: flag(false),
    /** ISO instant from which orders are accepted; null: always. */
    orderableFrom: optional(z.iso.datetime({ offset: true })),
    closedMessage: optionalText(1000),
    /** Slot capacity (docs/decisions/037-slot-capacity.md): orders per slot; null: no limit. */
    maxOrdersPerSlot: slotMaximum(),
    /** Per order type (decision 037): empty types have no own limit. */
    maxOrdersPerSlotByType: z
      .strictObject({ takeaway: slotMaximum(), delivery: slotMaximum(), dineIn: slotMaximum() })
      .default({ takeaway: null, delivery: null, dineIn: null }),
    slotMinutes: z
      .number()
      .int()
      .refine((minutes) => SLOT_MINUTES_CHOICES.some((choice) => choice === minutes), {
        message: MESSAGES.invalidChoice,
      })
      .default(DEFAULT_SLOT_MINUTES),
    isCashEnabled: flag(true),
    isATMCardEnabled: flag(false),
    isHydroAGVoucherEnabled: flag(false),
    isMollieEnabled: flag(false),
    isDatatransEnabled: flag(false),
    isDeliveryEmailRequired: flag(false),
    isDineInEmailRequired: flag(false),
    isTakeawayEmailRequired: flag(false),
    isDeliveryPhoneRequired: flag(false),
    isDineInPhoneRequired: flag(false),
    isTakeawayPhoneRequired: flag(false),
    isDeliveryAddressRequired: flag(true),
    isDineInAddressRequired: flag(false),
    isTakeawayAddressRequired: flag(false),
    /** Reusable packaging (§33 VerpackG) and its deposit per order (docs/decisions/051). */
    isReusablePackagingOffered: flag(false),
    reusablePackagingDeposit: centsInputSchema.max(REUSABLE_PACKAGING_DEPOSIT_MAX).default(0),
    deliveryAreas: z.array(deliveryAreaInputSchema).max(200).default([]),
  })
  .superRefine((branch, context) => {
    if (branch.isDeliveryEnabled && branch.deliveryAreas.length === 0) {
      context.addIssue({
        code: 'custom',
        path: ['deliveryAreas'],
        message: ORGANISATION_MESSAGES.deliveryNeedsArea,
      });
    }
    if (!isUniqueBy(branch.deliveryAreas, (area) => area.area)) {
      context.addIssue({
        code: 'custom',
        path: ['deliveryAreas'],
        message: ORGANISATION_MESSAGES.duplicateArea,
      });
    }
    if (
      !isUniqueBy(
        branch.deliveryAreas.filter((area) => area.id),
        (area) => area.id,
      )
    ) {
      context.addIssue({
        code: 'custom',
        path: ['deliveryAreas'],
        message: MESSAGES.uniqueCollection,
      });
    }
  });
export type BranchInput = z.infer<typeof branchInputSchema>;

// ——— Departments ———

export const departmentSchema = z.object({
  id: entityIdSchema,
  name: z.string(),
  description: z.string().nullable(),
  color: z.string().nullable(),
  divisionId: entityIdSchema.nullable(),
  branchId: entityIdSchema.nullable(),
  isEnabled: z.boolean(),
  position: z.number().int(),
});
export type Department = z.infer<typeof departmentSchema>;

export const departmentInputSchema = z.strictObject({
  name: requiredText(200),
  description: optionalText(2000),
  /** CSS hex colour (#RRGGBB) for plans and badges. */
  color: optional(
    z
      .string()
      .trim()
      .regex(/^#[0-9a-fA-F]{6}$/),
  ),
  divisionId: optional(entityIdSchema),
  branchId: optional(entityIdSchema),
  isEnabled: z.boolean().default(true),
  position: positionSchema,
});
export type DepartmentInput = z.infer<typeof departmentInputSchema>;

/** spec §7 "departments (list takes query)": the paged list filtered by branch or division. */
export const departmentListQuerySchema = listQuerySchema.extend({
  branchId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  divisionId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export type DepartmentListQuery = z.infer<typeof departmentListQuerySchema>;

// ——— Tables ———

/** A table as staff see it (spec §3 Table plus name, seats, order and the enabled flag). */
export const staffTableSchema = tableSchema.extend({
  name: z.string().nullable(),
  seats: z.number().int().nullable(),
  isEnabled: z.boolean(),
  position: z.number().int(),
});
export type StaffTable = z.infer<typeof staffTableSchema>;

export const tableInputSchema = z.strictObject({
  /** Unique within its branch; appears in `/store/{branch}?table={identifier}`. */
  identifier: z
    .string()
    .trim()
    .min(1)
    .max(50)
    .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, { error: FIELD_MESSAGES.tableIdentifier }),
  branchId: entityIdSchema,
  name: optionalText(100),
  seats: optional(z.number().int().min(1).max(1000)),
  isEnabled: z.boolean().default(true),
  position: positionSchema,
});
export type TableInput = z.infer<typeof tableInputSchema>;

/** The tables list may be narrowed to one branch (`?branchId=`). */
export const tableListQuerySchema = listQuerySchema.extend({
  branchId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export type TableListQuery = z.infer<typeof tableListQuerySchema>;

/** GET /api/tables/qr-sheet.pdf?branch={id}: a printable sheet of every enabled table's QR code. */
export const qrSheetQuerySchema = z.object({
  branch: z.coerce.number().int().positive().max(2_147_483_647),
});
export type QrSheetQuery = z.infer<typeof qrSheetQuerySchema>;
