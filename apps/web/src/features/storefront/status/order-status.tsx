import {
  appointmentLabel,
  cancellationLines,
  isCounterAppointmentPending,
  orderTimeline,
  type PublicOrder,
  paymentStatus,
  shouldShowQuestionnaire,
  ticketLabel,
} from '@shop/domain';
import { Link } from 'react-router';
import { Container } from '../../../components/ui/container.tsx';
import { paths } from '../../../config/paths.ts';
import { de } from '../../../i18n/de-storefront.ts';
import { useBranches, useConfig } from '../init/api/get-init.ts';
import { BranchContact } from './branch-contact.tsx';
import { CounterAppointmentPrompt } from './counter-appointment-prompt.tsx';
import { OrderDetails } from './order-details.tsx';
import { OrderTimeline } from './order-timeline.tsx';
import { Questionnaire, useQuestionnaireDismissal } from './questionnaire.tsx';
import styles from './status.module.css';
import { useClearCartAfterPayment } from './use-clear-cart-after-payment.ts';

type OrderStatusProps = { order: PublicOrder; uid: string; hash: string };

/**
 * The expected time where one is known (docs/decisions/017-customer-journey-comfort.md): the
 * confirmed appointment, else the customer's chosen time; none for 'So schnell wie möglich' or
 * once the order is completed.
 */
function expectedTimeText(order: PublicOrder, timeZone: string): string | null {
  const known = order.appointment ?? order.appointmentDate;
  if (!known || order.isCompleted) return null;
  const label = appointmentLabel(new Date(known), false, timeZone);
  return order.isDelivery ? de.status.expected.delivery(label) : de.status.expected.other(label);
}

/**
 * spec §2 status page "install-app hint", with the spec's install prompt texts (§2 Global
 * overlays); hidden in the installed app (display-mode standalone, see the CSS).
 */
function InstallHint({ shopName }: { shopName: string }) {
  return (
    <section className={`${styles.card} ${styles.installHint}`} aria-labelledby="status-install">
      <h2 id="status-install" className={styles.cardTitle}>
        {de.status.install.title(shopName)}
      </h2>
      <p>{de.status.install.text(shopName)}</p>
    </section>
  );
}

function thanksText(order: PublicOrder): string {
  if (order.isQuotation) return de.status.thanks.quotation;
  return order.isPreorder ? de.status.thanks.preorder : de.status.thanks.order;
}

/**
 * spec §2 status page: thank-you or cancellation headline (§8 'Ihre Bestellung wurde storniert.'
 * plus the rejection message), ticket or order number, the counter-appointment prompt, the
 * timeline from the flags, the questionnaire, the order data and the branch's contact line.
 */
export function OrderStatus({ order, uid, hash }: OrderStatusProps) {
  const config = useConfig();
  const branch = useBranches().find((candidate) => candidate.id === order.branch.id) ?? null;
  const [isDismissed, dismiss] = useQuestionnaireDismissal(uid);
  useClearCartAfterPayment(order, config);
  const cancellation = cancellationLines(order);
  const payment = paymentStatus(order);
  const isQuestionnaireShown = shouldShowQuestionnaire(config, order, isDismissed);
  const expected = cancellation ? null : expectedTimeText(order, config.timeZone);

  return (
    <Container className={styles.page}>
      <header className={cancellation ? `${styles.hero} ${styles.canceled}` : styles.hero}>
        <h1 className={styles.headline}>{cancellation ? cancellation[0] : thanksText(order)}</h1>
        {cancellation?.[1] ? <p className={styles.reason}>{cancellation[1]}</p> : null}
        {cancellation ? null : <p className={styles.intro}>{de.status.intro}</p>}
        {expected ? <p className={styles.expected}>{expected}</p> : null}
        {order.ticketNumber ? (
          <p className={styles.ticket}>
            <span className={styles.ticketLabel}>{ticketLabel(config)}</span>
            <strong className={styles.ticketNumber}>{order.ticketNumber}</strong>
          </p>
        ) : null}
      </header>
      <div className={styles.layout}>
        <div className={styles.column}>
          {isCounterAppointmentPending(order) ? (
            <CounterAppointmentPrompt
              order={order}
              uid={uid}
              hash={hash}
              timeZone={config.timeZone}
            />
          ) : null}
          <OrderTimeline steps={orderTimeline(order)} payment={payment} />
          {isQuestionnaireShown ? (
            <Questionnaire uid={uid} hash={hash} onDismiss={dismiss} />
          ) : null}
          {config.enablePluginOrderReviews && order.questionnaireRating !== null ? (
            <p className={styles.thanks} role="status">
              {de.status.questionnaire.thanks}
            </p>
          ) : null}
          {branch ? <BranchContact branch={branch} /> : null}
          {config.enablePluginPWA ? <InstallHint shopName={config.shopName} /> : null}
        </div>
        <div className={styles.column}>
          <OrderDetails
            order={order}
            branch={branch}
            payment={payment}
            timeZone={config.timeZone}
          />
          {branch ? (
            <Link className={styles.backLink} to={paths.branch.href(branch.identifier)}>
              {de.status.backToShop}
            </Link>
          ) : null}
        </div>
      </div>
    </Container>
  );
}
