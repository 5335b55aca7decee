/**
 * The 14 allergens of LMIV Annex II with their official German names, and the additive classes
 * German menus must name (LMZDV / ZZulV Anlage 2, docs/decisions/032-unit-prices-allergens-additives.md).
 * Letters and numbers are the customary menu footnotes; the legend on /site/allergens uses them.
 */
export const ALLERGENS = [
  { code: 'gluten', key: 'A', name: 'Glutenhaltiges Getreide' },
  { code: 'crustaceans', key: 'B', name: 'Krebstiere' },
  { code: 'eggs', key: 'C', name: 'Eier' },
  { code: 'fish', key: 'D', name: 'Fische' },
  { code: 'peanuts', key: 'E', name: 'Erdnüsse' },
  { code: 'soy', key: 'F', name: 'Sojabohnen' },
  { code: 'milk', key: 'G', name: 'Milch' },
  { code: 'nuts', key: 'H', name: 'Schalenfrüchte' },
  { code: 'celery', key: 'L', name: 'Sellerie' },
  { code: 'mustard', key: 'M', name: 'Senf' },
  { code: 'sesame', key: 'N', name: 'Sesamsamen' },
  { code: 'sulphites', key: 'O', name: 'Schwefeldioxid und Sulfite' },
  { code: 'lupin', key: 'P', name: 'Lupinen' },
  { code: 'molluscs', key: 'R', name: 'Weichtiere' },
] as const;

export const ADDITIVES = [
  { code: 'colour', key: '1', name: 'mit Farbstoff' },
  { code: 'preservative', key: '2', name: 'mit Konservierungsstoff' },
  { code: 'antioxidant', key: '3', name: 'mit Antioxidationsmittel' },
  { code: 'flavourEnhancer', key: '4', name: 'mit Geschmacksverstärker' },
  { code: 'sulphured', key: '5', name: 'geschwefelt' },
  { code: 'blackened', key: '6', name: 'geschwärzt' },
  { code: 'waxed', key: '7', name: 'gewachst' },
  { code: 'phosphate', key: '8', name: 'mit Phosphat' },
  { code: 'sweetener', key: '9', name: 'mit Süßungsmittel(n)' },
  { code: 'sugarAndSweetener', key: '10', name: 'mit einer Zuckerart und Süßungsmittel(n)' },
  { code: 'phenylalanine', key: '11', name: 'enthält eine Phenylalaninquelle' },
  { code: 'laxative', key: '12', name: 'kann bei übermäßigem Verzehr abführend wirken' },
  { code: 'caffeine', key: '13', name: 'koffeinhaltig' },
  { code: 'quinine', key: '14', name: 'chininhaltig' },
] as const;

export type AllergenCode = (typeof ALLERGENS)[number]['code'];
export type AdditiveCode = (typeof ADDITIVES)[number]['code'];

export const ALLERGEN_CODES = ALLERGENS.map((entry) => entry.code) as [
  AllergenCode,
  ...AllergenCode[],
];
export const ADDITIVE_CODES = ADDITIVES.map((entry) => entry.code) as [
  AdditiveCode,
  ...AdditiveCode[],
];

/** What carries allergen and additive codes: a part option (and, later, a product). */
export type Labelled = {
  readonly allergens?: readonly AllergenCode[] | undefined;
  readonly additives?: readonly AdditiveCode[] | undefined;
};

export type LabelSum = {
  readonly allergens: readonly AllergenCode[];
  readonly additives: readonly AdditiveCode[];
};

/** The union of the codes, each once, in the order of the law's list (LMIV Annex II, ZZulV). */
export function sumLabels(sources: readonly Labelled[]): LabelSum {
  const allergens = new Set(sources.flatMap((source) => source.allergens ?? []));
  const additives = new Set(sources.flatMap((source) => source.additives ?? []));
  return {
    allergens: ALLERGEN_CODES.filter((code) => allergens.has(code)),
    additives: ADDITIVE_CODES.filter((code) => additives.has(code)),
  };
}

const ALLERGEN_NAMES = new Map<string, string>(ALLERGENS.map((entry) => [entry.code, entry.name]));
const ADDITIVE_NAMES = new Map<string, string>(ADDITIVES.map((entry) => [entry.code, entry.name]));

/** "Eier, Milch; mit Farbstoff" — the German names, allergens then additives; '' for none. */
export function labelSumText(sum: LabelSum): string {
  const allergens = sum.allergens.map((code) => ALLERGEN_NAMES.get(code) ?? code).join(', ');
  const additives = sum.additives.map((code) => ADDITIVE_NAMES.get(code) ?? code).join(', ');
  return [allergens, additives].filter(Boolean).join('; ');
}
