import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useOverlayHistory } from './use-overlay-history.ts';

// docs/decisions/026: an open overlay gets a marked history entry, so the back button closes it.

const marker = () => (window.history.state as Record<string, unknown> | null)?.shopOverlay;

function open(onClosed = vi.fn()) {
  const hook = renderHook(({ isOpen }) => useOverlayHistory('item-editor', isOpen, onClosed), {
    initialProps: { isOpen: true },
  });
  return { hook, onClosed };
}

/** The browser's back step as the page sees it: the entry before, then popstate. */
function pressBack(state: unknown) {
  window.history.replaceState(state, '');
  window.dispatchEvent(new PopStateEvent('popstate', { state }));
}

afterEach(() => {
  window.history.replaceState({ router: 'page' }, '');
});

describe('useOverlayHistory', () => {
  it("pushes a marked entry once the overlay painted, keeping the router's state", async () => {
    window.history.replaceState({ router: 'page' }, '');
    const before = window.history.length;
    const { hook } = open();
    await waitFor(() => expect(marker()).toBe('item-editor'));
    expect(window.history.state).toMatchObject({ router: 'page' });
    expect(window.history.length).toBe(before + 1);
    hook.unmount();
  });

  it.each([
    { case: 'back to the unmarked entry closes it', state: { router: 'page' }, closes: 1 },
    {
      case: 'a step onto an entry still marked for it does not',
      state: { router: 'page', shopOverlay: 'item-editor' },
      closes: 0,
    },
    {
      case: "another overlay's entry closes it",
      state: { router: 'page', shopOverlay: 'other' },
      closes: 1,
    },
  ])('popstate: $case', async ({ state, closes }) => {
    const { hook, onClosed } = open();
    await waitFor(() => expect(marker()).toBe('item-editor'));
    act(() => pressBack(state));
    expect(onClosed).toHaveBeenCalledTimes(closes);
    hook.unmount();
  });

  it('close() without its entry (not pushed yet) closes directly', () => {
    window.history.replaceState({ router: 'page' }, '');
    const { hook, onClosed } = open();
    act(() => hook.result.current());
    expect(onClosed).toHaveBeenCalledTimes(1);
    hook.unmount();
  });

  it('close() with its entry goes back one step instead', async () => {
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    const { hook, onClosed } = open();
    await waitFor(() => expect(marker()).toBe('item-editor'));
    act(() => hook.result.current());
    expect(back).toHaveBeenCalledTimes(1);
    expect(onClosed).not.toHaveBeenCalled();
    back.mockRestore();
    hook.unmount();
  });

  it('a closed overlay drops a stale marker (reload or forward step onto it)', () => {
    window.history.replaceState({ router: 'page', shopOverlay: 'item-editor' }, '');
    const hook = renderHook(() => useOverlayHistory('item-editor', false, vi.fn()));
    expect(window.history.state).toEqual({ router: 'page' });

    act(() => pressBack({ router: 'next', shopOverlay: 'item-editor' }));
    expect(window.history.state).toEqual({ router: 'next' });
    hook.unmount();
  });

  it('leaves the marker of another overlay alone', () => {
    window.history.replaceState({ router: 'page', shopOverlay: 'other' }, '');
    const hook = renderHook(() => useOverlayHistory('item-editor', false, vi.fn()));
    expect(marker()).toBe('other');
    hook.unmount();
  });
});
