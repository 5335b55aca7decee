import type { Category, Menu, Product } from '../contracts/entities.ts';
import { isScheduleActive } from '../hours/shifts.ts';
import { isSoldOutOn, type SoldOutMark } from './sold-out.ts';

export type Availability = {
  /** Shown in the menu at all. */
  readonly isVisible: boolean;
  /** Orderable now; visible but unavailable things are shown greyed. */
  readonly isAvailable: boolean;
};

type Schedulable = Pick<Category, 'isEnabled' | 'schedule' | 'isVisibleWhenUnavailable'>;

/**
 * spec §4: shown when enabled and its schedule is active now, or when marked visible when
 * unavailable (then greyed). Available means enabled with an active schedule.
 */
export function availabilityOf(item: Schedulable, now: Date, timeZone: string): Availability {
  const isAvailable = item.isEnabled && isScheduleActive(item.schedule, now, timeZone);
  return { isAvailable, isVisible: isAvailable || item.isVisibleWhenUnavailable };
}

export type MenuProductView = {
  readonly product: Product;
  readonly isAvailable: boolean;
  /** Marked "Heute ausverkauft" at the branch (shown greyed with that label). */
  readonly isSoldOutToday?: boolean;
};
export type MenuCategoryView = {
  readonly category: Category;
  readonly isAvailable: boolean;
  readonly products: readonly MenuProductView[];
};

/**
 * The product groups of a menu as shown now, in catalogue order: hidden categories and products
 * left out, products of an unavailable category unavailable too, and empty groups dropped (ours).
 */
export function menuView(
  menu: Pick<Menu, 'catalog'>,
  categories: readonly Category[],
  products: readonly Product[],
  now: Date,
  timeZone: string,
  /** The branch's "Heute ausverkauft" marks (sold-out.ts); a marked product is greyed today. */
  soldOut: readonly SoldOutMark[] = [],
): MenuCategoryView[] {
  const categoryById = new Map(categories.map((category) => [category.id, category]));
  const productById = new Map(products.map((product) => [product.id, product]));
  const views: MenuCategoryView[] = [];
  for (const group of menu.catalog.categories) {
    const category = categoryById.get(group.id);
    if (!category) continue;
    const categoryState = availabilityOf(category, now, timeZone);
    if (!categoryState.isVisible) continue;
    const productViews: MenuProductView[] = [];
    for (const { id } of group.products) {
      const product = productById.get(id);
      const state = product && availabilityOf(product, now, timeZone);
      if (!product || !state?.isVisible) continue;
      const isSoldOutToday = isSoldOutOn(soldOut, product.id, now, timeZone);
      productViews.push({
        product,
        isAvailable: state.isAvailable && categoryState.isAvailable && !isSoldOutToday,
        ...(isSoldOutToday ? { isSoldOutToday } : {}),
      });
    }
    if (productViews.length > 0) {
      views.push({ category, isAvailable: categoryState.isAvailable, products: productViews });
    }
  }
  return views;
}
