import { DELIVERY_METHODS, type DeliveryMethod } from '@shop/domain';
import { de } from '../../../../i18n/de.ts';
import fieldStyles from '../../fields/fields.module.css';
import type { CustomFieldProps } from '../../resource/define-resource.ts';
import { invalidProps, RowMessages, rowErrorsOf } from '../../resource/row-errors.tsx';

const t = de.backofficeCatalogue.branches;

/** The maximum per order type as typed (empty: no own limit). */
export type SlotMaxByTypeValues = Record<DeliveryMethod, string>;

/**
 * Slot capacity per order type (docs/decisions/037-slot-capacity.md): one number per order type,
 * on top of the maximum of all order types. A wrong number is marked on its own input.
 */
export function SlotMaxByTypeField({ id, name, value, errors, onChange }: CustomFieldProps) {
  const typed = (value ?? {}) as Partial<SlotMaxByTypeValues>;
  const rowErrors = rowErrorsOf(errors, name);
  const messageId = `${id}-errors`;
  return (
    <div>
      <div className={fieldStyles.gridRow}>
        {DELIVERY_METHODS.map((method, index) => (
          <label key={method} className={fieldStyles.inline}>
            <span>{t.methods[method]}</span>
            <input
              id={index === 0 ? id : undefined}
              inputMode="numeric"
              placeholder={t.noSlotLimit}
              value={typed[method] ?? ''}
              {...invalidProps(rowErrors, method, messageId)}
              onChange={(event) => onChange({ ...typed, [method]: event.target.value })}
            />
          </label>
        ))}
      </div>
      <RowMessages id={messageId} rowErrors={rowErrors} labels={t.methods} />
    </div>
  );
}
