import { de } from '../../../i18n/de.ts';
import fieldStyles from '../fields/fields.module.css';
import type { CustomFieldProps } from '../resource/define-resource.ts';
import styles from './settings.module.css';

const t = de.backofficeCatalogue.settings;

/** A provider key as the form holds it: never the stored key, only its mask and what is typed. */
export type SecretValue = { masked: string | null; input: string; isRemoved: boolean };

export const secretValue = (masked: string | null): SecretValue => ({
  masked,
  input: '',
  isRemoved: false,
});

/** The body's value: a new key, null to remove it, undefined (left out) to keep it. */
export function secretBody(value: SecretValue): string | null | undefined {
  if (value.isRemoved) return null;
  return value.input.trim() ? value.input.trim() : undefined;
}

/** A write-only key: shows "••••1234" when stored, takes a new one, or removes it. */
export function SecretField({ id, value, control, onChange }: CustomFieldProps) {
  const secret = value as SecretValue;
  return (
    <div className={styles.secret}>
      <input
        {...control}
        id={id}
        type="password"
        autoComplete="new-password"
        value={secret.input}
        disabled={secret.isRemoved}
        placeholder={secret.masked ?? ''}
        onChange={(event) => onChange({ ...secret, input: event.target.value })}
      />
      <p className={fieldStyles.hint}>
        {secret.isRemoved ? t.secretRemoved : t.secretHint(secret.masked)}
      </p>
      {secret.masked ? (
        <label className={fieldStyles.checkInline}>
          <input
            type="checkbox"
            checked={secret.isRemoved}
            onChange={(event) =>
              onChange({ ...secret, input: '', isRemoved: event.target.checked })
            }
          />
          <span>{t.removeSecret}</span>
        </label>
      ) : null}
    </div>
  );
}
