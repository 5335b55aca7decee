import { type ImageRef, type StaffImage, staffImageSchema } from '@shop/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { de } from '../../../i18n/de.ts';
import { productImageUrl } from '../../../lib/product-image.ts';
import type { CustomFieldProps } from '../resource/define-resource.ts';
import { itemQueryOptions } from '../resource/resource-api.ts';
import { ActionButton } from '../ui/action-button.tsx';
import { Dialog } from '../ui/dialog.tsx';
import dialogStyles from '../ui/dialog-actions.module.css';
import styles from './image-field.module.css';
import { IMAGES_URL, thumbnailUrl } from './images/api/images-api.ts';
import { ImageLibrary } from './images/image-library.tsx';
import { ImageUploadZone } from './images/image-upload-zone.tsx';

const t = de.backofficeCatalogue.images;

/** An image as a form holds it (the entity's reference; the picker adds the name). */
export type ImageValue = Pick<ImageRef, 'id' | 'version' | 'extension'> & { name?: string };

const toValue = (image: StaffImage): ImageValue => ({
  id: image.id,
  version: image.version,
  extension: image.extension,
  name: image.name,
});

/** The form value of an entity's image reference. */
export const imageValueOf = (image: ImageRef | null): ImageValue | null =>
  image ? { id: image.id, version: image.version, extension: image.extension } : null;

/** The form value of an entity's images. */
export const imageValuesOf = (images: readonly ImageRef[]): ImageValue[] =>
  images.map((image) => ({ id: image.id, version: image.version, extension: image.extension }));

/** The ids a body sends for an image field's value. */
export const imageIdsOf = (value: unknown): number[] =>
  (Array.isArray(value) ? value : value ? [value] : []).map((image) => (image as ImageValue).id);

/** One image (logo, category image) picked from the library or uploaded. */
export function SingleImageField(props: CustomFieldProps) {
  const image = props.value && !Array.isArray(props.value) ? (props.value as ImageValue) : null;
  return (
    <ImagePicker
      {...props}
      images={image ? [image] : []}
      isMultiple={false}
      onImagesChange={(images) => props.onChange(images[0] ?? null)}
    />
  );
}

/** Several images in order (branch header images, product images). */
export function MultipleImagesField(props: CustomFieldProps) {
  const images = Array.isArray(props.value) ? (props.value as ImageValue[]) : [];
  return <ImagePicker {...props} images={images} isMultiple onImagesChange={props.onChange} />;
}

type ImagePickerProps = {
  /** The id the field's label points to (the pick button). */
  id: string;
  images: ImageValue[];
  isMultiple: boolean;
  onImagesChange: (images: ImageValue[]) => void;
};

/** The library picker of one or several images (also the page builder's image fields). */
export function ImagePicker({ id, images, isMultiple, onImagesChange }: ImagePickerProps) {
  const [isOpen, setIsOpen] = useState(false);
  const [chosen, setChosen] = useState<ImageValue[]>([]);
  const open = () => {
    setChosen(images);
    setIsOpen(true);
  };
  const toggle = (image: StaffImage) =>
    setChosen((current) => {
      const isChosen = current.some((entry) => entry.id === image.id);
      if (!isMultiple) return isChosen ? [] : [toValue(image)];
      return isChosen
        ? current.filter((entry) => entry.id !== image.id)
        : [...current, toValue(image)];
    });

  return (
    <div className={styles.field}>
      {images.length === 0 ? <p className={styles.empty}>{t.noImage}</p> : null}
      {images.length > 0 ? (
        <ul className={styles.thumbs}>
          {images.map((image) => (
            <PickedImage
              key={image.id}
              image={image}
              onRemove={() => onImagesChange(images.filter((entry) => entry.id !== image.id))}
            />
          ))}
        </ul>
      ) : null}
      <div>
        <ActionButton id={id} size="sm" onClick={open}>
          {images.length > 0 && !isMultiple ? t.change : isMultiple ? t.pickMany : t.pick}
        </ActionButton>
      </div>
      <Dialog
        isOpen={isOpen}
        size="wide"
        title={isMultiple ? t.pickMany : t.pick}
        onClose={() => setIsOpen(false)}
      >
        <ImageUploadZone
          onUploaded={(image) =>
            setChosen((current) => (isMultiple ? [...current, toValue(image)] : [toValue(image)]))
          }
        />
        <ImageLibrary mode="pick" selectedIds={chosen.map((image) => image.id)} onToggle={toggle} />
        <div className={dialogStyles.actions}>
          <ActionButton onClick={() => setIsOpen(false)}>
            {de.backoffice.common.cancel}
          </ActionButton>
          <ActionButton
            variant="primary"
            onClick={() => {
              onImagesChange(chosen);
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

const imagesResource = { endpoint: IMAGES_URL, entitySchema: staffImageSchema };

/**
 * One chosen image: its thumbnail and its name from the image library (GET /api/images/{id}; an
 * entity's image reference carries no name), never a bare id (spec §7 image library).
 */
function PickedImage({ image, onRemove }: { image: ImageValue; onRemove: () => void }) {
  const stored = useQuery({
    ...itemQueryOptions(imagesResource, image.id),
    enabled: image.name === undefined,
    staleTime: 60_000,
  });
  const name =
    image.name ?? stored.data?.name ?? (stored.isError ? t.unknownImage(image.id) : t.loadingName);
  const src = stored.data ? thumbnailUrl(stored.data) : productImageUrl(image, 'tiny');
  return (
    <li className={styles.thumbItem}>
      <img src={src} alt="" className={styles.thumb} />
      <span className={styles.name}>{name}</span>
      <ActionButton size="sm" variant="ghost" aria-label={t.removeImage(name)} onClick={onRemove}>
        {t.remove}
      </ActionButton>
    </li>
  );
}
