import {
  type CartItem,
  type DeliveryMethod,
  isItemValid,
  nextStepIndex,
  type PartValue,
  type Product,
  previousStep,
  priceLabel,
  priceLine,
  stepNavigation,
  truncateText,
} from '@shop/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { de } from '../../../i18n/de.ts';
import { PRODUCT_IMAGE_SIZE, productImageUrl } from '../menu/product-image.ts';
import styles from './item-editor.module.css';
import { PartField } from './part-field.tsx';
import { QuantityField } from './quantity-field.tsx';
import { draftToItem, useItemDraft } from './use-item-draft.ts';

export type ItemEditorProps = {
  product: Product;
  /** The cart line being edited, or null for a new line. */
  item: CartItem | null;
  method: DeliveryMethod;
  currency: string;
  onSave: (item: CartItem) => void;
  onCancel: () => void;
};

/**
 * spec §2 "Item editor overlay": a native modal <dialog> (focus trapped, Escape closes). For
 * step-by-step products one part per step: the back arrow goes a step back and cancels at step 0;
 * forward ('Zum nächsten Schritt') only when the step is valid and not the last; 'Zum Warenkorb
 * hinzufügen' when the item is valid. The line price is live (domain priceLine).
 */
export default function ItemEditor({
  product,
  item,
  method,
  currency,
  onSave,
  onCancel,
}: ItemEditorProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [draft, dispatch] = useItemDraft(product, item);
  const isSaved = useRef(false);
  const [uploadingParts, setUploadingParts] = useState<ReadonlySet<number>>(new Set());
  const line = draftToItem(draft);
  const navigation = stepNavigation(line, draft.stepIndex);
  const isStepByStep = navigation.stepCount > 0;
  const isUploading = uploadingParts.size > 0;
  const parts = product.config.parts;
  const shownParts = isStepByStep ? [navigation.stepIndex] : parts.map((_, index) => index);
  const image = product.images[0];

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  const onPartChange = useCallback(
    (index: number, value: PartValue) => dispatch({ type: 'setPart', index, value }),
    [dispatch],
  );
  const onUploadingChange = useCallback((index: number, isBusy: boolean) => {
    setUploadingParts((previous) => {
      const next = new Set(previous);
      if (isBusy) next.add(index);
      else next.delete(index);
      return next;
    });
  }, []);

  const goBack = () => {
    const previous = previousStep(navigation.stepIndex);
    if (previous.kind === 'cancel') onCancel();
    else dispatch({ type: 'goToStep', stepIndex: previous.stepIndex });
  };
  const goForward = () =>
    dispatch({ type: 'goToStep', stepIndex: nextStepIndex(line, draft.stepIndex) });
  const price = product.isPriceHidden
    ? de.ordering.priceOnRequest
    : (() => {
        const linePrice = priceLine(line, method);
        return priceLabel(linePrice.gross, linePrice.calculationModel, currency);
      })();

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click has Escape as its keyboard twin
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby="item-editor-title"
      onCancel={(event) => {
        // Escape: React owns the open state, so close through it.
        event.preventDefault();
        onCancel();
      }}
      onClick={(event) => {
        if (event.target === dialogRef.current) onCancel(); // a click on the backdrop
      }}
    >
      <div className={styles.sheet}>
        <div className={styles.toolbar}>
          {isStepByStep ? (
            <button
              type="button"
              className={styles.iconButton}
              aria-label={de.ordering.editor.back}
              onClick={goBack}
            >
              <span aria-hidden="true">←</span>
            </button>
          ) : null}
          {isStepByStep ? (
            <p className={styles.stepLabel}>
              {de.ordering.editor.step(navigation.stepIndex + 1, navigation.stepCount)}
            </p>
          ) : (
            <span className={styles.spacer} />
          )}
          {navigation.canGoForward ? (
            <button
              type="button"
              className={styles.iconButton}
              aria-label={de.ordering.editor.forward}
              onClick={goForward}
            >
              <span aria-hidden="true">→</span>
            </button>
          ) : null}
          <button
            type="button"
            className={styles.iconButton}
            aria-label={de.ordering.editor.close}
            onClick={onCancel}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>

        <div className={styles.content}>
          {image && (!isStepByStep || navigation.stepIndex === 0) ? (
            <img
              className={styles.image}
              src={productImageUrl(image)}
              alt=""
              width={PRODUCT_IMAGE_SIZE.width}
              height={PRODUCT_IMAGE_SIZE.height}
              decoding="async"
            />
          ) : null}
          <h2 id="item-editor-title" className={styles.title}>
            {product.name}
          </h2>
          {product.description && (!isStepByStep || navigation.stepIndex === 0) ? (
            <p className={styles.description}>{truncateText(product.description, 400)}</p>
          ) : null}
          {product.allergens && (!isStepByStep || navigation.stepIndex === 0) ? (
            <p className={styles.allergens}>{de.ordering.allergens(product.allergens)}</p>
          ) : null}

          {shownParts.map((index) => {
            const part = parts[index];
            return part ? (
              <PartField
                key={index}
                part={part}
                index={index}
                value={draft.parts[index] ?? null}
                isPriceHidden={product.isPriceHidden}
                currency={currency}
                onChange={onPartChange}
                onUploadingChange={onUploadingChange}
              />
            ) : null;
          })}

          <QuantityField draft={draft} dispatch={dispatch} />
        </div>

        <div className={styles.footer}>
          <p className={styles.price}>
            <span className={styles.priceLabel}>{de.ordering.editor.price}</span>
            <output className={styles.priceValue} aria-live="polite">
              {price}
            </output>
          </p>
          {navigation.canGoForward ? (
            <button
              type="button"
              className={styles.primary}
              disabled={isUploading}
              onClick={goForward}
            >
              {de.ordering.editor.nextStep}
            </button>
          ) : navigation.canAddToCart ? (
            <button
              type="button"
              className={styles.primary}
              disabled={isUploading || !isItemValid(line)}
              onClick={() => {
                if (isSaved.current) return; // a double tap adds the line once
                isSaved.current = true;
                onSave(line);
              }}
            >
              {de.ordering.editor.addToCart}
            </button>
          ) : (
            <p className={styles.missing}>
              {isStepByStep
                ? de.ordering.editor.chooseToContinue
                : de.ordering.editor.completeToAdd}
            </p>
          )}
        </div>
      </div>
    </dialog>
  );
}
