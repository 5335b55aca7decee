import type { InputHTMLAttributes, ReactNode } from 'react';
import { de } from '../../../i18n/de-storefront.ts';
import styles from './fields.module.css';

/** The id of a checkout field's control, also the target of the error list's links. */
export const fieldId = (name: string) => `checkout-${name}`;
const errorId = (name: string) => `checkout-${name}-error`;
const hintId = (name: string) => `checkout-${name}-hint`;

type FieldFrameProps = {
  name: string;
  label: string;
  isRequired?: boolean;
  hint?: ReactNode;
  error?: string;
  children: ReactNode;
};

/** Label (with '*' when required), the control, a hint and the field's error (spec §5). */
function FieldFrame({ name, label, isRequired, hint, error, children }: FieldFrameProps) {
  return (
    <div className={error ? `${styles.field} ${styles.invalid}` : styles.field}>
      <label className={styles.label} htmlFor={fieldId(name)}>
        {label}
        {isRequired ? <span aria-hidden="true"> {de.checkout.required}</span> : null}
      </label>
      {children}
      {hint ? (
        <p className={styles.hint} id={hintId(name)}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className={styles.error} id={errorId(name)}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** aria attributes that tie a control to its hint and error. */
function describedBy(name: string, hint: unknown, error: string | undefined) {
  const ids = [hint ? hintId(name) : null, error ? errorId(name) : null].filter(Boolean);
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': ids.length > 0 ? ids.join(' ') : undefined,
  } as const;
}

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'name'> & {
  name: string;
  label: string;
  value: string;
  isRequired?: boolean;
  hint?: ReactNode;
  error?: string;
  onValueChange: (value: string) => void;
  isMultiline?: boolean;
};

/** A text input (or textarea) of the checkout form. */
export function TextField({
  name,
  label,
  value,
  isRequired,
  hint,
  error,
  onValueChange,
  isMultiline,
  ...inputProps
}: TextFieldProps) {
  const common = {
    id: fieldId(name),
    name,
    value,
    required: isRequired,
    className: styles.input,
    ...describedBy(name, hint, error),
  };
  return (
    <FieldFrame name={name} label={label} isRequired={isRequired} hint={hint} error={error}>
      {isMultiline ? (
        <textarea
          {...common}
          rows={4}
          maxLength={inputProps.maxLength}
          onChange={(event) => onValueChange(event.target.value)}
        />
      ) : (
        <input
          type="text"
          {...common}
          {...inputProps}
          onChange={(event) => onValueChange(event.target.value)}
        />
      )}
    </FieldFrame>
  );
}

type SelectFieldProps = {
  name: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  /** A first, empty option ('Bitte wählen') while nothing is chosen. */
  placeholder?: string;
  isRequired?: boolean;
  error?: string;
  onValueChange: (value: string) => void;
};

/** A native select of the checkout form. */
export function SelectField({
  name,
  label,
  value,
  options,
  placeholder,
  isRequired,
  error,
  onValueChange,
}: SelectFieldProps) {
  return (
    <FieldFrame name={name} label={label} isRequired={isRequired} error={error}>
      <select
        id={fieldId(name)}
        name={name}
        className={styles.input}
        value={value}
        required={isRequired}
        {...describedBy(name, null, error)}
        onChange={(event) => onValueChange(event.target.value)}
      >
        {placeholder ? (
          <option value="" disabled>
            {placeholder}
          </option>
        ) : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

type ChoiceGroupProps<Value extends string> = {
  name: string;
  legend: string;
  value: Value | null;
  options: readonly { value: Value; label: string; description?: string }[];
  error?: string;
  /** The section heading says the same: keep the legend for screen readers only. */
  isLegendHidden?: boolean;
  onValueChange: (value: Value) => void;
};

/** A group of radio buttons drawn as selectable tiles (order type, payment method). */
export function ChoiceGroup<Value extends string>({
  name,
  legend,
  value,
  options,
  error,
  isLegendHidden,
  onValueChange,
}: ChoiceGroupProps<Value>) {
  return (
    <fieldset
      className={styles.choices}
      id={fieldId(name)}
      tabIndex={-1}
      {...describedBy(name, null, error)}
    >
      <legend className={isLegendHidden ? styles.visuallyHidden : styles.legend}>{legend}</legend>
      <div className={styles.tiles}>
        {options.map((option) => (
          <label key={option.value} className={styles.tile}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onValueChange(option.value)}
            />
            <span className={styles.tileText}>
              <span className={styles.tileLabel}>{option.label}</span>
              {option.description ? (
                <span className={styles.tileDescription}>{option.description}</span>
              ) : null}
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p className={styles.error} id={errorId(name)}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

type CheckboxFieldProps = {
  name: string;
  checked: boolean;
  label: ReactNode;
  error?: string;
  onCheckedChange: (checked: boolean) => void;
};

/** A required checkbox with its label (the legal confirmations). */
export function CheckboxField({
  name,
  checked,
  label,
  error,
  onCheckedChange,
}: CheckboxFieldProps) {
  return (
    <div className={error ? `${styles.checkbox} ${styles.invalid}` : styles.checkbox}>
      <input
        type="checkbox"
        id={fieldId(name)}
        name={name}
        checked={checked}
        required
        {...describedBy(name, null, error)}
        onChange={(event) => onCheckedChange(event.target.checked)}
      />
      <label htmlFor={fieldId(name)} className={styles.checkboxLabel}>
        {label}
        <span aria-hidden="true">{`\u00a0${de.checkout.required}`}</span>
      </label>
      {error ? (
        <p className={styles.error} id={errorId(name)}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
