import { type Branch, MESSAGES } from '@shop/domain';
import { Link, useParams } from 'react-router';
import { Container } from '../../../components/ui/container.tsx';
import { paths } from '../../../config/paths.ts';
import { de } from '../../../i18n/de.ts';
import { useCart } from '../cart/cart-store.ts';
import { useBranches, useConfig } from '../init/api/get-init.ts';
import { useDocumentTitle } from '../shell/use-document-title.ts';
import { NotFoundPage } from '../site/not-found-page.tsx';
import styles from './checkout.module.css';
import { CheckoutForm } from './checkout-form.tsx';

type CheckoutPageProps = {
  /** spec §2 route checkout_error: the same screen with the payment-failed error shown. */
  isPaymentError?: boolean;
};

/** spec §2 "Checkout page" at /store/{branchIdentifier}/checkout (and …/checkout/error). */
export function CheckoutPage({ isPaymentError = false }: CheckoutPageProps) {
  const { branchIdentifier } = useParams();
  const branch = useBranches().find(
    (candidate) => candidate.isEnabled && candidate.identifier === branchIdentifier,
  );
  useDocumentTitle(de.checkout.title);
  if (!branch) return <NotFoundPage />;
  return <BranchCheckout key={branch.identifier} branch={branch} isPaymentError={isPaymentError} />;
}

function BranchCheckout({ branch, isPaymentError }: { branch: Branch; isPaymentError: boolean }) {
  const config = useConfig();
  const [cart, updateCart] = useCart(branch, config);
  if (cart.items.length === 0) {
    // spec §2: 'Keine Produkte im Warenkorb!' with a link back.
    return (
      <Container className={styles.page}>
        <h1 className={styles.heading}>{de.checkout.title}</h1>
        <div className={styles.empty}>
          <p>{MESSAGES.cartEmptyCheckout}</p>
          <Link to={paths.branch.href(branch.identifier)}>{de.checkout.backToBranch}</Link>
        </div>
      </Container>
    );
  }
  return (
    <CheckoutForm
      branch={branch}
      config={config}
      cart={cart}
      updateCart={updateCart}
      isPaymentError={isPaymentError}
    />
  );
}
