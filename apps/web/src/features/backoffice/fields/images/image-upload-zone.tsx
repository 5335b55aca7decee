import { STAFF_IMAGE_EXTENSIONS, type StaffImage } from '@shop/domain';
import { de } from '../../../../i18n/de.ts';
import { uploadImage } from './api/images-api.ts';
import { FileUploadZone } from './file-upload-zone.tsx';

/** Image upload into the image library (JPEG, PNG, GIF, WebP). */
export function ImageUploadZone({ onUploaded }: { onUploaded?: (image: StaffImage) => void }) {
  return (
    <FileUploadZone
      extensions={STAFF_IMAGE_EXTENSIONS}
      upload={uploadImage}
      texts={de.backofficeCatalogue.images}
      onUploaded={onUploaded}
    />
  );
}
