import type { CartItem, DeliveryMethod, Product } from '@shop/domain';
import { useEffect, useRef } from 'react';
import { useReturnFocus } from '../../../components/ui/use-return-focus.ts';
import { afterNextPaint } from '../../../lib/after-next-paint.ts';
import { ItemEditorSheet } from '../../shared/item-editor/item-editor-sheet.tsx';
import { createUpload } from './api/create-upload.ts';
import styles from './item-editor-dialog.module.css';

export type ItemEditorProps = {
  product: Product;
  /** The cart line being edited, or null for a new line. */
  item: CartItem | null;
  method: DeliveryMethod;
  currency: string;
  onSave: (item: CartItem) => void;
  onCancel: () => void;
  /** The save button's text (editing a cart line says that it saves the change). */
  saveLabel?: string;
};

const TITLE_ID = 'item-editor-title';

/**
 * `show()` now, `showModal()` once the first picture is painted: making the page behind inert
 * restyles the whole menu, which must not hold back the tap's answer (docs/budgets.md P7; how and
 * why in docs/decisions/026-storefront-overlays.md "Modal after the first picture").
 */
function openModalAfterFirstPaint(dialog: HTMLDialogElement): () => void {
  dialog.show();
  const cancel = afterNextPaint(() => {
    if (!dialog.isConnected || !dialog.open || dialog.matches(':modal')) return;
    dialog.removeAttribute('open'); // not close(): the focus stays, no close event
    dialog.showModal();
  });
  return () => {
    cancel();
    dialog.close();
  };
}

/**
 * spec §2 "Item editor overlay": the shared editor sheet in a native modal <dialog> (focus
 * trapped, Escape closes); customer files go to POST /api/uploads.
 */
export default function ItemEditor(props: ItemEditorProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const { onCancel } = props;
  // Escape, × or the backdrop: the focus goes back to the product (or the line's 'Bearbeiten').
  useReturnFocus();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || dialog.open) return;
    return openModalAfterFirstPaint(dialog);
  }, []);

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={TITLE_ID}
      onCancel={(event) => {
        // Escape: React owns the open state, so close through it.
        event.preventDefault();
        onCancel();
      }}
      onKeyDown={(event) => {
        // Escape in the first frame, before the dialog is modal (then the browser's cancel).
        if (event.key !== 'Escape' || dialogRef.current?.matches(':modal')) return;
        event.preventDefault();
        onCancel();
      }}
      onClick={(event) => {
        if (event.target === dialogRef.current) onCancel(); // a click on the backdrop
      }}
    >
      <ItemEditorSheet {...props} titleId={TITLE_ID} uploadFile={createUpload} />
    </dialog>
  );
}
