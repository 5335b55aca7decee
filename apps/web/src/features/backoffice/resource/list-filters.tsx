import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { de } from '../../../i18n/de.ts';
import { ActionButton } from '../ui/action-button.tsx';
import type { ListFilter, OptionItem } from './define-resource.ts';
import styles from './list-filters.module.css';
import { optionsQueryOptions } from './resource-api.ts';

const t = de.backofficeCatalogue.layer;
const resourceTexts = de.backoffice.resource;

type ListFiltersProps = {
  filters: readonly ListFilter[];
  values: Readonly<Record<string, string>>;
  onChange: (name: string, value: string | null) => void;
  onReset: () => void;
};

/** The filters above a list (text, select or date); each change reloads the list from page 1. */
export function ListFilters({ filters, values, onChange, onReset }: ListFiltersProps) {
  const idPrefix = useId();
  const hasValues = Object.keys(values).length > 0;
  return (
    <fieldset className={styles.filters}>
      <legend className={styles.legend}>{t.filters}</legend>
      {filters.map((filter) => (
        <label key={filter.name} className={styles.filter} htmlFor={`${idPrefix}-${filter.name}`}>
          <span className={styles.label}>{filter.label}</span>
          {filter.type === 'select' ? (
            <FilterSelect
              id={`${idPrefix}-${filter.name}`}
              label={filter.label}
              filter={filter}
              value={values[filter.name] ?? ''}
              onChange={(value) => onChange(filter.name, value || null)}
            />
          ) : (
            <input
              id={`${idPrefix}-${filter.name}`}
              type={filter.type}
              value={values[filter.name] ?? ''}
              onChange={(event) => onChange(filter.name, event.target.value || null)}
            />
          )}
        </label>
      ))}
      {hasValues ? (
        <ActionButton size="sm" variant="ghost" onClick={onReset}>
          {resourceTexts.resetFilters}
        </ActionButton>
      ) : null}
    </fieldset>
  );
}

type FilterSelectProps = {
  id: string;
  /** Also as aria-label: the <label> around it would take the option texts into its name. */
  label: string;
  filter: ListFilter;
  value: string;
  onChange: (value: string) => void;
};

function FilterSelect({ id, label, filter, value, onChange }: FilterSelectProps) {
  const source = filter.optionsFrom;
  const query = useQuery({
    ...optionsQueryOptions(
      source ?? { endpoint: '', entity: { singular: '', plural: '' }, parse: () => [] },
    ),
    enabled: !!source,
  });
  const options: readonly OptionItem[] = source ? (query.data ?? []) : (filter.options ?? []);
  return (
    <select
      id={id}
      aria-label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">{filter.allLabel ?? t.all}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
