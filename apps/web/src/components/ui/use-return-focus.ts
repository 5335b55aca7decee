import { useLayoutEffect } from 'react';

/** The control the last overlay was opened from (an overlay that follows another keeps it). */
let lastOpener: HTMLElement | null = null;

/**
 * Gives the focus back to the control that opened an overlay once the overlay is gone
 * (docs/decisions/017-customer-journey-comfort.md). A native <dialog> does this only when it is
 * closed while still in the document; ours are unmounted, so the focus would fall to the page's
 * body. An overlay that replaces another (date picker → time picker) returns to the first one's
 * opener. Nothing happens when something else took the focus meanwhile (the cart after adding).
 * Call it before the overlay takes the focus (showModal in a later effect).
 */
export function useReturnFocus(): void {
  useLayoutEffect(() => {
    const active = document.activeElement;
    const opener =
      active instanceof HTMLElement && active !== document.body && !active.closest('dialog')
        ? active
        : lastOpener;
    lastOpener = opener;
    return () => {
      window.setTimeout(() => {
        const focused = document.activeElement;
        if (focused && focused !== document.body && focused.isConnected) return;
        if (opener?.isConnected) opener.focus();
      });
    };
  }, []);
}
