import { type FormEvent, useId, useState } from 'react';
import { de } from '../../../../i18n/de.ts';
import { ActionButton } from '../../ui/action-button.tsx';
import { Notice } from '../../ui/notice.tsx';
import styles from './frontdesk.module.css';

const t = de.backofficeOrders.frontdesk;

/** Asks for the branch's key when the tablet has none (or it was refused). */
export function FrontdeskKeyForm({
  error,
  onKey,
}: {
  error: string | null;
  onKey: (key: string) => void;
}) {
  const id = useId();
  const [value, setValue] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (value.trim()) onKey(value.trim());
  };
  return (
    <main className={styles.keyScreen}>
      <form className={styles.keyForm} onSubmit={onSubmit}>
        <h1 className={styles.title}>{t.keyTitle}</h1>
        <p>{t.keyIntro}</p>
        {error ? <Notice tone="error">{error}</Notice> : null}
        <label htmlFor={id}>{t.keyField}</label>
        <input
          id={id}
          value={value}
          autoComplete="off"
          onChange={(event) => setValue(event.target.value)}
        />
        <ActionButton type="submit" variant="primary" disabled={!value.trim()}>
          {t.keySubmit}
        </ActionButton>
      </form>
    </main>
  );
}
