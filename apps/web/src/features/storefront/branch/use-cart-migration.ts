import { type Branch, migrateCartItems, type Product, type PublicConfig } from '@shop/domain';
import { useEffect, useState } from 'react';
import { cartStoreFor } from '../cart/cart-store.ts';

/**
 * spec §4 Cart: each time menu data loads (on entering the page and after every 4-hour reload),
 * lines whose product no longer matches an active product (same id, name, description, price) are
 * removed. Returns the names of removed products, so the page can tell the customer.
 */
export function useCartMigration(
  branch: Branch,
  config: PublicConfig,
  activeProducts: readonly Product[],
): [removedNames: readonly string[], dismiss: () => void] {
  const [removedNames, setRemovedNames] = useState<readonly string[]>([]);

  useEffect(() => {
    const store = cartStoreFor(branch, config);
    const { items, removed } = migrateCartItems(store.getSnapshot().items, activeProducts);
    if (removed.length === 0) return;
    store.update((cart) => ({ ...cart, items }));
    const names = [...new Set(removed.map((item) => item.product.name))];
    setRemovedNames((previous) => [...new Set([...previous, ...names])]);
  }, [branch, config, activeProducts]);

  return [removedNames, () => setRemovedNames([])];
}
