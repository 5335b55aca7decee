import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { de } from '../../../i18n/de.ts';
import styles from './toasts.module.css';

type Toast = { id: number; text: string; tone: 'success' | 'error' };
type ShowToast = (text: string, tone?: Toast['tone']) => void;

const ToastContext = createContext<ShowToast>(() => undefined);
const VISIBLE_MS = 5000;
let nextId = 1;

/** Short confirmations after a save or delete ("Benutzer wurde gespeichert."), bottom right. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);
  const show = useCallback<ShowToast>(
    (text, tone = 'success') => {
      const id = nextId++;
      setToasts((current) => [...current.slice(-2), { id, text, tone }]);
      window.setTimeout(() => dismiss(id), VISIBLE_MS);
    },
    [dismiss],
  );
  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <div className={styles.region} role="status" aria-live="polite">
        {toasts.map((toast) => (
          <div key={toast.id} className={`${styles.toast} ${styles[toast.tone]}`}>
            <span>{toast.text}</span>
            <button
              type="button"
              className={styles.close}
              aria-label={de.backoffice.shell.dismissToast}
              onClick={() => dismiss(toast.id)}
            >
              ×
            </button>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

/** Shows a toast; outside a ToastProvider it does nothing. */
export const useToast = () => useContext(ToastContext);
