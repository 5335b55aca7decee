import { HOURS_ENTRY_TYPES, type HoursEntry, type HoursEntryType } from '@shop/domain';
import { useState } from 'react';
import { de } from '../../../i18n/de.ts';
import { ActionButton } from '../ui/action-button.tsx';
import { Dialog } from '../ui/dialog.tsx';
import dialogStyles from '../ui/dialog-actions.module.css';
import styles from './fields.module.css';
import { entryHours } from './hours-labels.ts';

const t = de.backofficeCatalogue.hours;
const WEEKDAYS = HOURS_ENTRY_TYPES.filter(
  (type): type is Exclude<HoursEntryType, 'once' | 'daily'> => type !== 'once' && type !== 'daily',
);

type CopyHoursDialogProps = {
  entry: HoursEntry | undefined;
  onClose: () => void;
  onCopy: (types: HoursEntryType[]) => void;
};

/** Picks the weekdays a row of hours is copied to (each gets its own row). */
export function CopyHoursDialog({ entry, onClose, onCopy }: CopyHoursDialogProps) {
  const [chosen, setChosen] = useState<HoursEntryType[]>([]);
  const [isEmpty, setIsEmpty] = useState(false);
  const close = () => {
    setChosen([]);
    setIsEmpty(false);
    onClose();
  };
  return (
    <Dialog isOpen={entry !== undefined} title={t.copyTitle} onClose={close}>
      {entry ? (
        <fieldset className={styles.copyDays}>
          <legend>{t.copyIntro(`${t.entryTypes[entry.type]}, ${entryHours(entry)}`)}</legend>
          {WEEKDAYS.filter((type) => type !== entry.type).map((type) => (
            <label key={type} className={styles.checkInline}>
              <input
                type="checkbox"
                checked={chosen.includes(type)}
                onChange={(event) => {
                  setIsEmpty(false);
                  setChosen((current) =>
                    event.target.checked
                      ? [...current, type]
                      : current.filter((day) => day !== type),
                  );
                }}
              />
              <span>{t.entryTypes[type]}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
      {isEmpty ? (
        <p className={styles.rowError} role="alert">
          {t.copyNone}
        </p>
      ) : null}
      <div className={dialogStyles.actions}>
        <ActionButton onClick={close}>{de.backoffice.common.cancel}</ActionButton>
        <ActionButton
          variant="primary"
          onClick={() => {
            if (chosen.length === 0) {
              setIsEmpty(true);
              return;
            }
            const ordered = WEEKDAYS.filter((type) => chosen.includes(type));
            setChosen([]);
            onCopy(ordered);
          }}
        >
          {t.copyConfirm}
        </ActionButton>
      </div>
    </Dialog>
  );
}
