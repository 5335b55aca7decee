import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { de } from '../../../i18n/de-storefront.ts';
import { registerAppWorker, unregisterAllWorkers } from './app-worker.ts';
import {
  browserInstallEvent,
  clearBrowserInstallEvent,
  isAppleMobile,
  onInstallEnvironmentChange,
  storeInstallDismissed,
} from './install-environment.ts';
import styles from './install-overlay.module.css';

type Step = 'prompt' | 'instructions';
type Props = { step: Step; shopName: string; onStep: (step: Step | null) => void };

/**
 * spec §2 Global overlays / §4 "Install": the prompt ("Installieren", "Jetzt nicht") and the
 * instructions that follow it (iPhone/iPad: "Teilen" → "Zum Home-Bildschirm"; the browser's own
 * install where it has one: "Installation abschliessen"; else the browser menu), each with
 * "Installation abbrechen". A chunk of its own (decision 026, docs/budgets.md P5).
 */
export function InstallOverlay({ step, shopName, onStep }: Props) {
  const texts = de.app;
  if (step === 'prompt') {
    return (
      <ModalDialog
        title={texts.install.title(shopName)}
        closeLabel={texts.install.close}
        onClose={() => onStep(null)}
        footer={
          <div className={styles.actions}>
            <Button
              variant="secondary"
              onClick={() => {
                storeInstallDismissed();
                onStep(null);
              }}
            >
              {texts.install.dismiss}
            </Button>
            <Button
              onClick={() => {
                void registerAppWorker();
                onStep('instructions');
              }}
            >
              {texts.install.install}
            </Button>
          </div>
        }
      >
        <div className={styles.prompt}>
          <img
            className={styles.icon}
            src="/app-icons/icon-192.png"
            alt=""
            width={64}
            height={64}
          />
          <p>{texts.install.text(shopName)}</p>
        </div>
      </ModalDialog>
    );
  }
  return <Instructions shopName={shopName} onStep={onStep} />;
}

function Instructions({ shopName, onStep }: Omit<Props, 'step'>) {
  const texts = de.app.instructions;
  const [installEvent, setInstallEvent] = useState(browserInstallEvent);
  useEffect(() => onInstallEnvironmentChange(() => setInstallEvent(browserInstallEvent())), []);
  const isApple = isAppleMobile(navigator.userAgent, navigator.maxTouchPoints);

  const cancel = () => {
    // spec §4: cancel install removes every worker, hides the instructions, shows the prompt.
    void unregisterAllWorkers();
    onStep('prompt');
  };
  const finish = async () => {
    if (!installEvent) return;
    await installEvent.prompt();
    const choice = await installEvent.userChoice.catch(() => ({ outcome: 'dismissed' as const }));
    if (choice.outcome !== 'accepted') return;
    clearBrowserInstallEvent();
    setInstallEvent(null);
    onStep(null);
  };

  return (
    <ModalDialog
      title={texts.title}
      closeLabel={de.app.install.close}
      onClose={() => onStep(null)}
      footer={
        <div className={styles.actions}>
          <Button variant="secondary" onClick={cancel}>
            {texts.cancel}
          </Button>
          {!isApple && installEvent ? (
            <Button onClick={() => void finish()}>{texts.finish}</Button>
          ) : null}
        </div>
      }
    >
      {isApple ? (
        <p className={styles.apple}>
          <ShareSymbol />
          <span>{texts.apple}</span>
        </p>
      ) : installEvent ? (
        <p>{texts.finishText(shopName)}</p>
      ) : (
        <p>{texts.manual}</p>
      )}
    </ModalDialog>
  );
}

/** Safari's share symbol (a box with an arrow up), as the customer looks for it. */
function ShareSymbol() {
  return (
    <svg
      className={styles.share}
      viewBox="0 0 24 24"
      width="32"
      height="32"
      role="img"
      aria-label={de.app.instructions.shareSymbol}
    >
      <path
        d="M12 3v12M7.5 7.5 12 3l4.5 4.5M8 11H6a1 1 0 0 0-1 1v8a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-8a1 1 0 0 0-1-1h-2"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
