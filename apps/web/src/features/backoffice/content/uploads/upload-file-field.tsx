import { formatFileSize, type StaffUpload, type UploadFileRef } from '@shop/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { de } from '../../../../i18n/de.ts';
import imageStyles from '../../fields/images/images.module.css';
import { Pagination } from '../../resource/pagination.tsx';
import { SearchBox } from '../../resource/search-box.tsx';
import { ActionButton } from '../../ui/action-button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import dialogStyles from '../../ui/dialog-actions.module.css';
import { Loader } from '../../ui/loader.tsx';
import { Notice } from '../../ui/notice.tsx';
import { UploadZone } from './upload-zone.tsx';
import styles from './uploads.module.css';
import {
  fileRefOf,
  previewUrlOf,
  uploadQueryOptions,
  uploadsListQueryOptions,
} from './uploads-api.ts';

const t = de.backofficeContent.uploads;
const PAGE_SIZE = 12;

/**
 * A page builder's file or files field (spec §3 slides' file {publicHash, id, version,
 * extension}; decision 045): the chosen files with their previews, and a dialog that picks from
 * the upload library or uploads in place with progress.
 */
export function UploadFileField({
  id,
  label,
  value,
  isMultiple,
  onChange,
}: {
  id: string;
  label: string;
  value: unknown;
  isMultiple: boolean;
  onChange: (value: UploadFileRef | UploadFileRef[] | null) => void;
}) {
  const files = (Array.isArray(value) ? value : value ? [value] : []) as UploadFileRef[];
  const [isOpen, setIsOpen] = useState(false);
  const [chosen, setChosen] = useState<UploadFileRef[]>([]);
  const set = (next: UploadFileRef[]) => onChange(isMultiple ? next : (next[0] ?? null));
  const toggle = (upload: StaffUpload) =>
    setChosen((current) => {
      const isChosen = current.some((entry) => entry.id === upload.id);
      if (!isMultiple) return isChosen ? [] : [fileRefOf(upload)];
      return isChosen
        ? current.filter((entry) => entry.id !== upload.id)
        : [...current, fileRefOf(upload)];
    });
  return (
    <div className={styles.field}>
      {files.length === 0 ? <p>{t.noFile}</p> : null}
      {files.length > 0 ? (
        <ul className={styles.pickedList}>
          {files.map((file) => (
            <PickedFile
              key={String(file.id)}
              file={file}
              onRemove={() => set(files.filter((entry) => entry.id !== file.id))}
            />
          ))}
        </ul>
      ) : null}
      <div>
        <ActionButton
          id={id}
          size="sm"
          aria-label={`${label}: ${files.length > 0 && !isMultiple ? t.change : isMultiple ? t.pickMany : t.pick}`}
          onClick={() => {
            setChosen(files);
            setIsOpen(true);
          }}
        >
          {files.length > 0 && !isMultiple ? t.change : isMultiple ? t.pickMany : t.pick}
        </ActionButton>
      </div>
      <Dialog
        isOpen={isOpen}
        size="wide"
        title={isMultiple ? t.pickMany : t.pick}
        onClose={() => setIsOpen(false)}
      >
        <UploadZone
          onUploaded={(upload) =>
            setChosen((current) =>
              isMultiple ? [...current, fileRefOf(upload)] : [fileRefOf(upload)],
            )
          }
        />
        <UploadLibrary selectedIds={chosen.map((file) => String(file.id))} onToggle={toggle} />
        <div className={dialogStyles.actions}>
          <ActionButton onClick={() => setIsOpen(false)}>
            {de.backoffice.common.cancel}
          </ActionButton>
          <ActionButton
            variant="primary"
            onClick={() => {
              set(chosen);
              setIsOpen(false);
            }}
          >
            {t.choose}
          </ActionButton>
        </div>
      </Dialog>
    </div>
  );
}

/** One chosen file: its preview and its name from the library (the value carries no name). */
function PickedFile({ file, onRemove }: { file: UploadFileRef; onRemove: () => void }) {
  const stored = useQuery(uploadQueryOptions(String(file.id)));
  const name = stored.data?.name ?? `${file.id}.${file.extension}`;
  return (
    <li className={styles.picked}>
      <img src={previewUrlOf(file)} alt="" className={styles.pickedThumb} />
      <span className={styles.name}>{name}</span>
      <ActionButton size="sm" variant="ghost" aria-label={t.removeFile(name)} onClick={onRemove}>
        {t.remove}
      </ActionButton>
    </li>
  );
}

/** The library as a grid of toggle buttons with previews, search and pages. */
function UploadLibrary({
  selectedIds,
  onToggle,
}: {
  selectedIds: readonly string[];
  onToggle: (upload: StaffUpload) => void;
}) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const list = useQuery(uploadsListQueryOptions({ search, page, pageSize: PAGE_SIZE }));
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / PAGE_SIZE));
  return (
    <section className={imageStyles.library} aria-label={t.library}>
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
          {de.backoffice.errors.loadListFailed(de.backoffice.entities.uploads)}
        </Notice>
      ) : null}
      {list.isPending ? <Loader label={de.backoffice.common.loading} /> : null}
      {list.data && list.data.items.length === 0 ? <p>{t.empty}</p> : null}
      {list.data ? (
        <ul className={imageStyles.grid} aria-busy={list.isFetching || undefined}>
          {list.data.items.map((upload) => {
            const isSelected = selectedIds.includes(upload.id);
            return (
              <li key={upload.id} className={imageStyles.tile}>
                <button
                  type="button"
                  className={imageStyles.tileButton}
                  aria-pressed={isSelected}
                  onClick={() => onToggle(upload)}
                >
                  <img
                    src={upload.urls.preview}
                    alt=""
                    className={imageStyles.thumb}
                    loading="lazy"
                  />
                  <span className={imageStyles.tileName}>{upload.name}</span>
                  <span className={imageStyles.tileMeta}>
                    {upload.extension.toUpperCase()} · {formatFileSize(upload.size)}
                  </span>
                  {isSelected ? (
                    <span className={imageStyles.selectedMark}>✓ {t.selected}</span>
                  ) : null}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      {pages > 1 ? (
        <Pagination page={Math.min(page, pages)} pages={pages} onPage={setPage} />
      ) : null}
    </section>
  );
}
