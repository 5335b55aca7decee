import type { PartOption, ProductPart } from '../contracts/entities.ts';
import type { PartValue } from './cart-item.ts';

/** A part value as functions accept it (read-only lists welcome). */
export type PartValueInput = string | readonly string[] | null | undefined;

/** Why a part value is not acceptable. */
export type PartIssue = 'partRequired' | 'partInvalid';

/** True when nothing is chosen: null, blank text or an empty list (spec §5). */
export function isPartValueEmpty(value: PartValueInput): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  return value.length === 0;
}

function optionNames(part: ProductPart): Set<string> {
  return new Set(part.options.map((option) => option.name));
}

function hasValidShape(part: ProductPart, value: string | readonly string[]): boolean {
  switch (part.type) {
    case 'select':
      return typeof value === 'string' && optionNames(part).has(value);
    case 'multiselect': {
      const names = optionNames(part);
      return (
        typeof value !== 'string' &&
        new Set(value).size === value.length &&
        value.every((name) => names.has(name))
      );
    }
    case 'text':
    case 'textarea':
      return typeof value === 'string';
    case 'image':
    case 'file':
      return typeof value === 'string' || value.length === 1;
    default:
      return true; // images, files: one reference or a list
  }
}

/** spec §5: a non-optional part needs a value; any value must fit the part's type and options. */
export function checkPart(part: ProductPart, value: PartValueInput): PartIssue | null {
  if (value === null || value === undefined || isPartValueEmpty(value)) {
    return part.optional ? null : 'partRequired';
  }
  return hasValidShape(part, value) ? null : 'partInvalid';
}

/** True when the part's value is acceptable (one step of a step-by-step product). */
export function isPartValid(part: ProductPart, value: PartValueInput): boolean {
  return checkPart(part, value) === null;
}

/**
 * spec §5: clicking a selected option of an optional select clears it; multiselect toggles.
 * A required select keeps its selection on a second click.
 */
export function togglePartOption(
  part: ProductPart,
  value: PartValueInput,
  optionName: string,
): PartValue {
  if (part.type === 'multiselect') {
    const selected = new Set(typeof value === 'string' ? [] : (value ?? []));
    if (selected.has(optionName)) selected.delete(optionName);
    else selected.add(optionName);
    return part.options.map((option) => option.name).filter((name) => selected.has(name));
  }
  if (value === optionName) return part.optional ? null : optionName;
  return optionName;
}

/** The options a select or multiselect value refers to, in the part's option order. */
export function selectedOptions(part: ProductPart, value: PartValueInput): PartOption[] {
  if (part.type !== 'select' && part.type !== 'multiselect') return [];
  const chosen = new Set(typeof value === 'string' ? [value] : (value ?? []));
  return part.options.filter((option) => chosen.has(option.name));
}
