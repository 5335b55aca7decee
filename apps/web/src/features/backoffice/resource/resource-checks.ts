import type { FormValues, ResourceDefinition } from './define-resource.ts';

/**
 * The rules a resource declaration must keep for the generic pages to work (docs/decisions/009),
 * as a list of German-free problem texts for tests (`expect(resourceProblems(r)).toEqual([])`):
 * every field has an empty value, names are unique, tabs and boxes name real fields, a list has
 * one primary column, and every select (field or filter) has options.
 */
export function resourceProblems<Entity extends { id: number }, Values extends FormValues>(
  resource: Pick<
    ResourceDefinition<Entity, Values>,
    'fields' | 'sections' | 'columns' | 'filters' | 'emptyValues'
  >,
): string[] {
  const problems: string[] = [];
  const duplicates = (names: readonly string[]) =>
    names.filter((name, index) => names.indexOf(name) !== index);
  const fieldNames = resource.fields.map((field) => field.name);
  for (const name of duplicates(fieldNames)) problems.push(`field ${name} declared twice`);
  for (const name of fieldNames) {
    if (!(name in resource.emptyValues)) problems.push(`field ${name} has no empty value`);
  }
  for (const field of resource.fields) {
    if (
      (field.type === 'select' || field.type === 'multiselect') &&
      !field.options &&
      !field.optionsFrom
    ) {
      problems.push(`select field ${field.name} has no options`);
    }
    if (field.type === 'custom' && !field.component) {
      problems.push(`custom field ${field.name} has no component`);
    }
  }
  const sections = resource.sections ?? [];
  const inSections = sections.flatMap((section) => section.fields);
  for (const name of duplicates(inSections)) problems.push(`field ${name} in two tabs`);
  for (const section of sections) {
    for (const name of section.fields) {
      if (!fieldNames.includes(name))
        problems.push(`tab ${section.key} names unknown field ${name}`);
    }
    for (const group of section.groups ?? []) {
      for (const name of group.fields) {
        if (!section.fields.includes(name)) {
          problems.push(`box ${group.key} names ${name}, which is not in tab ${section.key}`);
        }
      }
    }
  }
  const primaries = resource.columns.filter((column) => column.isPrimary).length;
  if (primaries !== 1) problems.push(`${primaries} primary columns instead of one`);
  for (const key of duplicates(resource.columns.map((column) => column.key))) {
    problems.push(`column ${key} declared twice`);
  }
  const filters = resource.filters ?? [];
  for (const name of duplicates(filters.map((filter) => filter.name))) {
    problems.push(`filter ${name} declared twice`);
  }
  for (const filter of filters) {
    if (filter.type === 'select' && !filter.options && !filter.optionsFrom) {
      problems.push(`select filter ${filter.name} has no options`);
    }
  }
  return problems;
}

/** The fields a schema names in its errors for a body, sorted and once each ([] when valid). */
export function schemaErrorPaths(
  schema: {
    safeParse(body: unknown): { success: boolean; error?: { issues: { path: PropertyKey[] }[] } };
  },
  body: unknown,
): string[] {
  const parsed = schema.safeParse(body);
  const paths = parsed.success
    ? []
    : (parsed.error?.issues ?? []).map((issue) => issue.path.join('.'));
  return [...new Set(paths)].sort();
}
