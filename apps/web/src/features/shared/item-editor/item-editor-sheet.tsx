import {
  type CartItem,
  type DeliveryMethod,
  formatMoney,
  isItemValid,
  itemLabels,
  labelSumText,
  leadTimeLabel,
  nextStepIndex,
  type PartValue,
  type Product,
  previousStep,
  priceLabel,
  priceLine,
  productReferencePriceLabel,
  stepNavigation,
  truncateText,
  type Upload,
  unitPriceWithModifiers,
} from '@shop/domain';
import { type ReactNode, useCallback, useRef, useState } from 'react';
import { de } from '../../../i18n/de-storefront.ts';
import { PRODUCT_IMAGE_SIZE, productImageUrl } from '../../../lib/product-image.ts';
import styles from './item-editor.module.css';
import { PartField } from './part-field.tsx';
import { QuantityField } from './quantity-field.tsx';
import { draftToItem, useItemDraft } from './use-item-draft.ts';

export type ItemEditorSheetProps = {
  product: Product;
  /** The cart line being edited, or null for a new line. */
  item: CartItem | null;
  method: DeliveryMethod;
  currency: string;
  /** The id of the product name heading (the storefront's dialog is labelled by it). */
  titleId: string;
  /** Stores a customer's file (image/file parts); null shows the upload fields disabled. */
  uploadFile: ((file: File) => Promise<Upload>) | null;
  onSave: (item: CartItem) => void;
  onCancel: () => void;
  /** The save button's text; default 'Zum Warenkorb hinzufügen'. */
  saveLabel?: string;
  /**
   * Set by a caller that saves to the server (the back-office line edit): the button waits while
   * it runs and may be pressed again after a refusal. Without it a double tap saves once.
   */
  isSaving?: boolean;
  /** More fields under the quantity (the back-office's line note, its refusal). */
  children?: ReactNode;
};

/**
 * The customer's item editor (spec §2 "Item editor overlay") without its frame: the storefront
 * shows it in a modal dialog, the back-office's product form as a live preview of the product
 * being edited. For step-by-step products one part per step: the back arrow goes a step back and
 * cancels at step 0; forward ('Zum nächsten Schritt') only when the step is valid and not the last;
 * 'Zum Warenkorb hinzufügen' when the item is valid. The line price is live (domain priceLine).
 */
export function ItemEditorSheet({
  product,
  item,
  method,
  currency,
  titleId,
  uploadFile,
  onSave,
  onCancel,
  saveLabel = de.ordering.editor.addToCart,
  isSaving,
  children,
}: ItemEditorSheetProps) {
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
  const isFirstStep = !isStepByStep || navigation.stepIndex === 0;
  // spec §5 lead times respected: the customer learns it before the date picker refuses a day.
  const leadTime = leadTimeLabel(product);

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
  const linePrice = priceLine(line, method);
  const price = product.isPriceHidden
    ? de.ordering.priceOnRequest
    : priceLabel(linePrice.gross, linePrice.calculationModel, currency);
  // Pfand beside the price, never inside it (docs/decisions/046-deposits-and-credit-notes.md).
  const deposit = linePrice.deposit.gross;
  const optionLabels = labelSumText(itemLabels(line));
  const referencePrice = productReferencePriceLabel(
    product,
    currency,
    unitPriceWithModifiers(line),
  );

  return (
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
        {image && isFirstStep ? (
          <img
            className={styles.image}
            src={productImageUrl(image)}
            alt=""
            width={PRODUCT_IMAGE_SIZE.width}
            height={PRODUCT_IMAGE_SIZE.height}
            decoding="async"
          />
        ) : null}
        <h2 id={titleId} className={styles.title}>
          {product.name}
        </h2>
        {product.description && isFirstStep ? (
          <p className={styles.description}>{truncateText(product.description, 400)}</p>
        ) : null}
        {product.allergens && isFirstStep ? (
          <p className={styles.allergens}>{de.ordering.allergens(product.allergens)}</p>
        ) : null}
        {leadTime && isFirstStep ? <p className={styles.leadTime}>{leadTime}</p> : null}

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
              unit={product.unit}
              uploadFile={uploadFile}
              onChange={onPartChange}
              onUploadingChange={onUploadingChange}
            />
          ) : null;
        })}

        <QuantityField draft={draft} dispatch={dispatch} />
        {children}
      </div>

      <div className={styles.footer}>
        <p className={styles.price}>
          <span className={styles.priceLabel}>{de.ordering.editor.price}</span>
          <output className={styles.priceValue} aria-live="polite">
            {price}
          </output>
          {deposit > 0 ? (
            <span className={styles.referencePrice} data-testid="item-deposit">
              {de.ordering.deposit(formatMoney(deposit, currency))}
            </span>
          ) : null}
          {referencePrice ? (
            <span className={styles.referencePrice}>
              {de.ordering.referencePrice(referencePrice)}
            </span>
          ) : null}
          {optionLabels ? (
            <span className={styles.referencePrice} data-testid="option-allergens">
              {de.ordering.optionAllergens(optionLabels)}
            </span>
          ) : null}
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
            disabled={isUploading || isSaving === true || !isItemValid(line)}
            aria-busy={isSaving === true}
            onClick={() => {
              if (isSaving === undefined && isSaved.current) return; // a double tap adds once
              isSaved.current = true;
              onSave(line);
            }}
          >
            {saveLabel}
          </button>
        ) : (
          <p className={styles.missing}>
            {isStepByStep ? de.ordering.editor.chooseToContinue : de.ordering.editor.completeToAdd}
          </p>
        )}
      </div>
    </div>
  );
}
