import type { CreatedBranchApiKey } from '@shop/domain';
import { useState } from 'react';
import { backofficePaths } from '../../../../config/backoffice-paths.ts';
import { de } from '../../../../i18n/de.ts';
import { ActionButton } from '../../ui/action-button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import actions from '../../ui/dialog-actions.module.css';
import { SecretValue } from '../../ui/secret-value.tsx';

const t = de.backofficeOrders.apiKeys;

/** Shows a new key and the tablet link once, with copy buttons. */
export function CreatedKeyDialog({
  created,
  onClose,
}: {
  created: CreatedBranchApiKey | null;
  onClose: () => void;
}) {
  const [copied, setCopied] = useState<string | null>(null);
  const link = created
    ? `${window.location.origin}${backofficePaths.frontdesk.href(created.branchId, created.apiKey)}`
    : '';
  const copy = async (what: string, text: string) => {
    await navigator.clipboard?.writeText(text).catch(() => undefined);
    setCopied(what);
  };
  const row = (what: 'key' | 'link', label: string, value: string) => (
    <SecretValue
      label={label}
      value={value}
      isCopied={copied === what}
      copyLabel={t.copy}
      copiedLabel={t.copied}
      onCopy={() => void copy(what, value)}
    />
  );
  return (
    <Dialog isOpen={created !== null} title={t.createdTitle} onClose={onClose}>
      <p>{t.createdText}</p>
      {created ? row('key', t.key, created.apiKey) : null}
      {created ? row('link', t.link, link) : null}
      <div className={actions.actions}>
        <ActionButton variant="primary" onClick={onClose}>
          {t.done}
        </ActionButton>
      </div>
    </Dialog>
  );
}
