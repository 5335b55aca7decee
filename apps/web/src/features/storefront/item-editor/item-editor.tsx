import type { CartItem, DeliveryMethod, Product } from '@shop/domain';
import { useEffect, useRef } from 'react';
import { useReturnFocus } from '../../../components/ui/use-return-focus.ts';
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
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click has Escape as its keyboard twin
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={TITLE_ID}
      onCancel={(event) => {
        // Escape: React owns the open state, so close through it.
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
