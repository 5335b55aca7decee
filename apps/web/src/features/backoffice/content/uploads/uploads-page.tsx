import { formatFileSize, hasAccess, type StaffUpload } from '@shop/domain';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { de } from '../../../../i18n/de.ts';
import { ApiError } from '../../../../lib/api-client.ts';
import { FileUploadZone } from '../../fields/images/file-upload-zone.tsx';
import imageStyles from '../../fields/images/images.module.css';
import { Pagination } from '../../resource/pagination.tsx';
import { RequirePermission } from '../../resource/require-permission.tsx';
import { SearchBox } from '../../resource/search-box.tsx';
import { useCurrentUser } from '../../session/use-current-user.ts';
import { ActionButton } from '../../ui/action-button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import actionStyles from '../../ui/dialog-actions.module.css';
import { errorMessageOf } from '../../ui/error-message.ts';
import { Field } from '../../ui/field.tsx';
import { Loader } from '../../ui/loader.tsx';
import { Notice } from '../../ui/notice.tsx';
import { useToast } from '../../ui/toasts.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import hiddenStyles from '../../ui/visually-hidden.module.css';
import { UPLOAD_EXTENSIONS, UploadZone } from './upload-zone.tsx';
import styles from './uploads.module.css';
import {
  deleteUpload,
  renameUpload,
  replaceUploadFile,
  uploadsListQueryOptions,
} from './uploads-api.ts';

const t = de.backofficeContent.uploads;
const entity = de.backoffice.entities.uploads;
const PAGE_SIZE = 25;

/** "PDF" from the extension, with the MIME type as its title. */
const typeOf = (upload: StaffUpload) => upload.extension.toUpperCase();

/** The German line of one usage: "Seite „Weihnachten (/weihnachten)“". */
export const usageLine = (usage: StaffUpload['usages'][number]) =>
  `${t.usage[usage.entity]} „${usage.name}“`;

/**
 * Uploads (spec §1, §7 CRUD uploads; decision 045): upload with progress, the list with preview,
 * name, type, size and where each upload is used; rename and replace the file (PUT, a new
 * version shown wherever the upload is used); delete asks first and shows the server's 409
 * naming where the upload is still used.
 */
export function UploadsPage() {
  useDocumentTitle(entity.plural);
  return (
    <RequirePermission area="content" title={entity.plural}>
      <UploadsScreen />
    </RequirePermission>
  );
}

function UploadsScreen() {
  const user = useCurrentUser();
  const canWrite = hasAccess(user.roles, 'content', 'write');
  const showToast = useToast();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [deleting, setDeleting] = useState<StaffUpload | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<StaffUpload | null>(null);
  const [replacing, setReplacing] = useState<StaffUpload | null>(null);
  const list = useQuery(uploadsListQueryOptions({ search, page, pageSize: PAGE_SIZE }));
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / PAGE_SIZE));

  const confirmDelete = async () => {
    if (!deleting) return;
    setIsBusy(true);
    setDeleteError(null);
    try {
      await deleteUpload(deleting.id);
      showToast(t.deleted(deleting.name));
      setDeleting(null);
    } catch (error) {
      setDeleteError(errorMessageOf(error, de.backoffice.errors.deleteFailed(entity)));
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <div className={imageStyles.page}>
      <h1 className={imageStyles.title}>{entity.plural}</h1>
      {canWrite ? <UploadZone /> : null}
      <SearchBox
        label={de.backoffice.resource.search}
        placeholder={t.searchPlaceholder}
        value={search}
        onSearch={(value) => {
          setSearch(value);
          setPage(1);
        }}
      />
      {list.isError ? (
        <Notice tone="error" onRetry={() => list.refetch()} isRetrying={list.isFetching}>
          {de.backoffice.errors.loadListFailed(entity)}
        </Notice>
      ) : null}
      {list.isPending ? <Loader label={de.backoffice.common.loading} /> : null}
      {list.data && list.data.items.length === 0 ? <p>{t.empty}</p> : null}
      {list.data && list.data.items.length > 0 ? (
        <div className={`${styles.card} ${styles.scroller}`}>
          <table className={styles.table} aria-busy={list.isFetching || undefined}>
            <caption className={hiddenStyles.hidden}>{entity.plural}</caption>
            <thead>
              <tr>
                <th scope="col">{t.preview}</th>
                <th scope="col">{t.name}</th>
                <th scope="col">{t.type}</th>
                <th scope="col">{t.size}</th>
                <th scope="col">{t.usedIn}</th>
                {canWrite ? (
                  <th scope="col">
                    <span className={hiddenStyles.hidden}>{t.actions}</span>
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {list.data.items.map((upload) => (
                <tr key={upload.id} data-upload-id={upload.id}>
                  <td>
                    <a href={upload.urls.file} target="_blank" rel="noreferrer">
                      <img
                        src={upload.urls.preview}
                        alt={t.previewOf(upload.name)}
                        className={styles.preview}
                        loading="lazy"
                      />
                    </a>
                  </td>
                  <th scope="row" className={styles.name}>
                    {upload.name}
                  </th>
                  <td className={styles.meta} title={upload.mimeType}>
                    {typeOf(upload)}
                  </td>
                  <td className={styles.meta}>{formatFileSize(upload.size)}</td>
                  <td>
                    {upload.usages.length === 0 ? (
                      <span className={styles.meta}>{t.unused}</span>
                    ) : (
                      <ul className={styles.usages}>
                        {upload.usages.map((usage) => (
                          <li key={`${usage.entity}-${usage.id}`}>{usageLine(usage)}</li>
                        ))}
                      </ul>
                    )}
                  </td>
                  {canWrite ? (
                    <td>
                      <div className={styles.actions}>
                        <ActionButton
                          size="sm"
                          variant="ghost"
                          aria-label={t.renameNamed(upload.name)}
                          onClick={() => setRenaming(upload)}
                        >
                          {t.rename}
                        </ActionButton>
                        <ActionButton
                          size="sm"
                          variant="ghost"
                          aria-label={t.replaceNamed(upload.name)}
                          onClick={() => setReplacing(upload)}
                        >
                          {t.replace}
                        </ActionButton>
                        <ActionButton
                          size="sm"
                          variant="ghost"
                          aria-label={t.deleteNamed(upload.name)}
                          onClick={() => {
                            setDeleteError(null);
                            setDeleting(upload);
                          }}
                        >
                          {t.delete}
                        </ActionButton>
                      </div>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {pages > 1 ? (
        <Pagination page={Math.min(page, pages)} pages={pages} onPage={setPage} />
      ) : null}
      <ConfirmDialog
        isOpen={deleting !== null}
        title={t.deleteTitle}
        text={deleting ? t.deleteText(deleting.name) : ''}
        confirmLabel={t.delete}
        isBusy={isBusy}
        errorMessage={deleteError}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
      <RenameDialog
        upload={renaming}
        onClose={() => setRenaming(null)}
        onRenamed={(before, after) => {
          showToast(t.renamed(before.name, after.name));
          setRenaming(null);
        }}
      />
      <Dialog
        isOpen={replacing !== null}
        title={replacing ? t.replaceTitle(replacing.name) : ''}
        onClose={() => setReplacing(null)}
      >
        {replacing ? (
          <>
            <p>{t.replaceText}</p>
            <FileUploadZone
              extensions={UPLOAD_EXTENSIONS}
              isMultiple={false}
              upload={(file, onProgress) => replaceUploadFile(replacing, file, onProgress)}
              texts={t.replaceZone}
              onUploaded={(upload) => {
                showToast(t.replaced(upload.name));
                setReplacing(null);
              }}
            />
            <div className={actionStyles.actions}>
              <ActionButton onClick={() => setReplacing(null)}>
                {de.backoffice.common.cancel}
              </ActionButton>
            </div>
          </>
        ) : null}
      </Dialog>
    </div>
  );
}

/**
 * Renames an upload (PUT /api/uploads/{id} `{ name }`). The typed name stays on a refusal; the
 * server's German message is shown at the field (422 on `name`) or above the buttons.
 */
function RenameDialog({
  upload,
  onClose,
  onRenamed,
}: {
  upload: StaffUpload | null;
  onClose: () => void;
  onRenamed: (before: StaffUpload, after: StaffUpload) => void;
}) {
  return (
    <Dialog isOpen={upload !== null} title={t.renameTitle} onClose={onClose}>
      {upload ? (
        <RenameForm key={upload.id} upload={upload} onClose={onClose} onRenamed={onRenamed} />
      ) : null}
    </Dialog>
  );
}

function RenameForm({
  upload,
  onClose,
  onRenamed,
}: {
  upload: StaffUpload;
  onClose: () => void;
  onRenamed: (before: StaffUpload, after: StaffUpload) => void;
}) {
  const id = useId();
  const [name, setName] = useState(upload.name);
  const [isBusy, setIsBusy] = useState(false);
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);
  const [formError, setFormError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setIsBusy(true);
    setFieldError(undefined);
    setFormError(null);
    try {
      onRenamed(upload, await renameUpload(upload.id, name));
    } catch (error) {
      const message = errorMessageOf(error, de.backoffice.errors.updateFailed(entity));
      if (error instanceof ApiError && error.field === 'name') setFieldError(message);
      else setFormError(message);
    } finally {
      setIsBusy(false);
    }
  };
  return (
    <form className={styles.renameForm} onSubmit={(event) => void submit(event)} noValidate>
      <Field id={id} label={t.newName} hint={t.renameHint} error={fieldError} isRequired>
        {(control) => (
          <input
            {...control}
            value={name}
            maxLength={255}
            autoComplete="off"
            onChange={(event) => setName(event.target.value)}
          />
        )}
      </Field>
      {formError ? <Notice tone="error">{formError}</Notice> : null}
      <div className={actionStyles.actions}>
        <ActionButton onClick={onClose}>{de.backoffice.common.cancel}</ActionButton>
        <ActionButton type="submit" variant="primary" isBusy={isBusy}>
          {de.backoffice.common.save}
        </ActionButton>
      </div>
    </form>
  );
}
