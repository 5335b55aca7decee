import { Route, Routes } from 'react-router';
import { BackofficeHomePage } from '../features/backoffice/home/backoffice-home-page.tsx';
import { BackofficeLayout } from './layouts/backoffice-layout.tsx';

/** The back-office chunk (/backend/*): login and staff screens arrive with their issue. */
export default function BackofficeRoutes() {
  return (
    <BackofficeLayout>
      <Routes>
        <Route path="*" element={<BackofficeHomePage />} />
      </Routes>
    </BackofficeLayout>
  );
}
