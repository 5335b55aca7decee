import { Route, Routes } from 'react-router';
import { paths } from '../config/paths.ts';
import { BackofficeHomePage } from '../features/backoffice/home/backoffice-home-page.tsx';
import { OrdersLiveProvider } from '../features/backoffice/orders/live/orders-live-provider.tsx';
import { backofficeRoute } from '../features/backoffice/resource/resource-routes.tsx';
import { LoginLinkPage } from '../features/backoffice/session/login-link-page.tsx';
import { LoginPage } from '../features/backoffice/session/login-page.tsx';
import { RequireSession } from '../features/backoffice/session/require-session.tsx';
import { BackofficeNotFoundPage } from '../features/backoffice/shell/not-found-page.tsx';
import { ToastProvider } from '../features/backoffice/ui/toasts.tsx';
import { BACKOFFICE_AREAS } from './backoffice-areas.ts';
import { BackofficeLayout } from './layouts/backoffice-layout.tsx';

/**
 * The back-office chunk (/backend/*): the login pages, and every staff screen inside the shell
 * behind RequireSession. The screens come from the areas' files (app/backoffice-areas.ts).
 */
export default function BackofficeRoutes() {
  return (
    <Routes>
      <Route path={backofficeRoute(paths.backofficeLogin.path)} element={<LoginPage />} />
      <Route path={backofficeRoute(paths.backofficeLoginLink.path)} element={<LoginLinkPage />} />
      {BACKOFFICE_AREAS.flatMap((area) => area.standaloneRoutes ?? [])}
      <Route
        element={
          <RequireSession>
            <ToastProvider>
              <OrdersLiveProvider>
                <BackofficeLayout areas={BACKOFFICE_AREAS} />
              </OrdersLiveProvider>
            </ToastProvider>
          </RequireSession>
        }
      >
        <Route index element={<BackofficeHomePage areas={BACKOFFICE_AREAS} />} />
        {BACKOFFICE_AREAS.flatMap((area) => area.routes)}
        <Route path="*" element={<BackofficeNotFoundPage />} />
      </Route>
    </Routes>
  );
}
