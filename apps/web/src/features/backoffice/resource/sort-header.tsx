import { de } from '../../../i18n/de.ts';
import styles from './resource-list-page.module.css';

type SortHeaderProps = {
  label: string;
  sortField: string | undefined;
  sort: { field: string; direction: 'asc' | 'desc' };
  onSort: (field: string) => void;
  className: string | undefined;
};

/** A column header; sortable ones are buttons and carry aria-sort while they sort the list. */
export function SortHeader({ label, sortField, sort, onSort, className }: SortHeaderProps) {
  if (!sortField) {
    return (
      <th scope="col" className={className}>
        {label}
      </th>
    );
  }
  const isActive = sort.field === sortField;
  const ariaSort = isActive ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined;
  return (
    <th scope="col" className={className} aria-sort={ariaSort}>
      <button
        type="button"
        className={styles.sortButton}
        onClick={() => onSort(sortField)}
        title={de.backoffice.resource.sortBy(label)}
      >
        {label}
        <span className={styles.sortMark} data-active={isActive || undefined} aria-hidden="true">
          {isActive && sort.direction === 'desc' ? '▼' : '▲'}
        </span>
      </button>
    </th>
  );
}
