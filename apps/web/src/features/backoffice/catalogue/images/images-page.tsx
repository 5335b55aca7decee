import { hasAccess } from '@shop/domain';
import { de } from '../../../../i18n/de.ts';
import { ImageLibrary } from '../../fields/images/image-library.tsx';
import { ImageUploadZone } from '../../fields/images/image-upload-zone.tsx';
import styles from '../../fields/images/images.module.css';
import { useCurrentUser } from '../../session/use-current-user.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { imagesResource } from './images-resource.tsx';

/**
 * The image library: upload several images at once by dropping or choosing
 * them, search the library; a tile opens the resource form (name, alt, focal point, crop, delete).
 */
export function ImagesPage() {
  useDocumentTitle(de.backoffice.entities.images.plural);
  const user = useCurrentUser();
  const canWrite = hasAccess(user.roles, imagesResource.permission, 'write');
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{de.backoffice.entities.images.plural}</h1>
      {canWrite ? <ImageUploadZone /> : null}
      <section aria-label={de.backofficeCatalogue.images.library}>
        <ImageLibrary mode="link" hrefOf={(image) => `${imagesResource.listPath}/${image.id}`} />
      </section>
    </div>
  );
}
