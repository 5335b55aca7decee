import { type MenuCategoryView, type Product, searchMenuView } from '@shop/domain';
import { memo, useDeferredValue, useId, useMemo, useState } from 'react';
import { de } from '../../../i18n/de-storefront.ts';
import { MenuList } from './menu-list.tsx';
import styles from './searchable-menu.module.css';

type SearchableMenuProps = {
  groups: readonly MenuCategoryView[];
  canOrder: boolean;
  currency: string;
  onOpenProduct: (product: Product) => void;
};

/**
 * The menu with a search above it (docs/decisions/017-customer-journey-comfort.md): the products
 * whose name or description holds the words typed (domain searchMenuView), filtered as one types.
 * The query lives here, so typing re-renders the menu only, not the page or the cart.
 */
export const SearchableMenu = memo(function SearchableMenu({
  groups,
  canOrder,
  currency,
  onOpenProduct,
}: SearchableMenuProps) {
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const found = useMemo(() => searchMenuView(groups, deferredQuery), [groups, deferredQuery]);
  const inputId = useId();
  const isSearching = deferredQuery.trim() !== '';
  return (
    <>
      {groups.length > 0 ? (
        <search className={styles.search}>
          <label className={styles.label} htmlFor={inputId}>
            {de.ordering.search}
          </label>
          <input
            id={inputId}
            className={styles.input}
            type="search"
            value={query}
            placeholder={de.ordering.searchPlaceholder}
            autoComplete="off"
            enterKeyHint="search"
            onChange={(event) => setQuery(event.target.value)}
          />
        </search>
      ) : null}
      {isSearching && found.length === 0 ? (
        <p className={styles.empty} role="status">
          {de.ordering.searchEmpty}
        </p>
      ) : (
        <MenuList
          groups={found}
          canOrder={canOrder}
          currency={currency}
          onOpenProduct={onOpenProduct}
        />
      )}
    </>
  );
});
