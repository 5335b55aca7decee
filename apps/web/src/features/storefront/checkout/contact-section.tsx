import {
  type CartOrder,
  filterTypedPhone,
  isValidPhone,
  normalisePhone,
  phoneFormatMessage,
  type RequiredFields,
} from '@shop/domain';
import { useState } from 'react';
import { de } from '../../../i18n/de-storefront.ts';
import styles from './checkout.module.css';
import { TextField } from './fields.tsx';
import { type ErrorFor, orderFieldProps, type SetOrderField } from './form-types.ts';
import { Section } from './section.tsx';

type ContactSectionProps = {
  order: CartOrder;
  required: RequiredFields;
  isSmsEnabled: boolean;
  errorFor: ErrorFor;
  setOrder: SetOrderField;
};

/**
 * spec §2/§5 contact: first and last name, email and phone as the branch requires them for the
 * order type. The phone keeps only digits, plus and spaces while typing; when the field is left
 * only digits and plus remain, a leading 00 becomes + and a number without + gets the format
 * message. The SMS hint shows with the SMS plugin.
 */
export function ContactSection({
  order,
  required,
  isSmsEnabled,
  errorFor,
  setOrder,
}: ContactSectionProps) {
  const fieldProps = orderFieldProps({ order, required, errorFor, setOrder });
  const [phoneError, setPhoneError] = useState<string | undefined>();
  const onPhoneBlur = () => {
    const normalised = normalisePhone(order.phone);
    if (normalised !== order.phone) setOrder('phone', normalised);
    setPhoneError(normalised && !isValidPhone(normalised) ? phoneFormatMessage() : undefined);
  };
  const phoneHint = isSmsEnabled
    ? `${de.checkout.phoneHint} ${de.checkout.smsHint}`
    : de.checkout.phoneHint;

  return (
    <Section title={de.checkout.sections.contact}>
      <div className={styles.pair}>
        <TextField {...fieldProps('firstName')} autoComplete="given-name" />
        <TextField {...fieldProps('lastName')} autoComplete="family-name" />
      </div>
      <div className={styles.pair}>
        <TextField {...fieldProps('email')} type="email" autoComplete="email" inputMode="email" />
        <TextField
          {...fieldProps('phone')}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          hint={phoneHint}
          error={errorFor('phone') ?? phoneError}
          onValueChange={(value) => {
            setPhoneError(undefined);
            setOrder('phone', filterTypedPhone(value));
          }}
          onBlur={onPhoneBlur}
        />
      </div>
    </Section>
  );
}
