import { Route, Routes } from 'react-router';
import { paths } from '../config/paths.ts';
import { BranchPage } from '../features/storefront/branch/branch-page.tsx';
import { BranchListPage } from '../features/storefront/branch-list/branch-list-page.tsx';
import { NotFoundPage } from '../features/storefront/site/not-found-page.tsx';
import { StorefrontLayout } from './layouts/storefront-layout.tsx';

/**
 * The storefront chunk: the customer routes (spec §2 "Customer routes"). Checkout and status
 * arrive with their issues; content pages by path with the storefront issue — until then every
 * other path is the 404 page.
 */
export default function StorefrontRoutes() {
  return (
    <StorefrontLayout>
      <Routes>
        <Route path={paths.home.path} element={<BranchListPage />} />
        <Route path={paths.branch.path} element={<BranchPage />} />
        <Route path={paths.site.path} element={<NotFoundPage />} />
      </Routes>
    </StorefrontLayout>
  );
}
