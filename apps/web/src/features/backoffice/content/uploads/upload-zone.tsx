import { DEFAULT_UPLOAD_EXTENSIONS, type StaffUpload } from '@shop/domain';
import { de } from '../../../../i18n/de.ts';
import { FileUploadZone } from '../../fields/images/file-upload-zone.tsx';
import { uploadLibraryFile } from './uploads-api.ts';

/** spec §5's default list; SVG is refused by the server (it could run script), so not offered. */
export const UPLOAD_EXTENSIONS = DEFAULT_UPLOAD_EXTENSIONS.filter(
  (extension) => extension !== 'svg',
);

/** Upload into the uploads library (decision 045). */
export function UploadZone({ onUploaded }: { onUploaded?: (upload: StaffUpload) => void }) {
  return (
    <FileUploadZone
      extensions={UPLOAD_EXTENSIONS}
      upload={uploadLibraryFile}
      texts={de.backofficeContent.uploads}
      onUploaded={onUploaded}
    />
  );
}
