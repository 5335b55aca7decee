import { type Branch, whatsappUrl } from '@shop/domain';
import { de } from '../../../i18n/de-storefront.ts';
import styles from './whatsapp-button.module.css';

/**
 * spec §2: on the root page a WhatsApp contact icon when the first branch has a phone number.
 * The messaging deep link is WhatsApp's click-to-chat address https://wa.me/{digits}, with the
 * phone in international digits (domain whatsappUrl).
 */
export function WhatsappButton({ branch }: { branch: Pick<Branch, 'phone'> | undefined }) {
  const href = branch?.phone ? whatsappUrl(branch.phone) : null;
  if (!href) return null;
  return (
    <a className={styles.button} href={href} target="_blank" rel="noopener noreferrer">
      <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M16 3C8.8 3 3 8.7 3 15.8c0 2.3.6 4.5 1.8 6.5L3 29l6.9-1.8c1.9 1 4 1.6 6.1 1.6 7.2 0 13-5.7 13-12.8S23.2 3 16 3Zm0 23.4c-1.9 0-3.8-.5-5.4-1.5l-.4-.2-4.1 1.1 1.1-4-.3-.4c-1.1-1.7-1.6-3.6-1.6-5.6C5.3 10 10.1 5.3 16 5.3S26.7 10 26.7 15.8 21.9 26.4 16 26.4Zm5.9-7.9c-.3-.2-1.9-.9-2.2-1-.3-.1-.5-.2-.7.2-.2.3-.8 1-1 1.2-.2.2-.4.2-.7.1-.3-.2-1.4-.5-2.6-1.6-1-.9-1.6-1.9-1.8-2.2-.2-.3 0-.5.1-.7l.5-.6c.2-.2.2-.3.3-.5.1-.2 0-.4 0-.6l-1-2.4c-.3-.6-.5-.5-.7-.5h-.6c-.2 0-.6.1-.9.4-.3.3-1.2 1.1-1.2 2.8s1.2 3.2 1.4 3.5c.2.2 2.4 3.6 5.8 5 .8.4 1.4.6 1.9.7.8.3 1.6.2 2.2.1.7-.1 1.9-.8 2.2-1.5.3-.7.3-1.4.2-1.5-.1-.2-.3-.2-.6-.4Z"
        />
      </svg>
      <span className={styles.visuallyHidden}>
        {de.site.whatsapp} {de.site.newWindow}
      </span>
    </a>
  );
}
