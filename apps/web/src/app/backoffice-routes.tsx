import { Route, Routes } from 'react-router';
import { paths } from '../config/paths.ts';
import { catalogueRoutes } from '../features/backoffice/catalogue-routes.tsx';
import { BackofficeHomePage } from '../features/backoffice/home/backoffice-home-page.tsx';
import {
  backofficeRoute,
  resourceRoutes,
} from '../features/backoffice/resource/resource-routes.tsx';
import { LoginLinkPage } from '../features/backoffice/session/login-link-page.tsx';
import { LoginPage } from '../features/backoffice/session/login-page.tsx';
import { RequireSession } from '../features/backoffice/session/require-session.tsx';
import { BackofficeNotFoundPage } from '../features/backoffice/shell/not-found-page.tsx';
import { ToastProvider } from '../features/backoffice/ui/toasts.tsx';
import { usersResource } from '../features/backoffice/users/users-resource.tsx';
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
      <Route
        element={
          <RequireSession>
            <ToastProvider>
              <BackofficeLayout />
            </ToastProvider>
          </RequireSession>
        }
      >
        <Route index element={<BackofficeHomePage />} />
        {resourceRoutes(usersResource)}
        {catalogueRoutes()}
        <Route path="*" element={<BackofficeNotFoundPage />} />
      </Route>
    </Routes>
  );
}
