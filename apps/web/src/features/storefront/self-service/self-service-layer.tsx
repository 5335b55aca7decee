import { useEffect, useRef, useState } from 'react';
import { de } from '../../../i18n/de-storefront.ts';
import { useConfig } from '../init/api/get-init.ts';
import styles from './self-service-layer.module.css';
import { resetSelfService, type SelfService, usePlacedTicket } from './self-service-store.ts';

/**
 * The self-service kiosk over the storefront (spec §2 "Global overlays", §4; decision 031): the
 * screensaver "Tippen um zu bestellen" at the start and after the idle time (one tap dismisses it;
 * an idle kiosk with a cart is reset first), and after an order the ticket number, large, until
 * the idle time has passed, then the reset back to the screensaver. A chunk of its own.
 */
export function SelfServiceLayer({ kiosk }: { kiosk: SelfService }) {
  const [isSleeping, setIsSleeping] = useState(true);
  const ticket = usePlacedTicket();
  const config = useConfig();
  const hasTouched = useRef(false);

  useEffect(() => {
    document.body.classList.add('self-service');
    return () => document.body.classList.remove('self-service');
  }, []);

  // Idle: no touch, click or key for the idle time.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const restart = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        // Someone ordered or touched since the last reset: start clean for the next customer.
        if (hasTouched.current || ticket) resetSelfService();
        else setIsSleeping(true);
      }, kiosk.idleMs);
    };
    const onActivity = () => {
      hasTouched.current = true;
      restart();
    };
    restart();
    const events = ['pointerdown', 'keydown'] as const;
    for (const name of events) window.addEventListener(name, onActivity, { passive: true });
    return () => {
      clearTimeout(timer);
      for (const name of events) window.removeEventListener(name, onActivity);
    };
  }, [kiosk.idleMs, ticket]);

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
  if (!isSleeping) return null;
  return (
    <button
      type="button"
      className={styles.screensaver}
      onClick={() => {
        hasTouched.current = false;
        setIsSleeping(false);
      }}
    >
      <img src="/app-icons/icon-192.png" alt="" width={160} height={160} />
      <span>{de.app.selfService.screensaver}</span>
    </button>
  );
}
