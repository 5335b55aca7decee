import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { de } from '../../../../i18n/de.ts';
import { optionsOf } from '../../resource/options-source.ts';
import { optionsQueryOptions } from '../../resource/resource-api.ts';
import styles from './organisation.module.css';

const t = de.backofficeCatalogue.tables;
const branchOptions = optionsOf('/api/branches', de.backoffice.entities.branches);

/**
 * Downloads the printable QR-code sheet of a branch's tables (GET /api/tables/qr-sheet.pdf?branch=
 * from the server): each code opens the branch in dine-in mode with its table chosen.
 */
export function QrSheetLink() {
  const id = useId();
  const branches = useQuery(optionsQueryOptions(branchOptions));
  const [branchId, setBranchId] = useState('');
  const options = branches.data ?? [];
  const chosen = branchId || options[0]?.value || '';
  const label = options.find((option) => option.value === chosen)?.label ?? '';
  if (options.length === 0) return null;
  return (
    <div className={styles.qr}>
      <label htmlFor={id} className={styles.qrLabel}>
        {t.chooseBranch}
      </label>
      <select id={id} value={chosen} onChange={(event) => setBranchId(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <a
        className={styles.qrLink}
        href={`/api/tables/qr-sheet.pdf?branch=${encodeURIComponent(chosen)}`}
        download
        aria-label={t.qrSheetFor(label)}
      >
        {t.qrSheet}
      </a>
    </div>
  );
}
