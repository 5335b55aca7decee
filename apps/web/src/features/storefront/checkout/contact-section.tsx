import {
  type CartOrder,
  filterTypedPhone,
  isValidPhone,
  normalisePhone,
  phoneFormatMessage,
  type RequiredFields,
} from '@shop/domain';
import { useState } from 'react';
import { de } from '../../../i18n/de.ts';
import styles from './checkout.module.css';
import { TextField } from './fields.tsx';
import type { ErrorFor, SetOrderField } from './form-types.ts';
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
        <TextField
          name="firstName"
          label={de.checkout.fields.firstName}
          value={order.firstName}
          isRequired={required.firstName}
          autoComplete="given-name"
          error={errorFor('firstName')}
          onValueChange={(value) => setOrder('firstName', value)}
        />
        <TextField
          name="lastName"
          label={de.checkout.fields.lastName}
          value={order.lastName}
          isRequired={required.lastName}
          autoComplete="family-name"
          error={errorFor('lastName')}
          onValueChange={(value) => setOrder('lastName', value)}
        />
      </div>
      <div className={styles.pair}>
        <TextField
          name="email"
          type="email"
          label={de.checkout.fields.email}
          value={order.email}
          isRequired={required.email}
          autoComplete="email"
          inputMode="email"
          error={errorFor('email')}
          onValueChange={(value) => setOrder('email', value)}
        />
        <TextField
          name="phone"
          type="tel"
          label={de.checkout.fields.phone}
          value={order.phone}
          isRequired={required.phone}
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
