import type { BranchApiKey, CreatedBranchApiKey } from '@shop/domain';
import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useId, useState } from 'react';
import { de } from '../../../../i18n/de.ts';
import { useShopConfig } from '../../session/use-shop-name.ts';
import { ActionButton } from '../../ui/action-button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { errorMessageOf } from '../../ui/error-message.ts';
import { formatDateTime } from '../../ui/format.ts';
import { Notice } from '../../ui/notice.tsx';
import { useToast } from '../../ui/toasts.tsx';
import styles from './branch-api-keys.module.css';
import {
  branchApiKeysQueryOptions,
  createBranchApiKey,
  revokeBranchApiKey,
} from './branch-api-keys-api.ts';
import { CreatedKeyDialog } from './created-key-dialog.tsx';

const t = de.backofficeOrders.apiKeys;

type BranchApiKeysPanelProps = {
  branchId: number;
  /** Names the panel (“Schlüssel für …”); the branch editor may leave it out. */
  branchName?: string;
};

/**
 * The front-desk API keys of one branch: list without secrets, create (the key
 * and the tablet link are shown once), revoke with a confirmation. Used by the keys screen and,
 * later, by the branch editor. Needs the `settings` permission (the server checks it).
 */
export function BranchApiKeysPanel({ branchId, branchName }: BranchApiKeysPanelProps) {
  const nameId = useId();
  const toast = useToast();
  const keys = useQuery(branchApiKeysQueryOptions(branchId));
  const [name, setName] = useState('');
  const [isCreating, setIsCreating] = useState(false);
  const [createError, setCreateError] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedBranchApiKey | null>(null);
  const [toRevoke, setToRevoke] = useState<BranchApiKey | null>(null);
  const [revokeError, setRevokeError] = useState<string | null>(null);
  const [isRevoking, setIsRevoking] = useState(false);

  const onCreate = async () => {
    if (!name.trim() || isCreating) return;
    setIsCreating(true);
    setCreateError(null);
    try {
      setCreated(await createBranchApiKey(branchId, name.trim()));
      setName('');
      toast(t.created);
    } catch (error) {
      setCreateError(errorMessageOf(error, t.createFailed));
    } finally {
      setIsCreating(false);
    }
  };
  const onRevoke = async () => {
    if (!toRevoke) return;
    setIsRevoking(true);
    setRevokeError(null);
    try {
      await revokeBranchApiKey(branchId, toRevoke.id);
      setToRevoke(null);
      toast(t.revoked);
    } catch (error) {
      setRevokeError(errorMessageOf(error, t.revokeFailed));
    } finally {
      setIsRevoking(false);
    }
  };

  return (
    <section className={styles.panel} aria-label={branchName ? t.panelTitle(branchName) : t.title}>
      {branchName ? <h2 className={styles.panelTitle}>{branchName}</h2> : null}
      {keys.isError ? (
        <Notice tone="error" onRetry={() => keys.refetch()} isRetrying={keys.isFetching}>
          {t.loadFailed}
        </Notice>
      ) : null}
      {keys.data?.length === 0 ? <p className={styles.muted}>{t.none}</p> : null}
      {keys.data && keys.data.length > 0 ? (
        <ul className={styles.keys}>
          {keys.data.map((key) => (
            <li key={key.id} className={styles.key}>
              <span className={styles.keyName}>{key.name}</span>
              <span className={styles.muted}>
                {t.prefix} <code>{key.keyPrefix}…</code>
              </span>
              <span className={styles.muted}>
                {t.createdAt} {formatDateTime(key.createdAt)} · {t.lastUsed}{' '}
                {key.lastUsedAt ? formatDateTime(key.lastUsedAt) : de.backoffice.common.never}
              </span>
              <ActionButton
                size="sm"
                variant="ghost"
                aria-label={t.revokeRow(key.name)}
                onClick={() => setToRevoke(key)}
              >
                {t.revoke}
              </ActionButton>
            </li>
          ))}
        </ul>
      ) : null}
      {/* Not a <form>: the panel also sits inside the branch form, and forms cannot nest. */}
      <div className={styles.create}>
        <label htmlFor={nameId} className={styles.createLabel}>
          {t.name}
        </label>
        <input
          id={nameId}
          value={name}
          maxLength={100}
          placeholder={t.namePlaceholder}
          onChange={(event) => setName(event.target.value)}
          onKeyDown={(event: KeyboardEvent) => {
            if (event.key !== 'Enter') return;
            event.preventDefault(); // never submits the surrounding branch form
            void onCreate();
          }}
        />
        <ActionButton
          variant="primary"
          isBusy={isCreating}
          disabled={!name.trim()}
          onClick={() => void onCreate()}
        >
          {t.create}
        </ActionButton>
      </div>
      {createError ? (
        <Notice tone="error" onRetry={() => void onCreate()} isRetrying={isCreating}>
          {createError}
        </Notice>
      ) : null}
      <CreatedKeyDialog created={created} onClose={() => setCreated(null)} />
      <ConfirmDialog
        isOpen={toRevoke !== null}
        title={t.revokeTitle}
        text={toRevoke ? t.revokeText(toRevoke.name) : ''}
        confirmLabel={t.revoke}
        isBusy={isRevoking}
        errorMessage={revokeError}
        onConfirm={() => void onRevoke()}
        onClose={() => {
          setToRevoke(null);
          setRevokeError(null);
        }}
      />
    </section>
  );
}

/** The branch editor's Front-Desk tab: what a key is for, the plugin switch's state, the keys. */
export function BranchApiKeysTab({ entityId }: { entityId: number }) {
  const config = useShopConfig();
  return (
    <div className={styles.tab}>
      <p className={styles.muted}>
        {t.intro} {t.immediate}
      </p>
      {config && !config.enablePluginFrontdesk ? <Notice tone="info">{t.pluginOff}</Notice> : null}
      <BranchApiKeysPanel branchId={entityId} />
    </div>
  );
}
