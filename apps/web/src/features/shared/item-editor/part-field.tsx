import {
  optionModifierLabel,
  type PartValue,
  type ProductPart,
  togglePartOption,
  type Unit,
  type Upload,
} from '@shop/domain';
import { de } from '../../../i18n/de-storefront.ts';
import styles from './item-editor.module.css';
import { UploadField } from './upload-field.tsx';

export type PartFieldProps = {
  part: ProductPart;
  index: number;
  value: PartValue;
  /** Hide option prices when the product's price is hidden. */
  isPriceHidden: boolean;
  currency: string;
  /** The product's unit: an option's amount is per unit on weight products ("+ 0,50 € / kg"). */
  unit: Unit;
  /** Stores a customer's file; null disables upload parts (back-office preview). */
  uploadFile: ((file: File) => Promise<Upload>) | null;
  onChange: (index: number, value: PartValue) => void;
  onUploadingChange: (index: number, isUploading: boolean) => void;
};

function PartHeading({ part, id }: { part: ProductPart; id: string }) {
  return (
    <>
      <span className={styles.partName} id={id}>
        {part.name}
        <span className={styles.partFlag}>
          {part.optional ? de.ordering.editor.optional : de.ordering.editor.required}
        </span>
      </span>
      {part.description ? <span className={styles.hint}>{part.description}</span> : null}
    </>
  );
}

/** One configurable part of spec §3/§5, by type. */
export function PartField(props: PartFieldProps) {
  const { part, index, value, onChange } = props;
  const id = `part-${index}`;
  switch (part.type) {
    case 'select':
    case 'multiselect':
      return <OptionsField {...props} />;
    case 'text':
    case 'textarea': {
      const text = typeof value === 'string' ? value : '';
      return (
        <div className={styles.part}>
          <label htmlFor={`${id}-input`} className={styles.partLabel}>
            <PartHeading part={part} id={`${id}-name`} />
          </label>
          {part.type === 'text' ? (
            <input
              id={`${id}-input`}
              className={styles.textInput}
              type="text"
              maxLength={500}
              value={text}
              required={!part.optional}
              onChange={(event) => onChange(index, event.target.value || null)}
            />
          ) : (
            <textarea
              id={`${id}-input`}
              className={styles.textInput}
              rows={4}
              maxLength={2000}
              value={text}
              required={!part.optional}
              onChange={(event) => onChange(index, event.target.value || null)}
            />
          )}
        </div>
      );
    }
    default:
      return <UploadField {...props} />;
  }
}

/**
 * select: radio buttons; a click on the chosen option of an optional select clears it (spec §5).
 * multiselect: checkboxes that toggle. Both through the domain's togglePartOption.
 */
function OptionsField({
  part,
  index,
  value,
  isPriceHidden,
  currency,
  unit,
  onChange,
}: PartFieldProps) {
  const id = `part-${index}`;
  const isMulti = part.type === 'multiselect';
  const chosen = new Set(typeof value === 'string' ? [value] : (value ?? []));
  return (
    <fieldset className={styles.part}>
      <legend className={styles.partLabel}>
        <PartHeading part={part} id={`${id}-name`} />
      </legend>
      <div className={styles.options}>
        {part.options.map((option) => {
          const price = isPriceHidden ? '' : optionModifierLabel(option, { unit }, currency);
          return (
            <label key={option.name} className={styles.option}>
              <input
                type={isMulti ? 'checkbox' : 'radio'}
                name={id}
                className={styles.optionInput}
                checked={chosen.has(option.name)}
                // The click (not change) event also fires on an already checked radio button.
                onChange={() => undefined}
                onClick={() => onChange(index, togglePartOption(part, value, option.name))}
              />
              <span className={styles.optionName}>{option.name}</span>
              {price ? <span className={styles.optionPrice}>{price}</span> : null}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
