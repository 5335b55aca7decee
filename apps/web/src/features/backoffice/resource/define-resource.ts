import type { PermissionArea } from '@shop/domain';
import type { ComponentType, ReactNode } from 'react';
import type { z } from 'zod';
import type { EntityName } from '../../../i18n/de/backoffice/common.ts';
import type { ControlProps } from '../ui/field.tsx';

/**
 * The generic back-office resource layer: an entity screen is one declaration —
 * name, endpoint, list columns, form fields and the domain's zod schema — and gets a list page
 * (search, sort, pagination), a create/edit form with server field errors, delete with a
 * confirmation, the spec §8 error messages with retry and German success toasts.
 *
 * Form values are strings, booleans and string lists (what inputs hold), or structured values
 * (hours entries, delivery areas, parts, image references) that a custom field component edits;
 * `toBody` turns them into the API body that `formSchema` validates, `toValues` an entity into
 * form values. Larger forms group their fields in tabs (`sections`).
 */

/** A value a custom field edits as a whole (a list of rows, an image reference, …). */
export type StructuredValue = readonly unknown[] | object | null;
export type FormValue = string | boolean | string[] | StructuredValue;
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
  | 'datetime-local'
  | 'number'
  | 'textarea'
  /** `component` renders the control (hours editor, delivery areas, images, parts, …). */
  | 'custom';

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
  /** The control of a 'custom' field. */
  component?: ComponentType<CustomFieldProps>;
  /** A custom control that is a group of controls (fieldset + legend instead of a label). */
  isGroup?: boolean;
  /** Shown only while this holds (e.g. the parts editor for configurable products). */
  isShown?: (values: Values) => boolean;
  /** A check of the typed value before the schema's (e.g. a price typed in euros); a message or null. */
  validate?: (value: FormValue | undefined) => string | null;
  /** Extra input attributes for text and number fields. */
  inputMode?: 'decimal' | 'numeric' | 'text';
  placeholder?: string;
};

/** A tab of a large form: its label and the names of its fields, in order. */
export type FormSection<Values extends FormValues> = {
  key: string;
  label: string;
  fields: (keyof Values & string)[];
  /**
   * A tab that acts on its own instead of holding form fields (the branch's front-desk keys): it
   * is shown for a saved entity only, to users with write access to `permission`, and is not
   * sent with "Speichern". Its controls must not submit the surrounding form.
   */
  panel?: { component: ComponentType<{ entityId: number }>; permission: PermissionArea };
  /**
   * Boxes inside the tab that keep what belongs together side by side (a payment method's
   * switches and keys): a legend, an optional line under it, and some of the tab's fields.
   * The tab's fields named in no group come first.
   */
  groups?: FormGroup<Values>[];
};

/** A titled box of fields inside a tab (see FormSection.groups). */
export type FormGroup<Values extends FormValues> = {
  key: string;
  label: string;
  hint?: string;
  fields: (keyof Values & string)[];
};

/** What a custom field component gets: its value, all form values and the errors below it. */
export type CustomFieldProps = {
  /** The id the field's label points to (give it to the first control). */
  id: string;
  name: string;
  /** The field's label (for controls a <label> cannot name, e.g. contenteditable). */
  label: string;
  value: FormValue | undefined;
  values: FormValues;
  /** Every field error of the form, keyed by path (`deliveryAreas.0.price`). */
  errors: Readonly<Record<string, string>>;
  control: ControlProps;
  onChange: (value: FormValue) => void;
  /** Changes another field (e.g. a type switch that clears dependent values). */
  setValue: (name: string, value: FormValue) => void;
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
  type: 'text' | 'select' | 'date';
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
  /** The whole row opens the entity (a stretched link; a finger on a tablet misses a small one). */
  isRowLinked?: boolean;
  /** Marks a row for the eye (a missed order): warning or danger background. */
  rowTone?(entity: Entity): 'warning' | 'danger' | undefined;
  /** Controls in the list's header beside "anlegen" (the tables' QR-code sheet). */
  listActions?: ComponentType;
  /** A list without create, edit or delete (audit logs); rows open `detail`. */
  isReadOnly?: boolean;
  /** Form fields, when the entity has a form; option labels in the list come from them. */
  fields?: readonly Pick<FieldDefinition<FormValues>, 'name' | 'options' | 'optionsFrom'>[];
};

/** Declares a read-only list screen; see ResourceListDefinition. */
export function defineResourceList<Entity extends { id: number }>(
  definition: ResourceListDefinition<Entity>,
): ResourceListDefinition<Entity> {
  return definition;
}

/** A list screen plus its create/edit form (or a read-only `detail` view). */
export type ResourceDefinition<Entity extends { id: number }, Values extends FormValues> = Omit<
  ResourceListDefinition<Entity>,
  'fields'
> & {
  /** Validates `toBody(values)` before it is sent (the same schema the server checks). */
  formSchema?: z.ZodType;
  fields: FieldDefinition<Values>[];
  /** Tabs of the form; fields not named in any section follow in the first. */
  sections?: FormSection<Values>[];
  emptyValues: Values;
  toValues(entity: Entity): Values;
  toBody(values: Values, mode: FormMode): unknown;
  /** Buttons in the edit form's header (duplicate, …); they get the resource's endpoint and path. */
  formActions?: ComponentType<{ entity: Entity; endpoint: string; listPath: string }>;
  /**
   * Tools in the form's header that work on the unsaved values, also for a new entity (the page
   * editor's "Vorschau", decision 048); shown to users who may write.
   */
  formTools?: ComponentType<{ values: Values }>;
  /** Beside the form on wide screens, under it on narrow ones (the product's live preview). */
  aside?: ComponentType<{ values: Values }>;
  /** The read-only view of one entity (instead of the form). */
  detail?: ComponentType<{ entity: Entity }>;
};

/** Declares a resource screen; see ResourceDefinition. */
export function defineResource<Entity extends { id: number }, Values extends FormValues>(
  definition: ResourceDefinition<Entity, Values>,
): ResourceDefinition<Entity, Values> {
  return definition;
}

/** The fields of a resource grouped by tab (one unnamed group without sections). */
export function fieldsBySection<Values extends FormValues>(
  resource: Pick<ResourceDefinition<{ id: number }, Values>, 'fields' | 'sections'>,
): {
  key: string;
  label: string;
  fields: FieldDefinition<Values>[];
  panel?: FormSection<Values>['panel'];
  groups?: FormSection<Values>['groups'];
}[] {
  const sections = resource.sections ?? [];
  if (sections.length === 0) return [{ key: 'all', label: '', fields: resource.fields }];
  const named = new Set(sections.flatMap((section) => section.fields));
  const byName = new Map(resource.fields.map((field) => [field.name, field]));
  const rest = resource.fields.filter((field) => !named.has(field.name));
  return sections.map((section, index) => ({
    key: section.key,
    label: section.label,
    ...(section.panel ? { panel: section.panel } : {}),
    ...(section.groups ? { groups: section.groups } : {}),
    fields: [
      ...section.fields.flatMap((name) => byName.get(name) ?? []),
      ...(index === 0 ? rest : []),
    ],
  }));
}

/** The form field a server or zod error path belongs to (`deliveryAreas.0.price` → deliveryAreas). */
export const rootFieldOf = (path: string) => path.split(/[.[]/)[0] ?? path;

/** A field's label in this mode (create and edit may word it differently). */
export const labelOf = (field: { label: string | ((mode: FormMode) => string) }, mode: FormMode) =>
  typeof field.label === 'function' ? field.label(mode) : field.label;
