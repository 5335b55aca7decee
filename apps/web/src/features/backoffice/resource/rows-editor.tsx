import { type DragEvent, type ReactNode, useState } from 'react';
import { de } from '../../../i18n/de.ts';
import { ActionButton } from '../ui/action-button.tsx';
import hiddenStyles from '../ui/visually-hidden.module.css';
import { useIsFormReadOnly } from './form-read-only.ts';
import styles from './rows-editor.module.css';

const t = de.backofficeCatalogue.layer;

type RowsEditorProps<Row> = {
  rows: readonly Row[];
  onChange: (rows: Row[]) => void;
  /** How a row is named for screen readers and the move/remove buttons. */
  rowLabel: (row: Row, index: number) => string;
  renderRow: (row: Row, index: number, update: (row: Row) => void) => ReactNode;
  /** A new row for the add button; no add button without it. */
  newRow?: () => Row;
  addLabel?: string;
  /** Drag and drop plus "nach oben" / "nach unten" buttons (the keyboard alternative). */
  isSortable?: boolean;
  canRemove?: boolean;
  emptyText?: string;
  /** Smaller rows (a list inside a row: the products of a menu category). */
  isCompact?: boolean;
  /** Extra buttons per row (e.g. "auf andere Tage kopieren"). */
  rowActions?: (row: Row, index: number) => ReactNode;
};

/** Moves one entry of a list to another index. */
export function moveItem<Row>(rows: readonly Row[], from: number, to: number): Row[] {
  const next = [...rows];
  const [moved] = next.splice(from, 1);
  if (moved === undefined) return next;
  next.splice(Math.max(0, Math.min(to, next.length)), 0, moved);
  return next;
}

/**
 * A list of rows edited in place (delivery areas, hours, parts, options, products of a category):
 * add, remove and, when sortable, reorder by dragging the handle or with the move buttons; each
 * move is announced (aria-live).
 */
export function RowsEditor<Row>({
  rows,
  onChange,
  rowLabel,
  renderRow,
  newRow,
  addLabel = t.addRow,
  isSortable = false,
  canRemove = true,
  emptyText = t.noRows,
  isCompact = false,
  rowActions,
}: RowsEditorProps<Row>) {
  const [dragIndex, setDragIndex] = useState<number | null>(null);
  const [overIndex, setOverIndex] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // In a read-only form the buttons are disabled by the fieldset; dragging is stopped here.
  const isReadOnly = useIsFormReadOnly();

  const move = (from: number, to: number) => {
    if (to < 0 || to >= rows.length || from === to) return;
    const next = moveItem(rows, from, to);
    onChange(next);
    const row = next[to];
    if (row !== undefined) setAnnouncement(t.moved(rowLabel(row, to), to + 1, next.length));
  };
  const onDrop = (event: DragEvent, index: number) => {
    event.preventDefault();
    if (dragIndex !== null) move(dragIndex, index);
    setDragIndex(null);
    setOverIndex(null);
  };

  return (
    <div className={styles.editor} data-compact={isCompact || undefined}>
      {rows.length === 0 ? <p className={styles.empty}>{emptyText}</p> : null}
      <ol className={styles.rows}>
        {rows.map((row, index) => {
          const label = rowLabel(row, index);
          return (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no ids of their own; the index is their identity while editing
              key={index}
              className={styles.row}
              data-dragging={dragIndex === index || undefined}
              data-over={(overIndex === index && dragIndex !== index) || undefined}
              onDragOver={(event) => {
                if (dragIndex === null) return;
                event.preventDefault();
                setOverIndex(index);
              }}
              onDrop={(event) => onDrop(event, index)}
            >
              {isSortable ? (
                <div className={styles.handleColumn}>
                  <span
                    className={styles.handle}
                    draggable={!isReadOnly}
                    role="img"
                    aria-label={t.dragHandle(label)}
                    title={t.dragHandle(label)}
                    onDragStart={(event) => {
                      event.dataTransfer.effectAllowed = 'move';
                      event.dataTransfer.setData('text/plain', String(index));
                      setDragIndex(index);
                    }}
                    onDragEnd={() => {
                      setDragIndex(null);
                      setOverIndex(null);
                    }}
                  >
                    ⠿
                  </span>
                </div>
              ) : null}
              <div className={styles.body}>
                {renderRow(row, index, (next) =>
                  onChange(rows.map((current, position) => (position === index ? next : current))),
                )}
              </div>
              <div className={styles.rowActions}>
                {rowActions?.(row, index)}
                {isSortable ? (
                  <>
                    <ActionButton
                      size="sm"
                      variant="ghost"
                      aria-label={t.moveUp(label)}
                      title={t.moveUp(label)}
                      disabled={index === 0}
                      onClick={() => move(index, index - 1)}
                    >
                      <span aria-hidden="true">↑</span>
                    </ActionButton>
                    <ActionButton
                      size="sm"
                      variant="ghost"
                      aria-label={t.moveDown(label)}
                      title={t.moveDown(label)}
                      disabled={index === rows.length - 1}
                      onClick={() => move(index, index + 1)}
                    >
                      <span aria-hidden="true">↓</span>
                    </ActionButton>
                  </>
                ) : null}
                {canRemove ? (
                  <ActionButton
                    size="sm"
                    variant="ghost"
                    aria-label={t.removeRow(label)}
                    title={t.removeRow(label)}
                    onClick={() => onChange(rows.filter((_, position) => position !== index))}
                  >
                    <span aria-hidden="true">✕</span>
                  </ActionButton>
                ) : null}
              </div>
            </li>
          );
        })}
      </ol>
      {newRow ? (
        <div>
          <ActionButton size="sm" onClick={() => onChange([...rows, newRow()])}>
            <span aria-hidden="true">+</span> {addLabel}
          </ActionButton>
        </div>
      ) : null}
      <p className={hiddenStyles.hidden} aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
