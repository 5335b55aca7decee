import { resourceOptionSchema } from '@shop/domain';
import { z } from 'zod';
import type { EntityName } from '../../../i18n/de/backoffice/common.ts';
import { parseContract } from '../../../lib/api-client.ts';
import type { OptionsSource } from './define-resource.ts';

/** Options answer items; branch summaries carry their city instead of a hint. */
const optionSchema = resourceOptionSchema.extend({ city: z.string().optional() });

/**
 * The options of another resource for selects and pickers: `GET {endpoint}/options` (every item,
 * not paged: id, name, hint).
 */
export function optionsOf(endpoint: string, entity: EntityName): OptionsSource {
  const url = `${endpoint}/options`;
  return {
    endpoint: url,
    entity,
    parse: (data) =>
      parseContract(z.array(optionSchema), data, url).map((option) => ({
        value: String(option.id),
        label: option.name,
        ...((option.hint ?? option.city) ? { hint: option.hint ?? option.city } : {}),
      })),
  };
}
