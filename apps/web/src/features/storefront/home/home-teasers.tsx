import { type Branch, directionsUrl, telephoneHref } from '@shop/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { de } from '../../../i18n/de-storefront.ts';
import styles from './home-teasers.module.css';

const texts = de.home.teasers;

/**
 * spec §2 Home page with exactly one branch: 'Online Bestellen' (to /store/{identifier}),
 * 'Tischreservierung' ('Jetzt Anrufen', tel link) and 'Anfahrt' ('Anfahrt berechnen', a maps
 * directions link from street and city).
 */
export function HomeTeasers({ branch }: { branch: Branch }) {
  return (
    <ul className={styles.teasers} aria-label={texts.label}>
      <Teaser icon={<BagIcon />} title={texts.order.title} text={texts.order.text}>
        <Link className={styles.link} to={paths.branch.href(branch.identifier)}>
          {texts.order.link}
        </Link>
      </Teaser>
      <Teaser icon={<PhoneIcon />} title={texts.reservation.title} text={texts.reservation.text}>
        {branch.phone ? (
          <a className={styles.link} href={telephoneHref(branch.phone)}>
            {texts.reservation.link}
          </a>
        ) : null}
      </Teaser>
      <Teaser icon={<PinIcon />} title={texts.directions.title} text={texts.directions.text}>
        <a
          className={styles.link}
          href={directionsUrl(branch, { preferCoordinates: false })}
          target="_blank"
          rel="noopener noreferrer"
        >
          {texts.directions.link}
          <span className={styles.visuallyHidden}> {de.home.contact.newWindow}</span>
        </a>
      </Teaser>
    </ul>
  );
}

function Teaser({
  icon,
  title,
  text,
  children,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <li className={styles.teaser}>
      <span className={styles.icon}>{icon}</span>
      <h2 className={styles.title}>{title}</h2>
      <p className={styles.text}>{text}</p>
      {children}
    </li>
  );
}

const iconProps = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

function BagIcon() {
  return (
    <svg {...iconProps} aria-hidden="true" focusable="false">
      <path d="M5 8h14l-1 12H6L5 8Z" />
      <path d="M9 8V6a3 3 0 0 1 6 0v2" />
    </svg>
  );
}

function PhoneIcon() {
  return (
    <svg {...iconProps} aria-hidden="true" focusable="false">
      <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2Z" />
    </svg>
  );
}

function PinIcon() {
  return (
    <svg {...iconProps} aria-hidden="true" focusable="false">
      <path d="M12 21s-7-6.2-7-12a7 7 0 0 1 14 0c0 5.8-7 12-7 12Z" />
      <circle cx="12" cy="9" r="2.5" />
    </svg>
  );
}
