import { germanIssueMessage, MESSAGES } from '@shop/domain';
import { useCallback, useMemo, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import {
  type FieldDefinition,
  type FormMode,
  type FormValue,
  type FormValues,
  type ResourceDefinition,
  rootFieldOf,
} from './define-resource.ts';

export type FieldErrors = Record<string, string>;

/**
 * A small form state: values, per-field errors; changing a field clears its error. `isDirty` tells
 * whether the values differ from those loaded or last saved (`markSaved`), for the guard against
 * leaving unsaved changes (ui/use-unsaved-changes-guard.tsx).
 */
export function useResourceForm<Values extends FormValues>(initial: Values) {
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saved, setSaved] = useState<Values>(initial);
  // Form values are plain data (text, flags, lists, row objects): equal JSON is equal content.
  const isDirty = useMemo(() => JSON.stringify(values) !== JSON.stringify(saved), [values, saved]);
  const markSaved = useCallback((next: Values) => setSaved(next), []);
  const setValue = useCallback((name: string, value: FormValue) => {
    setValues((current) => ({ ...current, [name]: value }));
    // A change clears the field's message and those of its rows (`deliveryAreas.0.price`).
    setErrors((current) => {
      const keys = Object.keys(current).filter((key) => rootFieldOf(key) === name);
      if (keys.length === 0) return current;
      const rest = { ...current };
      for (const key of keys) delete rest[key];
      return rest;
    });
  }, []);
  return { values, setValue, errors, setErrors, isDirty, markSaved };
}

/**
 * Checks the body with the resource's zod schema (German messages). The message goes to the field
 * (`deliveryAreas`) and to its full path (`deliveryAreas.0.price`) for row editors.
 */
export function validateForm<Values extends FormValues>(
  // biome-ignore lint/suspicious/noExplicitAny: any entity type
  resource: ResourceDefinition<any, Values>,
  values: Values,
  mode: FormMode,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of resource.fields) {
    if (field.isShown && !field.isShown(values)) continue;
    const message = field.validate
      ? field.validate(values[field.name])
      : numberFieldError(field, values[field.name]);
    if (message) errors[field.name] = message;
  }
  if (Object.keys(errors).length > 0 || !resource.formSchema) return errors;
  const result = resource.formSchema.safeParse(resource.toBody(values, mode), {
    error: germanIssueMessage,
  });
  if (result.success) return {};
  for (const issue of result.error.issues) {
    addError(errors, issue.path.map(String).join('.'), issue.message);
  }
  return errors;
}

/**
 * A number field (`type: 'number'`) holding text that is no number ("abc", "2,5x"): its own
 * German message. Without it the body's `numberOf` would turn
 * the text into "not set" and a required-looking value would silently be dropped. Fields with a
 * `validate` of their own (prices: "1.250,00") check themselves.
 */
export function numberFieldError<Values extends FormValues>(
  field: FieldDefinition<Values>,
  value: FormValue | undefined,
): string | null {
  if (field.type !== 'number' || typeof value !== 'string' || value.trim() === '') return null;
  return Number.isFinite(Number(value.trim().replace(',', '.'))) ? null : MESSAGES.invalidNumber;
}

/**
 * Splits a failed save into messages next to fields the form has, and one message for the rest
 * (spec §8: the server's first message, else the fallback).
 */
export function splitServerErrors(
  error: unknown,
  fieldNames: readonly string[],
  fallback: string,
): { fieldErrors: FieldErrors; formError: string | null } {
  if (!(error instanceof ApiError)) return { fieldErrors: {}, formError: fallback };
  const fieldErrors: FieldErrors = {};
  const rest: string[] = [];
  for (const entry of error.errors) {
    // A nested field's full path (`deliveryAreas.0.price`) marks the one wrong input of a row.
    const target = entry.path ?? entry.field;
    if (target && fieldNames.includes(rootFieldOf(target))) {
      addError(fieldErrors, target, entry.message);
    } else if (entry.message) rest.push(entry.message);
  }
  const hasFieldErrors = Object.keys(fieldErrors).length > 0;
  return { fieldErrors, formError: rest[0] ?? (hasFieldErrors ? null : fallback) };
}

function addError(errors: FieldErrors, path: string, message: string) {
  errors[rootFieldOf(path)] ??= message;
  errors[path] ??= message;
}
