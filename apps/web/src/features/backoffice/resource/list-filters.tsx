import { useQueries } from '@tanstack/react-query';
import { useId } from 'react';
import { de } from '../../../i18n/de.ts';
import { ActionButton } from '../ui/action-button.tsx';
import type { ListFilter, OptionItem } from './define-resource.ts';
import { optionsQueryOptions } from './resource-api.ts';
import styles from './resource-list-page.module.css';

type ListFiltersProps = {
  filters: readonly ListFilter[];
  values: Readonly<Record<string, string>>;
  onChange: (name: string, value: string | null) => void;
  onReset: () => void;
};

/** The filter bar of a list (selects and dates); every change goes to the URL at once. */
export function ListFilters({ filters, values, onChange, onReset }: ListFiltersProps) {
  const baseId = useId();
  const sourced = useQueries({
    queries: filters.flatMap((filter) =>
      filter.optionsFrom ? [optionsQueryOptions(filter.optionsFrom)] : [],
    ),
  });
  let sourcedIndex = 0;
  const optionsOf = (filter: ListFilter): readonly OptionItem[] => {
    if (!filter.optionsFrom) return filter.options ?? [];
    return sourced[sourcedIndex++]?.data ?? [];
  };
  const isFiltered = filters.some((filter) => values[filter.name]);
  return (
    <div className={styles.filters}>
      {filters.map((filter) => {
        const id = `${baseId}-${filter.name}`;
        const value = values[filter.name] ?? '';
        const options = optionsOf(filter);
        return (
          <div key={filter.name} className={styles.filter}>
            <label htmlFor={id}>{filter.label}</label>
            {filter.type === 'select' ? (
              <select
                id={id}
                value={value}
                onChange={(event) => onChange(filter.name, event.target.value || null)}
              >
                <option value="">{filter.allLabel ?? de.backoffice.common.none}</option>
                {options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            ) : (
              <input
                id={id}
                type="date"
                value={value}
                onChange={(event) => onChange(filter.name, event.target.value || null)}
              />
            )}
          </div>
        );
      })}
      {isFiltered ? (
        <ActionButton size="sm" variant="ghost" onClick={onReset}>
          {de.backoffice.resource.resetFilters}
        </ActionButton>
      ) : null}
    </div>
  );
}
