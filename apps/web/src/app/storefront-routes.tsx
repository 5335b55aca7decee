import { Route, Routes } from 'react-router';
import { paths } from '../config/paths.ts';
import { LazyBranchPage } from '../features/storefront/branch/lazy-branch-page.tsx';
import { BranchListPage } from '../features/storefront/branch-list/branch-list-page.tsx';
import { LazyCheckoutPage } from '../features/storefront/checkout/lazy-checkout-page.tsx';
import { ContentPage } from '../features/storefront/site/content-page.tsx';
import { LazyStatusPage } from '../features/storefront/status/lazy-status-page.tsx';
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
        <Route path={paths.branch.path} element={<LazyBranchPage />} />
        <Route path={paths.checkout.path} element={<LazyCheckoutPage />} />
        <Route path={paths.checkoutError.path} element={<LazyCheckoutPage isPaymentError />} />
        <Route path={paths.status.path} element={<LazyStatusPage />} />
        <Route path={paths.site.path} element={<ContentPage />} />
      </Routes>
    </StorefrontLayout>
  );
}
