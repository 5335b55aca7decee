import { type ReactNode, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { UNSAFE_NavigationContext, useLocation } from 'react-router';
import { de } from '../../../i18n/de.ts';
import { setPopStateGate } from '../../../lib/pop-state-gate.ts';
import { ActionButton } from './action-button.tsx';
import { Dialog } from './dialog.tsx';
import styles from './dialog-actions.module.css';

const t = de.backoffice.unsavedChanges;

type GuardOptions = {
  /** The form differs from what was loaded or last saved. */
  isDirty: boolean;
  /** Saves the form: true when saved (the navigation then goes on), false to stay on the form. */
  onSave?: (() => Promise<boolean>) | undefined;
};

type Guard = {
  /** The question "Ungespeicherte Änderungen" (render it once in the form). */
  dialog: ReactNode;
  /** Lets the next navigation through (the form's own one after saving). */
  allowNextNavigation: () => void;
};

type Navigator = {
  push: (...args: unknown[]) => void;
  replace: (...args: unknown[]) => void;
};

type HistoryIndexState = { idx?: unknown } | null;

/** The router's position in the session history (React Router keeps it in history.state.idx). */
const historyIndex = (state: unknown): number | null => {
  const index = (state as HistoryIndexState)?.idx;
  return typeof index === 'number' ? index : null;
};

/**
 * Warns before a changed form is left (ours, docs/decisions/015-unsaved-changes-guard.md): in-app
 * navigation (side navigation, links, "Abbrechen") and the browser's back and forward buttons ask
 * "Ungespeicherte Änderungen" with save, discard and stay; closing or reloading the tab gets the
 * browser's own question (beforeunload).
 *
 * The app uses React Router in declarative mode (docs/decisions/005), where `useBlocker` does not
 * exist. So while the form is dirty this hook wraps the router's navigator (`push`, `replace`,
 * what every <Link> and `navigate()` call) and catches `popstate` before the router does (through
 * lib/pop-state-gate.ts, whose listener is added before the router's): the history step is
 * undone and the question asked.
 */
export function useUnsavedChangesGuard({ isDirty, onSave }: GuardOptions): Guard {
  const { navigator } = useContext(UNSAFE_NavigationContext) as unknown as {
    navigator: Navigator;
  };
  const { pathname } = useLocation();
  const [pending, setPending] = useState<(() => void) | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const isAllowed = useRef(false);
  const allowNextNavigation = useCallback(() => {
    isAllowed.current = true;
  }, []);

  // Closing or reloading the tab: the browser asks with its own words.
  useEffect(() => {
    if (!isDirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (isAllowed.current) return;
      event.preventDefault();
      // Older browsers show the question only with a returnValue.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isDirty]);

  // In-app navigation to another page: held until the question is answered.
  useEffect(() => {
    if (!isDirty) return;
    const { push, replace } = navigator;
    const hold =
      (go: (...args: unknown[]) => void) =>
      (...args: unknown[]) => {
        const target = args[0] as { pathname?: string } | string;
        const targetPath = typeof target === 'string' ? target : target?.pathname;
        if (isAllowed.current || targetPath === undefined || targetPath === pathname) {
          isAllowed.current = false;
          go.apply(navigator, args);
          return;
        }
        setPending(() => () => go.apply(navigator, args));
      };
    navigator.push = hold(push);
    navigator.replace = hold(replace);
    return () => {
      navigator.push = push;
      navigator.replace = replace;
    };
  }, [isDirty, navigator, pathname]);

  // Back and forward: the step is undone before the router sees it, then the question is asked.
  useEffect(() => {
    if (!isDirty) return;
    const current = historyIndex(window.history.state);
    let isUndoing = false;
    return setPopStateGate((event) => {
      if (isUndoing) {
        isUndoing = false;
        return true;
      }
      const next = historyIndex(event.state);
      if (isAllowed.current || current === null || next === null || next === current) {
        isAllowed.current = false;
        return false;
      }
      const delta = next - current;
      isUndoing = true;
      window.history.go(-delta);
      setPending(() => () => window.history.go(delta));
      return true;
    });
  }, [isDirty]);

  const leave = () => {
    const proceed = pending;
    setPending(null);
    isAllowed.current = true;
    proceed?.();
  };
  const saveAndLeave = async () => {
    if (!onSave) return;
    setIsSaving(true);
    const isSaved = await onSave().finally(() => setIsSaving(false));
    if (isSaved) leave();
    else setPending(null);
  };

  const dialog = (
    <Dialog isOpen={pending !== null} title={t.title} onClose={() => setPending(null)}>
      <p>{t.text}</p>
      <div className={styles.actions}>
        <ActionButton onClick={() => setPending(null)}>{t.stay}</ActionButton>
        <ActionButton variant="danger" onClick={leave}>
          {t.discard}
        </ActionButton>
        {onSave ? (
          <ActionButton variant="primary" isBusy={isSaving} onClick={saveAndLeave}>
            {t.save}
          </ActionButton>
        ) : null}
      </div>
    </Dialog>
  );
  return { dialog, allowNextNavigation };
}
