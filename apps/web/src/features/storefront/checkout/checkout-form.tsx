import {
  areaForPostcode,
  type Branch,
  type Cart,
  type CartOrder,
  COMMENT_MAX_LENGTH,
  type DeliveryMethod,
  deliveryMethodOf,
  errorStillApplies,
  joinPostcodeCity,
  type PostcodeCity,
  type PublicConfig,
  requiredFields,
  setCartDeliveryMethod,
  splitPostcodeCity,
  submitButtonText,
} from '@shop/domain';
import { useCallback, useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { Container } from '../../../components/ui/container.tsx';
import { paths } from '../../../config/paths.ts';
import { de } from '../../../i18n/de-storefront.ts';
import { useNow } from '../../../lib/use-now.ts';
import { trackEvent } from '../analytics/tracking.ts';
import { useOnline } from '../app-install/use-online.ts';
import { OrderingNotices } from '../branch/ordering-notices.tsx';
import type { CartStore } from '../cart/cart-store.ts';
import { useInitData } from '../init/api/get-init.ts';
import { usePhoneOrder } from '../phone-order/phone-order-store.ts';
import { useSelfService } from '../self-service/self-service-store.ts';
import { AddressSection } from './address-section.tsx';
import { AppointmentSection } from './appointment/appointment-section.tsx';
import styles from './checkout.module.css';
import { checkoutModel } from './checkout-model.ts';
import { ContactSection } from './contact-section.tsx';
import { DonateeSection } from './donatee-section.tsx';
import { ErrorSummary } from './error-summary.tsx';
import { TextField } from './fields.tsx';
import type { SetOrderField } from './form-types.ts';
import { LegalSection } from './legal-section.tsx';
import { OrderTypeSection, TableSection } from './order-type-section.tsx';
import { PackagingSection } from './packaging-section.tsx';
import { PaymentSection } from './payment-section.tsx';
import { Section } from './section.tsx';
import { SubmitTotal, SummarySection } from './summary-section.tsx';
import { useCheckoutErrors } from './use-checkout-errors.ts';
import { preloadOrderSending, useCheckoutSubmit } from './use-checkout-submit.ts';
import { useFieldLabels } from './use-field-labels.ts';

type CheckoutFormProps = {
  branch: Branch;
  config: PublicConfig;
  cart: Cart;
  updateCart: CartStore['update'];
  isPaymentError: boolean;
};

const PAYMENT_FAILED = [{ code: 'paymentFailed', message: de.checkout.errors.paymentFailed }];

/**
 * spec §2 "Checkout page": the sections in the spec's order. Every value lives in the cart's
 * saved draft (sessionStorage), so it survives errors, reloads and the way to the payment page.
 */
export function CheckoutForm({
  branch,
  config,
  cart,
  updateCart,
  isPaymentError,
}: CheckoutFormProps) {
  const now = useNow(30_000);
  const tables = useInitData('/api/tables');
  const donatees = useInitData('/api/donatees');
  const isPhoneOrder = usePhoneOrder() !== null;
  const isSelfService = useSelfService() !== null;
  // A phone order (decision 049) and the kiosk pay offline; the web may pay online.
  const channel = isPhoneOrder ? 'phone' : isSelfService ? 'selfService' : 'web';
  const model = useMemo(
    () => checkoutModel({ branch, config, cart, tables, donatees, now, channel }),
    [branch, config, cart, tables, donatees, now, channel],
  );
  const errors = useCheckoutErrors(isPaymentError ? PAYMENT_FAILED : []);
  const { clearField } = errors;
  const { isSubmitting, submit } = useCheckoutSubmit({
    branch,
    config,
    cart,
    model,
    now,
    updateCart,
    showErrors: errors.show,
  });
  const labelOf = useFieldLabels(cart);
  const navigate = useNavigate();

  const setOrder = useCallback<SetOrderField>(
    (field, value) => {
      clearField(field);
      updateCart((current) =>
        current.order[field] === value
          ? current
          : { ...current, order: { ...current.order, [field]: value } as CartOrder },
      );
    },
    [updateCart, clearField],
  );
  // Switching the order type takes away the errors that no longer apply (docs/decisions/016).
  const setMethod = (method: DeliveryMethod) => {
    const required = requiredFields(branch, method);
    errors.retain((error) => errorStillApplies(error, required));
    updateCart((current) => {
      const next = setCartDeliveryMethod(current, method);
      if (method !== 'delivery') return next;
      const { postcode } = splitPostcodeCity(next.order.city);
      const deliveryArea = areaForPostcode(branch.deliveryAreas, next.deliveryArea, postcode);
      return deliveryArea === next.deliveryArea ? next : { ...next, deliveryArea };
    });
  };
  // One order field 'postcode + city' (spec §3 city) from two inputs; a postcode of an area picks
  // that area for delivery (docs/decisions/016). Read from the current cart: autofill fills both
  // inputs at once.
  const setCityPart = useCallback(
    (part: keyof PostcodeCity, value: string) => {
      clearField('city');
      updateCart((current) => {
        const parts = { ...splitPostcodeCity(current.order.city), [part]: value };
        const city = joinPostcodeCity(parts.postcode, parts.city);
        const deliveryArea =
          deliveryMethodOf(current) === 'delivery'
            ? areaForPostcode(branch.deliveryAreas, current.deliveryArea, parts.postcode)
            : current.deliveryArea;
        if (deliveryArea !== current.deliveryArea) clearField('deliveryArea');
        return { ...current, deliveryArea, order: { ...current.order, city } };
      });
    },
    [branch.deliveryAreas, updateCart, clearField],
  );

  // spec §1: the 'initiate checkout' tracking event, once per visit of the checkout.
  // biome-ignore lint/correctness/useExhaustiveDependencies: fired on entering, not on changes
  useEffect(() => {
    trackEvent('initiateCheckout', {
      branch: branch.identifier,
      value: model.totals.totalGross,
      currency: config.currency,
      items: cart.items.length,
    });
  }, []);

  const { order } = cart;
  const isBlocked = !model.blocker.ok;
  // Offline (spec §4 online state): the cart and the form stay as they are; sending waits for the
  // connection (decision 031). A submit still goes out and says the connection failed (decision 017).
  const isOnline = useOnline();
  const hasHiddenPrice = cart.items.some((item) => item.product.isPriceHidden);
  return (
    <Container className={styles.page}>
      <h1 className={styles.heading}>{de.checkout.heading}</h1>
      <p className={styles.branchName}>{branch.name}</p>
      <ErrorSummary errors={errors.errors} shown={errors.shown} labelOf={labelOf} />
      <OrderingNotices lines={model.notices} tone="closed" />
      <OrderingNotices lines={model.busyNotice ? [model.busyNotice] : []} tone="delivery" />
      <form
        className={styles.layout}
        noValidate
        onFocus={preloadOrderSending}
        onPointerDown={preloadOrderSending}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className={styles.column}>
          <p className={styles.requiredNote}>{de.checkout.requiredNote}</p>
          <OrderTypeSection
            method={model.method}
            methods={model.methods}
            errorFor={errors.errorFor}
            onMethodChange={setMethod}
          />
          {model.required.table ? (
            <TableSection
              order={order}
              tables={model.tables}
              errorFor={errors.errorFor}
              setOrder={setOrder}
            />
          ) : null}
          {model.required.isContactHidden ? null : (
            <ContactSection
              order={order}
              required={model.required}
              isSmsEnabled={config.enablePluginSMS}
              errorFor={errors.errorFor}
              setOrder={setOrder}
            />
          )}
          {model.required.isAddressShown ? (
            <AddressSection
              branch={branch}
              method={model.method}
              order={order}
              deliveryArea={cart.deliveryArea}
              required={model.required}
              errorFor={errors.errorFor}
              setOrder={setOrder}
              onCityPartChange={setCityPart}
              onDeliveryAreaChange={(deliveryArea) => {
                clearField('deliveryArea');
                updateCart((current) => ({ ...current, deliveryArea }));
              }}
            />
          ) : null}
          {model.required.isAppointmentAsked ? (
            <AppointmentSection
              appointmentDate={order.appointmentDate}
              isRequired={branch.isAppointmentRequired}
              hours={model.hours}
              window={model.window}
              leadTimeEarliest={model.leadTimeEarliest}
              branchId={branch.id}
              capacity={model.capacity}
              method={model.method}
              now={now}
              timeZone={config.timeZone}
              errorFor={errors.errorFor}
              setOrder={setOrder}
            />
          ) : null}
          <Section title={de.checkout.sections.comment}>
            <TextField
              name="comment"
              label={de.checkout.fields.comment}
              value={order.comment}
              hint={de.checkout.commentLength(order.comment.length, COMMENT_MAX_LENGTH)}
              maxLength={COMMENT_MAX_LENGTH}
              isMultiline
              error={errors.errorFor('comment')}
              onValueChange={(value) => setOrder('comment', value)}
            />
          </Section>
        </div>
        <div className={styles.column}>
          {model.packaging ? (
            <PackagingSection
              value={model.packaging}
              deposit={branch.reusablePackagingDeposit}
              errorFor={errors.errorFor}
              setOrder={setOrder}
            />
          ) : null}
          <SummarySection
            branchIdentifier={branch.identifier}
            cart={cart}
            method={model.method}
            totals={model.totals}
            currency={config.currency}
          />
          {model.donatees.length > 0 ? (
            <DonateeSection
              donatees={model.donatees}
              selectedId={order.donatee}
              currency={config.currency}
              setOrder={setOrder}
            />
          ) : null}
          <PaymentSection
            methods={model.paymentMethods}
            value={model.paymentMethod}
            errorFor={errors.errorFor}
            setOrder={setOrder}
          />
          <LegalSection
            order={order}
            items={cart.items}
            config={config}
            errorFor={errors.errorFor}
            setOrder={setOrder}
          />
          <div className={styles.actions}>
            {!model.blocker.ok && model.blocker.error.code === 'minimumOrderNotReached' ? (
              <div className={styles.blocker} role="status">
                <p>{model.blocker.error.message}</p>
                {model.blocker.error.hint ? <p>{model.blocker.error.hint}</p> : null}
              </div>
            ) : null}
            {isOnline ? null : (
              <p className={styles.blocker} role="status">
                {de.app.offline.checkout}
              </p>
            )}
            <SubmitTotal
              id="checkout-submit-total"
              cart={cart}
              totals={model.totals}
              currency={config.currency}
            />
            <button
              type="submit"
              className={styles.submit}
              aria-describedby={hasHiddenPrice ? undefined : 'checkout-submit-total'}
              disabled={isBlocked || isSubmitting}
              aria-busy={isSubmitting || undefined}
            >
              {submitButtonText({
                branch,
                method: model.method,
                now,
                timeZone: config.timeZone,
                isSubmitting,
              })}
            </button>
            <button
              type="button"
              className={styles.back}
              onClick={() => navigate(paths.branch.href(branch.identifier))}
            >
              {de.checkout.back}
            </button>
          </div>
        </div>
      </form>
    </Container>
  );
}
