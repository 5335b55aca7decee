import { hasAccess } from '@shop/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { de } from '../../../i18n/de.ts';
import { useCurrentUser } from '../session/use-current-user.ts';
import { ActionButton, ActionLink } from '../ui/action-button.tsx';
import { Loader } from '../ui/loader.tsx';
import { Notice } from '../ui/notice.tsx';
import { useToast } from '../ui/toasts.tsx';
import { useDocumentTitle } from '../ui/use-document-title.ts';
import { useUnsavedChangesGuard } from '../ui/use-unsaved-changes-guard.tsx';
import type { FormMode, FormValues, ResourceDefinition } from './define-resource.ts';
import { DeleteDialog } from './delete-dialog.tsx';
import { FormSections, firstSectionWithErrors } from './form-sections.tsx';
import { RequirePermission } from './require-permission.tsx';
import { itemQueryOptions, saveEntity } from './resource-api.ts';
import styles from './resource-form-page.module.css';
import { splitServerErrors, useResourceForm, validateForm } from './use-resource-form.ts';

const t = de.backoffice.resource;

type Props<Entity extends { id: number }, Values extends FormValues> = {
  resource: ResourceDefinition<Entity, Values>;
  mode: FormMode;
};

/**
 * Create (`…/new`) or edit (`…/{id}`) one entity of a resource. Without read access to the
 * resource's area the screen shows the permission message; creating needs write access.
 */
export function ResourceFormPage<Entity extends { id: number }, Values extends FormValues>(
  props: Props<Entity, Values>,
) {
  const { resource, mode } = props;
  return (
    <RequirePermission
      area={resource.permission}
      access={mode === 'create' ? 'write' : 'read'}
      title={mode === 'create' ? t.create(resource.name) : resource.name.plural}
    >
      <ResourceFormLoader {...props} />
    </RequirePermission>
  );
}

function ResourceFormLoader<Entity extends { id: number }, Values extends FormValues>({
  resource,
  mode,
}: Props<Entity, Values>) {
  const { id: idParam } = useParams();
  const id = Number(idParam);
  const item = useQuery({
    ...itemQueryOptions(resource, id),
    enabled: mode === 'edit' && Number.isSafeInteger(id),
  });
  if (mode === 'create') {
    return <ResourceForm resource={resource} entity={null} initial={resource.emptyValues} />;
  }
  const Detail = resource.detail;
  if (item.isError || !Number.isSafeInteger(id)) {
    return (
      <div className={styles.page}>
        <BackLink resource={resource} />
        <Notice tone="error" onRetry={() => item.refetch()} isRetrying={item.isFetching}>
          {de.backoffice.errors.loadOneFailed(resource.name)}
        </Notice>
      </div>
    );
  }
  if (!item.data) return <Loader label={de.backoffice.common.loading} />;
  if (Detail) {
    return (
      <div className={styles.page}>
        <BackLink resource={resource} />
        <Detail entity={item.data} />
      </div>
    );
  }
  return (
    <ResourceForm
      key={item.data.id}
      resource={resource}
      entity={item.data}
      initial={resource.toValues(item.data)}
    />
  );
}

function BackLink({
  resource,
}: {
  resource: Pick<ResourceDefinition<{ id: number }, FormValues>, 'listPath' | 'name'>;
}) {
  return (
    <Link to={resource.listPath} className={styles.back}>
      ← {t.backToList(resource.name)}
    </Link>
  );
}

type FormProps<Entity extends { id: number }, Values extends FormValues> = {
  resource: ResourceDefinition<Entity, Values>;
  entity: Entity | null;
  initial: Values;
};

function ResourceForm<Entity extends { id: number }, Values extends FormValues>({
  resource,
  entity,
  initial,
}: FormProps<Entity, Values>) {
  const mode: FormMode = entity ? 'edit' : 'create';
  const user = useCurrentUser();
  const canWrite = hasAccess(user.roles, resource.permission, 'write');
  const heading = !canWrite
    ? t.view(resource.name)
    : entity
      ? t.edit(resource.name)
      : t.create(resource.name);
  useDocumentTitle(entity ? `${resource.titleOf(entity)} – ${heading}` : heading);
  const idPrefix = useId();
  const navigate = useNavigate();
  const showToast = useToast();
  const {
    values,
    setValue: changeValue,
    errors,
    setErrors,
    isDirty,
    markSaved,
  } = useResourceForm(initial);
  // Read-only (permissions table: read without write): nothing changes, even from a custom control.
  const setValue: typeof changeValue = (name, value) => {
    if (canWrite) changeValue(name, value);
  };
  const [activeSection, setActiveSection] = useState('');
  const [isDeleteOpen, setIsDeleteOpen] = useState(false);
  const noticeRef = useRef<HTMLDivElement>(null);
  const fieldNames = resource.fields.map((field) => field.name);
  const fallback = entity
    ? de.backoffice.errors.updateFailed(resource.name)
    : de.backoffice.errors.createFailed(resource.name);

  // A failed save opens the first tab with a message and moves focus to its first field, else
  // to the message box.
  const formRef = useRef<HTMLFormElement>(null);
  const shouldFocusError = useRef(false);
  const showErrors = (next: Record<string, string>) => {
    setErrors(next);
    shouldFocusError.current = true;
    const section = firstSectionWithErrors(resource, next);
    if (section) setActiveSection(section);
  };
  useEffect(() => {
    if (!shouldFocusError.current) return;
    shouldFocusError.current = false;
    const invalid = formRef.current?.querySelector<HTMLElement>(
      '[role="tabpanel"]:not([hidden]) [aria-invalid="true"]',
    );
    const anyInvalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (invalid ?? anyInvalid ?? noticeRef.current)?.focus();
  });

  const save = useMutation({
    mutationFn: (saving: Values) =>
      saveEntity(resource, { id: entity?.id ?? null, body: resource.toBody(saving, mode) }),
    onSuccess: (_saved, saving) => {
      const success = entity ? de.backoffice.success.updated : de.backoffice.success.created;
      showToast(success(resource.name));
      markSaved(saving);
    },
    onError: (error) => showErrors(splitServerErrors(error, fieldNames, fallback).fieldErrors),
  });
  // A form with tabs or a preview stays open after saving (a new entity opens in its edit form),
  // so the next tab can be filled in; a small form goes back to its list.
  const staysOpen = Boolean(resource.sections?.length || resource.aside);
  const saveAndContinue = () =>
    save.mutate(values, {
      onSuccess: (saved) => {
        if (entity && staysOpen) return;
        guard.allowNextNavigation();
        if (!entity && staysOpen) navigate(`${resource.listPath}/${saved.id}`, { replace: true });
        else navigate(resource.listPath);
      },
    });
  /** Checks and saves; false when the form has messages or the server refused it. */
  const validateAndSave = async (): Promise<boolean> => {
    const clientErrors = validateForm(resource, values, mode);
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
  const guard = useUnsavedChangesGuard({
    isDirty: canWrite && isDirty,
    onSave: validateAndSave,
  });
  const formError = save.isError
    ? splitServerErrors(save.error, fieldNames, fallback).formError
    : null;
  const hasFieldErrors = Object.keys(errors).length > 0;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!canWrite) return;
    const clientErrors = validateForm(resource, values, mode);
    if (Object.keys(clientErrors).length > 0) {
      showErrors(clientErrors);
      return;
    }
    setErrors({});
    saveAndContinue();
  };
  const Actions = entity ? resource.formActions : undefined;
  const Tools = resource.formTools;
  const Aside = resource.aside;

  return (
    <div className={`${styles.page} ${Aside ? styles.withAside : ''}`}>
      <BackLink resource={resource} />
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>{heading}</h1>
          {entity ? <p className={styles.subtitle}>{resource.titleOf(entity)}</p> : null}
        </div>
        {(Actions || Tools) && canWrite ? (
          <div className={styles.headerActions}>
            {Tools ? <Tools values={values} /> : null}
            {entity && Actions ? (
              <Actions entity={entity} endpoint={resource.endpoint} listPath={resource.listPath} />
            ) : null}
          </div>
        ) : null}
      </header>
      {canWrite ? null : <Notice tone="info">{t.readOnlyHint}</Notice>}
      {formError ? (
        <Notice ref={noticeRef} tone="error" onRetry={saveAndContinue} isRetrying={save.isPending}>
          {formError}
        </Notice>
      ) : null}
      {hasFieldErrors && !formError ? (
        <Notice ref={noticeRef} tone="error">
          {t.formInvalid}
        </Notice>
      ) : null}
      <div className={styles.layout}>
        <form ref={formRef} className={styles.form} noValidate onSubmit={onSubmit}>
          <FormSections
            resource={resource}
            idPrefix={idPrefix}
            mode={mode}
            values={values}
            errors={errors}
            activeKey={activeSection}
            onActiveKeyChange={setActiveSection}
            onChange={setValue}
            entityId={entity?.id ?? null}
            isReadOnly={!canWrite}
          />
          <div className={styles.actions}>
            {entity && canWrite ? (
              <ActionButton
                variant="ghost"
                className={styles.delete}
                onClick={() => setIsDeleteOpen(true)}
              >
                {t.delete}
              </ActionButton>
            ) : null}
            <ActionLink to={resource.listPath}>
              {canWrite ? de.backoffice.common.cancel : t.backToList(resource.name)}
            </ActionLink>
            {canWrite ? (
              <ActionButton type="submit" variant="primary" isBusy={save.isPending}>
                {save.isPending ? de.backoffice.common.saving : de.backoffice.common.save}
              </ActionButton>
            ) : null}
          </div>
        </form>
        {Aside ? (
          <aside className={styles.aside}>
            <Aside values={values} />
          </aside>
        ) : null}
      </div>
      <DeleteDialog
        resource={resource}
        entity={isDeleteOpen ? entity : null}
        onClose={() => setIsDeleteOpen(false)}
        onDeleted={() => {
          guard.allowNextNavigation();
          navigate(resource.listPath);
        }}
      />
      {guard.dialog}
    </div>
  );
}
