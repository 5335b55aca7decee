import { closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
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
import { ImagePicker, type ImageValue } from '../../fields/image-field.tsx';
import { RichTextEditor } from '../../fields/rich-text-editor.tsx';
import type { CustomFieldProps } from '../../resource/define-resource.ts';
import { ActionButton } from '../../ui/action-button.tsx';
import { sortableItemStyle, useListSensors } from '../sortable-list.ts';
import { UploadFileField } from '../uploads/upload-file-field.tsx';
import styles from './sections-field.module.css';

type Section = { type: SectionType; value: Record<string, unknown> };
const t = de.backofficeContent;

/** One field of a declaration (spec §3 field types), generated from the domain (decision 029). */
export function ContentFieldInput({
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
    case 'wysiwyg':
      return (
        <div className={styles.field}>
          <span id={`${id}-label`}>
            {field.label}
            {field.required ? ' *' : ''}
          </span>
          <RichTextEditor
            id={id}
            label={field.label}
            value={typeof value === 'string' ? value : ''}
            onChange={onChange}
          />
          {message}
        </div>
      );
    case 'textarea':
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
          {/* A new slide's required file is picked from the uploads (decision 045). */}
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
          {message}
        </fieldset>
      );
    }
    case 'image':
    case 'images': {
      // Images come from the image library (catalogue), picked or uploaded in place (decision 045).
      const images = (Array.isArray(value) ? value : value ? [value] : []) as ImageValue[];
      return (
        <div className={styles.field}>
          <span>
            {field.label}
            {field.required ? ' *' : ''}
          </span>
          <ImagePicker
            id={id}
            images={images}
            isMultiple={field.type === 'images'}
            onImagesChange={(next) => onChange(field.type === 'images' ? next : (next[0] ?? null))}
          />
          {message}
        </div>
      );
    }
    case 'file':
    case 'files':
      // Files come from the upload library, picked or uploaded in place (decision 045).
      return (
        <div className={styles.field}>
          <span>
            {field.label}
            {field.required ? ' *' : ''}
          </span>
          <UploadFileField
            id={id}
            label={field.label}
            value={value}
            isMultiple={field.type === 'files'}
            onChange={onChange}
          />
          {message}
        </div>
      );
    default:
      // Collections keep their saved value.
      return null;
  }
}

/** One section in the sortable list: its drag handle, its form from the declaration, its buttons. */
function SortableSection({
  sortId,
  section,
  index,
  count,
  errors,
  onChange,
  onMove,
  onDuplicate,
  onRemove,
}: {
  sortId: string;
  section: Section;
  index: number;
  count: number;
  errors: Readonly<Record<string, string>>;
  onChange: (section: Section) => void;
  onMove: (to: number) => void;
  onDuplicate: () => void;
  onRemove: () => void;
}) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: sortId });
  const declaration = CONTENT_BLOCK_TYPES[section.type];
  const name = `${index + 1}. ${declaration?.label ?? section.type}`;
  return (
    <li
      ref={setNodeRef}
      data-section-type={section.type}
      style={sortableItemStyle({ transform, transition, isDragging })}
    >
      <fieldset className={styles.section}>
        <legend>
          <button
            ref={setActivatorNodeRef}
            type="button"
            className={styles.handle}
            aria-label={t.dragSection(name)}
            {...attributes}
            {...listeners}
          >
            <span aria-hidden="true">⠿</span>
          </button>{' '}
          {name}
        </legend>
        {declaration?.fields.map((field) => (
          <ContentFieldInput
            key={field.key}
            field={field}
            value={section.value[field.key] ?? fieldDefault(field)}
            path={`content.body.${index}.value.${field.key}`}
            errors={errors}
            onChange={(next) =>
              onChange({ ...section, value: { ...section.value, [field.key]: next } })
            }
          />
        ))}
        <div className={styles.actions}>
          <ActionButton
            size="sm"
            type="button"
            onClick={() => onMove(index - 1)}
            disabled={index === 0}
          >
            {t.moveUp}
          </ActionButton>
          <ActionButton
            size="sm"
            type="button"
            onClick={() => onMove(index + 1)}
            disabled={index === count - 1}
          >
            {t.moveDown}
          </ActionButton>
          <ActionButton size="sm" type="button" onClick={onDuplicate}>
            {t.duplicate}
          </ActionButton>
          <ActionButton size="sm" type="button" onClick={onRemove}>
            {t.remove}
          </ActionButton>
        </div>
      </fieldset>
    </li>
  );
}

/**
 * The sections of a custom page (spec §2/§3): add from the eleven section types, reorder by
 * dragging the handle (@dnd-kit, decision 036) or with the move buttons and the handle's keyboard
 * support, duplicate, remove; each section's form comes from its declaration.
 */
export function SectionsField({ id, value, onChange, errors }: CustomFieldProps) {
  const sections = (Array.isArray(value) ? value : []) as Section[];
  const [picked, setPicked] = useState<SectionType>('hero');
  const set = (next: Section[]) => onChange(next);
  const move = (from: number, to: number) => {
    if (to < 0 || to >= sections.length) return;
    set(arrayMove(sections, from, to));
  };
  const sensors = useListSensors();
  // Sections have no id of their own: their place is their id while dragging.
  const sortIds = sections.map((_, index) => `section-${index}`);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    move(sortIds.indexOf(String(active.id)), sortIds.indexOf(String(over.id)));
  };
  return (
    <div id={id}>
      {sections.length === 0 ? <p>{t.noSections}</p> : null}
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={sortIds} strategy={verticalListSortingStrategy}>
          <ol className={styles.sections}>
            {sections.map((section, index) => (
              <SortableSection
                // biome-ignore lint/suspicious/noArrayIndexKey: sections have no id of their own
                key={index}
                sortId={sortIds[index] ?? ''}
                section={section}
                index={index}
                count={sections.length}
                errors={errors}
                onChange={(next) => set(sections.map((entry, i) => (i === index ? next : entry)))}
                onMove={(to) => move(index, to)}
                onDuplicate={() =>
                  set([
                    ...sections.slice(0, index + 1),
                    structuredClone(section),
                    ...sections.slice(index + 1),
                  ])
                }
                onRemove={() => set(sections.filter((_, i) => i !== index))}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
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
