import { Link } from 'react-router';
import type { ColumnDefinition, OptionLookup } from './define-resource.ts';
import styles from './resource-list-page.module.css';

type ListCellProps<Entity> = {
  column: ColumnDefinition<Entity>;
  entity: Entity;
  lookup: OptionLookup;
  href: string;
};

/** One cell; the primary column is the row header and links to the edit form. */
export function ListCell<Entity>({ column, entity, lookup, href }: ListCellProps<Entity>) {
  const content = column.render(entity, lookup);
  const secondary = column.secondary?.(entity);
  const className = column.isDesktopOnly ? styles.desktopOnly : undefined;
  const body = (
    <>
      {column.isPrimary ? (
        <Link to={href} className={styles.primaryLink}>
          {content}
        </Link>
      ) : (
        content
      )}
      {secondary ? <span className={styles.secondary}>{secondary}</span> : null}
    </>
  );
  return column.isPrimary ? (
    <th scope="row" className={className}>
      {body}
    </th>
  ) : (
    <td className={className}>{body}</td>
  );
}
