import {
  type CartItem,
  type DeliveryMethod,
  LINE_PRODUCT_MESSAGES,
  type Product,
  parseAmount,
  type StaffOrderLine,
  type Unit,
  unitLabel,
} from '@shop/domain';
import { useEffect, useId, useState } from 'react';
import { de } from '../../../../i18n/de.ts';
import { ItemEditorSheet } from '../../../shared/item-editor/item-editor-sheet.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Field } from '../../ui/field.tsx';
import { Notice } from '../../ui/notice.tsx';
import styles from './dialogs.module.css';
import { FormDialog } from './form-dialog.tsx';
import { useDialogSubmit } from './use-dialog-submit.ts';

const t = de.backofficeOrders.dialogs;

export type LineChange = {
  amount: number;
  unit: Unit;
  parts: StaffOrderLine['partValues'];
  comment: string | null;
};

type EditLineDialogProps = {
  line: StaffOrderLine | null;
  /** The order's delivery method and currency (the editor's live price; the server re-prices). */
  method: DeliveryMethod;
  currency: string;
  onSave: (index: number, change: LineChange) => Promise<unknown>;
  onClose: () => void;
};

/** Lines with parts whose snapshot the item editor can show. */
const hasParts = (line: StaffOrderLine): line is EditableLine =>
  line.product !== null && line.product.config.parts.length > 0;

/**
 * PUT /api/orders/{id}/items/{index}. A configurable line whose product the catalogue still
 * offers unchanged opens the customer's item editor (shared with the storefront): options,
 * quantity and a note. Any other line edits amount, unit and note; a configurable line whose
 * product is gone or changed says so and keeps its options. The server checks and re-prices.
 */
export function EditLineDialog({ line, ...props }: EditLineDialogProps) {
  const withOptions =
    line !== null && hasParts(line) && line.productState === 'unchanged' ? line : null;
  return (
    <>
      <EditOptionsDialog line={withOptions} {...props} />
      <EditAmountDialog line={withOptions ? null : line} {...props} />
    </>
  );
}

type EditableLine = StaffOrderLine & { product: Product };

function EditOptionsDialog({
  line,
  onClose,
  ...props
}: Omit<EditLineDialogProps, 'line'> & { line: EditableLine | null }) {
  return (
    <Dialog isOpen={line !== null} title={line ? t.lineTitle(line.name) : ''} onClose={onClose}>
      {line ? <OptionsForm key={line.index} line={line} onClose={onClose} {...props} /> : null}
    </Dialog>
  );
}

/** Mounted each time the dialog opens: the draft starts from the line as it is. */
function OptionsForm({
  line,
  method,
  currency,
  onSave,
  onClose,
}: Omit<EditLineDialogProps, 'line'> & { line: EditableLine }) {
  const baseId = useId();
  const [comment, setComment] = useState(line.comment ?? '');
  const { submit, isBusy, message, fieldErrors } = useDialogSubmit(
    de.backoffice.errors.updateFailed(de.backoffice.entities.orders),
  );
  // Every part at once: the shift manager changes what the customer says, not step by step.
  const product = { ...line.product, isStepByStep: false };
  const item: CartItem = {
    product,
    amount: line.amount,
    unit: line.unit,
    parts: line.partValues,
  };
  const save = async (edited: CartItem) => {
    const change = {
      amount: edited.amount,
      unit: edited.unit,
      parts: edited.parts,
      comment: comment.trim() || null,
    };
    if (await submit(() => onSave(line.index, change))) onClose();
  };
  const refusals = [
    ...(message ? [message] : []),
    ...Object.entries(fieldErrors)
      .filter(([field]) => field !== 'comment')
      .map(([field, text]) => {
        const part = /^parts\.(\d+)$/.exec(field);
        const name = part ? product.config.parts[Number(part[1])]?.name : undefined;
        return name ? `${name}: ${text}` : text;
      }),
  ];
  return (
    <div className={styles.editor}>
      <ItemEditorSheet
        product={product}
        item={item}
        method={method}
        currency={currency}
        titleId={`${baseId}-product`}
        uploadFile={null}
        saveLabel={de.backoffice.common.save}
        isSaving={isBusy}
        onSave={(edited) => void save(edited)}
        onCancel={onClose}
      >
        <LineCommentField
          id={`${baseId}-comment`}
          error={fieldErrors.comment}
          value={comment}
          onChange={setComment}
        />
        {refusals.length > 0 ? <Notice tone="error">{refusals.join(' ')}</Notice> : null}
      </ItemEditorSheet>
    </div>
  );
}

function EditAmountDialog({ line, onSave, onClose }: EditLineDialogProps) {
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
  const keptOptions =
    line && line.parts.length > 0 && line.productState !== 'unchanged'
      ? LINE_PRODUCT_MESSAGES[line.productState]
      : null;
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
      {keptOptions ? <Notice tone="info">{keptOptions}</Notice> : null}
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
      <LineCommentField
        id={`${baseId}-comment`}
        error={fieldErrors.comment}
        value={comment}
        onChange={setComment}
      />
    </FormDialog>
  );
}

/** The line's note, the same field in both dialogs (options and amount/unit). */
function LineCommentField(props: {
  id: string;
  error: string | undefined;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field id={props.id} label={t.lineComment} error={props.error}>
      {(control) => (
        <input
          {...control}
          maxLength={500}
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
