import {
  ADDITIVES,
  type AdditiveCode,
  ALLERGENS,
  type AllergenCode,
  MODIFIERS,
  type Modifier,
  PART_TYPES,
  type PartType,
  UNITS,
  type Unit,
  unitLabel,
  unitTypeOf,
} from '@shop/domain';
import { de } from '../../../i18n/de.ts';
import { centsOf, moneyText } from '../fields/common-fields.tsx';
import styles from '../fields/fields.module.css';
import type { CustomFieldProps } from '../resource/define-resource.ts';
import { invalidProps, RowMessages, rowErrorsOf } from '../resource/row-errors.tsx';
import { RowsEditor } from '../resource/rows-editor.tsx';

const t = de.backofficeCatalogue.products;

/** A part option as the form holds it: the amount as typed ("1,50"). */
export type OptionRow = {
  name: string;
  modifier: Modifier;
  value: string;
  /** LMIV / LMZDV codes (docs/decisions/032-unit-prices-allergens-additives.md). */
  allergens?: AllergenCode[];
  additives?: AdditiveCode[];
  /** Pfand per unit while chosen, as typed (docs/decisions/046-deposits-and-credit-notes.md). */
  deposit?: string;
};
/** spec §3 Configurable part as the form holds it. */
export type PartRow = {
  name: string;
  description: string;
  type: PartType;
  optional: boolean;
  options: OptionRow[];
};

const SELECT_TYPES: readonly PartType[] = ['select', 'multiselect'];

const newPart = (): PartRow => ({
  name: '',
  description: '',
  type: 'select',
  optional: false,
  options: [],
});
const newOption = (): OptionRow => ({ name: '', modifier: 'add', value: '0,00' });

/** Form rows of a product's parts (cents → "1,50"). */
export function partRows(
  parts: readonly {
    name: string;
    description?: string | null | undefined;
    type: PartType;
    optional: boolean;
    options: readonly {
      name: string;
      modifier: Modifier;
      value: number;
      allergens?: AllergenCode[] | undefined;
      additives?: AdditiveCode[] | undefined;
      deposit?: number | undefined;
    }[];
  }[],
): PartRow[] {
  return parts.map((part) => ({
    name: part.name,
    description: part.description ?? '',
    type: part.type,
    optional: part.optional,
    options: part.options.map(({ deposit, ...option }) => ({
      ...option,
      value: moneyText(option.value),
      ...(deposit ? { deposit: moneyText(deposit) } : {}),
    })),
  }));
}

/**
 * The parts as the body and the preview take them; options only for select types. An amount that
 * is not one stays text so the contract marks it (the preview counts it as 0).
 */
export function partsBody(rows: readonly PartRow[], forPreview = false) {
  return rows.map((row) => ({
    name: row.name,
    description: row.description,
    type: row.type,
    optional: row.optional,
    options: SELECT_TYPES.includes(row.type)
      ? row.options.map(({ deposit, ...option }) => {
          const cents = centsOf(option.value);
          const depositCents = centsOf(deposit ?? '');
          const depositValue =
            deposit === undefined || deposit.trim() === ''
              ? {}
              : { deposit: depositCents ?? (forPreview ? 0 : deposit) };
          return { ...option, value: cents ?? (forPreview ? 0 : option.value), ...depositValue };
        })
      : [],
  }));
}

/**
 * spec §3 config.parts: name, description, type, optional, options with add/subtract/overwrite
 * modifiers; parts and options reorder by dragging or with the move buttons.
 */
export function PartsField({ id, name, value, values, errors, onChange }: CustomFieldProps) {
  const parts = Array.isArray(value) ? (value as PartRow[]) : [];
  const amountLabel = optionAmountLabel(values.unit);
  return (
    <RowsEditor
      rows={parts}
      onChange={onChange}
      newRow={newPart}
      addLabel={t.addPart}
      isSortable
      rowLabel={(part, index) => t.partLabel(part.name, index + 1)}
      renderRow={(part, index, update) => {
        const prefix = `${name}.parts.${index}`;
        // Only the wrong input is marked, with its own message; an option's sit in its row.
        const rowErrors = rowErrorsOf(errors, prefix);
        const messageId = `${id}-${index}-errors`;
        return (
          <div className={styles.hours}>
            <div className={styles.gridRow}>
              <label className={`${styles.inline} ${styles.grow}`}>
                <span>{t.partName}</span>
                <input
                  id={index === 0 ? id : undefined}
                  value={part.name}
                  {...invalidProps(rowErrors, 'name', messageId)}
                  onChange={(event) => update({ ...part, name: event.target.value })}
                />
              </label>
              <label className={styles.inline}>
                <span>{t.partType}</span>
                <select
                  aria-label={t.partType}
                  value={part.type}
                  onChange={(event) => update({ ...part, type: event.target.value as PartType })}
                >
                  {PART_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {t.partTypes[type]}
                    </option>
                  ))}
                </select>
              </label>
              <label className={styles.checkInline}>
                <input
                  type="checkbox"
                  checked={part.optional}
                  onChange={(event) => update({ ...part, optional: event.target.checked })}
                />
                <span>{t.optional}</span>
              </label>
            </div>
            <label className={styles.inline}>
              <span>{t.partDescription}</span>
              <input
                value={part.description}
                onChange={(event) => update({ ...part, description: event.target.value })}
              />
            </label>
            {SELECT_TYPES.includes(part.type) ? (
              <fieldset className={styles.copyDays}>
                <legend>{t.options}</legend>
                <OptionsRows
                  idPrefix={`${id}-${index}`}
                  options={part.options}
                  errors={errors}
                  prefix={`${prefix}.options`}
                  amountLabel={amountLabel}
                  onChange={(options) => update({ ...part, options })}
                />
              </fieldset>
            ) : null}
            <RowMessages id={messageId} rowErrors={rowErrors} labels={PART_LABELS} />
          </div>
        );
      }}
    />
  );
}

/** The inputs a row's message names. */
const PART_LABELS = { name: t.partName, type: t.partType, description: t.partDescription };
const OPTION_LABELS = {
  name: t.optionName,
  modifier: t.modifier,
  value: t.optionValue,
  deposit: t.optionDeposit,
};

/**
 * "Betrag (€)", or "Betrag (€ / kg)" on a product sold by weight, volume, …: a modifier changes
 * the unit price (domain unitPriceWithModifiers), so the amount counts per unit.
 */
function optionAmountLabel(unit: unknown): string {
  const known = (UNITS as readonly unknown[]).includes(unit) ? (unit as Unit) : null;
  const perUnit = known && unitTypeOf(known) !== 'amount' ? ` / ${unitLabel(known)}` : '';
  return `${t.optionValue} (€${perUnit})`;
}

function OptionsRows({
  idPrefix,
  options,
  errors,
  prefix,
  amountLabel,
  onChange,
}: {
  idPrefix: string;
  options: OptionRow[];
  errors: Readonly<Record<string, string>>;
  /** The options' error path (`config.parts.0.options`). */
  prefix: string;
  amountLabel: string;
  onChange: (options: OptionRow[]) => void;
}) {
  return (
    <RowsEditor
      rows={options}
      onChange={onChange}
      newRow={newOption}
      addLabel={t.addOption}
      isSortable
      rowLabel={(option, index) => t.optionLabel(option.name, index + 1)}
      renderRow={(option, index, update) => {
        const rowErrors = rowErrorsOf(errors, `${prefix}.${index}`);
        const messageId = `${idPrefix}-option-${index}-errors`;
        // An amount that cannot be read is marked while typing (the schema says why on saving).
        const isUnreadable = option.value.trim() !== '' && centsOf(option.value) === null;
        const valueProps = rowErrors.value
          ? invalidProps(rowErrors, 'value', messageId)
          : isUnreadable
            ? { 'aria-invalid': true as const }
            : {};
        return (
          <div className={styles.gridRow}>
            <label className={`${styles.inline} ${styles.grow}`}>
              <span>{t.optionName}</span>
              <input
                value={option.name}
                {...invalidProps(rowErrors, 'name', messageId)}
                onChange={(event) => update({ ...option, name: event.target.value })}
              />
            </label>
            <label className={styles.inline}>
              <span>{t.modifier}</span>
              <select
                aria-label={t.modifier}
                value={option.modifier}
                onChange={(event) =>
                  update({ ...option, modifier: event.target.value as Modifier })
                }
              >
                {MODIFIERS.map((modifier) => (
                  <option key={modifier} value={modifier}>
                    {t.modifiers[modifier]}
                  </option>
                ))}
              </select>
            </label>
            <label className={styles.inline}>
              <span>{amountLabel}</span>
              <input
                inputMode="decimal"
                value={option.value}
                {...valueProps}
                onChange={(event) => update({ ...option, value: event.target.value })}
              />
            </label>
            <label className={styles.inline}>
              <span>{t.optionDeposit}</span>
              <input
                inputMode="decimal"
                value={option.deposit ?? ''}
                {...invalidProps(rowErrors, 'deposit', messageId)}
                onChange={(event) => update({ ...option, deposit: event.target.value })}
              />
            </label>
            <OptionLabels option={option} onChange={update} />
            <RowMessages id={messageId} rowErrors={rowErrors} labels={OPTION_LABELS} />
          </div>
        );
      }}
    />
  );
}

/** Toggles a code in a list, keeping the law's order of the full list. */
function toggled<Code extends string>(
  all: readonly { code: Code }[],
  chosen: readonly Code[] | undefined,
  code: Code,
): Code[] {
  const set = new Set(chosen ?? []);
  if (set.has(code)) set.delete(code);
  else set.add(code);
  return all.map((entry) => entry.code).filter((entry) => set.has(entry));
}

/** An option's allergens and additives as checkboxes, folded (LMIV, LMZDV; decision 032). */
function OptionLabels({
  option,
  onChange,
}: {
  option: OptionRow;
  onChange: (option: OptionRow) => void;
}) {
  const count = (option.allergens?.length ?? 0) + (option.additives?.length ?? 0);
  return (
    <details className={styles.grow}>
      <summary>{t.optionLabels(count)}</summary>
      <fieldset>
        <legend>{t.allergens}</legend>
        {ALLERGENS.map((entry) => (
          <label key={entry.code} className={styles.inline}>
            <input
              type="checkbox"
              checked={option.allergens?.includes(entry.code) ?? false}
              onChange={() =>
                onChange({ ...option, allergens: toggled(ALLERGENS, option.allergens, entry.code) })
              }
            />
            <span>{entry.name}</span>
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>{t.additives}</legend>
        {ADDITIVES.map((entry) => (
          <label key={entry.code} className={styles.inline}>
            <input
              type="checkbox"
              checked={option.additives?.includes(entry.code) ?? false}
              onChange={() =>
                onChange({ ...option, additives: toggled(ADDITIVES, option.additives, entry.code) })
              }
            />
            <span>{entry.name}</span>
          </label>
        ))}
      </fieldset>
    </details>
  );
}
