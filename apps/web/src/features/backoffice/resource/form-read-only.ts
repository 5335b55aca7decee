import { createContext, useContext } from 'react';

/**
 * True inside a form the user may only look at (read access to its permissions-table area, no
 * write access): the layer disables every native control with `<fieldset disabled>`, and custom
 * controls that are not native (rich text, drag handles, map pins) read this to stop editing too.
 */
export const FormReadOnlyContext = createContext(false);

/** Whether the surrounding form is read-only (see FormReadOnlyContext). */
export function useIsFormReadOnly(): boolean {
  return useContext(FormReadOnlyContext);
}
