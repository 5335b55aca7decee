import type { StaffSignageDevice } from '@shop/domain';
import { type FormEvent, useId, useState } from 'react';
import { de } from '../../../i18n/de.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { staffRequest } from '../session/api/staff-request.ts';
import { ActionButton } from '../ui/action-button.tsx';
import { Dialog } from '../ui/dialog.tsx';
import actions from '../ui/dialog-actions.module.css';
import { errorMessageOf } from '../ui/error-message.ts';
import { Field } from '../ui/field.tsx';
import { Notice } from '../ui/notice.tsx';
import styles from './tv-pairing-dialog.module.css';

const t = de.backofficeSignage;

/**
 * "TV koppeln" (docs/decisions/055-signage-pairing-media-offline.md): staff type the code the TV
 * shows; the server's refusal appears at the field and the typed code stays.
 */
export function TvPairingDialog({
  isOpen,
  tv,
  endpoint,
  onPaired,
  onClose,
}: {
  isOpen: boolean;
  tv: StaffSignageDevice;
  endpoint: string;
  onPaired: () => Promise<unknown>;
  onClose: () => void;
}) {
  const id = useId();
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [message, setMessage] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const close = () => {
    setCode('');
    setFieldError(undefined);
    setMessage(null);
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setIsBusy(true);
    setFieldError(undefined);
    setMessage(null);
    try {
      await staffRequest<StaffSignageDevice>(`${endpoint}/${tv.id}/pairing`, {
        method: 'POST',
        body: { code },
      });
      await onPaired();
      close();
    } catch (error) {
      const onField =
        error instanceof ApiError
          ? error.errors.find((entry) => entry.field === 'code')
          : undefined;
      if (onField) setFieldError(onField.message);
      else setMessage(errorMessageOf(error, t.pairingFailed));
    } finally {
      setIsBusy(false);
    }
  };
  return (
    <Dialog isOpen={isOpen} title={t.pairTitle} onClose={close}>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <p>{t.pairText(tv.name)}</p>
        {message ? <Notice tone="error">{message}</Notice> : null}
        <Field id={id} label={t.pairingCode} hint={t.pairingCodeHint} error={fieldError} isRequired>
          {(control) => (
            <input
              {...control}
              name="code"
              value={code}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={40}
              onChange={(event) => setCode(event.target.value)}
            />
          )}
        </Field>
        <div className={actions.actions}>
          <ActionButton onClick={close}>{t.cancel}</ActionButton>
          <ActionButton type="submit" variant="primary" isBusy={isBusy}>
            {t.pairSubmit}
          </ActionButton>
        </div>
      </form>
    </Dialog>
  );
}
