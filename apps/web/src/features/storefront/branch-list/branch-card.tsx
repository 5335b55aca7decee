import type { Branch } from '@shop/domain';
import { Link } from 'react-router';
import { ResponsiveImage } from '../../../components/ui/responsive-image.tsx';
import { paths } from '../../../config/paths.ts';
import { de } from '../../../i18n/de-storefront.ts';
import styles from './branch-card.module.css';
import { OpenStatusBadge } from './open-status-badge.tsx';
import { PickupTimeLine } from './pickup-time-line.tsx';

type BranchCardProps = {
  branch: Branch;
  now: Date;
  timeZone: string;
  /** The first card's image is likely the largest paint: load it eagerly. */
  isPriority?: boolean;
};

// Fallback intrinsic size when the API sends none; CSS fixes the shown aspect ratio anyway.
const IMAGE_SIZE = { width: 800, height: 500 };
// Cards are one column on phones, two from 720 px, three from 1024 px, four from 1600 px.
const CARD_SIZES =
  '(min-width: 1600px) 22rem, (min-width: 1024px) 33vw, (min-width: 720px) 50vw, 100vw';

/**
 * spec §2 "Branch list": one branch with header image, logo, name and address, its open status
 * (success, warning when closing soon, error) and pickup time line; links to its menu.
 */
export function BranchCard({ branch, now, timeZone, isPriority = false }: BranchCardProps) {
  const isActive = branch.isPublic;
  const image = branch.images[0];
  const headingId = `branch-${branch.id}-name`;

  return (
    <article
      className={isActive ? styles.card : `${styles.card} ${styles.inactive}`}
      aria-labelledby={headingId}
    >
      <div className={styles.media}>
        {image ? (
          <ResponsiveImage
            className={styles.image}
            image={image}
            sizes={CARD_SIZES}
            fallbackSize={IMAGE_SIZE}
            isPriority={isPriority}
          />
        ) : (
          <div className={styles.placeholder} />
        )}
        {branch.logo ? (
          <ResponsiveImage className={styles.logo} image={branch.logo} variant="tiny" alt="" />
        ) : null}
      </div>
      <div className={styles.body}>
        <h2 className={styles.name} id={headingId}>
          {isActive ? (
            <Link className={styles.link} to={paths.branch.href(branch.identifier)}>
              {branch.name}
            </Link>
          ) : (
            // spec §2/§6: a non-public branch is shown inactive: a link that cannot be followed.
            // biome-ignore lint/a11y/useSemanticElements: an <a> without href has no link role.
            <span className={styles.link} role="link" aria-disabled="true" tabIndex={0}>
              {branch.name}
            </span>
          )}
        </h2>
        <p className={styles.address}>
          <span>{branch.street}</span>
          <span>
            {branch.zipCode} {branch.city}
          </span>
        </p>
        {isActive ? (
          <div className={styles.status}>
            <OpenStatusBadge branch={branch} now={now} timeZone={timeZone} />
            <PickupTimeLine branch={branch} now={now} timeZone={timeZone} />
          </div>
        ) : (
          <p className={styles.badge}>{de.branchList.inactive}</p>
        )}
      </div>
    </article>
  );
}
