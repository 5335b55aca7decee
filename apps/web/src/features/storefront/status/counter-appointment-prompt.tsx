import { appointmentLabel, MESSAGES, type PublicOrder } from '@shop/domain';
import { Button } from '../../../components/ui/button.tsx';
import { de } from '../../../i18n/de-storefront.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useOrderAnswer } from './api/public-order.ts';
import styles from './status.module.css';

type CounterAppointmentPromptProps = {
  order: PublicOrder;
  uid: string;
  hash: string;
  timeZone: string;
};

/**
 * spec §4 Counter-appointment: while the shop's proposal is pending the customer accepts it or
 * rejects it with 'Nein, Bestellung stornieren' (which cancels the order on the server).
 */
export function CounterAppointmentPrompt({
  order,
  uid,
  hash,
  timeZone,
}: CounterAppointmentPromptProps) {
  const answer = useOrderAnswer(uid, hash);
  const proposed = order.counterAppointment ? new Date(order.counterAppointment) : null;
  const failure =
    answer.error instanceof ApiError && answer.error.errors[0]?.message
      ? answer.error.message
      : answer.error
        ? de.status.counterAppointment.failed
        : null;
  return (
    <section className={`${styles.card} ${styles.prompt}`} aria-labelledby="status-counter">
      <h2 id="status-counter" className={styles.cardTitle}>
        {de.status.counterAppointment.title}
      </h2>
      <p>
        {(order.appointmentDate
          ? de.status.counterAppointment.text
          : de.status.counterAppointment.textAsap)(appointmentLabel(proposed, false, timeZone))}
      </p>
      <div className={styles.actions}>
        <Button
          disabled={answer.isPending}
          onClick={() => answer.mutate({ kind: 'confirm-counter-appointment' })}
        >
          {de.status.counterAppointment.accept}
        </Button>
        <Button
          variant="secondary"
          disabled={answer.isPending}
          onClick={() => answer.mutate({ kind: 'reject-counter-appointment' })}
        >
          {MESSAGES.rejectCounterAppointment}
        </Button>
      </div>
      {failure ? (
        <p className={styles.error} role="alert">
          {failure}
        </p>
      ) : null}
    </section>
  );
}
