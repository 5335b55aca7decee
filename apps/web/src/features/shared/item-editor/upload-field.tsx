import {
  acceptedUploadExtensions,
  allowsMultipleUploads,
  isUploadAccepted,
  MAX_UPLOAD_BYTES,
  parseUploadReference,
  uploadAcceptAttribute,
  uploadFailureMessage,
  uploadReference,
} from '@shop/domain';
import { useState } from 'react';
import { de } from '../../../i18n/de-storefront.ts';
import styles from './item-editor.module.css';
import type { PartFieldProps } from './part-field.tsx';

const referencesOf = (value: PartFieldProps['value']): string[] =>
  value === null ? [] : typeof value === 'string' ? [value] : [...value];

/**
 * image, images, file, files parts (spec §5 Uploads): the accepted extensions per part type,
 * several files only for images/files, each file stored through POST /api/uploads. A refused file
 * shows the spec's failure alert; React renders the file name as text, never as HTML. Without
 * `uploadFile` (the back-office preview) the file input is disabled.
 */
export function UploadField({
  part,
  index,
  value,
  uploadFile,
  onChange,
  onUploadingChange,
}: PartFieldProps) {
  const [failures, setFailures] = useState<string[]>([]);
  const [isUploading, setIsUploading] = useState(false);
  const isMultiple = allowsMultipleUploads(part.type);
  const references = referencesOf(value);
  const inputId = `part-${index}-input`;
  const label = de.ordering.editor.upload[part.type as 'image' | 'images' | 'file' | 'files'];

  const store = (next: string[]) => {
    if (isMultiple) onChange(index, next.length > 0 ? next : null);
    else onChange(index, next.at(-1) ?? null);
  };

  const uploadFiles = async (files: File[]) => {
    const refused: string[] = [];
    const stored: string[] = [];
    setIsUploading(true);
    onUploadingChange(index, true);
    for (const file of files) {
      if (!isUploadAccepted(part.type, file.name) || file.size > MAX_UPLOAD_BYTES) {
        refused.push(file.name);
        continue;
      }
      try {
        if (!uploadFile) throw new Error('uploads are off in this view');
        stored.push(uploadReference(await uploadFile(file), file.name));
      } catch {
        refused.push(file.name);
      }
    }
    setIsUploading(false);
    onUploadingChange(index, false);
    setFailures(refused);
    if (stored.length > 0) store(isMultiple ? [...references, ...stored] : stored);
  };

  return (
    <div className={styles.part}>
      <label htmlFor={inputId} className={styles.partLabel}>
        <span className={styles.partName}>
          {part.name}
          <span className={styles.partFlag}>
            {part.optional ? de.ordering.editor.optional : de.ordering.editor.required}
          </span>
        </span>
        {part.description ? <span className={styles.hint}>{part.description}</span> : null}
        <span className={styles.hint}>
          {de.ordering.editor.upload.allowed(acceptedUploadExtensions(part.type).join(', '))}
        </span>
      </label>
      <div className={styles.upload}>
        <span className={styles.uploadButton} aria-hidden="true">
          {isUploading ? de.ordering.editor.upload.uploading : label}
        </span>
        <input
          id={inputId}
          className={styles.fileInput}
          type="file"
          accept={uploadAcceptAttribute(part.type)}
          multiple={isMultiple}
          disabled={isUploading || !uploadFile}
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            event.target.value = '';
            if (files.length > 0) void uploadFiles(files);
          }}
        />
      </div>
      {isUploading ? (
        <p className={styles.hint} role="status">
          {de.ordering.editor.upload.uploading}
        </p>
      ) : null}
      {failures.map((name) => (
        <p key={name} className={styles.alert} role="alert">
          {uploadFailureMessage(name)}
        </p>
      ))}
      {references.length > 0 ? (
        <ul className={styles.files}>
          {references.map((reference) => {
            const name = parseUploadReference(reference)?.name ?? reference;
            return (
              <li key={reference} className={styles.file}>
                <span className={styles.fileName}>{name}</span>
                <button
                  type="button"
                  className={styles.fileRemove}
                  aria-label={de.ordering.editor.upload.remove(name)}
                  onClick={() => store(references.filter((entry) => entry !== reference))}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
