import { parseAmount, type StaffOrderLine, type Unit, unitLabel } from '@shop/domain';
import { useEffect, useId, useState } from 'react';
import { de } from '../../../../i18n/de.ts';
import { Field } from '../../ui/field.tsx';
import styles from './dialogs.module.css';
import { FormDialog } from './form-dialog.tsx';
import { useDialogSubmit } from './use-dialog-submit.ts';

const t = de.backofficeOrders.dialogs;

type LineChange = {
  amount: number;
  unit: Unit;
  parts: StaffOrderLine['partValues'];
  comment: string | null;
};

type EditLineDialogProps = {
  line: StaffOrderLine | null;
  onSave: (index: number, change: LineChange) => Promise<unknown>;
  onClose: () => void;
};

/**
 * PUT /api/orders/{id}/items/{index}: amount, unit and a note of one line. The parts stay as
 * bought; the server checks the amount against the product's quantity rules and re-prices.
 */
export function EditLineDialog({ line, onSave, onClose }: EditLineDialogProps) {
  const baseId = useId();
  const [amount, setAmount] = useState('');
  const [unit, setUnit] = useState<Unit>('piece');
  const [comment, setComment] = useState('');
  const { submit, isBusy, message, fieldErrors, reset } = useDialogSubmit(
    de.backoffice.errors.updateFailed(de.backoffice.entities.orders),
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when it opens
  useEffect(() => {
    if (!line) return;
    reset();
    setAmount(String(line.amount).replace('.', ','));
    setUnit(line.unit);
    setComment(line.comment ?? '');
  }, [line]);
  const save = async () => {
    if (!line) return;
    const change = {
      amount: parseAmount(amount),
      unit,
      parts: line.partValues,
      comment: comment.trim() || null,
    };
    if (await submit(() => onSave(line.index, change))) onClose();
  };
  return (
    <FormDialog
      isOpen={line !== null}
      title={line ? t.lineTitle(line.name) : ''}
      submitLabel={de.backoffice.common.save}
      isBusy={isBusy}
      errorMessage={message ?? fieldErrors['parts.0'] ?? null}
      onSubmit={() => void save()}
      onClose={onClose}
    >
      <div className={styles.row}>
        <Field id={`${baseId}-amount`} label={t.amount} isRequired error={fieldErrors.amount}>
          {(control) => (
            <input
              {...control}
              inputMode="decimal"
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
            />
          )}
        </Field>
        <Field id={`${baseId}-unit`} label={t.unit} error={fieldErrors.unit}>
          {(control) => (
            <select
              {...control}
              value={unit}
              onChange={(event) => setUnit(event.target.value as Unit)}
            >
              {(line?.units ?? []).map((option) => (
                <option key={option} value={option}>
                  {unitLabel(option)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <Field id={`${baseId}-comment`} label={t.lineComment} error={fieldErrors.comment}>
        {(control) => (
          <input
            {...control}
            maxLength={500}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
          />
        )}
      </Field>
    </FormDialog>
  );
}
