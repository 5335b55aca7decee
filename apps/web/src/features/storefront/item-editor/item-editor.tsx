import type { CartItem, DeliveryMethod, Product } from '@shop/domain';
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
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

/** No-op for the warm-up's buttons: nobody can reach them. */
const ignore = () => undefined;

type ItemEditorWarmUpProps = Pick<ItemEditorProps, 'product' | 'method' | 'currency'> & {
  /** Called once the warm-up's first frame is painted: the host then removes it. */
  onDone: () => void;
};

/**
 * The editor's sheet rendered once while the browser is idle, invisible and inert, and removed
 * after its first frame: the customer's first tap on a product then finds the editor's code
 * compiled, its styles matched and its fonts and words shaped, which otherwise all happen inside
 * that tap (docs/budgets.md P7; docs/decisions/026-storefront-overlays.md "Warm-up").
 */
export function ItemEditorWarmUp({ product, method, currency, onDone }: ItemEditorWarmUpProps) {
  useEffect(() => afterNextPaint(onDone), [onDone]);
  return createPortal(
    <div className={styles.warmUp} aria-hidden="true" inert>
      <ItemEditorSheet
        product={product}
        item={null}
        method={method}
        currency={currency}
        onSave={ignore}
        onCancel={ignore}
        titleId="item-editor-warm-up-title"
        uploadFile={createUpload}
      />
    </div>,
    document.body,
  );
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

  // A child of <body>, not of the menu's page: inserting it beside the menu restyled the whole
  // menu (sibling selectors), about 700 elements inside the tap (docs/decisions/026 "Warm-up").
  return createPortal(
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
    </dialog>,
    document.body,
  );
}
