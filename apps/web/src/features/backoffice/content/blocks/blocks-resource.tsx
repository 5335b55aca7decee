import {
  type BlockInput,
  blockDefault,
  blockInputSchema,
  CONTENT_BLOCK_TYPE_KEYS,
  CONTENT_BLOCK_TYPES,
  type ContentBlockType,
  fieldDefault,
  type StaffBlock,
  staffBlockSchema,
} from '@shop/domain';
import { backofficePaths } from '../../../../config/backoffice-paths.ts';
import { de } from '../../../../i18n/de.ts';
import {
  enabledColumn,
  enabledField,
  identifierField,
  nameColumn,
  nameField,
} from '../../fields/common-fields.tsx';
import { type CustomFieldProps, defineResource } from '../../resource/define-resource.ts';
import styles from '../sites/sections-field.module.css';
import { ContentFieldInput } from '../sites/sections-field.tsx';

const t = de.backofficeContent;

type BlockValues = {
  name: string;
  identifier: string;
  type: string;
  isEnabled: boolean;
  value: Record<string, unknown>;
};

const isBlockType = (type: unknown): type is ContentBlockType =>
  typeof type === 'string' && type in CONTENT_BLOCK_TYPES;

/** The block's value, its form generated from the type's declaration (spec §3, decision 029). */
function BlockValueField({ id, values, value, onChange, errors }: CustomFieldProps) {
  const type = values.type;
  if (!isBlockType(type)) return null;
  const current = (value ?? {}) as Record<string, unknown>;
  return (
    <div id={id} className={styles.section}>
      {CONTENT_BLOCK_TYPES[type].fields.map((field) => (
        <ContentFieldInput
          key={field.key}
          field={field}
          value={current[field.key] ?? fieldDefault(field)}
          path={`value.${field.key}`}
          errors={errors}
          onChange={(next) => onChange({ ...current, [field.key]: next })}
        />
      ))}
    </div>
  );
}

/**
 * spec §3 "Content block types", §7 CRUD blocks (area `content`): the blocks the blocks and
 * service-blocks sections show, addressed by identifier (decision 036).
 */
export const blocksResource = defineResource<StaffBlock, BlockValues>({
  name: de.backoffice.entities.blocks,
  listPath: backofficePaths.blocks.path,
  endpoint: '/api/blocks',
  permission: 'content',
  entitySchema: staffBlockSchema,
  formSchema: blockInputSchema,
  isSearchable: true,
  defaultSort: 'identifier',
  columns: [
    nameColumn((block) => block.identifier),
    {
      key: 'type',
      label: t.type,
      render: (block) =>
        isBlockType(block.type) ? CONTENT_BLOCK_TYPES[block.type].label : block.type,
    },
    {
      key: 'usages',
      label: t.usedOn,
      render: (block) =>
        block.usages.length === 0 ? t.notUsed : block.usages.map((usage) => usage.name).join(', '),
    },
    enabledColumn(),
  ],
  fields: [
    nameField(),
    identifierField(),
    {
      name: 'type',
      label: t.type,
      type: 'select',
      options: CONTENT_BLOCK_TYPE_KEYS.map((type) => ({
        value: type,
        label: CONTENT_BLOCK_TYPES[type].label,
      })),
    },
    enabledField(),
    {
      name: 'value',
      label: t.blockValue,
      type: 'custom',
      component: BlockValueField,
      isGroup: true,
      isWide: true,
    },
  ],
  emptyValues: {
    name: '',
    identifier: '',
    type: 'block',
    isEnabled: true,
    value: blockDefault('block'),
  },
  toValues: (block) => ({
    name: block.name,
    identifier: block.identifier,
    type: block.type,
    isEnabled: block.isEnabled,
    value: block.value,
  }),
  toBody: (values): BlockInput => ({
    name: values.name,
    identifier: values.identifier,
    type: values.type as ContentBlockType,
    isEnabled: values.isEnabled,
    // Only the fields of the chosen type (a type switch leaves the old type's values behind).
    value: isBlockType(values.type)
      ? Object.fromEntries(
          CONTENT_BLOCK_TYPES[values.type].fields.map((field) => [
            field.key,
            values.value[field.key] ?? fieldDefault(field),
          ]),
        )
      : values.value,
  }),
  titleOf: (block) => block.name,
});
