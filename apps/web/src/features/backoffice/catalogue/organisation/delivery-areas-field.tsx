import { parsePostcodeList } from '@shop/domain';
import { de } from '../../../../i18n/de.ts';
import { centsOf, moneyText, numberOf, numberText } from '../../fields/common-fields.tsx';
import styles from '../../fields/fields.module.css';
import type { CustomFieldProps } from '../../resource/define-resource.ts';
import { invalidProps, RowMessages, rowErrorsOf } from '../../resource/row-errors.tsx';
import { RowsEditor } from '../../resource/rows-editor.tsx';

const t = de.backofficeCatalogue.branches;
const c = de.backofficeCatalogue.common;

/** A delivery area as the form holds it: money as typed text ("3,50"), tax as text. */
export type DeliveryAreaRow = {
  id?: number;
  area: string;
  price: string;
  tax: string;
  free: boolean;
  minimumOrderValue: string;
  freeFromOrderValue: string;
  /** The postcodes as typed ('80801, 80802'), docs/decisions/016. */
  postcodes: string;
};

export const newDeliveryArea = (): DeliveryAreaRow => ({
  area: '',
  price: '0,00',
  tax: '19',
  free: false,
  minimumOrderValue: '',
  freeFromOrderValue: '',
  postcodes: '',
});

/** The form rows of a branch's areas (cents → "12,50"). */
export function deliveryAreaRows(
  areas: readonly {
    id: number;
    area: string;
    price: number;
    tax: number;
    free: boolean;
    minimumOrderValue: number | null;
    freeFromOrderValue: number | null;
    postcodes: readonly string[];
  }[],
): DeliveryAreaRow[] {
  return areas.map((area) => ({
    id: area.id,
    area: area.area,
    price: moneyText(area.price),
    tax: numberText(area.tax),
    free: area.free,
    minimumOrderValue: moneyText(area.minimumOrderValue),
    freeFromOrderValue: moneyText(area.freeFromOrderValue),
    postcodes: area.postcodes.join(', '),
  }));
}

/**
 * The body's areas (spec §3 deliveryAreas). A price that is not an amount stays text, so the
 * contract's check marks the row instead of sending a wrong number.
 */
export function deliveryAreasBody(rows: readonly DeliveryAreaRow[]) {
  const money = (text: string) => (text.trim() === '' ? null : (centsOf(text) ?? text));
  // Text that is no number is sent as typed, so the contract names the field ("Bitte … Zahl").
  const typedNumber = (text: string) => {
    const number = numberOf(text);
    return number === null || Number.isNaN(number) ? text : number;
  };
  return rows.map((row) => ({
    ...(row.id ? { id: row.id } : {}),
    area: row.area,
    price: money(row.price) ?? 0,
    tax: typedNumber(row.tax),
    free: row.free,
    minimumOrderValue: money(row.minimumOrderValue),
    freeFromOrderValue: money(row.freeFromOrderValue),
    postcodes: parsePostcodeList(row.postcodes),
  }));
}

const MONEY_FIELDS = [
  ['price', t.price],
  ['minimumOrderValue', t.minimumOrderValue],
  ['freeFromOrderValue', t.freeFromOrderValue],
] as const;

/** The inputs a row's message names. */
const ROW_LABELS: Record<string, string> = {
  area: t.area,
  tax: t.tax,
  postcodes: t.postcodes,
  ...Object.fromEntries(MONEY_FIELDS.map(([field, label]) => [field, label])),
};

/** spec §3 deliveryAreas: area, price, tax, free, minimum order, free from — one row each. */
export function DeliveryAreasField({ id, name, value, errors, onChange }: CustomFieldProps) {
  const rows = Array.isArray(value) ? (value as DeliveryAreaRow[]) : [];
  return (
    <RowsEditor
      rows={rows}
      onChange={onChange}
      newRow={newDeliveryArea}
      addLabel={t.addArea}
      rowLabel={(row, index) => t.areaLabel(row.area, index + 1)}
      renderRow={(row, index, update) => {
        // Only the wrong input of the row is marked, with its own message (amount format, …).
        const rowErrors = rowErrorsOf(errors, `${name}.${index}`);
        // A wrong postcode is named by its place in the list (postcodes.1): one message for the input.
        const postcodeError = Object.entries(errors).find(([key]) =>
          key.startsWith(`${name}.${index}.postcodes.`),
        )?.[1];
        if (postcodeError && !rowErrors.postcodes) rowErrors.postcodes = postcodeError;
        const messageId = `${id}-${index}-errors`;
        const invalid = (field: string) => invalidProps(rowErrors, field, messageId);
        return (
          <div className={styles.gridRow}>
            <label className={`${styles.inline} ${styles.grow}`}>
              <span>{t.area}</span>
              <input
                id={index === 0 ? id : undefined}
                value={row.area}
                {...invalid('area')}
                onChange={(event) => update({ ...row, area: event.target.value })}
              />
            </label>
            {MONEY_FIELDS.map(([field, label]) => (
              <label key={field} className={styles.inline}>
                <span>{label} (€)</span>
                <input
                  inputMode="decimal"
                  placeholder={field === 'price' ? '0,00' : c.none}
                  value={row[field]}
                  {...invalid(field)}
                  onChange={(event) => update({ ...row, [field]: event.target.value })}
                />
              </label>
            ))}
            <label className={styles.inline}>
              <span>{t.tax}</span>
              <input
                inputMode="decimal"
                value={row.tax}
                {...invalid('tax')}
                onChange={(event) => update({ ...row, tax: event.target.value })}
              />
            </label>
            <label className={`${styles.inline} ${styles.grow}`}>
              <span>{t.postcodes}</span>
              <input
                placeholder={t.postcodesHint}
                value={row.postcodes}
                {...invalid('postcodes')}
                onChange={(event) => update({ ...row, postcodes: event.target.value })}
              />
            </label>
            <label className={styles.checkInline}>
              <input
                type="checkbox"
                checked={row.free}
                onChange={(event) => update({ ...row, free: event.target.checked })}
              />
              <span>{t.free}</span>
            </label>
            <RowMessages id={messageId} rowErrors={rowErrors} labels={ROW_LABELS} />
          </div>
        );
      }}
    />
  );
}
