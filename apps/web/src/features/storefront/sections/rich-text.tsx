import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import styles from './rich-text.module.css';

type RichTextProps = { html: string; className?: string };

/**
 * Rich text of a page or section. The HTML comes from the API, which sanitised it with its
 * allow-list (server content presenter, docs/budgets.md S10); nothing else is ever rendered as HTML.
 * Internal links (starting with '/') stay in the app instead of reloading the page.
 */
export function RichText({ html, className }: RichTextProps) {
  const navigate = useNavigate();
  if (!html.trim()) return null;

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest('a');
    const href = anchor?.getAttribute('href');
    if (!anchor || !href?.startsWith('/') || href.startsWith('//') || anchor.target) return;
    event.preventDefault();
    navigate(href);
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click only upgrades real links, which keep their own keyboard handling.
    // biome-ignore lint/a11y/noStaticElementInteractions: see above; the div itself is not interactive.
    <div
      className={className ? `${styles.richText} ${className}` : styles.richText}
      onClick={onClick}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server (content presenter).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
