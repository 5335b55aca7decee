import { type FormEvent, useId, useState } from 'react';
import { ActionButton } from './action-button.tsx';
import { Notice } from './notice.tsx';
import styles from './tablet-screen.module.css';

/**
 * Asks a tablet page (front desk, kitchen display) once for its key or secret, when the device
 * has none stored or the server refused it.
 */
export function SecretSetupForm({
  title,
  intro,
  fieldLabel,
  submitLabel,
  error,
  onSecret,
}: {
  title: string;
  intro: string;
  fieldLabel: string;
  submitLabel: string;
  error: string | null;
  onSecret: (secret: string) => void;
}) {
  const id = useId();
  const [value, setValue] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (value.trim()) onSecret(value.trim());
  };
  return (
    <main className={styles.keyScreen}>
      <form className={styles.keyForm} onSubmit={onSubmit}>
        <h1 className={styles.title}>{title}</h1>
        <p>{intro}</p>
        {error ? <Notice tone="error">{error}</Notice> : null}
        <label htmlFor={id}>{fieldLabel}</label>
        <input
          id={id}
          value={value}
          autoComplete="off"
          onChange={(event) => setValue(event.target.value)}
        />
        <ActionButton type="submit" variant="primary" disabled={!value.trim()}>
          {submitLabel}
        </ActionButton>
      </form>
    </main>
  );
}
