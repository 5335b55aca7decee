import { formatMoneyInput, parseMoneyInput } from '@shop/domain';
import type { ReactNode } from 'react';
import { de } from '../../../i18n/de.ts';
import type {
  ColumnDefinition,
  FieldDefinition,
  FormValue,
  FormValues,
} from '../resource/define-resource.ts';
import styles from '../settings/users/users.module.css';
import { HoursField } from './hours-field.tsx';
import { MultipleImagesField, SingleImageField } from './image-field.tsx';

/**
 * Columns and fields several catalogue screens share (name, identifier, enabled, position,
 * schedule, images, prices), so every entity declaration names them instead of repeating them.
 */

const c = de.backofficeCatalogue.common;

/** A green "Aktiv" / grey "Inactive" badge. */
export function EnabledBadge({ isEnabled, label }: { isEnabled: boolean; label?: ReactNode }) {
  return (
    <span className={`${styles.badge} ${isEnabled ? styles.on : styles.off}`}>
      {label ?? (isEnabled ? c.enabled : c.disabled)}
    </span>
  );
}

/** The primary column: the entity's name, linking to its form, with an optional second line. */
export function nameColumn<Entity extends { name: string }>(
  secondary?: (entity: Entity) => ReactNode,
): ColumnDefinition<Entity> {
  return {
    key: 'name',
    label: c.name,
    sortField: 'name',
    isPrimary: true,
    render: (entity) => entity.name,
    ...(secondary ? { secondary } : {}),
  };
}

export function enabledColumn<Entity extends { isEnabled: boolean }>(): ColumnDefinition<Entity> {
  return {
    key: 'isEnabled',
    label: c.status,
    sortField: 'isEnabled',
    render: (entity) => <EnabledBadge isEnabled={entity.isEnabled} />,
  };
}

type Field<Values extends FormValues> = FieldDefinition<Values>;
type Name<Values extends FormValues> = keyof Values & string;

export const nameField = <Values extends FormValues>(): Field<Values> => ({
  name: 'name' as Name<Values>,
  label: c.name,
  type: 'text',
  isRequired: true,
});

export const identifierField = <Values extends FormValues>(
  hint = c.identifierHint,
): Field<Values> => ({
  name: 'identifier' as Name<Values>,
  label: c.identifier,
  type: 'text',
  isRequired: true,
  hint,
});

export const descriptionField = <Values extends FormValues>(
  label = c.description,
): Field<Values> => ({
  name: 'description' as Name<Values>,
  label,
  type: 'textarea',
});

export const enabledField = <Values extends FormValues>(
  checkboxLabel: string = c.isEnabled,
): Field<Values> => ({
  name: 'isEnabled' as Name<Values>,
  label: c.status,
  type: 'checkbox',
  checkboxLabel,
});

export const positionField = <Values extends FormValues>(): Field<Values> => ({
  name: 'position' as Name<Values>,
  label: c.position,
  type: 'number',
  hint: c.positionHint,
});

/** spec §3 schedule (categories, products): hours rows; none means always available. */
export const scheduleField = <Values extends FormValues>(): Field<Values> => ({
  name: 'schedule' as Name<Values>,
  label: c.schedule,
  type: 'custom',
  component: HoursField,
  isWide: true,
  hint: c.scheduleHint,
});

/** spec §3 isVisibleWhenUnavailable: shown greyed outside the schedule. */
export const visibleWhenUnavailableField = <Values extends FormValues>(): Field<Values> => ({
  name: 'isVisibleWhenUnavailable' as Name<Values>,
  label: c.visibility,
  type: 'checkbox',
  checkboxLabel: c.isVisibleWhenUnavailable,
});

export const imageField = <Values extends FormValues>(
  name: Name<Values>,
  label: string = c.image,
): Field<Values> => ({ name, label, type: 'custom', component: SingleImageField, isWide: true });

export const imagesField = <Values extends FormValues>(
  name: Name<Values>,
  label: string = c.images,
): Field<Values> => ({ name, label, type: 'custom', component: MultipleImagesField, isWide: true });

/** A price typed in euros with a comma ("12,50"); the body gets cents (domain parseMoneyInput). */
export const moneyField = <Values extends FormValues>(
  name: Name<Values>,
  label: string,
  options: { isRequired?: boolean; hint?: string } = {},
): Field<Values> => ({
  name,
  label,
  type: 'text',
  inputMode: 'decimal',
  placeholder: '0,00',
  hint: options.hint ?? c.euroHint,
  isRequired: options.isRequired ?? false,
  validate: (value) => {
    const text = typeof value === 'string' ? value.trim() : '';
    if (text === '') return null;
    return parseMoneyInput(text) === null ? c.invalidMoney : null;
  },
});

/** Form text of a price in cents ("12,50"), '' for none. */
export const moneyText = (cents: number | null | undefined) =>
  cents === null || cents === undefined ? '' : formatMoneyInput(cents);

/** Cents of a typed price; null for an empty field. */
export const centsOf = (value: FormValue | undefined): number | null => {
  const text = typeof value === 'string' ? value.trim() : '';
  return text === '' ? null : parseMoneyInput(text);
};

/** A number field's value for the body: null for empty, else the number (comma allowed). */
export const numberOf = (value: FormValue | undefined): number | null => {
  const text = typeof value === 'string' ? value.trim().replace(',', '.') : '';
  return text === '' ? null : Number(text);
};

/** A number for a text field ('' for null), with a German decimal comma. */
export const numberText = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value).replace('.', ',');

/** Option values of a multiselect from `{ id }` lists. */
export const idStrings = (items: readonly { id: number }[]) => items.map((item) => String(item.id));
