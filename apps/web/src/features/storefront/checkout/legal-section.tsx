import {
  type CartItem,
  type CartOrder,
  type LegalTextKey,
  type PublicConfig,
  withdrawalNotice,
  withdrawalRightOf,
} from '@shop/domain';
import { type MouseEvent, useState } from 'react';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { de } from '../../../i18n/de-storefront.ts';
import { RichText } from '../sections/rich-text.tsx';
import { useLegalText } from '../site/api/get-legal-text.ts';
import styles from './checkout.module.css';
import { CheckboxField } from './fields.tsx';
import type { ErrorFor, SetOrderField } from './form-types.ts';
import { Section } from './section.tsx';

type LegalSectionProps = {
  order: CartOrder;
  items: readonly CartItem[];
  config: Pick<PublicConfig, 'termsAndConditions' | 'privacyPolicy'>;
  errorFor: ErrorFor;
  setOrder: SetOrderField;
};

const texts = de.checkout.legal;

/**
 * spec §2/§5: both legal checkboxes are required; their links open overlays with the terms and
 * the privacy policy from the settings (sanitised by the server, as on the content pages).
 */
export function LegalSection({ order, items, config, errorFor, setOrder }: LegalSectionProps) {
  const [shown, setShown] = useState<LegalTextKey | null>(null);
  const open = (key: LegalTextKey) => (event: MouseEvent) => {
    event.preventDefault(); // inside the label: open the text, do not tick the box
    setShown(key);
  };
  return (
    <Section title={de.checkout.sections.legal}>
      <CheckboxField
        name="legalInstructions"
        checked={order.legalInstructions}
        error={errorFor('legalInstructions')}
        onCheckedChange={(checked) => setOrder('legalInstructions', checked)}
        label={
          <>
            {texts.termsBefore}
            {/* The '.' stays with the link: never an orphaned '. *' on a phone (decision 017). */}
            <span className={styles.linkTail}>
              <button
                type="button"
                className={styles.textButton}
                onClick={open('termsAndConditions')}
              >
                {texts.termsLink}
              </button>
              {texts.termsAfter}
            </span>
          </>
        }
      />
      <CheckboxField
        name="privacyPolicy"
        checked={order.privacyPolicy}
        error={errorFor('privacyPolicy')}
        onCheckedChange={(checked) => setOrder('privacyPolicy', checked)}
        label={
          <>
            {texts.privacyBefore}
            <button type="button" className={styles.textButton} onClick={open('privacyPolicy')}>
              {texts.privacyLink}
            </button>
            {texts.privacyAfter}
          </>
        }
      />
      {/* § 312g BGB: which right of withdrawal this cart carries (decision 048). */}
      <p className={styles.withdrawal}>
        {withdrawalNotice(withdrawalRightOf(items.map((item) => item.product)))}
      </p>
      {shown ? (
        <LegalTextDialog
          textKey={shown}
          externalUrl={
            shown === 'termsAndConditions' ? config.termsAndConditions : config.privacyPolicy
          }
          onClose={() => setShown(null)}
        />
      ) : null}
    </Section>
  );
}

type LegalTextDialogProps = { textKey: LegalTextKey; externalUrl: string; onClose: () => void };

/** The text setting as the content pages render it; without one, the external address if set. */
function LegalTextDialog({ textKey, externalUrl, onClose }: LegalTextDialogProps) {
  const { data, isPending } = useLegalText(textKey);
  const title = textKey === 'termsAndConditions' ? texts.termsTitle : texts.privacyTitle;
  return (
    <ModalDialog title={title} closeLabel={de.checkout.close} onClose={onClose} isLongText>
      {isPending ? <p role="status">{texts.loading}</p> : null}
      {data ? <RichText className={styles.legalText} html={data.html} /> : null}
      {!isPending && !data ? (
        <p>
          {externalUrl ? (
            <a href={externalUrl} target="_blank" rel="noopener noreferrer">
              {title}
            </a>
          ) : (
            texts.missing
          )}
        </p>
      ) : null}
    </ModalDialog>
  );
}
