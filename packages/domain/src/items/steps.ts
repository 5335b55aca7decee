import type { CartItem } from './cart-item.ts';
import { isItemValid } from './item-validation.ts';
import { isPartValid, type PartValueInput } from './parts.ts';

/** What the item editor offers at a step (spec §2 Item editor overlay). */
export type StepNavigation = {
  readonly stepIndex: number;
  readonly stepCount: number;
  readonly isLastStep: boolean;
  readonly isStepValid: boolean;
  /** Forward arrow / 'Zum nächsten Schritt': current step valid and not the last. */
  readonly canGoForward: boolean;
  /** 'Zum Warenkorb hinzufügen': offered when forward is not, and the item is valid. */
  readonly canAddToCart: boolean;
  /** The back arrow cancels at step 0 and goes one step back otherwise. */
  readonly backAction: 'cancel' | 'previousStep';
};

type ItemLike = Pick<CartItem, 'product' | 'amount'> & {
  readonly parts: readonly PartValueInput[];
};

/** True when the product is configured step by step: one step per part. */
export function isStepByStep(item: ItemLike): boolean {
  const { product } = item;
  return product.isStepByStep && product.type === 'configurable' && product.config.parts.length > 0;
}

/** Navigation state of the item editor at a step index (clamped to the existing steps). */
export function stepNavigation(item: ItemLike, stepIndex: number): StepNavigation {
  const isItemComplete = isItemValid(item);
  if (!isStepByStep(item)) {
    const base = { stepIndex: 0, stepCount: 0, isLastStep: true, isStepValid: isItemComplete };
    return { ...base, canGoForward: false, canAddToCart: isItemComplete, backAction: 'cancel' };
  }
  const parts = item.product.config.parts;
  const index = Math.min(Math.max(0, Math.trunc(stepIndex) || 0), parts.length - 1);
  const isLastStep = index === parts.length - 1;
  const part = parts[index];
  const isStepValid = part !== undefined && isPartValid(part, item.parts[index]);
  const canGoForward = isStepValid && !isLastStep;
  return {
    stepIndex: index,
    stepCount: parts.length,
    isLastStep,
    isStepValid,
    canGoForward,
    canAddToCart: !canGoForward && isItemComplete,
    backAction: index === 0 ? 'cancel' : 'previousStep',
  };
}

/** The step after pressing forward; stays put when forward is not allowed. */
export function nextStepIndex(item: ItemLike, stepIndex: number): number {
  const navigation = stepNavigation(item, stepIndex);
  return navigation.canGoForward ? navigation.stepIndex + 1 : navigation.stepIndex;
}

/** The result of pressing back: cancel at step 0 (spec §2), else the previous step. */
export function previousStep(
  stepIndex: number,
): { readonly kind: 'cancel' } | { readonly kind: 'step'; readonly stepIndex: number } {
  return stepIndex <= 0 ? { kind: 'cancel' } : { kind: 'step', stepIndex: stepIndex - 1 };
}
