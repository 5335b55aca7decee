import { de } from '../../../i18n/de.ts';
import { ActionButton } from '../ui/action-button.tsx';
import styles from './resource-list-page.module.css';

type PaginationProps = { page: number; pages: number; onPage: (page: number) => void };

/** Previous / next page with "Seite 2 von 5". */
export function Pagination({ page, pages, onPage }: PaginationProps) {
  const t = de.backoffice.resource;
  return (
    <nav className={styles.pagination} aria-label={t.pagination}>
      <ActionButton size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t.previousPage}
      </ActionButton>
      <span className={styles.pageOf} aria-live="polite">
        {t.pageOf(page, pages)}
      </span>
      <ActionButton size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t.nextPage}
      </ActionButton>
    </nav>
  );
}
