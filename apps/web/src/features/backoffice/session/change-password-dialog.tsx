import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { de } from '../../../i18n/de.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { ActionButton } from '../ui/action-button.tsx';
import { Dialog } from '../ui/dialog.tsx';
import actions from '../ui/dialog-actions.module.css';
import { errorMessageOf } from '../ui/error-message.ts';
import { type ControlProps, Field } from '../ui/field.tsx';
import { Notice } from '../ui/notice.tsx';
import { useToast } from '../ui/toasts.tsx';
import { changePassword } from './api/auth.ts';
import styles from './change-password-dialog.module.css';

const t = de.backoffice.password;
type Errors = Partial<Record<'currentPassword' | 'newPassword' | 'repeat', string>>;

/** POST /api/users/me/password from the user menu; the server checks the leak list. */
export function ChangePasswordDialog({
  isOpen,
  onClose,
}: {
  isOpen: boolean;
  onClose: () => void;
}) {
  return (
    <Dialog isOpen={isOpen} title={t.title} onClose={onClose}>
      <ChangePasswordForm onDone={onClose} />
    </Dialog>
  );
}

function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const id = useId();
  const showToast = useToast();
  const [values, setValues] = useState({ currentPassword: '', newPassword: '', repeat: '' });
  const [mismatch, setMismatch] = useState<string | undefined>();
  const mutation = useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      showToast(de.backoffice.success.passwordChanged);
      onDone();
    },
  });
  const serverErrors: Errors = {};
  let formError: string | null = null;
  if (mutation.error instanceof ApiError && mutation.error.errors.some((entry) => entry.field)) {
    for (const entry of mutation.error.errors) {
      if (entry.field === 'currentPassword' || entry.field === 'newPassword') {
        serverErrors[entry.field] ??= entry.message;
      }
    }
  } else if (mutation.error) {
    formError = errorMessageOf(mutation.error, de.backoffice.errors.passwordChange);
  }
  const errors: Errors = { ...serverErrors, ...(mismatch ? { repeat: mismatch } : {}) };
  const submit = () =>
    mutation.mutate({ currentPassword: values.currentPassword, newPassword: values.newPassword });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const isMismatch = values.newPassword !== values.repeat;
    setMismatch(isMismatch ? t.mismatch : undefined);
    if (!isMismatch) submit();
  };
  const input = (name: keyof typeof values, autoComplete: string) => (control: ControlProps) => (
    <input
      {...control}
      type="password"
      autoComplete={autoComplete}
      value={values[name]}
      onChange={(event) => setValues({ ...values, [name]: event.target.value })}
    />
  );

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit}>
      {formError ? (
        <Notice tone="error" onRetry={submit}>
          {formError}
        </Notice>
      ) : null}
      <Field id={`${id}-current`} label={t.current} error={errors.currentPassword}>
        {input('currentPassword', 'current-password')}
      </Field>
      <Field id={`${id}-new`} label={t.new} hint={t.hint} error={errors.newPassword} isRequired>
        {input('newPassword', 'new-password')}
      </Field>
      <Field id={`${id}-repeat`} label={t.repeat} error={errors.repeat} isRequired>
        {input('repeat', 'new-password')}
      </Field>
      <div className={actions.actions}>
        <ActionButton onClick={onDone}>{de.backoffice.common.cancel}</ActionButton>
        <ActionButton type="submit" variant="primary" isBusy={mutation.isPending}>
          {t.submit}
        </ActionButton>
      </div>
    </form>
  );
}
