import type { StaffSignageDevice } from '@shop/domain';
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
import { TvPairingDialog } from './tv-pairing-dialog.tsx';

const t = de.backofficeSignage;

type Props = { entity: StaffSignageDevice; endpoint: string; listPath: string };

/** The TV form's header: issue a secret (shown once, with the player link) and revoke it. */
export function TvActions({ entity, endpoint }: Props) {
  const showToast = useToast();
  const [secret, setSecret] = useState<string | null>(null);
  const [isCopied, setIsCopied] = useState(false);
  const [isRevoking, setIsRevoking] = useState(false);
  const [isPairing, setIsPairing] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: resourceKey(endpoint) });
  const issue = useMutation({
    mutationFn: () =>
      staffRequest<{ secret: string }>(`${endpoint}/${entity.id}/secret`, { method: 'POST' }),
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
  const close = () => {
    setIsCopied(false);
    setSecret(null);
  };
  return (
    <>
      <ActionButton onClick={() => setIsPairing(true)}>{t.pair}</ActionButton>
      <TvPairingDialog
        isOpen={isPairing}
        tv={entity}
        endpoint={endpoint}
        onPaired={async () => {
          showToast(t.paired);
          await refresh();
        }}
        onClose={() => setIsPairing(false)}
      />
      <ActionButton onClick={() => issue.mutate()} isBusy={issue.isPending}>
        {entity.hasSecret ? t.renewSecret : t.createSecret}
      </ActionButton>
      {entity.hasSecret ? (
        <ActionButton variant="danger" onClick={() => setIsRevoking(true)}>
          {t.revokeSecret}
        </ActionButton>
      ) : null}
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
        {secret ? (
          <p>
            <a href={backofficePaths.signagePlayer.href(secret)} target="_blank" rel="noreferrer">
              {t.openPlayer}
            </a>
          </p>
        ) : null}
        <div className={actions.actions}>
          <ActionButton variant="primary" onClick={close}>
            {t.done}
          </ActionButton>
        </div>
      </Dialog>
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
