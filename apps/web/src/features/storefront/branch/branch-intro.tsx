import {
  BRANCH_IMAGE_MEDIA,
  BRANCH_IMAGE_VARIANT,
  type Branch,
  branchOpenStatus,
  imagePath,
  openStatusText,
} from '@shop/domain';
import { memo } from 'react';
import { Container } from '../../../components/ui/container.tsx';
import { PRIORITY_IMAGE } from '../../../components/ui/responsive-image.tsx';
import styles from './branch-intro.module.css';

type BranchIntroProps = {
  branch: Branch;
  now: Date;
  timeZone: string;
  /** The spec's toolbar shows the open state right above: phones leave it out here (017). */
  isStatusInToolbar?: boolean;
};

/** A transparent 1 × 1 GIF: an image address that costs no request. */
const BLANK_IMAGE =
  'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/** spec §2 Branch ordering page: the branch intro with image, name, address and open state. */
export const BranchIntro = memo(function BranchIntro({
  branch,
  now,
  timeZone,
  isStatusInToolbar = false,
}: BranchIntroProps) {
  const image = branch.images[0];
  const status = branchOpenStatus(branch, now, timeZone);
  return (
    <section className={styles.intro} aria-labelledby="branch-title">
      <Container className={styles.inner}>
        {image ? (
          <picture className={styles.picture}>
            {/* Phones do not show it (the CSS below 720 px): they load a blank in its place. */}
            <source media={`not all and ${BRANCH_IMAGE_MEDIA}`} srcSet={BLANK_IMAGE} />
            <img
              className={styles.image}
              src={imagePath(image, BRANCH_IMAGE_VARIANT)}
              alt=""
              width={960}
              height={400}
              {...PRIORITY_IMAGE}
            />
          </picture>
        ) : null}
        <div className={styles.text}>
          <h1 id="branch-title" className={styles.title}>
            {branch.name}
          </h1>
          <p className={styles.address}>
            {branch.street}, {branch.zipCode} {branch.city}
          </p>
          <p
            className={`${styles.status} ${styles[status.tone]}${isStatusInToolbar ? ` ${styles.statusInToolbar}` : ''}`}
          >
            {openStatusText(status, timeZone)}
          </p>
          {branch.description ? <p className={styles.description}>{branch.description}</p> : null}
        </div>
      </Container>
    </section>
  );
});
