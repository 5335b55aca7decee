import type { ReactNode } from 'react';
import styles from './field.module.css';

/** The accessibility attributes a control inside a Field needs. */
export type ControlProps = {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
};

type FieldProps = {
  id: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  isRequired?: boolean;
  /** A group of controls (checkboxes) gets a fieldset and legend instead of a label. */
  isGroup?: boolean;
  /** true: the control labels itself (a checkbox whose text says the same as the label). */
  hasOwnLabel?: boolean;
  className?: string;
  children: (control: ControlProps) => ReactNode;
};

/** Label, control, hint and the field's error message, wired together for screen readers. */
export function Field({
  id,
  label,
  hint,
  error,
  isRequired = false,
  isGroup = false,
  hasOwnLabel = false,
  className,
  children,
}: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  const control: ControlProps = {
    id,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(error ? { 'aria-invalid': true as const } : {}),
    ...(isRequired && !isGroup ? { 'aria-required': true as const } : {}),
  };
  // The star comes from CSS with an empty alternative text: aria-required tells screen readers.
  const labelClass = [styles.label, isRequired ? styles.isRequired : ''].filter(Boolean).join(' ');
  const extra = (
    <>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </>
  );
  const classes = [styles.field, error ? styles.invalid : '', className].filter(Boolean).join(' ');
  if (isGroup) {
    return (
      <fieldset className={classes} aria-describedby={describedBy}>
        <legend className={labelClass}>{label}</legend>
        {children(control)}
        {extra}
      </fieldset>
    );
  }
  return (
    <div className={classes}>
      {hasOwnLabel ? null : (
        <label className={labelClass} htmlFor={id}>
          {label}
        </label>
      )}
      {children(control)}
      {extra}
    </div>
  );
}
