import {
  SIGNAGE_TRANSITIONS,
  type SignageTransition,
  type StaffSignageStream,
  signageStreamInputSchema,
  staffSignageStreamSchema,
} from '@shop/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { backofficePaths } from '../../../config/backoffice-paths.ts';
import { de } from '../../../i18n/de.ts';
import { enabledColumn, enabledField, nameField } from '../fields/common-fields.tsx';
import styles from '../fields/fields.module.css';
import { type CustomFieldProps, defineResource } from '../resource/define-resource.ts';
import { optionsOf } from '../resource/options-source.ts';
import { optionsQueryOptions } from '../resource/resource-api.ts';
import { RowsEditor } from '../resource/rows-editor.tsx';
import { ActionButton } from '../ui/action-button.tsx';

const t = de.backofficeSignage;
const c = de.backofficeCatalogue.common;
const segmentOptions = optionsOf(
  '/api/digital-signage-segments',
  de.backoffice.entities.signageSegments,
);

type StreamValues = {
  identifier: string;
  name: string;
  segmentIds: number[];
  transition: SignageTransition;
  isEnabled: boolean;
};

/**
 * The stream's segments in playing order: add from a select, reorder by dragging the handle or
 * with the move buttons (the keyboard alternative), remove.
 */
function StreamSegmentsField({ id, value, errors, name, onChange }: CustomFieldProps) {
  const ids = Array.isArray(value) ? (value as number[]) : [];
  const options = useQuery(optionsQueryOptions(segmentOptions)).data ?? [];
  const labelOf = (segmentId: number) =>
    options.find((option) => option.value === String(segmentId))?.label ?? `#${segmentId}`;
  const hintOf = (segmentId: number) =>
    options.find((option) => option.value === String(segmentId))?.hint;
  const [chosen, setChosen] = useState('');
  const free = options.filter((option) => !ids.includes(Number(option.value)));
  return (
    <div className={styles.hours}>
      <p className={styles.hint}>{t.segmentsHint}</p>
      <RowsEditor
        rows={ids}
        onChange={onChange}
        isSortable
        canRemove
        emptyText={t.noSegments}
        rowLabel={(segmentId) => labelOf(segmentId)}
        renderRow={(segmentId) => (
          <span>
            <strong>{labelOf(segmentId)}</strong>
            {hintOf(segmentId) ? ` · ${hintOf(segmentId)}` : ''}
          </span>
        )}
      />
      {errors[name] ? <p className={styles.rowError}>{errors[name]}</p> : null}
      <div className={styles.gridRow}>
        <label className={`${styles.inline} ${styles.grow}`} htmlFor={`${id}-add`}>
          <span>{t.addSegment}</span>
          <select
            id={`${id}-add`}
            value={chosen}
            onChange={(event) => setChosen(event.target.value)}
          >
            <option value="">{t.chooseSegment}</option>
            {free.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        <ActionButton
          size="sm"
          disabled={!chosen}
          onClick={() => {
            onChange([...ids, Number(chosen)]);
            setChosen('');
          }}
        >
          {t.addSegment}
        </ActionButton>
      </div>
    </div>
  );
}

/** spec §7 CRUD digital-signage-streams (docs/decisions/033-digital-signage.md). */
export const streamsResource = defineResource<StaffSignageStream, StreamValues>({
  name: de.backoffice.entities.signageStreams,
  listPath: backofficePaths.signageStreams.path,
  endpoint: '/api/digital-signage-streams',
  permission: 'signage',
  entitySchema: staffSignageStreamSchema,
  formSchema: signageStreamInputSchema,
  isSearchable: true,
  defaultSort: 'name',
  columns: [
    {
      key: 'name',
      label: c.name,
      sortField: 'name',
      isPrimary: true,
      render: (stream) => stream.name,
      secondary: (stream) => stream.identifier,
    },
    {
      key: 'segments',
      label: t.segments,
      render: (stream) => t.segmentCount(stream.segments.length),
    },
    enabledColumn(),
  ],
  fields: [
    nameField(),
    {
      name: 'identifier',
      label: c.identifier,
      type: 'text',
      isRequired: true,
      hint: t.identifierHint,
    },
    {
      name: 'segmentIds',
      label: t.segments,
      type: 'custom',
      component: StreamSegmentsField,
      isGroup: true,
      isWide: true,
    },
    // Between segments (docs/decisions/055-signage-pairing-media-offline.md).
    {
      name: 'transition',
      label: t.transition,
      type: 'select',
      isRequired: true,
      options: SIGNAGE_TRANSITIONS.map((value) => ({ value, label: t.transitions[value] })),
      hint: t.transitionHint,
    },
    enabledField(),
  ],
  emptyValues: { identifier: '', name: '', segmentIds: [], transition: 'none', isEnabled: true },
  toValues: (stream) => ({
    identifier: stream.identifier,
    name: stream.name,
    segmentIds: stream.segments.map((segment) => segment.id),
    transition: stream.transition,
    isEnabled: stream.isEnabled,
  }),
  toBody: (values) => ({
    identifier: values.identifier,
    name: values.name,
    segmentIds: values.segmentIds,
    transition: values.transition,
    isEnabled: values.isEnabled,
  }),
  titleOf: (stream) => stream.name,
});
