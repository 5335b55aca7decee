import { SITE_PREVIEW_MESSAGE, SITE_PREVIEW_READY, type Site } from '@shop/domain';
import { useEffect, useState } from 'react';
import { PendingPage } from '../shell/pending-page.tsx';
import { useIsStaff } from './api/get-staff-session.ts';
import { NotFoundPage } from './not-found-page.tsx';
import { SiteView } from './site-view.tsx';

type PreviewMessage = { type: typeof SITE_PREVIEW_MESSAGE; site: Site; revision: number };

function isPreviewMessage(data: unknown): data is PreviewMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Partial<PreviewMessage>;
  return (
    message.type === SITE_PREVIEW_MESSAGE &&
    typeof message.revision === 'number' &&
    typeof message.site === 'object' &&
    message.site !== null
  );
}

/**
 * The page editor's "Vorschau" (decision 048): the back-office frames this page and sends it the
 * unsaved page as the server presented it (sanitised, POST /api/sites/preview); it is shown with the
 * storefront's own header, sections and footer. Only the framing back-office of this origin is
 * heard; customers get the 404 page.
 */
export function SitePreview() {
  const isStaff = useIsStaff(true);
  const [message, setMessage] = useState<PreviewMessage | null>(null);
  useEffect(() => {
    if (isStaff !== true || window.parent === window) return;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== window.parent) return;
      if (isPreviewMessage(event.data)) setMessage(event.data);
    };
    window.addEventListener('message', onMessage);
    window.parent.postMessage({ type: SITE_PREVIEW_READY }, window.location.origin);
    return () => window.removeEventListener('message', onMessage);
  }, [isStaff]);
  if (isStaff === undefined) return null;
  if (!isStaff) return <NotFoundPage />;
  if (!message) return <PendingPage />;
  return <SiteView key={message.revision} site={message.site} />;
}
