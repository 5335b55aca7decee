import type { Menu, Product } from '../contracts/entities.ts';

type ProductIdentity = Pick<Product, 'id' | 'name' | 'description' | 'price'>;

/** The enabled products listed in a menu's catalogue (the "active products" of spec §4 Cart). */
export function activeProducts<P extends Product>(
  menu: Pick<Menu, 'catalog'> | null,
  products: readonly P[],
): P[] {
  if (!menu) return [];
  const listed = new Set(
    menu.catalog.categories.flatMap((group) => group.products.map((p) => p.id)),
  );
  return products.filter((product) => product.isEnabled && listed.has(product.id));
}

/** spec §4 Cart: a cart product still matches when id, name, description and price are the same. */
export function isSameProduct(a: ProductIdentity, b: ProductIdentity): boolean {
  return (
    a.id === b.id && a.name === b.name && a.description === b.description && a.price === b.price
  );
}

/** spec §4 Cart: after menu data loads, removes the lines whose product no longer matches an active product. */
export function migrateCartItems<I extends { readonly product: ProductIdentity }>(
  items: readonly I[],
  active: readonly ProductIdentity[],
): { readonly items: I[]; readonly removed: I[] } {
  const kept: I[] = [];
  const removed: I[] = [];
  for (const item of items) {
    const matches = active.some((product) => isSameProduct(product, item.product));
    (matches ? kept : removed).push(item);
  }
  return { items: kept, removed };
}
