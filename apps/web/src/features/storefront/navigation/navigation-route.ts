import type { Branch, NavigationRoute, Site } from '@shop/domain';
import { useLocation } from 'react-router';
import { useBranches, useInitData } from '../init/api/get-init.ts';

function pathSegments(pathname: string): string[] {
  return pathname
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    });
}

/** The branch identifier of /store/{identifier} and the routes below it (checkout), else null. */
export function branchIdentifierOf(pathname: string): string | null {
  const [first, identifier] = pathSegments(pathname);
  return first === 'store' && identifier ? identifier : null;
}

/**
 * spec §2 "Customer routes" seen from the navigation: '/' is home, /store/{identifier} (and its
 * checkout) a branch, any other path the content page whose path is the joined segments.
 */
export function navigationRouteOf(
  pathname: string,
  branches: readonly Pick<Branch, 'id' | 'identifier'>[],
  sites: readonly Pick<Site, 'id' | 'path'>[],
): NavigationRoute {
  const segments = pathSegments(pathname);
  if (segments.length === 0) return { name: 'home' };
  const branchIdentifier = branchIdentifierOf(pathname);
  if (branchIdentifier !== null) {
    const branch = branches.find((candidate) => candidate.identifier === branchIdentifier);
    return branch ? { name: 'branch', branchId: branch.id } : { name: 'other' };
  }
  const sitePath = segments.join('/');
  const site = sites.find(
    (candidate) => candidate.path.split('/').filter(Boolean).join('/') === sitePath,
  );
  return site ? { name: 'site', siteId: site.id } : { name: 'other' };
}

/** The current route for active and child-active navigation entries. */
export function useNavigationRoute(): NavigationRoute {
  const { pathname } = useLocation();
  return navigationRouteOf(pathname, useBranches(), useInitData('/api/sites'));
}

/** The navigation with this identifier (header-navigation, footer-navigation), if any. */
export function useNavigation(identifier: string) {
  return useInitData('/api/navigations').find((navigation) => navigation.identifier === identifier);
}
