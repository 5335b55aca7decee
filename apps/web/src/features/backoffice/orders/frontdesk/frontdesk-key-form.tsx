import { de } from '../../../../i18n/de.ts';
import { SecretSetupForm } from '../../ui/secret-setup-form.tsx';

const t = de.backofficeOrders.frontdesk;

/** Asks for the branch's key when the tablet has none (or it was refused). */
export function FrontdeskKeyForm({
  error,
  onKey,
}: {
  error: string | null;
  onKey: (key: string) => void;
}) {
  return (
    <SecretSetupForm
      title={t.keyTitle}
      intro={t.keyIntro}
      fieldLabel={t.keyField}
      submitLabel={t.keySubmit}
      error={error}
      onSecret={onKey}
    />
  );
}
