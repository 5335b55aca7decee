import { MAX_UPLOAD_BYTES, uploadFailureMessage } from '@shop/domain';
import { type DragEvent, useId, useState } from 'react';
import { ApiError } from '../../../../lib/api-client.ts';
import hiddenStyles from '../../ui/visually-hidden.module.css';
import styles from './images.module.css';

/** The texts of an upload zone (the image library's and the uploads library's). */
export type UploadZoneTexts = {
  upload: string;
  dropHere: string;
  chooseFiles: string;
  allowed: string;
  uploaded: (name: string) => string;
  uploading: (name: string) => string;
  progress: (name: string) => string;
};

type UploadZoneProps<Uploaded> = {
  /** The file extensions offered and checked before sending (the server checks the content). */
  extensions: readonly string[];
  /** Sends one file, reporting its upload progress as a fraction. */
  upload: (file: File, onProgress: (fraction: number) => void) => Promise<Uploaded>;
  texts: UploadZoneTexts;
  onUploaded?: ((uploaded: Uploaded) => void) | undefined;
  /** false: one file at a time (replacing an upload's file). */
  isMultiple?: boolean;
};

type Upload = { key: string; name: string; progress: number };
type Failure = { key: string; name: string; reason: string | null };

/**
 * Drop several files or choose them; each shows its progress (XHR upload progress). A refused
 * file shows spec §8's upload failure alert with the server's reason beneath (e.g. too many
 * pixels); the others go on. Used by the image library and the uploads library.
 */
export function FileUploadZone<Uploaded>({
  extensions,
  upload: send,
  texts: t,
  onUploaded,
  isMultiple = true,
}: UploadZoneProps<Uploaded>) {
  const isAcceptedFile = (file: File) =>
    extensions.includes(file.name.split('.').pop()?.toLowerCase() ?? '') &&
    file.size <= MAX_UPLOAD_BYTES;
  const inputId = useId();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [failures, setFailures] = useState<Failure[]>([]);
  const [isOver, setIsOver] = useState(false);
  const [done, setDone] = useState('');

  const uploadOne = async (file: File, key: string) => {
    if (!isAcceptedFile(file)) {
      setFailures((current) => [...current, { key, name: file.name, reason: null }]);
      return;
    }
    setUploads((current) => [...current, { key, name: file.name, progress: 0 }]);
    try {
      const uploaded = await send(file, (progress) =>
        setUploads((current) =>
          current.map((upload) => (upload.key === key ? { ...upload, progress } : upload)),
        ),
      );
      setDone(t.uploaded(file.name));
      onUploaded?.(uploaded);
    } catch (error) {
      const reason = error instanceof ApiError && error.status !== 0 ? error.message : null;
      setFailures((current) => [...current, { key, name: file.name, reason }]);
    } finally {
      setUploads((current) => current.filter((upload) => upload.key !== key));
    }
  };
  const start = (files: File[]) => {
    setFailures([]);
    const stamp = Date.now();
    // Two at a time would not be faster on a small server; one after the other keeps order.
    void files.reduce<Promise<void>>(
      (previous, file, index) => previous.then(() => uploadOne(file, `${stamp}-${index}`)),
      Promise.resolve(),
    );
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setIsOver(false);
    const files = Array.from(event.dataTransfer.files).slice(0, isMultiple ? undefined : 1);
    if (files.length > 0) start(files);
  };

  return (
    <section className={styles.uploadSection} aria-label={t.upload}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is the mouse twin of the file input inside */}
      <div
        className={styles.dropZone}
        data-over={isOver || undefined}
        onDragOver={(event) => {
          event.preventDefault();
          setIsOver(true);
        }}
        onDragLeave={() => setIsOver(false)}
        onDrop={onDrop}
      >
        <p className={styles.dropText}>
          {t.dropHere}{' '}
          <label htmlFor={inputId} className={styles.chooseLink}>
            {t.chooseFiles}
          </label>
        </p>
        <input
          id={inputId}
          className={styles.fileInput}
          type="file"
          multiple={isMultiple}
          accept={extensions.map((extension) => `.${extension}`).join(',')}
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            event.target.value = '';
            if (files.length > 0) start(files);
          }}
        />
        <p className={styles.hint}>{t.allowed}</p>
      </div>
      {uploads.length > 0 ? (
        <ul className={styles.progressList}>
          {uploads.map((upload) => (
            <li key={upload.key}>
              <span>{t.uploading(upload.name)}</span>
              <progress max={1} value={upload.progress} aria-label={t.progress(upload.name)} />
            </li>
          ))}
        </ul>
      ) : null}
      {failures.map((failure) => (
        <div key={failure.key} className={styles.failure} role="alert">
          <p>{uploadFailureMessage(failure.name)}</p>
          {failure.reason ? <p className={styles.reason}>{failure.reason}</p> : null}
        </div>
      ))}
      <p className={hiddenStyles.hidden} aria-live="polite">
        {done}
      </p>
    </section>
  );
}
