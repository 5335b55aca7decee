import { useCallback, useEffect, useRef } from 'react';
import { afterNextPaint } from '../../../lib/after-next-paint.ts';

/** The marker our overlay entries carry in history.state, beside the router's own fields. */
const MARKER = 'shopOverlay';

const currentMarker = (): unknown =>
  (window.history.state as Record<string, unknown> | null)?.[MARKER];

/**
 * Gives an open overlay its own history entry, so the phone's back button closes the overlay
 * instead of leaving the page. The entry is the current one with a marker added (same URL, the
 * router's state kept), so the router sees no navigation. Returns `close`: the UI's way to close,
 * which goes back one entry; `onClosed` runs once the entry is left, whichever way.
 *
 * The browser's popstate is watched directly: the router applies location changes in a
 * transition, and a quick push-then-back would reach React as no change at all.
 */
export function useOverlayHistory(name: string, isOpen: boolean, onClosed: () => void) {
  const onClosedRef = useRef(onClosed);
  onClosedRef.current = onClosed;

  useEffect(() => {
    // A reload or a forward step may land on an entry with a stale marker: drop it.
    const dropStaleMarker = () => {
      if (currentMarker() !== name) return;
      const { [MARKER]: _marker, ...state } = window.history.state as Record<string, unknown>;
      window.history.replaceState(state, '');
    };
    if (!isOpen) {
      dropStaleMarker();
      window.addEventListener('popstate', dropStaleMarker);
      return () => window.removeEventListener('popstate', dropStaleMarker);
    }
    // The entry goes in once the overlay has painted: nothing the customer sees, so the tap that
    // opened it is answered sooner (docs/budgets.md P7; pushState costs a phone several milliseconds).
    const cancelPush = afterNextPaint(() => {
      if (currentMarker() !== name) {
        window.history.pushState({ ...(window.history.state ?? {}), [MARKER]: name }, '');
      }
    });
    const onPopState = () => {
      if (currentMarker() !== name) onClosedRef.current();
    };
    window.addEventListener('popstate', onPopState);
    return () => {
      cancelPush();
      window.removeEventListener('popstate', onPopState);
    };
  }, [isOpen, name]);

  return useCallback(() => {
    if (currentMarker() === name) window.history.back();
    else onClosedRef.current();
  }, [name]);
}
