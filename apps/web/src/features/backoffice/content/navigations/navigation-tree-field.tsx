import { closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import {
  canIndent,
  canMove,
  canOutdent,
  dragEntry,
  flattenNavigation,
  indentEntry,
  moveEntry,
  NAVIGATION_ITEM_TYPES,
  type NavigationItemInput,
  type NavigationItemType,
  type NavigationRow,
  nestNavigation,
  outdentEntry,
} from '@shop/domain';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { de } from '../../../../i18n/de.ts';
import type { CustomFieldProps } from '../../resource/define-resource.ts';
import { optionsOf } from '../../resource/options-source.ts';
import { optionsQueryOptions } from '../../resource/resource-api.ts';
import { ActionButton } from '../../ui/action-button.tsx';
import styles from '../sites/sections-field.module.css';
import { sortableItemStyle, useListSensors } from '../sortable-list.ts';

const t = de.backofficeContent.navigation;

const siteOptions = optionsOf('/api/sites', de.backoffice.entities.sites);
const branchOptions = optionsOf('/api/branches', de.backoffice.entities.branches);

/** The server's error path of each row (`items.0.children.2`), to show its messages in place. */
function rowPaths(rows: readonly NavigationRow[]): string[] {
  const counters: number[] = [];
  const prefixes: string[] = ['items'];
  return rows.map((row) => {
    counters.length = row.depth + 1;
    counters[row.depth] = (counters[row.depth] ?? -1) + 1;
    const path = `${prefixes[row.depth]}.${counters[row.depth]}`;
    prefixes[row.depth + 1] = `${path}.children`;
    prefixes.length = row.depth + 2;
    return path;
  });
}

function EntryEditor({
  row,
  path,
  errors,
  onChange,
}: {
  row: NavigationRow;
  path: string;
  errors: Readonly<Record<string, string>>;
  onChange: (row: NavigationRow) => void;
}) {
  const id = useId();
  const sites = useQuery(optionsQueryOptions(siteOptions));
  const branches = useQuery(optionsQueryOptions(branchOptions));
  const { item } = row;
  const set = (patch: Partial<NavigationRow['item']>) =>
    onChange({ ...row, item: { ...item, ...patch } });
  const error = (key: string) =>
    errors[`${path}.${key}`] ? (
      <p role="alert" data-error-for={`${path}.${key}`}>
        {errors[`${path}.${key}`]}
      </p>
    ) : null;
  const targetOptions = item.type === 'site' ? sites.data : branches.data;
  return (
    <div className={styles.inline}>
      <div className={styles.field}>
        <label htmlFor={`${id}-label`}>{t.label} *</label>
        <input
          id={`${id}-label`}
          value={item.label}
          aria-invalid={errors[`${path}.label`] ? true : undefined}
          onChange={(event) => set({ label: event.target.value })}
        />
        {error('label')}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-type`}>{t.type}</label>
        <select
          id={`${id}-type`}
          value={item.type}
          onChange={(event) =>
            set({ type: event.target.value as NavigationItemType, target: null })
          }
        >
          {NAVIGATION_ITEM_TYPES.map((type) => (
            <option key={type} value={type}>
              {t.types[type]}
            </option>
          ))}
        </select>
      </div>
      {item.type === 'home' || item.type === 'text' ? null : (
        <div className={styles.field}>
          <label htmlFor={`${id}-target`}>{t.targets[item.type]} *</label>
          {item.type === 'link' ? (
            <input
              id={`${id}-target`}
              value={typeof item.target === 'string' ? item.target : ''}
              placeholder="https://"
              aria-invalid={errors[`${path}.target`] ? true : undefined}
              onChange={(event) => set({ target: event.target.value })}
            />
          ) : (
            <select
              id={`${id}-target`}
              value={item.target === null ? '' : String(item.target)}
              aria-invalid={errors[`${path}.target`] ? true : undefined}
              onChange={(event) =>
                set({ target: event.target.value === '' ? null : Number(event.target.value) })
              }
            >
              <option value="">-</option>
              {(targetOptions ?? []).map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                  {option.hint ? ` (${option.hint})` : ''}
                </option>
              ))}
            </select>
          )}
          {error('target')}
        </div>
      )}
      <label>
        <input
          type="checkbox"
          checked={item.isEnabled}
          onChange={(event) => set({ isEnabled: event.target.checked })}
        />{' '}
        {t.isEnabled}
      </label>
      {error('children')}
    </div>
  );
}

/**
 * One entry in the sortable list: its drag handle in the legend (decision 045: dropped onto a
 * sibling it takes that place, with its sub-entries), then its editor and buttons.
 */
function SortableEntry({
  sortId,
  row,
  name,
  children,
}: {
  sortId: string;
  row: NavigationRow;
  name: string;
  children: ReactNode;
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
  return (
    <li
      ref={setNodeRef}
      data-navigation-entry={row.item.label}
      data-depth={row.depth}
      style={{
        marginInlineStart: `${row.depth * 2}rem`,
        ...sortableItemStyle({ transform, transition, isDragging }),
      }}
    >
      <fieldset className={styles.section}>
        <legend>
          <button
            ref={setActivatorNodeRef}
            type="button"
            className={styles.handle}
            aria-label={de.backofficeContent.dragSection(name)}
            {...attributes}
            {...listeners}
          >
            <span aria-hidden="true">⠿</span>
          </button>{' '}
          {t.entryLegend(name, row.depth + 1)}
        </legend>
        {children}
      </fieldset>
    </li>
  );
}

/**
 * The entries of a navigation as a nested tree (spec §3 Navigation item; decision 036): add,
 * indent/outdent, move up/down among siblings by buttons or by dragging the handle (an entry
 * moves with its sub-entries), remove.
 */
export function NavigationTreeField({ id, value, onChange, errors }: CustomFieldProps) {
  const items = (Array.isArray(value) ? value : []) as NavigationItemInput[];
  const rows = flattenNavigation(items);
  const paths = rowPaths(rows);
  const set = (next: NavigationRow[]) => onChange(nestNavigation(next) as never);
  const sensors = useListSensors();
  // Entries have no id of their own: their row is their id while dragging.
  const sortIds = rows.map((_, index) => `entry-${index}`);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    set(dragEntry(rows, sortIds.indexOf(String(active.id)), sortIds.indexOf(String(over.id))));
  };
  return (
    <div id={id}>
      {rows.length === 0 ? <p>{t.empty}</p> : null}
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={sortIds} strategy={verticalListSortingStrategy}>
          <ol className={styles.sections} aria-label={t.entries}>
            {rows.map((row, index) => {
              const name = row.item.label || t.newEntry;
              return (
                <SortableEntry
                  // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id of their own
                  key={index}
                  sortId={sortIds[index] ?? ''}
                  row={row}
                  name={name}
                >
                  <EntryEditor
                    row={row}
                    path={paths[index] ?? ''}
                    errors={errors}
                    onChange={(next) => set(rows.map((entry, i) => (i === index ? next : entry)))}
                  />
                  <div className={styles.actions}>
                    <ActionButton
                      size="sm"
                      type="button"
                      aria-label={`${name}: ${t.moveUp}`}
                      disabled={!canMove(rows, index, -1)}
                      onClick={() => set(moveEntry(rows, index, -1))}
                    >
                      {t.moveUp}
                    </ActionButton>
                    <ActionButton
                      size="sm"
                      type="button"
                      aria-label={`${name}: ${t.moveDown}`}
                      disabled={!canMove(rows, index, 1)}
                      onClick={() => set(moveEntry(rows, index, 1))}
                    >
                      {t.moveDown}
                    </ActionButton>
                    <ActionButton
                      size="sm"
                      type="button"
                      aria-label={`${name}: ${t.indent}`}
                      disabled={!canIndent(rows, index)}
                      onClick={() => set(indentEntry(rows, index))}
                    >
                      {t.indent}
                    </ActionButton>
                    <ActionButton
                      size="sm"
                      type="button"
                      aria-label={`${name}: ${t.outdent}`}
                      disabled={!canOutdent(rows, index)}
                      onClick={() => set(outdentEntry(rows, index))}
                    >
                      {t.outdent}
                    </ActionButton>
                    <ActionButton
                      size="sm"
                      type="button"
                      aria-label={`${name}: ${t.remove}`}
                      onClick={() => {
                        const end = rows.findIndex((r, i) => i > index && r.depth <= row.depth);
                        set([...rows.slice(0, index), ...(end < 0 ? [] : rows.slice(end))]);
                      }}
                    >
                      {t.remove}
                    </ActionButton>
                  </div>
                </SortableEntry>
              );
            })}
          </ol>
        </SortableContext>
      </DndContext>
      <div className={styles.add}>
        <ActionButton
          size="sm"
          type="button"
          onClick={() =>
            set([
              ...rows,
              { item: { label: '', type: 'link', target: '', isEnabled: true }, depth: 0 },
            ])
          }
        >
          {t.addEntry}
        </ActionButton>
      </div>
    </div>
  );
}
