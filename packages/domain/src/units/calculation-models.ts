import type { CalculationModel } from '../contracts/enums.ts';

/** spec §3 Units: fixed ('Exakt', Fix), approximate ('Ungefähr', ca.), minimum ('Minimum', ab). */
export const CALCULATION_MODEL_LABELS: Readonly<
  Record<CalculationModel, { readonly label: string; readonly short: string }>
> = {
  fixed: { label: 'Exakt', short: 'Fix' },
  approximate: { label: 'Ungefähr', short: 'ca.' },
  minimum: { label: 'Minimum', short: 'ab' },
};

/** Prefix shown before a price or amount: "ca." (approximate), "ab" (minimum), none for fixed. */
export function calculationModelPrefix(model: CalculationModel): string {
  return model === 'fixed' ? '' : CALCULATION_MODEL_LABELS[model].short;
}

/** True when the final price may differ from the shown one (spec §2: approximate-price notice). */
export function isApproximateModel(model: CalculationModel): boolean {
  return model !== 'fixed';
}
