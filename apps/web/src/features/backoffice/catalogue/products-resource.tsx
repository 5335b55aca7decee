import {
  ADDITIVES,
  ALLERGENS,
  CALCULATION_MODEL_LABELS,
  CALCULATION_MODELS,
  formatMoney,
  LEAD_TIME_TYPES,
  PRODUCT_TYPES,
  productInputSchema,
  type StaffProduct,
  staffProductSchema,
  UNITS,
  unitLabel,
} from '@shop/domain';
import { backofficePaths } from '../../../config/backoffice-paths.ts';
import { de } from '../../../i18n/de.ts';
import {
  descriptionField,
  enabledColumn,
  enabledField,
  imagesField,
  moneyField,
  nameColumn,
  nameField,
  scheduleField,
  visibleWhenUnavailableField,
} from '../fields/common-fields.tsx';
import fieldStyles from '../fields/fields.module.css';
import { defineResource, type FieldDefinition } from '../resource/define-resource.ts';
import { optionsOf } from '../resource/options-source.ts';
import { AlternativeUnitsField } from './alternative-units-field.tsx';
import { BundleItemsField } from './bundle-items-field.tsx';
import { DuplicateButton } from './duplicate-button.tsx';
import { PartsField } from './parts-field.tsx';
import { ProductPreview } from './product-preview.tsx';
import {
  EMPTY_PRODUCT_VALUES,
  type ProductValues,
  productBody,
  productValues,
} from './product-values.ts';

const t = de.backofficeCatalogue.products;
const c = de.backofficeCatalogue.common;
/** Where parts would be: simple products have none. */
function PartsHint() {
  return <p className={fieldStyles.hint}>{t.noParts}</p>;
}

const unitOptions = UNITS.map((unit) => ({ value: unit, label: unitLabel(unit) }));

const numberField = (
  name: keyof ProductValues & string,
  label: string,
  hint?: string,
): FieldDefinition<ProductValues> => ({
  name,
  label,
  type: 'number',
  ...(hint ? { hint } : {}),
});

/**
 * spec §3 Product with every field (type, description, allergens, images, price, units and
 * alternative units, calculation model, taxes per order type, quantities, hidden price, step by
 * step, parts, schedule, lead time) and the customer's item editor as a live preview; duplicate.
 */
export const productsResource = defineResource<StaffProduct, ProductValues>({
  name: de.backoffice.entities.products,
  listPath: backofficePaths.products.path,
  endpoint: '/api/products',
  permission: 'catalogue',
  entitySchema: staffProductSchema,
  formSchema: productInputSchema,
  isSearchable: true,
  defaultSort: 'name',
  formActions: DuplicateButton,
  aside: ProductPreview,
  filters: [
    {
      name: 'type',
      label: t.type,
      type: 'select',
      options: PRODUCT_TYPES.map((type) => ({ value: type, label: t.types[type] })),
    },
    {
      name: 'tagId',
      label: c.tags,
      type: 'select',
      optionsFrom: optionsOf('/api/tags', de.backoffice.entities.tags),
    },
  ],
  columns: [
    nameColumn((product) => t.types[product.type]),
    {
      key: 'price',
      label: t.price,
      sortField: 'price',
      render: (product) => `${formatMoney(product.price)} / ${unitLabel(product.unit)}`,
    },
    enabledColumn(),
  ],
  sections: [
    {
      key: 'master',
      label: t.tabs.master,
      fields: [
        'name',
        'type',
        'description',
        'allergens',
        'allergenCodes',
        'additiveCodes',
        'isShelfStable',
        'imageIds',
        'tagIds',
        'isEnabled',
        'pricing',
      ],
    },
    {
      key: 'price',
      label: t.tabs.price,
      fields: [
        'price',
        'deposit',
        'unit',
        'calculationModel',
        'isPriceHidden',
        'tax',
        'takeawayTax',
        'dineInTax',
        'minimumQuantity',
        'maximumQuantity',
        'quantityStepSize',
        'defaultQuantity',
        'defaultUnit',
        'alternativeUnits',
      ],
    },
    {
      key: 'parts',
      label: t.tabs.parts,
      fields: ['partsHint', 'isStepByStep', 'config', 'bundleItems'],
    },
    {
      key: 'availability',
      label: t.tabs.availability,
      fields: [
        'schedule',
        'isVisibleWhenUnavailable',
        'isLeadTimeEnabled',
        'leadTimeValue',
        'leadTimeType',
        'stock',
      ],
    },
  ],
  fields: [
    nameField(),
    {
      name: 'type',
      label: t.type,
      type: 'select',
      isRequired: true,
      options: PRODUCT_TYPES.map((type) => ({ value: type, label: t.types[type] })),
    },
    descriptionField(),
    { name: 'allergens', label: t.allergens, type: 'text', isWide: true },
    // LMIV Annex II / ZZulV codes of the product itself, summed with its options (decision 032)
    {
      name: 'allergenCodes',
      label: t.allergenCodes,
      hint: t.allergenCodesHint,
      type: 'multiselect',
      isWide: true,
      options: ALLERGENS.map((entry) => ({ value: entry.code, label: entry.name })),
    },
    {
      name: 'additiveCodes',
      label: t.additiveCodes,
      type: 'multiselect',
      isWide: true,
      options: ADDITIVES.map((entry) => ({ value: entry.code, label: entry.name })),
    },
    // § 312g BGB: perishable unless marked (docs/decisions/048-withdrawal-and-staff-fixes.md)
    {
      name: 'isShelfStable',
      label: t.withdrawal,
      hint: t.withdrawalHint,
      type: 'checkbox',
      checkboxLabel: t.isShelfStable,
    },
    imagesField('imageIds'),
    {
      name: 'tagIds',
      label: c.tags,
      type: 'multiselect',
      optionsFrom: optionsOf('/api/tags', de.backoffice.entities.tags),
    },
    enabledField(),
    { name: 'pricing', label: t.pricing, type: 'text' },
    moneyField('price', t.price, { isRequired: true, hint: t.priceHint }),
    moneyField('deposit', t.deposit, { hint: t.depositHint }),
    { name: 'unit', label: t.unit, type: 'select', isRequired: true, options: unitOptions },
    {
      name: 'calculationModel',
      label: t.calculationModel,
      type: 'select',
      options: CALCULATION_MODELS.map((model) => ({
        value: model,
        label: CALCULATION_MODEL_LABELS[model].label,
      })),
    },
    {
      name: 'isPriceHidden',
      label: t.priceDisplay,
      type: 'checkbox',
      checkboxLabel: t.isPriceHidden,
    },
    numberField('tax', `${t.taxes}: ${t.tax}`),
    numberField('takeawayTax', `${t.taxes}: ${t.takeawayTax}`),
    numberField('dineInTax', `${t.taxes}: ${t.dineInTax}`),
    numberField('minimumQuantity', t.minimumQuantity),
    numberField('maximumQuantity', t.maximumQuantity),
    numberField('quantityStepSize', t.quantityStepSize),
    numberField('defaultQuantity', t.defaultQuantity),
    { name: 'defaultUnit', label: t.defaultUnit, type: 'select', options: unitOptions },
    {
      name: 'alternativeUnits',
      label: t.alternativeUnits,
      type: 'custom',
      component: AlternativeUnitsField,
      isWide: true,
      isGroup: true,
    },
    {
      name: 'partsHint',
      label: t.parts,
      type: 'custom',
      component: PartsHint,
      isWide: true,
      isShown: (values) => values.type === 'simple',
    },
    {
      name: 'isStepByStep',
      label: t.tabs.parts,
      type: 'checkbox',
      checkboxLabel: t.isStepByStep,
      isShown: (values) => values.type === 'configurable',
    },
    {
      name: 'config',
      label: t.parts,
      type: 'custom',
      component: PartsField,
      isWide: true,
      isGroup: true,
      isShown: (values) => values.type === 'configurable',
    },
    {
      name: 'bundleItems',
      label: t.bundleItems,
      type: 'custom',
      component: BundleItemsField,
      isWide: true,
      isGroup: true,
      isShown: (values) => values.type === 'bundle',
    },
    scheduleField(),
    visibleWhenUnavailableField(),
    {
      name: 'isLeadTimeEnabled',
      label: t.isLeadTimeEnabled,
      type: 'checkbox',
      checkboxLabel: t.isLeadTimeEnabledLabel,
      isWide: true,
    },
    {
      ...numberField('leadTimeValue', t.leadTimeValue),
      isShown: (values) => values.isLeadTimeEnabled,
    },
    {
      name: 'leadTimeType',
      label: t.leadTimeType,
      type: 'select',
      options: LEAD_TIME_TYPES.map((type) => ({ value: type, label: t.leadTimeTypes[type] })),
      isShown: (values) => values.isLeadTimeEnabled,
    },
    numberField('stock', t.stock, t.stockHint),
  ],
  emptyValues: EMPTY_PRODUCT_VALUES,
  toValues: productValues,
  toBody: productBody,
  titleOf: (product) => product.name,
});
