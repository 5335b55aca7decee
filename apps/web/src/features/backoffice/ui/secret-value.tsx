import { useId } from 'react';
import { ActionButton } from './action-button.tsx';
import styles from './secret-value.module.css';

/**
 * A secret shown once (secret-value.module.css): its label, the value in a read-only field that
 * selects itself on focus, and a copy button whose text says when it was copied. The caller
 * copies (and decides when it counts as copied).
 */
export function SecretValue({
  label,
  value,
  isCopied,
  copyLabel,
  copiedLabel,
  onCopy,
}: {
  label: string;
  value: string;
  isCopied: boolean;
  copyLabel: string;
  copiedLabel: string;
  onCopy: () => void;
}) {
  const id = useId();
  return (
    <div className={styles.row}>
      <label htmlFor={id}>{label}</label>
      <div className={styles.value}>
        <input id={id} readOnly value={value} onFocus={(event) => event.target.select()} />
        <ActionButton size="sm" onClick={onCopy}>
          {isCopied ? copiedLabel : copyLabel}
        </ActionButton>
      </div>
    </div>
  );
}
