import { DEFAULT_PAGE_SIZE, hasAccess, parseSort } from '@shop/domain';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { de } from '../../../i18n/de.ts';
import { useCurrentUser } from '../session/use-current-user.ts';
import { Icon } from '../shell/icons.tsx';
import { ActionButton, ActionLink } from '../ui/action-button.tsx';
import { Loader } from '../ui/loader.tsx';
import { Notice } from '../ui/notice.tsx';
import { useDocumentTitle } from '../ui/use-document-title.ts';
import type { OptionLookup, ResourceListDefinition } from './define-resource.ts';
import { DeleteDialog } from './delete-dialog.tsx';
import { ListCell } from './list-cell.tsx';
import { ListFilters } from './list-filters.tsx';
import { Pagination } from './pagination.tsx';
import { listQueryOptions, optionsQueryOptions } from './resource-api.ts';
import styles from './resource-list-page.module.css';
import { SearchBox } from './search-box.tsx';
import { SortHeader } from './sort-header.tsx';

const t = de.backoffice.resource;

/** The list screen of a resource: search, sort and page live in the URL (?search=&sort=&page=). */
export function ResourceListPage<Entity extends { id: number }>({
  resource,
}: {
  resource: ResourceListDefinition<Entity>;
}) {
  const title = resource.title ?? resource.name.plural;
  useDocumentTitle(title);
  const user = useCurrentUser();
  const canRead = hasAccess(user.roles, resource.permission, 'read');
  const canWrite = !resource.isReadOnly && hasAccess(user.roles, resource.permission, 'write');
  const canCreate = canWrite && resource.canCreate !== false;
  const canDelete = canWrite && resource.canDeleteRows !== false;
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.get('search') ?? '';
  const sort = searchParams.get('sort') ?? resource.defaultSort;
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const pageSize = resource.pageSize ?? DEFAULT_PAGE_SIZE;
  const filters = Object.fromEntries(
    (resource.filters ?? []).flatMap((filter) => {
      const value = searchParams.get(filter.name);
      return value ? [[filter.name, value]] : [];
    }),
  );
  const list = useQuery({
    ...listQueryOptions(resource, { search, sort, page, pageSize, filters }),
    enabled: canRead,
  });
  const lookup = useOptionLookup(resource);
  const ListActions = resource.listActions;
  const [toDelete, setToDelete] = useState<Entity | null>(null);

  const update = (changes: Record<string, string | null>) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );

  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  // After a delete the last page can be gone: step back to the last one there is.
  useEffect(() => {
    if (list.data && page > pages) update({ page: String(pages) });
  });

  const sortState = parseSort(sort, resource.defaultSort);
  const onSort = (field: string) => {
    const isSame = sortState.field === field;
    const next = isSame && sortState.direction === 'asc' ? `-${field}` : field;
    update({ sort: next === resource.defaultSort ? null : next, page: null });
  };

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>{title}</h1>
          {list.data ? <p className={styles.count}>{t.total(total)}</p> : null}
        </div>
        <div className={styles.headerActions}>
          {ListActions ? <ListActions /> : null}
          {canCreate ? (
            <ActionLink to={`${resource.listPath}/new`} variant="primary">
              <Icon name="plus" size={18} />
              {t.create(resource.name)}
            </ActionLink>
          ) : null}
        </div>
      </header>

      {resource.isSearchable ? (
        <SearchBox
          label={t.search}
          placeholder={resource.searchPlaceholder ?? t.searchPlaceholder(resource.name)}
          value={search}
          onSearch={(value) => update({ search: value, page: null })}
        />
      ) : null}

      {resource.filters ? (
        <ListFilters
          filters={resource.filters}
          values={filters}
          onChange={(name, value) => update({ [name]: value, page: null })}
          onReset={() =>
            update({
              ...Object.fromEntries(resource.filters?.map((filter) => [filter.name, null]) ?? []),
              page: null,
            })
          }
        />
      ) : null}

      {canRead ? null : <Notice tone="error">{t.noAccess}</Notice>}
      {list.isError ? (
        <Notice tone="error" onRetry={() => list.refetch()} isRetrying={list.isFetching}>
          {de.backoffice.errors.loadListFailed(resource.name)}
        </Notice>
      ) : null}
      {canRead && list.isPending ? <Loader label={de.backoffice.common.loading} /> : null}

      {list.data ? (
        <div className={styles.card}>
          <div className={styles.scroller}>
            <table className={styles.table} aria-busy={list.isFetching || undefined}>
              <caption className={styles.caption}>{title}</caption>
              <thead>
                <tr>
                  {resource.columns.map((column) => (
                    <SortHeader
                      key={column.key}
                      label={column.label}
                      sortField={column.sortField}
                      sort={sortState}
                      onSort={onSort}
                      className={column.isDesktopOnly ? styles.desktopOnly : undefined}
                    />
                  ))}
                  {canDelete ? (
                    <th scope="col" className={styles.actionsHead}>
                      {t.actions}
                    </th>
                  ) : null}
                </tr>
              </thead>
              <tbody>
                {list.data.items.map((entity) => (
                  <tr
                    key={entity.id}
                    data-tone={resource.rowTone?.(entity)}
                    className={resource.isRowLinked ? styles.linkedRow : undefined}
                  >
                    {resource.columns.map((column) => (
                      <ListCell
                        key={column.key}
                        column={column}
                        entity={entity}
                        lookup={lookup}
                        href={resource.itemHref?.(entity) ?? `${resource.listPath}/${entity.id}`}
                      />
                    ))}
                    {canDelete ? (
                      <td className={styles.actions}>
                        <ActionButton
                          size="sm"
                          variant="ghost"
                          aria-label={t.deleteRow(resource.titleOf(entity))}
                          onClick={() => setToDelete(entity)}
                        >
                          {t.delete}
                        </ActionButton>
                      </td>
                    ) : null}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {list.data.items.length === 0 ? (
            <p className={styles.empty}>
              {search ? t.noMatches(search) : (resource.emptyText ?? t.empty(resource.name))}
            </p>
          ) : null}
          {pages > 1 ? (
            <Pagination
              page={Math.min(page, pages)}
              pages={pages}
              onPage={(next) => update({ page: next === 1 ? null : String(next) })}
            />
          ) : null}
        </div>
      ) : null}

      {canDelete ? (
        <DeleteDialog resource={resource} entity={toDelete} onClose={() => setToDelete(null)} />
      ) : null}
    </div>
  );
}

/** Option labels of the form fields whose options come from other resources (branch names). */
function useOptionLookup(
  resource: Pick<ResourceListDefinition<{ id: number }>, 'fields'>,
): OptionLookup {
  const fields = resource.fields ?? [];
  const sourced = fields.filter((field) => field.optionsFrom);
  const results = useQueries({
    queries: sourced.map((field) => optionsQueryOptions(field.optionsFrom!)),
  });
  return (fieldName, value) => {
    const index = sourced.findIndex((field) => field.name === fieldName);
    const options =
      index >= 0 ? results[index]?.data : fields.find((field) => field.name === fieldName)?.options;
    return options?.find((option) => option.value === value)?.label;
  };
}
