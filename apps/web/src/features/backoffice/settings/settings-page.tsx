import { configInputSchema, type StaffConfig, staffConfigSchema } from '@shop/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { de } from '../../../i18n/de.ts';
import { apiGet, parseContract } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { FormSections, firstSectionWithErrors } from '../resource/form-sections.tsx';
import { RequirePermission } from '../resource/require-permission.tsx';
import { splitServerErrors, useResourceForm, validateForm } from '../resource/use-resource-form.ts';
import { CONFIG_URL } from '../session/api/shop-config.ts';
import { staffRequest } from '../session/api/staff-request.ts';
import { ActionButton } from '../ui/action-button.tsx';
import { Loader } from '../ui/loader.tsx';
import { Notice } from '../ui/notice.tsx';
import { useToast } from '../ui/toasts.tsx';
import { useDocumentTitle } from '../ui/use-document-title.ts';
import { useUnsavedChangesGuard } from '../ui/use-unsaved-changes-guard.tsx';
import styles from './settings.module.css';
import {
  SETTINGS_FIELDS,
  SETTINGS_SECTIONS,
  type SettingsValues,
  settingsBody,
  settingsValues,
} from './settings-form.ts';

const t = de.backofficeCatalogue.settings;
const STAFF_CONFIG_URL = '/api/config/staff';
const staffConfigKey = ['backoffice', STAFF_CONFIG_URL] as const;

/** The settings as a resource-like declaration, so the layer's validation and tabs apply. */
const settingsForm = {
  fields: SETTINGS_FIELDS,
  sections: SETTINGS_SECTIONS,
  formSchema: configInputSchema,
  toBody: settingsBody,
};

/**
 * Shop settings (spec §3 Config settings; GET /api/config/staff, POST /api/config)
 * in tabs: shop texts and links, legal texts (rich text), plugin flags, payment with write-only
 * provider keys, map. A failed save keeps every value and shows "Konfiguration konnte nicht
 * gespeichert werden" (spec §8) or the server's first message.
 */
export function SettingsPage() {
  return (
    <RequirePermission area="settings" title={t.title}>
      <SettingsLoader />
    </RequirePermission>
  );
}

function SettingsLoader() {
  useDocumentTitle(t.title);
  const config = useQuery({
    queryKey: staffConfigKey,
    queryFn: async ({ signal }) =>
      parseContract(staffConfigSchema, await apiGet(STAFF_CONFIG_URL, signal), STAFF_CONFIG_URL),
  });
  if (config.isError) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{t.title}</h1>
        <Notice tone="error" onRetry={() => config.refetch()} isRetrying={config.isFetching}>
          {de.backoffice.errors.configuration}
        </Notice>
      </div>
    );
  }
  if (!config.data) return <Loader label={de.backoffice.common.loading} />;
  return <SettingsForm key={config.dataUpdatedAt} config={config.data} />;
}

function SettingsForm({ config }: { config: StaffConfig }) {
  const idPrefix = useId();
  const showToast = useToast();
  const { values, setValue, errors, setErrors, isDirty, markSaved } =
    useResourceForm<SettingsValues>(settingsValues(config));
  const [activeSection, setActiveSection] = useState('');
  const noticeRef = useRef<HTMLDivElement>(null);
  const fallback = de.backoffice.errors.configurationSave;
  const showErrors = (next: Record<string, string>) => {
    setErrors(next);
    const section = firstSectionWithErrors(settingsForm, next);
    if (section) setActiveSection(section);
  };
  const save = useMutation({
    mutationFn: (saving: SettingsValues) =>
      staffRequest(CONFIG_URL, { method: 'POST', body: settingsBody(saving) }),
    onSuccess: async (_data, saving) => {
      markSaved(saving);
      await queryClient.invalidateQueries({ queryKey: ['backoffice', CONFIG_URL] });
      await queryClient.invalidateQueries({ queryKey: staffConfigKey });
      showToast(t.saved);
    },
    onError: (error) => {
      showErrors(
        splitServerErrors(
          error,
          SETTINGS_FIELDS.map((field) => field.name),
          fallback,
        ).fieldErrors,
      );
      noticeRef.current?.focus();
    },
  });
  const formError = save.isError
    ? (splitServerErrors(
        save.error,
        SETTINGS_FIELDS.map((field) => field.name),
        fallback,
      ).formError ?? fallback)
    : null;
  /** Checks and saves; false when the form has messages or the server refused it. */
  const validateAndSave = async (): Promise<boolean> => {
    // biome-ignore lint/suspicious/noExplicitAny: the settings form is resource-shaped, not an entity
    const clientErrors = validateForm(settingsForm as any, values, 'edit');
    if (Object.keys(clientErrors).length > 0) {
      showErrors(clientErrors);
      return false;
    }
    setErrors({});
    try {
      await save.mutateAsync(values);
      return true;
    } catch {
      return false;
    }
  };
  // Leaving the settings with changes asks first (the same guard as every resource form).
  const guard = useUnsavedChangesGuard({ isDirty, onSave: validateAndSave });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void validateAndSave();
  };
  const providers = config.paymentProviders;
  const providerText = (status: StaffConfig['paymentProviders']['mollie']) =>
    status.source === 'settings'
      ? t.providerSettings
      : status.source === 'environment'
        ? t.providerEnvironment
        : t.providerNone;
  // Whether a provider's keys are set up shows in its own box of the payment tab.
  const hints: Record<string, string> = {
    mollie: t.providerStatus('Mollie', providerText(providers.mollie)),
    datatrans: t.providerStatus('Datatrans', providerText(providers.datatrans)),
  };
  const form = {
    ...settingsForm,
    sections: SETTINGS_SECTIONS.map((section) => ({
      ...section,
      ...(section.groups
        ? {
            groups: section.groups.map((group) =>
              hints[group.key] ? { ...group, hint: hints[group.key] } : group,
            ),
          }
        : {}),
    })),
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t.title}</h1>
      {/* Say what cannot go out before anyone relies on it (docs/decisions/019). */}
      {config.messaging.isMailConfigured ? null : <Notice tone="info">{t.mailMissing}</Notice>}
      {config.enablePluginSMS && !config.messaging.isSmsGatewayConfigured ? (
        <Notice tone="info">{t.smsGatewayMissing}</Notice>
      ) : null}
      {formError ? (
        <Notice
          ref={noticeRef}
          tone="error"
          onRetry={() => save.mutate(values)}
          isRetrying={save.isPending}
        >
          {formError}
        </Notice>
      ) : null}
      <form className={styles.form} noValidate onSubmit={onSubmit}>
        <FormSections
          resource={form}
          idPrefix={idPrefix}
          mode="edit"
          values={values}
          errors={errors}
          activeKey={activeSection}
          onActiveKeyChange={setActiveSection}
          onChange={setValue}
        />
        <div className={styles.actions}>
          <ActionButton type="submit" variant="primary" isBusy={save.isPending}>
            {save.isPending ? de.backoffice.common.saving : de.backoffice.common.save}
          </ActionButton>
        </div>
      </form>
      {guard.dialog}
    </div>
  );
}
