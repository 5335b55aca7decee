import type { PermissionArea } from '@shop/domain';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { EntityName } from '../../../i18n/de/backoffice.ts';

/**
 * The generic back-office resource layer (issue 7 item 4): an entity screen is one declaration —
 * name, endpoint, list columns, form fields and the domain's zod schema — and gets a list page
 * (search, sort, pagination), a create/edit form with server field errors, delete with a
 * confirmation, the spec §8 error messages with retry and German success toasts.
 *
 * Form values are strings, booleans and string lists (what inputs hold); `toBody` turns them into
 * the API body that `formSchema` validates, `toValues` an entity into form values.
 */

export type FormValue = string | boolean | string[];
export type FormValues = Record<string, FormValue>;
export type FormMode = 'create' | 'edit';

export type FieldType =
  | 'text'
  | 'email'
  | 'password'
  | 'select'
  | 'multiselect'
  | 'checkbox'
  | 'date'
  | 'number'
  | 'textarea';

export type OptionItem = { value: string; label: string; hint?: string };

/** Options read from another resource's endpoint (e.g. branches for the users screen). */
export type OptionsSource = {
  endpoint: string;
  /** For the load-failure message ("Filialen konnten nicht geladen werden"). */
  entity: EntityName;
  parse: (data: unknown) => OptionItem[];
};

export type FieldDefinition<Values extends FormValues> = {
  name: keyof Values & string;
  label: string | ((mode: FormMode) => string);
  type: FieldType;
  isRequired?: boolean;
  hint?: string | ((mode: FormMode) => string | undefined);
  autoComplete?: string;
  /** Text beside a checkbox (the label heads the field). */
  checkboxLabel?: string;
  options?: readonly OptionItem[];
  optionsFrom?: OptionsSource;
  /** Shown when an options list is empty. */
  emptyOptionsText?: string;
  /** Spans the whole form width. */
  isWide?: boolean;
};

/** Finds an option's label of a form field (to show e.g. branch names in a list column). */
export type OptionLookup = (fieldName: string, value: string) => string | undefined;

export type ColumnDefinition<Entity> = {
  key: string;
  label: string;
  /** The API's sort field; sortable when set. */
  sortField?: string;
  render(entity: Entity, lookup: OptionLookup): ReactNode;
  /** The column that links to the edit form. */
  isPrimary?: boolean;
  /** A second, muted line under the value (e.g. the email under the name). */
  secondary?(entity: Entity): ReactNode;
  /** Hidden below 1024 px (tablets keep the important columns). */
  isDesktopOnly?: boolean;
};

/**
 * A filter of a list besides the search (e.g. branch, status, a date): kept in the URL under its
 * name and sent to the API as the query parameter of the same name; empty means "all".
 */
export type ListFilter = {
  name: string;
  label: string;
  type: 'select' | 'date';
  /** The "no filter" choice of a select ("Alle Filialen"). */
  allLabel?: string;
  options?: readonly OptionItem[];
  optionsFrom?: OptionsSource;
};

/**
 * What a list screen needs. A read-only list (entities made elsewhere, e.g. orders) declares only
 * this with `defineResourceList`; `defineResource` adds the form.
 */
export type ResourceListDefinition<Entity extends { id: number }> = {
  name: EntityName;
  /** The list's absolute path from config/paths.ts. */
  listPath: string;
  /** GET list (paged); with a form also GET/PUT/DELETE {id} and POST. */
  endpoint: string;
  /** The permissions-table area: write access shows create, edit and delete. */
  permission: PermissionArea;
  entitySchema: z.ZodType<Entity>;
  columns: ColumnDefinition<Entity>[];
  isSearchable: boolean;
  defaultSort: string;
  pageSize?: number;
  /** How one entity is named in headings and the delete question. */
  titleOf(entity: Entity): string;
  /** Heading instead of the entity's plural (when one entity has several lists). */
  title?: string;
  searchPlaceholder?: string;
  /** Shown when the list is empty without a search. */
  emptyText?: string;
  filters?: readonly ListFilter[];
  /** false: no create button (default true). */
  canCreate?: boolean;
  /** false: no delete button in the rows (default true). */
  canDeleteRows?: boolean;
  /** Where a row links to (default `${listPath}/${id}`). */
  itemHref?(entity: Entity): string;
  /** Marks a row for the eye (a missed order): warning or danger background. */
  rowTone?(entity: Entity): 'warning' | 'danger' | undefined;
  /** Form fields, when the entity has a form; option labels in the list come from them. */
  fields?: readonly Pick<FieldDefinition<FormValues>, 'name' | 'options' | 'optionsFrom'>[];
};

/** Declares a read-only list screen; see ResourceListDefinition. */
export function defineResourceList<Entity extends { id: number }>(
  definition: ResourceListDefinition<Entity>,
): ResourceListDefinition<Entity> {
  return definition;
}

export type ResourceDefinition<Entity extends { id: number }, Values extends FormValues> = Omit<
  ResourceListDefinition<Entity>,
  'fields'
> & {
  name: EntityName;
  /** The list's absolute path from config/paths.ts; `/new` and `/{id}` hang below it. */
  listPath: string;
  /** CRUD endpoint (spec §7): GET list (paged) and {id}, POST, PUT {id}, DELETE {id}. */
  endpoint: string;
  /** The permissions-table area: write access shows create, edit and delete. */
  permission: PermissionArea;
  entitySchema: z.ZodType<Entity>;
  /** Validates `toBody(values)` before it is sent (the same schema the server checks). */
  formSchema: z.ZodType;
  columns: ColumnDefinition<Entity>[];
  isSearchable: boolean;
  defaultSort: string;
  pageSize?: number;
  fields: FieldDefinition<Values>[];
  emptyValues: Values;
  toValues(entity: Entity): Values;
  toBody(values: Values, mode: FormMode): unknown;
  /** How one entity is named in headings and the delete question. */
  titleOf(entity: Entity): string;
};

/** Declares a resource screen; see ResourceDefinition. */
export function defineResource<Entity extends { id: number }, Values extends FormValues>(
  definition: ResourceDefinition<Entity, Values>,
): ResourceDefinition<Entity, Values> {
  return definition;
}

/** A field's label in this mode (create and edit may word it differently). */
export const labelOf = (field: { label: string | ((mode: FormMode) => string) }, mode: FormMode) =>
  typeof field.label === 'function' ? field.label(mode) : field.label;
