import {
  blockDefault,
  CONTENT_BLOCK_TYPES,
  type ContentField,
  fieldDefault,
  SECTION_TYPES,
  type SectionType,
} from '@shop/domain';
import { useId, useState } from 'react';
import { de } from '../../../../i18n/de.ts';
import type { CustomFieldProps } from '../../resource/define-resource.ts';
import { ActionButton } from '../../ui/action-button.tsx';
import styles from './sections-field.module.css';

type Section = { type: SectionType; value: Record<string, unknown> };
const t = de.backofficeContent;

/** One field of a declaration (spec §3 field types), generated from the domain (decision 029). */
function ContentFieldInput({
  field,
  value,
  onChange,
  path,
  errors,
}: {
  field: ContentField;
  value: unknown;
  onChange: (value: unknown) => void;
  path: string;
  errors: Readonly<Record<string, string>>;
}) {
  const id = useId();
  const error = errors[path];
  const label = (
    <label htmlFor={id}>
      {field.label}
      {field.required ? ' *' : ''}
    </label>
  );
  const message = error ? (
    <p role="alert" data-error-for={path}>
      {error}
    </p>
  ) : null;
  switch (field.type) {
    case 'text':
    case 'email':
    case 'number':
      return (
        <div className={styles.field}>
          {label}
          <input
            id={id}
            type={field.type === 'number' ? 'number' : 'text'}
            value={value === null || value === undefined ? '' : String(value)}
            placeholder={field.type === 'text' ? field.placeholder : undefined}
            aria-invalid={error ? true : undefined}
            onChange={(event) =>
              onChange(
                field.type === 'number'
                  ? event.target.value === ''
                    ? null
                    : Number(event.target.value)
                  : event.target.value,
              )
            }
          />
          {message}
        </div>
      );
    case 'textarea':
    case 'wysiwyg':
    case 'markdown':
      return (
        <div className={styles.field}>
          {label}
          <textarea
            id={id}
            rows={3}
            value={typeof value === 'string' ? value : ''}
            aria-invalid={error ? true : undefined}
            onChange={(event) => onChange(event.target.value)}
          />
          {message}
        </div>
      );
    case 'boolean':
      return (
        <div>
          <label>
            <input
              type="checkbox"
              checked={value === true}
              onChange={(event) => onChange(event.target.checked)}
            />{' '}
            {field.label}
          </label>
        </div>
      );
    case 'select':
      return (
        <div className={styles.field}>
          {label}
          <select
            id={id}
            value={typeof value === 'string' ? value : ''}
            onChange={(event) => onChange(event.target.value || null)}
          >
            {field.required ? null : <option value="">-</option>}
            {field.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          {message}
        </div>
      );
    case 'group': {
      const group = (value ?? null) as Record<string, unknown> | null;
      return (
        <fieldset className={styles.group}>
          <legend>{field.label}</legend>
          {field.fields.map((inner) => (
            <ContentFieldInput
              key={inner.key}
              field={inner}
              value={group?.[inner.key] ?? fieldDefault(inner)}
              path={`${path}.${inner.key}`}
              errors={errors}
              onChange={(next) =>
                onChange({
                  ...Object.fromEntries(field.fields.map((f) => [f.key, fieldDefault(f)])),
                  ...group,
                  [inner.key]: next,
                })
              }
            />
          ))}
          {message}
        </fieldset>
      );
    }
    case 'list': {
      const items = Array.isArray(value) ? (value as Record<string, unknown>[]) : [];
      return (
        <fieldset className={styles.group}>
          <legend>{field.label}</legend>
          {items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: list items have no id of their own
            <fieldset key={index} className={styles.group}>
              {field.fields.map((inner) => (
                <ContentFieldInput
                  key={inner.key}
                  field={inner}
                  value={item[inner.key] ?? fieldDefault(inner)}
                  path={`${path}.${index}.${inner.key}`}
                  errors={errors}
                  onChange={(next) =>
                    onChange(
                      items.map((entry, i) =>
                        i === index ? { ...entry, [inner.key]: next } : entry,
                      ),
                    )
                  }
                />
              ))}
              <ActionButton
                size="sm"
                type="button"
                onClick={() => onChange(items.filter((_, i) => i !== index))}
              >
                {t.remove}
              </ActionButton>
            </fieldset>
          ))}
          {field.fields.some((inner) => inner.type === 'file' && inner.required) ? null : (
            <ActionButton
              size="sm"
              type="button"
              onClick={() =>
                onChange([
                  ...items,
                  Object.fromEntries(field.fields.map((f) => [f.key, fieldDefault(f)])),
                ])
              }
            >
              {t.addItem}
            </ActionButton>
          )}
          {message}
        </fieldset>
      );
    }
    default:
      // image(s), file(s) and collections keep their saved value (pickers: not built yet).
      return null;
  }
}

/**
 * The sections of a custom page (spec §2/§3): add from the eleven section types, move by keyboard
 * buttons, duplicate, remove; each section's form comes from its declaration.
 */
export function SectionsField({ id, value, onChange, errors }: CustomFieldProps) {
  const sections = (Array.isArray(value) ? value : []) as Section[];
  const [picked, setPicked] = useState<SectionType>('hero');
  const set = (next: Section[]) => onChange(next);
  const move = (from: number, to: number) => {
    if (to < 0 || to >= sections.length) return;
    const next = [...sections];
    const [moved] = next.splice(from, 1);
    if (moved) next.splice(to, 0, moved);
    set(next);
  };
  return (
    <div id={id}>
      {sections.length === 0 ? <p>{t.noSections}</p> : null}
      <ol className={styles.sections}>
        {sections.map((section, index) => {
          const declaration = CONTENT_BLOCK_TYPES[section.type];
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: sections have no id of their own
            <li key={index} data-section-type={section.type}>
              <fieldset className={styles.section}>
                <legend>
                  {index + 1}. {declaration?.label ?? section.type}
                </legend>
                {declaration?.fields.map((field) => (
                  <ContentFieldInput
                    key={field.key}
                    field={field}
                    value={section.value[field.key] ?? fieldDefault(field)}
                    path={`content.body.${index}.value.${field.key}`}
                    errors={errors}
                    onChange={(next) =>
                      set(
                        sections.map((entry, i) =>
                          i === index
                            ? { ...entry, value: { ...entry.value, [field.key]: next } }
                            : entry,
                        ),
                      )
                    }
                  />
                ))}
                <div>
                  <ActionButton
                    size="sm"
                    type="button"
                    onClick={() => move(index, index - 1)}
                    disabled={index === 0}
                  >
                    {t.moveUp}
                  </ActionButton>
                  <ActionButton
                    size="sm"
                    type="button"
                    onClick={() => move(index, index + 1)}
                    disabled={index === sections.length - 1}
                  >
                    {t.moveDown}
                  </ActionButton>
                  <ActionButton
                    size="sm"
                    type="button"
                    onClick={() =>
                      set([
                        ...sections.slice(0, index + 1),
                        structuredClone(section),
                        ...sections.slice(index + 1),
                      ])
                    }
                  >
                    {t.duplicate}
                  </ActionButton>
                  <ActionButton
                    size="sm"
                    type="button"
                    onClick={() => set(sections.filter((_, i) => i !== index))}
                  >
                    {t.remove}
                  </ActionButton>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div className={styles.add}>
        <select
          aria-label={t.addSection}
          value={picked}
          onChange={(event) => setPicked(event.target.value as SectionType)}
        >
          {SECTION_TYPES.map((type) => (
            <option key={type} value={type}>
              {CONTENT_BLOCK_TYPES[type].label}
            </option>
          ))}
        </select>
        <ActionButton
          size="sm"
          type="button"
          onClick={() => set([...sections, { type: picked, value: blockDefault(picked) }])}
        >
          {t.addSection}
        </ActionButton>
      </div>
    </div>
  );
}
