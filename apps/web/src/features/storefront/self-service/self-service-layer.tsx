import { useEffect } from 'react';
import { de } from '../../../i18n/de-storefront.ts';
import { useConfig } from '../init/api/get-init.ts';
import styles from './self-service-layer.module.css';
import {
  resetSelfService,
  type SelfService,
  usePlacedTicket,
  wakeSelfService,
} from './self-service-store.ts';

/**
 * The self-service kiosk over the storefront (spec §2 "Global overlays", §4; decision 031): the
 * screensaver "Tippen um zu bestellen" at the start and after the idle time (one tap dismisses it;
 * an idle awake kiosk is reset, which brings the screensaver back), and after an order the ticket number, large, until
 * the idle time has passed, then the reset back to the screensaver. A chunk of its own.
 */
export function SelfServiceLayer({ kiosk }: { kiosk: SelfService }) {
  const ticket = usePlacedTicket();
  const config = useConfig();

  useEffect(() => {
    document.body.classList.add('self-service');
    return () => document.body.classList.remove('self-service');
  }, []);

  // Idle: no touch, click or key for the idle time. An awake kiosk (someone tapped, maybe ordered)
  // starts clean for the next customer; a sleeping one has nothing to clear.
  const { idleMs, isAsleep } = kiosk;
  useEffect(() => {
    if (isAsleep && !ticket) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const restart = () => {
      clearTimeout(timer);
      timer = setTimeout(resetSelfService, idleMs);
    };
    restart();
    const events = ['pointerdown', 'keydown'] as const;
    for (const name of events) window.addEventListener(name, restart, { passive: true });
    return () => {
      clearTimeout(timer);
      for (const name of events) window.removeEventListener(name, restart);
    };
  }, [idleMs, isAsleep, ticket]);

  if (ticket) {
    const texts = de.app.selfService;
    return (
      <section className={styles.ticket} aria-labelledby="self-service-ticket">
        <p className={styles.thanks}>{texts.thanks}</p>
        <h2 id="self-service-ticket" className={styles.ticketLabel}>
          {config.disableTickets || !ticket.ticketNumber ? texts.orderNumber : texts.ticket}
        </h2>
        <p className={styles.ticketNumber}>{ticket.ticketNumber ?? ticket.uid.slice(0, 8)}</p>
        <p className={styles.pickUp}>{texts.pickUp}</p>
        <button type="button" className={styles.newOrder} onClick={resetSelfService}>
          {texts.newOrder}
        </button>
      </section>
    );
  }
  if (!isAsleep) return null;
  return (
    <button type="button" className={styles.screensaver} onClick={wakeSelfService}>
      <img src="/app-icons/icon-192.png" alt="" width={160} height={160} />
      <span>{de.app.selfService.screensaver}</span>
    </button>
  );
}
