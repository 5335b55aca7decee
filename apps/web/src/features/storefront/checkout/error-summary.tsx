import { useEffect, useRef } from 'react';
import { de } from '../../../i18n/de.ts';
import type { ApiErrorEntry } from '../../../lib/api-client.ts';
import styles from './checkout.module.css';
import { fieldId } from './fields.tsx';

type ErrorSummaryProps = {
  errors: readonly ApiErrorEntry[];
  /** Counts the submits that showed errors: each one scrolls up again. */
  shown: number;
  /** The label of a field the form shows, or of an order line (`items.0.amount` → its product). */
  labelOf: (field: string) => string | null;
};

/**
 * spec §8 Checkout: the error list at the top; the page scrolls up to it. A named field links to
 * its control, which is highlighted in the form.
 */
export function ErrorSummary({ errors, shown, labelOf }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (shown === 0) return;
    window.scrollTo({ top: 0 });
    ref.current?.focus({ preventScroll: true });
  }, [shown]);
  if (errors.length === 0) return null;
  const hasFields = errors.some((error) => error.field && labelOf(error.field));
  return (
    <div ref={ref} className={styles.errors} role="alert" tabIndex={-1}>
      {hasFields ? <p className={styles.errorsTitle}>{de.checkout.errors.title}</p> : null}
      <ul>
        {errors.map((error, index) => {
          const label = error.field ? labelOf(error.field) : null;
          const isLine = error.field?.startsWith('items.') ?? false;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the server's list, in its order
            <li key={index}>
              {label && isLine ? `${label}: ${error.message}` : null}
              {label && !isLine && error.field ? (
                <>
                  <a
                    href={`#${fieldId(error.field)}`}
                    onClick={(event) => {
                      event.preventDefault();
                      focusField(error.field ?? '');
                    }}
                  >
                    {label}
                  </a>
                  : {error.message}
                </>
              ) : null}
              {label ? null : error.message}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function focusField(field: string) {
  const element = document.getElementById(fieldId(field));
  element?.scrollIntoView({ block: 'center' });
  const control = element?.matches('fieldset') ? element.querySelector('input') : element;
  control?.focus({ preventScroll: true });
}
