import { Route, Routes } from 'react-router';
import { backofficePaths } from '../config/backoffice-paths.ts';
import { paths } from '../config/paths.ts';
import { catalogueRoutes } from '../features/backoffice/catalogue-routes.tsx';
import { BackofficeHomePage } from '../features/backoffice/home/backoffice-home-page.tsx';
import { FrontdeskPage } from '../features/backoffice/orders/frontdesk/frontdesk-page.tsx';
import { OrdersLiveProvider } from '../features/backoffice/orders/live/orders-live-provider.tsx';
import { OrderDetailPage } from '../features/backoffice/orders/order-detail-page.tsx';
import {
  currentOrdersList,
  missedOrdersList,
  orderHistoryList,
} from '../features/backoffice/orders/orders-lists.tsx';
import { OrderReceiptPage } from '../features/backoffice/orders/receipt/order-receipt-page.tsx';
import { SoldOutPage } from '../features/backoffice/orders/sold-out/sold-out-page.tsx';
import {
  backofficeRoute,
  resourceListRoute,
  resourceRoutes,
} from '../features/backoffice/resource/resource-routes.tsx';
import { LoginLinkPage } from '../features/backoffice/session/login-link-page.tsx';
import { LoginPage } from '../features/backoffice/session/login-page.tsx';
import { RequireSession } from '../features/backoffice/session/require-session.tsx';
import { BranchApiKeysPage } from '../features/backoffice/settings/branch-api-keys/branch-api-keys-page.tsx';
import { usersResource } from '../features/backoffice/settings/users/users-resource.tsx';
import { BackofficeNotFoundPage } from '../features/backoffice/shell/not-found-page.tsx';
import { ToastProvider } from '../features/backoffice/ui/toasts.tsx';
import { BackofficeLayout } from './layouts/backoffice-layout.tsx';

/**
 * The back-office chunk (/backend/*): the login pages, and every staff screen inside the shell
 * behind RequireSession. A resource screen is one `resourceRoutes(...)` line.
 */
export default function BackofficeRoutes() {
  return (
    <Routes>
      <Route path={backofficeRoute(paths.backofficeLogin.path)} element={<LoginPage />} />
      <Route path={backofficeRoute(paths.backofficeLoginLink.path)} element={<LoginLinkPage />} />
      <Route path={backofficeRoute(backofficePaths.frontdesk.path)} element={<FrontdeskPage />} />
      <Route
        path={backofficeRoute(backofficePaths.orderReceipt.path)}
        element={
          <RequireSession>
            <OrderReceiptPage />
          </RequireSession>
        }
      />
      <Route
        element={
          <RequireSession>
            <ToastProvider>
              <OrdersLiveProvider>
                <BackofficeLayout />
              </OrdersLiveProvider>
            </ToastProvider>
          </RequireSession>
        }
      >
        <Route index element={<BackofficeHomePage />} />
        {resourceRoutes(usersResource)}
        {resourceListRoute(currentOrdersList)}
        {resourceListRoute(missedOrdersList)}
        {resourceListRoute(orderHistoryList)}
        <Route path={backofficeRoute(backofficePaths.soldOut.path)} element={<SoldOutPage />} />
        <Route path={backofficeRoute(backofficePaths.order.path)} element={<OrderDetailPage />} />
        <Route
          path={backofficeRoute(backofficePaths.apiKeys.path)}
          element={<BranchApiKeysPage />}
        />
        {catalogueRoutes()}
        <Route path="*" element={<BackofficeNotFoundPage />} />
      </Route>
    </Routes>
  );
}
