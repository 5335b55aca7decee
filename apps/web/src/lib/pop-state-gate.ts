/**
 * A gate in front of the router's `popstate` listener (docs/decisions/015): the back-office's
 * unsaved-changes guard must see a back or forward step before React Router does, or the form is
 * already gone. Listeners run in the order they were added, so this one is added before the
 * router mounts (main.tsx); the guard sets the gate while its form has changes.
 */
type Gate = (event: PopStateEvent) => boolean;

let gate: Gate | null = null;

/** Adds the listener once; call before the router mounts. */
export function installPopStateGate(): void {
  window.addEventListener('popstate', (event) => {
    // true: the gate handled the step; the router must not see it.
    if (gate?.(event)) event.stopImmediatePropagation();
  });
}

/** Sets the gate; returns the function that removes it again. */
export function setPopStateGate(next: Gate): () => void {
  gate = next;
  return () => {
    if (gate === next) gate = null;
  };
}
