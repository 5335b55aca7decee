import type { MenuCategoryView, Product } from '@shop/domain';
import { memo, startTransition, useEffect, useState } from 'react';
import { de } from '../../../i18n/de-storefront.ts';
import styles from './menu-list.module.css';
import { ProductCard } from './product-card.tsx';

type MenuListProps = {
  groups: readonly MenuCategoryView[];
  /** The branch takes orders now or preorders (spec §2 closed style otherwise). */
  canOrder: boolean;
  currency: string;
  onOpenProduct: (product: Product) => void;
};

/** The element id of a product group; the category bar scrolls to it. */
export const categoryElementId = (categoryId: number) => `category-${categoryId}`;

/**
 * The groups of the first commit and of the server's HTML: the branch intro and the first group fill
 * the first screen on phones and desktops; pictures further down do not compete with it.
 */
const FIRST_RENDERED_GROUPS = 1;

/**
 * spec §2: the product groups of the active menu. Memoised: re-renders only with new groups.
 * The first commit holds the first groups only; the others follow one group per commit, each in
 * a transition after the previous one, so neither the first paint (LCP) nor any later task
 * commits and lays out the whole menu at once: seven groups in one commit were a 40 ms task on a
 * fast machine, four times that on Lighthouse's phone (docs/budgets.md P6 TBT). New groups go below the
 * ones shown, so nothing moves; the category bar waits for a group that is not there yet.
 */
export const MenuList = memo(function MenuList({
  groups,
  canOrder,
  currency,
  onOpenProduct,
}: MenuListProps) {
  const [shownCount, setShownCount] = useState(FIRST_RENDERED_GROUPS);
  const isComplete = shownCount >= groups.length;
  useEffect(() => {
    if (shownCount < groups.length) startTransition(() => setShownCount(shownCount + 1));
  }, [shownCount, groups.length]);

  if (groups.length === 0) return <p className={styles.empty}>{de.ordering.noMenu}</p>;
  const shownGroups = isComplete ? groups : groups.slice(0, shownCount);
  return (
    <div className={styles.groups}>
      {shownGroups.map((group) => {
        const headingId = `${categoryElementId(group.category.id)}-title`;
        return (
          <section
            key={group.category.id}
            id={categoryElementId(group.category.id)}
            className={styles.group}
            aria-labelledby={headingId}
          >
            <header className={styles.header}>
              <h2 className={styles.title} id={headingId}>
                {group.category.name}
              </h2>
              {group.category.description ? (
                <p className={styles.description}>{group.category.description}</p>
              ) : null}
            </header>
            <ul className={styles.products}>
              {group.products.map(({ product, isAvailable, isSoldOutToday }) => (
                <li key={product.id} className={styles.product}>
                  <ProductCard
                    product={product}
                    isAvailable={isAvailable}
                    isSoldOutToday={isSoldOutToday === true}
                    isOrderable={canOrder && isAvailable}
                    currency={currency}
                    onOpen={onOpenProduct}
                  />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
});
