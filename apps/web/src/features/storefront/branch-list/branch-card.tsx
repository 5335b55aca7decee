import type { Branch } from '@shop/domain';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { de } from '../../../i18n/de.ts';
import { imageUrl } from '../../../lib/image-url.ts';
import styles from './branch-card.module.css';
import { OpenStatusBadge } from './open-status-badge.tsx';

type BranchCardProps = {
  branch: Branch;
  now: Date;
  timeZone: string;
  /** The first card's image is likely the largest paint: load it eagerly. */
  isPriority?: boolean;
};

// Fallback intrinsic size when the API sends none; CSS fixes the shown aspect ratio anyway.
const IMAGE_SIZE = { width: 800, height: 500 };
const LOGO_SIZE = 64;

/** spec §2 "Branch list": one branch with image, logo, name and address; links to its menu. */
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
          <img
            className={styles.image}
            src={imageUrl(image)}
            alt={image.alt ?? ''}
            width={image.width ?? IMAGE_SIZE.width}
            height={image.height ?? IMAGE_SIZE.height}
            loading={isPriority ? 'eager' : 'lazy'}
            fetchPriority={isPriority ? 'high' : 'auto'}
            decoding="async"
          />
        ) : (
          <div className={styles.placeholder} />
        )}
        {branch.logo ? (
          <img
            className={styles.logo}
            src={imageUrl(branch.logo)}
            alt=""
            width={LOGO_SIZE}
            height={LOGO_SIZE}
            loading="lazy"
            decoding="async"
          />
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
          <OpenStatusBadge branch={branch} now={now} timeZone={timeZone} />
        ) : (
          <p className={styles.badge}>{de.branchList.inactive}</p>
        )}
      </div>
    </article>
  );
}
