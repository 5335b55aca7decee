import type { MenuCategoryView } from './visibility.ts';

/** Lower case without accents, so "creme" finds "Crème" and "CAFE" finds "Café". */
function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('de-DE');
}

/**
 * The menu search (docs/decisions/017-customer-journey-comfort.md, spec §2 "Branch ordering
 * page"): the groups with only the products whose name or description holds every word of the
 * query (case and accents ignored); groups left without products are dropped. An empty query
 * returns the groups unchanged (the same array).
 */
export function searchMenuView(
  groups: readonly MenuCategoryView[],
  query: string,
): readonly MenuCategoryView[] {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return groups;
  const matches = (name: string, description: string | null) => {
    const text = foldText(`${name} ${description ?? ''}`);
    return words.every((word) => text.includes(word));
  };
  return groups.flatMap((group) => {
    const products = group.products.filter(({ product }) =>
      matches(product.name, product.description),
    );
    return products.length > 0 ? [{ ...group, products }] : [];
  });
}
