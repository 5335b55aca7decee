/** A stored image as the API references it (spec §7 "Static assets"). */
export type ImageSource = { id: number; version: number; extension: string };

/** `/image/{id}-{version}.{extension}`: the original rendition of an image. */
export function imageUrl(image: ImageSource): string {
  return `/image/${image.id}-${image.version}.${image.extension}`;
}
