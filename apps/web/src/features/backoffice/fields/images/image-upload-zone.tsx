import {
  MAX_UPLOAD_BYTES,
  STAFF_IMAGE_EXTENSIONS,
  type StaffImage,
  uploadFailureMessage,
} from '@shop/domain';
import { type DragEvent, useId, useState } from 'react';
import { de } from '../../../../i18n/de.ts';
import { ApiError } from '../../../../lib/api-client.ts';
import hiddenStyles from '../../ui/visually-hidden.module.css';
import { uploadImage } from './api/images-api.ts';
import styles from './images.module.css';

const t = de.backofficeCatalogue.images;

type Upload = { key: string; name: string; progress: number };
type Failure = { key: string; name: string; reason: string | null };

const isAcceptedFile = (file: File) => {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return (
    (STAFF_IMAGE_EXTENSIONS as readonly string[]).includes(extension) &&
    file.size <= MAX_UPLOAD_BYTES
  );
};

/**
 * Image upload: drop several files or choose them; each shows its progress. A
 * refused file shows spec §8's upload failure alert with the server's reason beneath (e.g. too
 * many pixels); the others go on.
 */
export function ImageUploadZone({ onUploaded }: { onUploaded?: (image: StaffImage) => void }) {
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
      const image = await uploadImage(file, (progress) =>
        setUploads((current) =>
          current.map((upload) => (upload.key === key ? { ...upload, progress } : upload)),
        ),
      );
      setDone(t.uploaded(file.name));
      onUploaded?.(image);
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
    const files = Array.from(event.dataTransfer.files);
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
          multiple
          accept={STAFF_IMAGE_EXTENSIONS.map((extension) => `.${extension}`).join(',')}
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
