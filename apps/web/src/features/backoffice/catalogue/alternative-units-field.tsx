import {
  CALCULATION_MODEL_LABELS,
  CALCULATION_MODELS,
  type CalculationModel,
  UNITS,
  type Unit,
  unitLabel,
} from '@shop/domain';
import { de } from '../../../i18n/de.ts';
import { numberOf, numberText } from '../fields/common-fields.tsx';
import styles from '../fields/fields.module.css';
import type { CustomFieldProps } from '../resource/define-resource.ts';
import { RowsEditor } from '../resource/rows-editor.tsx';

const t = de.backofficeCatalogue.products;

/** spec §3 alternativeUnits as the form holds them (numbers as typed, comma allowed). */
export type AlternativeUnitRow = {
  unit: Unit;
  ratio: string;
  minimumQuantity: string;
  maximumQuantity: string;
  quantityStepSize: string;
  calculationModel: CalculationModel;
};

const QUANTITIES = [
  ['minimumQuantity', t.minimumQuantity],
  ['maximumQuantity', t.maximumQuantity],
  ['quantityStepSize', t.quantityStepSize],
] as const;

export function alternativeUnitRows(
  units: readonly {
    unit: Unit;
    ratio: number;
    minimumQuantity: number | null;
    maximumQuantity: number | null;
    quantityStepSize: number | null;
    calculationModel: CalculationModel;
  }[],
): AlternativeUnitRow[] {
  return units.map((unit) => ({
    unit: unit.unit,
    ratio: numberText(unit.ratio),
    minimumQuantity: numberText(unit.minimumQuantity),
    maximumQuantity: numberText(unit.maximumQuantity),
    quantityStepSize: numberText(unit.quantityStepSize),
    calculationModel: unit.calculationModel,
  }));
}

export function alternativeUnitsBody(rows: readonly AlternativeUnitRow[]) {
  return rows.map((row) => ({
    unit: row.unit,
    ratio: numberOf(row.ratio) ?? 0,
    minimumQuantity: numberOf(row.minimumQuantity),
    maximumQuantity: numberOf(row.maximumQuantity),
    quantityStepSize: numberOf(row.quantityStepSize),
    calculationModel: row.calculationModel,
  }));
}

/** Units other than the product's own, each with its ratio, bounds, step and calculation model. */
export function AlternativeUnitsField({
  id,
  value,
  values,
  errors,
  name,
  onChange,
}: CustomFieldProps) {
  const rows = Array.isArray(value) ? (value as AlternativeUnitRow[]) : [];
  const baseUnit = (typeof values.unit === 'string' ? values.unit : 'piece') as Unit;
  return (
    <RowsEditor
      rows={rows}
      onChange={onChange}
      newRow={() => ({
        unit:
          UNITS.find((unit) => unit !== baseUnit && !rows.some((row) => row.unit === unit)) ?? 'g',
        ratio: '1',
        minimumQuantity: '',
        maximumQuantity: '',
        quantityStepSize: '',
        calculationModel: 'approximate',
      })}
      addLabel={t.addUnit}
      rowLabel={(row) => unitLabel(row.unit)}
      renderRow={(row, index, update) => (
        <div className={styles.gridRow}>
          <label className={styles.inline}>
            <span>{t.unit}</span>
            <select
              aria-label={t.unit}
              id={index === 0 ? id : undefined}
              value={row.unit}
              onChange={(event) => update({ ...row, unit: event.target.value as Unit })}
            >
              {UNITS.map((unit) => (
                <option key={unit} value={unit}>
                  {unitLabel(unit)}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.inline}>
            <span>{t.ratio(unitLabel(baseUnit))}</span>
            <input
              inputMode="decimal"
              value={row.ratio}
              aria-invalid={errors[`${name}.${index}.ratio`] ? true : undefined}
              onChange={(event) => update({ ...row, ratio: event.target.value })}
            />
          </label>
          {QUANTITIES.map(([field, label]) => (
            <label key={field} className={styles.inline}>
              <span>{label}</span>
              <input
                inputMode="decimal"
                value={row[field]}
                onChange={(event) => update({ ...row, [field]: event.target.value })}
              />
            </label>
          ))}
          <label className={styles.inline}>
            <span>{t.calculationModel}</span>
            <select
              aria-label={t.calculationModel}
              value={row.calculationModel}
              onChange={(event) =>
                update({ ...row, calculationModel: event.target.value as CalculationModel })
              }
            >
              {CALCULATION_MODELS.map((model) => (
                <option key={model} value={model}>
                  {CALCULATION_MODEL_LABELS[model].label}
                </option>
              ))}
            </select>
          </label>
        </div>
      )}
    />
  );
}
