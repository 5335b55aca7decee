// The reference of P5 and P6: a bare Vite + React 19 page (one heading, one paragraph), built
// with the same Vite and React as the web app and served by our own server (WEB_DIST_DIR).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

function Page() {
  return (
    <main>
      <h1>Online bestellen</h1>
      <p>Bestellen Sie online bei unseren Filialen: zum Abholen, mit Lieferung oder vor Ort.</p>
    </main>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('no #root');
createRoot(root).render(
  <StrictMode>
    <Page />
  </StrictMode>,
);
