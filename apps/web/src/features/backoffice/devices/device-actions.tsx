import type { DeviceSecret, StaffDevice } from '@shop/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { backofficePaths } from '../../../config/backoffice-paths.ts';
import { de } from '../../../i18n/de.ts';
import { ApiError } from '../../../lib/api-client.ts';
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
import { DeviceLogDialog } from './device-log-dialog.tsx';

/** A refusal with its reason ("Log konnte nicht angefordert werden: …"), else the fallback. */
function errorMessagesOf(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || error.errors.length === 0) return fallback;
  return error.errors.map((entry) => entry.message).join(': ');
}

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
  const [logRequestedAt, setLogRequestedAt] = useState<number | null>(null);
  const requestLog = useMutation({
    mutationFn: () =>
      staffRequest(`${endpoint}/${entity.id}/request-device-logs`, { method: 'POST' }),
    onSuccess: () => setLogRequestedAt(Date.now()),
    onError: (error) => showToast(errorMessagesOf(error, t.logRequestFailed)),
  });
  const ring = useMutation({
    mutationFn: () =>
      staffRequest(`${endpoint}/${entity.id}/test/notification`, { method: 'POST' }),
    onSuccess: () => showToast(t.testNotificationSent),
    onError: (error) => showToast(errorMessageOf(error, t.testFailed)),
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
      {entity.kind === 'notification' ? (
        <ActionButton onClick={() => ring.mutate()} isBusy={ring.isPending}>
          {t.testNotification}
        </ActionButton>
      ) : null}
      {entity.hasSecret ? (
        <ActionButton onClick={() => requestLog.mutate()} isBusy={requestLog.isPending}>
          {t.requestLog}
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
      <SecretDialog secret={secret} kind={entity.kind} onClose={() => setSecret(null)} />
      <DeviceLogDialog
        device={entity}
        requestedAt={logRequestedAt}
        onClose={() => setLogRequestedAt(null)}
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

/** The screen a device opens in a browser, with the link that carries its secret once. */
const SCREEN_LINKS: Partial<
  Record<StaffDevice['kind'], { text: string; label: string; href: (secret: string) => string }>
> = {
  kitchenDisplay: {
    text: t.kitchenLinkText,
    label: t.openKitchen,
    href: backofficePaths.kitchen.href,
  },
  notification: {
    text: t.notificationLinkText,
    label: t.openNotification,
    href: backofficePaths.notificationDevice.href,
  },
};

/** The new secret, this once, with a copy button; closing forgets it. */
function SecretDialog({
  secret,
  kind,
  onClose,
}: {
  secret: string | null;
  kind: StaffDevice['kind'];
  onClose: () => void;
}) {
  const screen = SCREEN_LINKS[kind];
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
      {screen && secret ? (
        <p>
          {screen.text}{' '}
          <a href={screen.href(secret)} target="_blank" rel="noreferrer">
            {screen.label}
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
