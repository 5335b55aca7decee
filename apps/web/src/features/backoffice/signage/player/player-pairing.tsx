import {
  type SignagePairing,
  signagePairingSchema,
  signagePairingStatusSchema,
} from '@shop/domain';
import { useEffect, useState } from 'react';
import { de } from '../../../../i18n/de.ts';
import { ApiError, apiRequest, parseContract } from '../../../../lib/api-client.ts';
import hidden from '../../ui/visually-hidden.module.css';
import styles from './player.module.css';

const t = de.backofficeSignage.player;
const PAIRINGS_URL = '/api/digital-signage/pairings';
const CURRENT_URL = '/api/digital-signage/pairings/current';
const PENDING_KEY = 'signage-player-pairing';
/** How often the waiting TV asks whether its code was entered. */
export const PAIRING_POLL_MS = 3000;

function storedPairing(): SignagePairing | null {
  try {
    const parsed = signagePairingSchema.safeParse(
      JSON.parse(localStorage.getItem(PENDING_KEY) ?? 'null'),
    );
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The TV without a secret (docs/decisions/055-signage-pairing-media-offline.md): asks the server
 * for a code, shows it in big letters and asks every 3 s whether staff entered it; then it plays
 * with the secret that came with the code. The waiting code survives a reload (storage); an
 * expired one (404) is replaced by a new one. A TV whose secret was refused (revoked, or the TV
 * deleted) says so above its new code, so staff know why it stopped playing.
 */
export function PlayerPairing({
  refusal,
  onPaired,
  onUseSecret,
}: {
  refusal: string | null;
  onPaired: (secret: string) => void;
  onUseSecret: () => void;
}) {
  const [pairing, setPairing] = useState<SignagePairing | null>(() => storedPairing());
  const [isOffline, setOffline] = useState(false);

  useEffect(() => {
    if (pairing) return;
    let isCurrent = true;
    let retry: number | undefined;
    const ask = () => {
      apiRequest(PAIRINGS_URL, { method: 'POST', isLoginRedirect: false })
        .then((answer) => {
          if (!isCurrent) return;
          const next = parseContract(signagePairingSchema, answer, PAIRINGS_URL);
          localStorage.setItem(PENDING_KEY, JSON.stringify(next));
          setOffline(false);
          setPairing(next);
        })
        .catch(() => {
          if (!isCurrent) return;
          setOffline(true);
          retry = window.setTimeout(ask, PAIRING_POLL_MS * 3);
        });
    };
    ask();
    return () => {
      isCurrent = false;
      window.clearTimeout(retry);
    };
  }, [pairing]);

  useEffect(() => {
    if (!pairing) return;
    let isCurrent = true;
    const check = () => {
      apiRequest(CURRENT_URL, {
        headers: { authorization: `Bearer ${pairing.secret}` },
        isLoginRedirect: false,
      })
        .then((answer) => {
          if (!isCurrent) return;
          setOffline(false);
          const status = parseContract(signagePairingStatusSchema, answer, CURRENT_URL);
          if (status.status === 'paired') {
            localStorage.removeItem(PENDING_KEY);
            onPaired(pairing.secret);
          }
        })
        .catch((error: unknown) => {
          if (!isCurrent) return;
          if (error instanceof ApiError && (error.status === 404 || error.status === 401)) {
            localStorage.removeItem(PENDING_KEY);
            setPairing(null); // expired: a new code
          } else {
            setOffline(true);
          }
        });
    };
    check();
    const timer = window.setInterval(check, PAIRING_POLL_MS);
    return () => {
      isCurrent = false;
      window.clearInterval(timer);
    };
  }, [pairing, onPaired]);

  const validUntil = pairing
    ? new Intl.DateTimeFormat('de-DE', { hour: '2-digit', minute: '2-digit' }).format(
        new Date(pairing.expiresAt),
      )
    : null;
  return (
    <main className={styles.pairing} data-testid="signage-pairing">
      {refusal ? (
        <p className={styles.pairingRefusal} role="alert">
          {refusal} {t.pairAgain}
        </p>
      ) : null}
      <h1 className={styles.pairingTitle}>{t.pairTitle}</h1>
      <p className={styles.pairingIntro}>{t.pairIntro}</p>
      <p className={styles.pairingCode}>
        <span className={hidden.hidden}>{t.pairCodeLabel}: </span>
        <span data-testid="pairing-code">{pairing ? pairing.code : '······'}</span>
      </p>
      {validUntil ? <p className={styles.pairingNote}>{t.pairValidUntil(validUntil)}</p> : null}
      {isOffline ? (
        <p className={styles.pairingNote} role="status">
          {t.pairWaitingOffline}
        </p>
      ) : null}
      <button type="button" className={styles.pairingLink} onClick={onUseSecret}>
        {t.pairWithSecret}
      </button>
    </main>
  );
}
