import { DELIVERY_METHODS, type DeliveryMethod } from '@shop/domain';
import { de } from '../../../../i18n/de.ts';
import type { CustomFieldProps } from '../../resource/define-resource.ts';
import styles from './branch-form.module.css';

const t = de.backofficeCatalogue.branches;

const KINDS = ['Email', 'Phone', 'Address'] as const;
const PREFIX: Record<DeliveryMethod, string> = {
  takeaway: 'isTakeaway',
  delivery: 'isDelivery',
  dineIn: 'isDineIn',
};
const kindLabel = { Email: t.requiredEmail, Phone: t.requiredPhone, Address: t.requiredAddress };

/** The nine flags `is{Delivery|DineIn|Takeaway}{Email|Phone|Address}Required` (spec §3). */
export type RequiredFlags = Record<string, boolean>;

export const REQUIRED_FLAG_NAMES = DELIVERY_METHODS.flatMap((method) =>
  KINDS.map((kind) => `${PREFIX[method]}${kind}Required`),
);

/** spec §3 "Required flags per mode" as a table: order types in rows, email/phone/address in columns. */
export function RequiredFlagsField({ value, onChange }: CustomFieldProps) {
  const flags = (value ?? {}) as RequiredFlags;
  // The scroller keeps the third column reachable should the table still not fit a phone.
  return (
    <div className={styles.matrixScroller}>
      <table className={styles.matrix}>
        <thead>
          <tr>
            <td />
            {KINDS.map((kind) => (
              <th key={kind} scope="col">
                {kindLabel[kind]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {DELIVERY_METHODS.map((method) => (
            <tr key={method}>
              <th scope="row">{t.methods[method]}</th>
              {KINDS.map((kind) => {
                const flag = `${PREFIX[method]}${kind}Required`;
                return (
                  <td key={kind}>
                    <input
                      type="checkbox"
                      aria-label={`${t.requiredTitle(t.methods[method])}: ${kindLabel[kind]}`}
                      checked={flags[flag] === true}
                      onChange={(event) => onChange({ ...flags, [flag]: event.target.checked })}
                    />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
