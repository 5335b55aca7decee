import { useCallback, useMemo, useState } from 'react';
import type { ApiErrorEntry } from '../../../lib/api-client.ts';

/**
 * The errors of the last submit (spec §8 Checkout): the list shown at the top, and per field the
 * first message for highlighting. `shown` counts how often a list was shown, so the page can
 * scroll up each time. Editing a field takes its highlight away.
 */
export function useCheckoutErrors(initial: readonly ApiErrorEntry[]) {
  const [errors, setErrors] = useState<readonly ApiErrorEntry[]>(initial);
  const [shown, setShown] = useState(initial.length > 0 ? 1 : 0);
  const show = useCallback((next: readonly ApiErrorEntry[]) => {
    setErrors(next);
    setShown((count) => count + 1);
  }, []);
  const clearField = useCallback((field: string) => {
    setErrors((current) =>
      current.some((error) => error.field === field)
        ? current.filter((error) => error.field !== field)
        : current,
    );
  }, []);
  /** Keeps only the errors that still apply (after the order type changed). */
  const retain = useCallback((applies: (error: ApiErrorEntry) => boolean) => {
    setErrors((current) => (current.every(applies) ? current : current.filter(applies)));
  }, []);
  const byField = useMemo(() => {
    const map = new Map<string, string>();
    for (const error of errors) {
      if (error.field && !map.has(error.field)) map.set(error.field, error.message);
    }
    return map;
  }, [errors]);
  return {
    errors,
    shown,
    show,
    clearField,
    retain,
    errorFor: (field: string) => byField.get(field),
  };
}

export type CheckoutErrors = ReturnType<typeof useCheckoutErrors>;
