import type { PaymentStatus, TimelineStep } from '@shop/domain';
import { de } from '../../../i18n/de.ts';
import styles from './status.module.css';

type OrderTimelineProps = { steps: readonly TimelineStep[]; payment: PaymentStatus | null };

/**
 * spec §4 customer timeline from the flags (domain orderTimeline): waiting, confirmed, in
 * delivery or 'Abholbereit', 'Abgeschlossen', or 'Bestellung storniert'; online payments add the
 * payment state. The texts the spec leaves open are ours (packages/domain/src/messages.ts).
 */
export function OrderTimeline({ steps, payment }: OrderTimelineProps) {
  const isPolling = steps.some((step) => step.state === 'upcoming');
  return (
    <section className={styles.card} aria-labelledby="status-timeline">
      <h2 id="status-timeline" className={styles.cardTitle}>
        {de.status.timeline.title}
      </h2>
      <ol className={styles.timeline}>
        {steps.map((step) => (
          <li
            key={step.key}
            className={`${styles.step} ${styles[step.state]} ${step.key === 'canceled' ? styles.stepCanceled : ''}`}
            aria-current={step.state === 'current' ? 'step' : undefined}
          >
            <span className={styles.stepDot} aria-hidden="true" />
            <span className={styles.stepLabel}>{step.label}</span>
            <span className={styles.visuallyHidden}>({de.status.timeline[step.state]})</span>
          </li>
        ))}
      </ol>
      {payment ? (
        <p className={`${styles.payment} ${styles[`payment-${payment.key}`]}`}>
          {de.status.info.paymentStatus}: <strong>{payment.label}</strong>
        </p>
      ) : null}
      {isPolling ? <p className={styles.note}>{de.status.updating}</p> : null}
    </section>
  );
}
