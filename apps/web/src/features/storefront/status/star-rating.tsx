import { de } from '../../../i18n/de-storefront.ts';
import styles from './status.module.css';

type StarRatingProps = {
  name: string;
  label: string;
  max: number;
  value: number | null;
  error?: string;
  onChange: (value: number) => void;
};

/** spec §9 star ratings 1 to 5: a group of radio buttons drawn as stars (arrow keys move). */
export function StarRating({ name, label, max, value, error, onChange }: StarRatingProps) {
  const errorId = `${name}-error`;
  return (
    <fieldset
      className={error ? `${styles.stars} ${styles.starsInvalid}` : styles.stars}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className={styles.starsLegend}>{label}</legend>
      <div className={styles.starRow}>
        {Array.from({ length: max }, (_, index) => index + 1).map((count) => {
          // Empty (an outline) until chosen: docs/decisions/017-customer-journey-comfort.md.
          const isFilled = value !== null && count <= value;
          return (
            <label key={count} className={styles.star} data-filled={isFilled}>
              <input
                type="radio"
                name={name}
                value={count}
                checked={value === count}
                onChange={() => onChange(count)}
              />
              <span aria-hidden="true">{isFilled ? '★' : '☆'}</span>
              <span className={styles.visuallyHidden}>{de.status.questionnaire.star(count)}</span>
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
