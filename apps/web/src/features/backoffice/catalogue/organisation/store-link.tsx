import type { StaffBranch } from '@shop/domain';
import { paths } from '../../../../config/paths.ts';
import { de } from '../../../../i18n/de.ts';
import styles from './organisation.module.css';

/** Opens the branch's ordering page in the storefront (a new tab). */
export function StoreLink({ entity }: { entity: StaffBranch }) {
  return (
    <a
      className={styles.qrLink}
      href={paths.branch.href(entity.identifier)}
      target="_blank"
      rel="noopener noreferrer"
    >
      {de.backofficeCatalogue.branches.toStore}
    </a>
  );
}
