import {
  DONATION_AMOUNT_CENTS,
  type Donatee,
  donateeResultsText,
  filterDonatees,
  formatMoney,
  toggleDonatee,
} from '@shop/domain';
import { useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { de } from '../../../i18n/de.ts';
import styles from './checkout.module.css';
import type { SetOrderField } from './form-types.ts';
import { Section } from './section.tsx';

type DonateeSectionProps = {
  donatees: readonly Donatee[];
  selectedId: number | null;
  currency: string;
  setOrder: SetOrderField;
};

const texts = de.checkout.donatee;

/** spec §2 donation recipient (plugin enablePluginDonations): the choice and the 0,07 € text (§9). */
export function DonateeSection({ donatees, selectedId, currency, setOrder }: DonateeSectionProps) {
  const [isChoosing, setIsChoosing] = useState(false);
  const selected = donatees.find((donatee) => donatee.id === selectedId) ?? null;
  return (
    <Section title={de.checkout.sections.donatee}>
      <p className={styles.note}>{texts.funding(formatMoney(DONATION_AMOUNT_CENTS, currency))}</p>
      <p className={styles.donateeChoice}>{selected ? selected.name : texts.none}</p>
      <div>
        <Button variant="secondary" onClick={() => setIsChoosing(true)}>
          {selected ? texts.change : texts.choose}
        </Button>
      </div>
      {isChoosing ? (
        <DonateeChooser
          donatees={donatees}
          selectedId={selected?.id ?? null}
          onToggle={(id) => setOrder('donatee', toggleDonatee(selected?.id ?? null, id))}
          onClose={() => setIsChoosing(false)}
        />
      ) : null}
    </Section>
  );
}

type DonateeChooserProps = {
  donatees: readonly Donatee[];
  selectedId: number | null;
  onToggle: (id: number) => void;
  onClose: () => void;
};

/**
 * spec §2/§5 chooser overlay: search on name and description ('Keine passende Organisation
 * gefunden.' when nothing matches); clicking the selected organisation deselects it.
 */
function DonateeChooser({ donatees, selectedId, onToggle, onClose }: DonateeChooserProps) {
  const [term, setTerm] = useState('');
  const searchRef = useRef<HTMLInputElement>(null);
  const searchId = useId();
  const found = filterDonatees(donatees, term);
  const emptyText = donateeResultsText(found.length);
  return (
    <ModalDialog
      title={texts.title}
      closeLabel={de.checkout.close}
      onClose={onClose}
      initialFocusRef={searchRef}
      footer={<Button onClick={onClose}>{texts.close}</Button>}
    >
      <div className={styles.search}>
        <label htmlFor={searchId}>{texts.search}</label>
        <input
          ref={searchRef}
          id={searchId}
          type="search"
          className={styles.searchInput}
          value={term}
          onChange={(event) => setTerm(event.target.value)}
        />
      </div>
      {emptyText ? (
        <p className={styles.note} role="status">
          {emptyText}
        </p>
      ) : (
        <ul className={styles.donatees}>
          {found.map((donatee) => (
            <li key={donatee.id}>
              <button
                type="button"
                className={styles.donatee}
                aria-pressed={donatee.id === selectedId}
                onClick={() => onToggle(donatee.id)}
              >
                <span className={styles.donateeName}>{donatee.name}</span>
                {donatee.description ? (
                  <span className={styles.donateeDescription}>{donatee.description}</span>
                ) : null}
                {donatee.id === selectedId ? (
                  <span className={styles.donateeSelected}>{texts.selected}</span>
                ) : null}
              </button>
            </li>
          ))}
        </ul>
      )}
    </ModalDialog>
  );
}
