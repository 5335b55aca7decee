import { Route } from 'react-router';
import { backofficePaths } from '../../../config/backoffice-paths.ts';
import { de } from '../../../i18n/de.ts';
import { backofficeRoute, resourceListRoute } from '../resource/resource-routes.tsx';
import { RequireSession } from '../session/require-session.tsx';
import type { BackofficeArea } from '../shell/areas.ts';
import { FrontdeskPage } from './frontdesk/frontdesk-page.tsx';
import { InvoiceExportPage } from './invoices/invoice-export-page.tsx';
import { OrderDetailPage } from './order-detail-page.tsx';
import { currentOrdersList, missedOrdersList, orderHistoryList } from './orders-lists.tsx';
import { OrderReceiptPage } from './receipt/order-receipt-page.tsx';
import { SoldOutPage } from './sold-out/sold-out-page.tsx';

/** Bestellungen: the order lists, an order, sold-out today; the receipt and the front desk. */
export const ordersArea: BackofficeArea = {
  key: 'orders',
  label: de.backoffice.areas.orders,
  icon: 'orders',
  items: [
    {
      label: de.backofficeOrders.nav.current,
      href: backofficePaths.ordersCurrent.href(),
      permission: 'orders',
      badge: 'ordersPending',
    },
    {
      label: de.backofficeOrders.nav.missed,
      href: backofficePaths.ordersMissed.href(),
      permission: 'orders',
      badge: 'ordersMissed',
    },
    {
      label: de.backofficeOrders.nav.history,
      href: backofficePaths.ordersHistory.href(),
      permission: 'orders',
    },
    {
      label: de.backofficeOrders.nav.soldOut,
      href: backofficePaths.soldOut.href(),
      permission: 'orders',
    },
    {
      label: de.backofficeOrders.nav.invoiceExport,
      href: backofficePaths.invoiceExport.href(),
      permission: 'orders',
    },
  ],
  routes: [
    resourceListRoute(currentOrdersList),
    resourceListRoute(missedOrdersList),
    resourceListRoute(orderHistoryList),
    <Route
      key="sold-out"
      path={backofficeRoute(backofficePaths.soldOut.path)}
      element={<SoldOutPage />}
    />,
    <Route
      key="invoice-export"
      path={backofficeRoute(backofficePaths.invoiceExport.path)}
      element={<InvoiceExportPage />}
    />,
    <Route
      key="order"
      path={backofficeRoute(backofficePaths.order.path)}
      element={<OrderDetailPage />}
    />,
  ],
  standaloneRoutes: [
    // The front desk screen has its own key login (no staff session).
    <Route
      key="frontdesk"
      path={backofficeRoute(backofficePaths.frontdesk.path)}
      element={<FrontdeskPage />}
    />,
    <Route
      key="order-receipt"
      path={backofficeRoute(backofficePaths.orderReceipt.path)}
      element={
        <RequireSession>
          <OrderReceiptPage />
        </RequireSession>
      }
    />,
  ],
};
