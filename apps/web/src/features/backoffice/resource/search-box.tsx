import { useEffect, useState } from 'react';
import { Icon } from '../shell/icons.tsx';
import styles from './resource-list-page.module.css';

const SEARCH_DELAY_MS = 300;

type SearchBoxProps = {
  label: string;
  placeholder: string;
  value: string;
  onSearch: (value: string) => void;
};

/** The list's search field; the search starts 300 ms after the last key. */
export function SearchBox({ label, placeholder, value, onSearch }: SearchBoxProps) {
  const [text, setText] = useState(value);
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = window.setTimeout(() => onSearch(text.trim()), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  });
  return (
    <search className={styles.search}>
      <Icon name="search" size={18} />
      <input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
    </search>
  );
}
