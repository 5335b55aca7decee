import type { AlternativeUnit, Product } from '../contracts/entities.ts';
import type { CalculationModel, Unit } from '../contracts/enums.ts';
import { formatQuantity } from '../money/format.ts';
import { calculationModelPrefix } from './calculation-models.ts';
import { unitLabel } from './units.ts';

/** The quantity rules of one unit a product can be ordered in (spec §5 Quantity). */
export type QuantityRules = {
  readonly unit: Unit;
  /** 1 of `unit` equals `ratio` of the product's own unit (1 for the product's unit). */
  readonly ratio: number;
  readonly minimum: number;
  readonly maximum: number;
  readonly step: number;
  readonly calculationModel: CalculationModel;
};

type QuantityFields = {
  readonly minimumQuantity: number | null;
  readonly maximumQuantity: number | null;
  readonly quantityStepSize: number | null;
};

/** Missing step → 1; missing minimum → one step; missing maximum → unbounded (our defaults). */
function rulesFrom(
  unit: Unit,
  ratio: number,
  fields: QuantityFields,
  model: CalculationModel,
): QuantityRules {
  const step = fields.quantityStepSize ?? 1;
  return {
    unit,
    ratio,
    step,
    minimum: fields.minimumQuantity ?? step,
    maximum: fields.maximumQuantity ?? Number.POSITIVE_INFINITY,
    calculationModel: model,
  };
}

/** The product fields that decide units and quantities. */
export type UnitProduct = Pick<
  Product,
  'unit' | 'alternativeUnits' | 'calculationModel' | keyof QuantityFields
>;

/** Quantity rules of the product's own unit (ratio 1). */
export function ownUnitRules(product: UnitProduct): QuantityRules {
  return rulesFrom(product.unit, 1, product, product.calculationModel);
}

/** Every unit a product can be ordered in: its own unit first, then its alternative units. */
export function unitOptionsFor(product: UnitProduct): QuantityRules[] {
  const own = ownUnitRules(product);
  const alternatives = product.alternativeUnits
    .filter((alternative) => alternative.unit !== product.unit)
    .map((alternative) =>
      rulesFrom(alternative.unit, alternative.ratio, alternative, alternative.calculationModel),
    );
  return [own, ...alternatives];
}

/** Quantity rules for a unit of a product; undefined when the product is not sold in that unit. */
export function quantityRulesFor(product: UnitProduct, unit: Unit): QuantityRules | undefined {
  return unitOptionsFor(product).find((option) => option.unit === unit);
}

/** spec §3: "1 {unit} entspricht {ca./ab} {amount} {base unit}", e.g. "1 Stück entspricht ca. 250 g". */
export function describeAlternativeUnit(alternative: AlternativeUnit, baseUnit: Unit): string {
  const prefix = calculationModelPrefix(alternative.calculationModel);
  const amount = `${prefix ? `${prefix} ` : ''}${formatQuantity(alternative.ratio)}`;
  return `1 ${unitLabel(alternative.unit)} entspricht ${amount} ${unitLabel(baseUnit)}`;
}
