import type { Branch, NavigationItem, Site } from '../contracts/entities.ts';

/** The page the visitor is on, as navigation entries point to it. */
export type NavigationRoute =
  | { readonly name: 'home' }
  | { readonly name: 'branch'; readonly branchId: number }
  | { readonly name: 'site'; readonly siteId: number }
  | { readonly name: 'other' };

/** spec §2 Navigation menu: only entries with isEnabled true, at every level, children nested. */
export function visibleNavigationItems(items: readonly NavigationItem[]): NavigationItem[] {
  return items
    .filter((item) => item.isEnabled)
    .map((item) => ({ ...item, children: visibleNavigationItems(item.children) }));
}

/** spec §2: an entry is active when the current route is the branch, site or home it points to. */
export function isNavigationItemActive(item: NavigationItem, route: NavigationRoute): boolean {
  if (item.type === 'home') return route.name === 'home';
  if (item.type === 'branch')
    return route.name === 'branch' && String(item.target) === String(route.branchId);
  if (item.type === 'site')
    return route.name === 'site' && String(item.target) === String(route.siteId);
  return false;
}

/** spec §2: a parent is child-active when any descendant is active. */
export function isNavigationItemChildActive(item: NavigationItem, route: NavigationRoute): boolean {
  return item.children.some(
    (child) => isNavigationItemActive(child, route) || isNavigationItemChildActive(child, route),
  );
}

export type NavigationLink =
  | { readonly kind: 'internal'; readonly href: string }
  | { readonly kind: 'external'; readonly href: string }
  | { readonly kind: 'text' };

export type NavigationTargets = {
  readonly sites: readonly Pick<Site, 'id' | 'path'>[];
  readonly branches: readonly Pick<Branch, 'id' | 'identifier'>[];
};

/**
 * spec §2: home → '/', site → '/{path}', branch → '/store/{identifier}' (same window); link opens its
 * target in a new window; other types, or targets that no longer exist, render as plain text.
 */
export function navigationItemLink(
  item: NavigationItem,
  targets: NavigationTargets,
): NavigationLink {
  const target = String(item.target);
  switch (item.type) {
    case 'home':
      return { kind: 'internal', href: '/' };
    case 'site': {
      const site = targets.sites.find((candidate) => String(candidate.id) === target);
      return site
        ? { kind: 'internal', href: `/${site.path.replace(/^\/+/, '')}` }
        : { kind: 'text' };
    }
    case 'branch': {
      const branch = targets.branches.find((candidate) => String(candidate.id) === target);
      return branch ? { kind: 'internal', href: `/store/${branch.identifier}` } : { kind: 'text' };
    }
    case 'link':
      return item.target ? { kind: 'external', href: target } : { kind: 'text' };
    default:
      return { kind: 'text' };
  }
}
