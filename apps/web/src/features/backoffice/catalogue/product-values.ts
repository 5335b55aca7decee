import {
  ADDITIVE_CODES,
  ALLERGEN_CODES,
  type CalculationModel,
  type HoursEntry,
  type LeadTimeType,
  type Product,
  type ProductType,
  type StaffProduct,
  type Unit,
} from '@shop/domain';
import { centsOf, moneyText, numberOf, numberText } from '../fields/common-fields.tsx';
import { type ImageValue, imageIdsOf, imageValuesOf } from '../fields/image-field.tsx';
import {
  type AlternativeUnitRow,
  alternativeUnitRows,
  alternativeUnitsBody,
} from './alternative-units-field.tsx';
import { scheduleOf } from './categories-resource.tsx';
import { type PartRow, partRows, partsBody } from './parts-field.tsx';

/** The product form's values: numbers and prices as typed, rows for units and parts. */
export type ProductValues = {
  name: string;
  type: ProductType;
  description: string;
  allergens: string;
  /** LMIV / LMZDV codes of the product itself (decision 032). */
  allergenCodes: string[];
  additiveCodes: string[];
  isShelfStable: boolean;
  imageIds: ImageValue[];
  tagIds: string[];
  isEnabled: boolean;
  pricing: string;
  price: string;
  /** Pfand per unit as typed (decision 046); empty: none. */
  deposit: string;
  unit: Unit;
  calculationModel: CalculationModel;
  tax: string;
  takeawayTax: string;
  dineInTax: string;
  isPriceHidden: boolean;
  minimumQuantity: string;
  maximumQuantity: string;
  quantityStepSize: string;
  defaultQuantity: string;
  defaultUnit: string;
  alternativeUnits: AlternativeUnitRow[];
  isStepByStep: boolean;
  /** No value: the place of the "simple products have no parts" hint. */
  partsHint: null;
  config: PartRow[];
  bundleItems: { productId: number; amount: string }[];
  schedule: HoursEntry[];
  isVisibleWhenUnavailable: boolean;
  isLeadTimeEnabled: boolean;
  leadTimeValue: string;
  leadTimeType: string;
  stock: string;
};

export const EMPTY_PRODUCT_VALUES: ProductValues = {
  name: '',
  type: 'simple',
  description: '',
  allergens: '',
  allergenCodes: [],
  additiveCodes: [],
  isShelfStable: false,
  imageIds: [],
  tagIds: [],
  isEnabled: true,
  pricing: '',
  price: '',
  deposit: '',
  unit: 'piece',
  calculationModel: 'fixed',
  tax: '7',
  takeawayTax: '7',
  dineInTax: '19',
  isPriceHidden: false,
  minimumQuantity: '',
  maximumQuantity: '',
  quantityStepSize: '',
  defaultQuantity: '',
  defaultUnit: '',
  alternativeUnits: [],
  isStepByStep: false,
  partsHint: null,
  config: [],
  bundleItems: [],
  schedule: [],
  isVisibleWhenUnavailable: false,
  isLeadTimeEnabled: false,
  leadTimeValue: '',
  leadTimeType: '',
  stock: '',
};

export function productValues(product: StaffProduct): ProductValues {
  return {
    name: product.name,
    type: product.type,
    description: product.description ?? '',
    allergens: product.allergens ?? '',
    allergenCodes: [...product.allergenCodes],
    additiveCodes: [...product.additiveCodes],
    isShelfStable: product.isShelfStable,
    imageIds: imageValuesOf(product.images),
    tagIds: product.tags.map((tag) => String(tag.id)),
    isEnabled: product.isEnabled,
    pricing: product.pricing ?? '',
    price: moneyText(product.price),
    deposit: product.deposit > 0 ? moneyText(product.deposit) : '',
    unit: product.unit,
    calculationModel: product.calculationModel,
    tax: numberText(product.tax),
    takeawayTax: numberText(product.takeawayTax),
    dineInTax: numberText(product.dineInTax),
    isPriceHidden: product.isPriceHidden,
    minimumQuantity: numberText(product.minimumQuantity),
    maximumQuantity: numberText(product.maximumQuantity),
    quantityStepSize: numberText(product.quantityStepSize),
    defaultQuantity: numberText(product.defaultQuantity),
    defaultUnit: product.defaultUnit ?? '',
    alternativeUnits: alternativeUnitRows(product.alternativeUnits),
    isStepByStep: product.isStepByStep,
    partsHint: null,
    config: partRows(product.config.parts),
    bundleItems: product.bundleItems.map((item) => ({
      productId: item.productId,
      amount: numberText(item.amount),
    })),
    schedule: product.schedule ?? [],
    isVisibleWhenUnavailable: product.isVisibleWhenUnavailable,
    isLeadTimeEnabled: product.isLeadTimeEnabled,
    leadTimeValue: numberText(product.leadTimeValue),
    leadTimeType: product.leadTimeType ?? '',
    stock: numberText(product.stock),
  };
}

/** A typed number for the body: the number, null when empty, the text when it is none. */
const numeric = (text: string) => {
  const value = numberOf(text);
  return value === null ? null : Number.isNaN(value) ? text : value;
};

/** POST/PUT body (productInputSchema). */
export function productBody(values: ProductValues) {
  return {
    name: values.name,
    type: values.type,
    description: values.description,
    allergens: values.allergens,
    allergenCodes: values.allergenCodes,
    additiveCodes: values.additiveCodes,
    isShelfStable: values.isShelfStable,
    imageIds: imageIdsOf(values.imageIds),
    tagIds: values.tagIds.map(Number),
    isEnabled: values.isEnabled,
    pricing: values.pricing,
    price: centsOf(values.price) ?? values.price,
    deposit: values.deposit.trim() === '' ? 0 : (centsOf(values.deposit) ?? values.deposit),
    unit: values.unit,
    calculationModel: values.calculationModel,
    tax: numeric(values.tax),
    takeawayTax: numeric(values.takeawayTax),
    dineInTax: numeric(values.dineInTax),
    isPriceHidden: values.isPriceHidden,
    minimumQuantity: numeric(values.minimumQuantity),
    maximumQuantity: numeric(values.maximumQuantity),
    quantityStepSize: numeric(values.quantityStepSize),
    defaultQuantity: numeric(values.defaultQuantity),
    defaultUnit: values.defaultUnit || null,
    alternativeUnits: alternativeUnitsBody(values.alternativeUnits),
    isStepByStep: values.isStepByStep,
    config: { parts: values.type === 'configurable' ? partsBody(values.config) : [] },
    bundleItems:
      values.type === 'bundle'
        ? values.bundleItems.map((item) => ({
            productId: item.productId,
            amount: numeric(item.amount) ?? 1,
          }))
        : [],
    schedule: scheduleOf(values.schedule),
    isVisibleWhenUnavailable: values.isVisibleWhenUnavailable,
    isLeadTimeEnabled: values.isLeadTimeEnabled,
    leadTimeValue: values.isLeadTimeEnabled ? numeric(values.leadTimeValue) : null,
    leadTimeType: values.isLeadTimeEnabled ? values.leadTimeType || null : null,
    stock: numeric(values.stock),
  };
}

const positive = (text: string) => {
  const value = numberOf(text);
  return value !== null && Number.isFinite(value) && value > 0 ? value : null;
};

/**
 * The product as the storefront would receive it, for the live preview; null while the values
 * cannot make one (no name, no valid price).
 */
export function previewProduct(values: ProductValues): Product | null {
  const price = centsOf(values.price);
  if (!values.name.trim() || price === null) return null;
  const units = values.alternativeUnits.filter((row) => positive(row.ratio) !== null);
  const rate = (text: string) => numberOf(text) ?? 0;
  const defaultUnit = [values.unit, ...units.map((row) => row.unit)].includes(
    values.defaultUnit as Unit,
  )
    ? (values.defaultUnit as Unit)
    : null;
  return {
    id: 0,
    uid: 'preview',
    name: values.name,
    type: values.type,
    description: values.description || null,
    allergens: values.allergens || null,
    allergenCodes: ALLERGEN_CODES.filter((code) => values.allergenCodes.includes(code)),
    additiveCodes: ADDITIVE_CODES.filter((code) => values.additiveCodes.includes(code)),
    isShelfStable: values.isShelfStable,
    images: values.imageIds.map((image) => ({
      id: image.id,
      version: image.version,
      extension: image.extension,
    })),
    price,
    deposit: Math.max(0, centsOf(values.deposit) ?? 0),
    unit: values.unit,
    alternativeUnits: units.map((row) => ({
      unit: row.unit,
      ratio: positive(row.ratio) ?? 1,
      minimumQuantity: positive(row.minimumQuantity),
      maximumQuantity: positive(row.maximumQuantity),
      quantityStepSize: positive(row.quantityStepSize),
      calculationModel: row.calculationModel,
    })),
    calculationModel: values.calculationModel,
    minimumQuantity: positive(values.minimumQuantity),
    maximumQuantity: positive(values.maximumQuantity),
    quantityStepSize: positive(values.quantityStepSize),
    defaultQuantity: positive(values.defaultQuantity),
    defaultUnit,
    isPriceHidden: values.isPriceHidden,
    isStepByStep: values.isStepByStep,
    tax: rate(values.tax),
    takeawayTax: rate(values.takeawayTax),
    dineInTax: rate(values.dineInTax),
    config: {
      parts:
        values.type === 'configurable'
          ? partsBody(values.config, true).map((part) => ({
              ...part,
              description: part.description || null,
              options: part.options.map(({ deposit, ...option }) => ({
                ...option,
                value: Number(option.value),
                ...(deposit === undefined ? {} : { deposit: Math.max(0, Number(deposit) || 0) }),
              })),
            }))
          : [],
    },
    bundleItems: [],
    tags: [],
    isEnabled: values.isEnabled,
    schedule: null,
    isVisibleWhenUnavailable: values.isVisibleWhenUnavailable,
    isLeadTimeEnabled: false,
    leadTimeType: (values.leadTimeType || null) as LeadTimeType | null,
    leadTimeValue: null,
  };
}
