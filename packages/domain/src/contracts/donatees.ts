import { z } from 'zod';
import { donateeSchema } from './entities.ts';
import {
  entityIdSchema,
  identifierSchema,
  optional,
  optionalText,
  optionalUrl,
  positionSchema,
  requiredText,
} from './fields.ts';

/** Donation recipients in the back-office (spec §3 Donatee, §7 CRUD donatees; area `content`). */

export const staffDonateeSchema = donateeSchema.extend({
  website: z.string().nullable(),
  isEnabled: z.boolean(),
  position: z.number().int(),
});
export type StaffDonatee = z.infer<typeof staffDonateeSchema>;

export const donateeInputSchema = z.strictObject({
  identifier: identifierSchema,
  name: requiredText(200),
  description: optionalText(5000),
  website: optionalUrl(),
  imageId: optional(entityIdSchema),
  isEnabled: z.boolean().default(true),
  position: positionSchema,
});
export type DonateeInput = z.infer<typeof donateeInputSchema>;
