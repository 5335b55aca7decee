import {
  SITE_PREVIEW_MESSAGE,
  SITE_PREVIEW_PATH,
  SITE_PREVIEW_READY,
  SITE_PREVIEW_WIDTHS,
  type Site,
} from '@shop/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { de } from '../../../../i18n/de.ts';
import { staffRequest } from '../../session/api/staff-request.ts';
import { ActionButton } from '../../ui/action-button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import actions from '../../ui/dialog-actions.module.css';
import { errorMessageOf } from '../../ui/error-message.ts';
import styles from './site-preview.module.css';

const t = de.backofficeContent;
type PreviewWidth = (typeof SITE_PREVIEW_WIDTHS)[number];

/**
 * "Vorschau" in the page editor's header (decision 048): the unsaved page as a customer would see
 * it, at a phone's and a desktop's width. The server validates and sanitises the draft exactly as
 * a save (POST /api/sites/preview, nothing stored); the storefront's own page at
 * SITE_PREVIEW_PATH, framed here, renders it with the shop's header, sections and footer.
 */
export function SitePreviewButton({ body }: { body: unknown }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <ActionButton onClick={() => setIsOpen(true)}>{t.preview}</ActionButton>
      {isOpen ? <SitePreviewDialog body={body} onClose={() => setIsOpen(false)} /> : null}
    </>
  );
}

function SitePreviewDialog({ body, onClose }: { body: unknown; onClose: () => void }) {
  const [width, setWidth] = useState<PreviewWidth>(SITE_PREVIEW_WIDTHS[0]);
  const frame = useRef<HTMLIFrameElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const [boxSize, setBoxSize] = useState({ width: 0, height: 0 });
  const [readyCount, setReadyCount] = useState(0);
  const preview = useQuery({
    queryKey: ['backoffice', 'site-preview', JSON.stringify(body)],
    queryFn: () => staffRequest<Site>('/api/sites/preview', { method: 'POST', body }),
    retry: false,
    gcTime: 0,
  });

  // The framed page says when it listens (again after each of its loads).
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      if (event.source !== frame.current?.contentWindow) return;
      if ((event.data as { type?: unknown } | null)?.type === SITE_PREVIEW_READY) {
        setReadyCount((count) => count + 1);
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);
  useEffect(() => {
    if (readyCount === 0 || !preview.data) return;
    frame.current?.contentWindow?.postMessage(
      { type: SITE_PREVIEW_MESSAGE, site: preview.data, revision: readyCount },
      window.location.origin,
    );
  }, [readyCount, preview.data]);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setBoxSize({ width: entry.contentRect.width, height: entry.contentRect.height });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  // The page is laid out at the chosen width and scaled down to fit the dialog.
  const scale = boxSize.width > 0 ? Math.min(1, boxSize.width / width) : 1;

  return (
    <Dialog isOpen title={t.previewTitle} onClose={onClose} size="wide">
      <fieldset className={styles.toolbar}>
        <legend className={styles.legend}>{t.previewWidth}</legend>
        {SITE_PREVIEW_WIDTHS.map((option) => (
          <ActionButton
            key={option}
            size="sm"
            aria-pressed={width === option}
            variant={width === option ? 'primary' : 'secondary'}
            onClick={() => setWidth(option)}
          >
            {t.previewWidths[option]}
          </ActionButton>
        ))}
      </fieldset>
      {preview.isError ? (
        <p role="alert" className={styles.error}>
          {errorMessageOf(preview.error, t.previewFailed)}
        </p>
      ) : null}
      <div ref={box} className={styles.box}>
        <iframe
          ref={frame}
          title={t.previewFrame(width)}
          src={SITE_PREVIEW_PATH}
          className={styles.frame}
          data-width={width}
          style={{
            width: `${width}px`,
            height: `${boxSize.height / scale}px`,
            transform: `scale(${scale})`,
          }}
        />
      </div>
      <div className={actions.actions}>
        <ActionButton onClick={onClose}>{de.backoffice.common.close}</ActionButton>
      </div>
    </Dialog>
  );
}
