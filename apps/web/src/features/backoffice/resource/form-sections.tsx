import { hasAccess } from '@shop/domain';
import { type KeyboardEvent, useRef } from 'react';
import { de } from '../../../i18n/de.ts';
import { useCurrentUser } from '../session/use-current-user.ts';
import hiddenStyles from '../ui/visually-hidden.module.css';
import {
  type FieldDefinition,
  type FormMode,
  type FormValue,
  type FormValues,
  fieldsBySection,
  type ResourceDefinition,
} from './define-resource.ts';
import { FormField } from './form-field.tsx';
import { FormReadOnlyContext } from './form-read-only.ts';
import styles from './form-sections.module.css';

type FormSectionsProps<Values extends FormValues> = {
  resource: Pick<ResourceDefinition<{ id: number }, Values>, 'fields' | 'sections'>;
  idPrefix: string;
  mode: FormMode;
  values: Values;
  errors: Readonly<Record<string, string>>;
  activeKey: string;
  onActiveKeyChange: (key: string) => void;
  onChange: (name: string, value: FormValue) => void;
  /** The saved entity's id (null while creating): panel tabs need it. */
  entityId?: number | null;
  /** The user may only look (no write access to the area): every control is disabled. */
  isReadOnly?: boolean;
};

/**
 * The fields of a form, in tabs when the resource has sections (WAI-ARIA tabs: arrow keys, Home,
 * End). Every panel stays mounted (hidden), so switching tabs keeps what was typed; a tab whose
 * fields have messages is marked.
 */
export function FormSections<Values extends FormValues>({
  resource,
  idPrefix,
  mode,
  values,
  errors,
  activeKey,
  onActiveKeyChange,
  onChange,
  entityId = null,
  isReadOnly = false,
}: FormSectionsProps<Values>) {
  const user = useCurrentUser();
  const sections = fieldsBySection(resource).filter(
    (section) =>
      !section.panel ||
      (entityId !== null && hasAccess(user.roles, section.panel.permission, 'write')),
  );
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  // A read-only form disables every native control at once (a disabled fieldset); the tabs stay
  // outside it so the user can still look at every tab.
  const renderFields = (fields: FieldDefinition<Values>[]) => (
    <FormReadOnlyContext.Provider value={isReadOnly}>
      <fieldset className={styles.fieldset} disabled={isReadOnly}>
        <div className={styles.fields}>
          {fields.map((field) => (
            <FormField
              key={field.name}
              field={field}
              idPrefix={idPrefix}
              mode={mode}
              values={values}
              errors={errors}
              onChange={onChange}
            />
          ))}
        </div>
      </fieldset>
    </FormReadOnlyContext.Provider>
  );
  /** A tab's fields: those in no group, then each group in a fieldset with its legend. */
  const renderSection = (section: (typeof sections)[number]) => {
    const groups = section.groups ?? [];
    if (groups.length === 0) return renderFields(section.fields);
    const grouped = new Set(groups.flatMap((group) => group.fields));
    const byName = new Map(section.fields.map((field) => [field.name, field]));
    const rest = section.fields.filter((field) => !grouped.has(field.name));
    return (
      <div className={styles.groups}>
        {rest.length > 0 ? renderFields(rest) : null}
        {groups.map((group) => (
          <fieldset key={group.key} className={styles.group}>
            <legend className={styles.groupLegend}>{group.label}</legend>
            {group.hint ? <p className={styles.groupHint}>{group.hint}</p> : null}
            {renderFields(group.fields.flatMap((name) => byName.get(name) ?? []))}
          </fieldset>
        ))}
      </div>
    );
  };
  const only = sections[0];
  if (sections.length === 1 && only) return renderSection(only);

  const active = sections.some((section) => section.key === activeKey)
    ? activeKey
    : (sections[0]?.key ?? '');
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = sections.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    const section = sections[target];
    if (section) onActiveKeyChange(section.key);
    tabRefs.current[target]?.focus();
  };

  return (
    <div className={styles.tabs}>
      <div
        className={styles.tabList}
        role="tablist"
        aria-label={de.backofficeCatalogue.layer.sections}
      >
        {sections.map((section, index) => {
          const hasErrors = section.fields.some((field) => errors[field.name]);
          const isActive = section.key === active;
          return (
            <button
              key={section.key}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${idPrefix}-tab-${section.key}`}
              aria-controls={`${idPrefix}-panel-${section.key}`}
              aria-selected={isActive}
              tabIndex={isActive ? 0 : -1}
              className={styles.tab}
              data-invalid={hasErrors || undefined}
              onClick={() => onActiveKeyChange(section.key)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {section.label}
              {hasErrors ? (
                <span className={styles.errorMark}>
                  <span aria-hidden="true">!</span>
                  <span className={hiddenStyles.hidden}>
                    {de.backofficeCatalogue.layer.sectionHasErrors}
                  </span>
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
      {sections.map((section) => (
        <div
          key={section.key}
          role="tabpanel"
          id={`${idPrefix}-panel-${section.key}`}
          aria-labelledby={`${idPrefix}-tab-${section.key}`}
          hidden={section.key !== active}
        >
          {section.panel && entityId !== null ? (
            <div className={styles.panel}>
              <section.panel.component entityId={entityId} />
            </div>
          ) : (
            renderSection(section)
          )}
        </div>
      ))}
    </div>
  );
}

/** The first tab holding a field with a message (a failed save opens it). */
export function firstSectionWithErrors<Values extends FormValues>(
  resource: Pick<ResourceDefinition<{ id: number }, Values>, 'fields' | 'sections'>,
  errors: Readonly<Record<string, string>>,
): string | null {
  const section = fieldsBySection(resource).find((candidate) =>
    candidate.fields.some((field) => errors[field.name]),
  );
  return section?.key ?? null;
}
