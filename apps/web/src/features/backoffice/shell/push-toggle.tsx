import { useEffect, useState } from 'react';
import { de } from '../../../i18n/de.ts';
import { disablePush, enablePush, type PushState, readPushState } from '../session/web-push.ts';
import styles from './user-menu.module.css';

const t = de.backofficeDevices.push;

const STATE_TEXT: Record<PushState, string> = {
  unsupported: t.unsupported,
  denied: t.denied,
  off: t.isOff,
  on: t.isOn,
};

/**
 * "Push-Benachrichtigungen auf diesem Gerät" in the user menu (docs/decisions/053-web-push.md):
 * switches Web Push of new orders on or off for this browser.
 */
export function PushToggle() {
  const [state, setState] = useState<PushState | null>(null);
  const [message, setMessage] = useState('');
  const [isBusy, setIsBusy] = useState(false);

  useEffect(() => {
    let isCurrent = true;
    void readPushState()
      .catch((): PushState => 'off')
      .then((read) => {
        if (isCurrent) setState(read);
      });
    return () => {
      isCurrent = false;
    };
  }, []);

  if (state === null) return null;
  const isOn = state === 'on';
  const canSwitch = state === 'on' || state === 'off';

  const onSwitch = async () => {
    setIsBusy(true);
    try {
      const next = isOn ? await disablePush() : await enablePush();
      setState(next);
      setMessage(next === 'on' ? t.enabled : next === 'off' && isOn ? t.disabled : '');
    } catch {
      setMessage(t.failed);
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <div className={styles.push}>
      <p className={styles.pushTitle}>{t.title}</p>
      <p className={styles.pushState}>{STATE_TEXT[state]}</p>
      {canSwitch ? (
        <button
          type="button"
          className={styles.action}
          onClick={() => void onSwitch()}
          disabled={isBusy}
        >
          {isOn ? t.disable : t.enable}
        </button>
      ) : null}
      <p role="status" className={styles.pushState}>
        {message}
      </p>
    </div>
  );
}
