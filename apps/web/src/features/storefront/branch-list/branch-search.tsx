import { type FormEvent, useId, useRef } from 'react';
import { de } from '../../../i18n/de-storefront.ts';
import styles from './branch-search.module.css';

type BranchSearchProps = {
  term: string;
  onTermChange: (term: string) => void;
  /** Called after a submit: the page scrolls to its info line. */
  onSubmit: () => void;
};

/** Narrow screens: below the tablet breakpoint (spec §9: 720 px). */
const NARROW_SCREEN = '(max-width: 719px)';

/**
 * spec §2 Branch list search field 'PLZ / Ort' (search plugin): filters while typing; a submit
 * blurs the field (closing the phone keyboard) and scrolls to the info line; on narrow screens
 * focusing the field scrolls it to the top so the results below stay in view (spec §4).
 */
export function BranchSearch({ term, onTermChange, onSubmit }: BranchSearchProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();

  const onFormSubmit = (event: FormEvent) => {
    event.preventDefault();
    inputRef.current?.blur();
    onSubmit();
  };

  const onFocus = () => {
    if (!window.matchMedia(NARROW_SCREEN).matches) return;
    inputRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };

  return (
    <search className={styles.search}>
      <form className={styles.form} onSubmit={onFormSubmit}>
        <label className={styles.visuallyHidden} htmlFor={inputId}>
          {de.branchList.search.label}
        </label>
        <SearchIcon />
        <input
          ref={inputRef}
          id={inputId}
          className={styles.input}
          type="search"
          inputMode="search"
          autoComplete="off"
          enterKeyHint="search"
          placeholder={de.branchList.search.placeholder}
          value={term}
          onChange={(event) => onTermChange(event.target.value)}
          onFocus={onFocus}
        />
        <button className={styles.submit} type="submit">
          {de.branchList.search.submit}
        </button>
      </form>
    </search>
  );
}

function SearchIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="m16.5 16.5 4 4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
