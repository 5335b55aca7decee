import type { DeviceSecret, StaffDevice } from '@shop/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { backofficePaths } from '../../../config/backoffice-paths.ts';
import { de } from '../../../i18n/de.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { resourceKey } from '../resource/resource-api.ts';
import { staffRequest } from '../session/api/staff-request.ts';
import { ActionButton } from '../ui/action-button.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { Dialog } from '../ui/dialog.tsx';
import actions from '../ui/dialog-actions.module.css';
import { errorMessageOf } from '../ui/error-message.ts';
import { SecretValue } from '../ui/secret-value.tsx';
import { useToast } from '../ui/toasts.tsx';

const t = de.backofficeDevices;

type Props = { entity: StaffDevice; endpoint: string; listPath: string };

/**
 * The device form's header: issue a secret (shown once in a dialog), revoke it, and "Test drucken"
 * for receipt printers (POST /api/devices/{id}/test/print; spec §8 "Test nicht erfolgreich").
 */
export function DeviceActions({ entity, endpoint }: Props) {
  const showToast = useToast();
  const [secret, setSecret] = useState<string | null>(null);
  const [isRevoking, setIsRevoking] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: resourceKey(endpoint) });
  const issue = useMutation({
    mutationFn: () =>
      staffRequest<DeviceSecret>(`${endpoint}/${entity.id}/secret`, { method: 'POST' }),
    onSuccess: async (answer) => {
      setSecret(answer.secret);
      await refresh();
    },
    onError: (error) => showToast(errorMessageOf(error, de.backoffice.errors.unknown)),
  });
  const revoke = useMutation({
    mutationFn: () => staffRequest(`${endpoint}/${entity.id}/secret`, { method: 'DELETE' }),
    onSuccess: async () => {
      setIsRevoking(false);
      showToast(t.revoked);
      await refresh();
    },
  });
  const test = useMutation({
    mutationFn: () => staffRequest(`${endpoint}/${entity.id}/test/print`, { method: 'POST' }),
    onSuccess: () => showToast(t.testQueued),
    onError: (error) => showToast(errorMessageOf(error, t.testFailed)),
  });
  return (
    <>
      {entity.kind === 'receiptPrinter' ? (
        <ActionButton onClick={() => test.mutate()} isBusy={test.isPending}>
          {t.testPrint}
        </ActionButton>
      ) : null}
      <ActionButton onClick={() => issue.mutate()} isBusy={issue.isPending}>
        {entity.hasSecret ? t.renewSecret : t.createSecret}
      </ActionButton>
      {entity.hasSecret ? (
        <ActionButton variant="danger" onClick={() => setIsRevoking(true)}>
          {t.revokeSecret}
        </ActionButton>
      ) : null}
      <SecretDialog
        secret={secret}
        isKitchenDisplay={entity.kind === 'kitchenDisplay'}
        onClose={() => setSecret(null)}
      />
      <ConfirmDialog
        isOpen={isRevoking}
        title={t.revokeSecret}
        text={t.revokeQuestion(entity.name)}
        confirmLabel={t.revokeSecret}
        isBusy={revoke.isPending}
        errorMessage={
          revoke.error ? errorMessageOf(revoke.error, de.backoffice.errors.unknown) : null
        }
        onConfirm={() => revoke.mutate()}
        onClose={() => setIsRevoking(false)}
      />
    </>
  );
}

/** The new secret, this once, with a copy button; closing forgets it. */
function SecretDialog({
  secret,
  isKitchenDisplay,
  onClose,
}: {
  secret: string | null;
  isKitchenDisplay: boolean;
  onClose: () => void;
}) {
  const [isCopied, setIsCopied] = useState(false);
  const close = () => {
    setIsCopied(false);
    onClose();
  };
  return (
    <Dialog isOpen={secret !== null} title={t.secretTitle} onClose={close}>
      <p>{t.secretText}</p>
      <SecretValue
        label={t.secret}
        value={secret ?? ''}
        isCopied={isCopied}
        copyLabel={t.copy}
        copiedLabel={t.copied}
        onCopy={() =>
          void navigator.clipboard
            ?.writeText(secret ?? '')
            .then(() => setIsCopied(true))
            .catch(() => undefined)
        }
      />
      {isKitchenDisplay && secret ? (
        <p>
          {t.kitchenLinkText}{' '}
          <a href={backofficePaths.kitchen.href(secret)} target="_blank" rel="noreferrer">
            {t.openKitchen}
          </a>
        </p>
      ) : null}
      <div className={actions.actions}>
        <ActionButton variant="primary" onClick={close}>
          {t.done}
        </ActionButton>
      </div>
    </Dialog>
  );
}
