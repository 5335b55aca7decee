import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { config, images } from '../db/schema/index.ts';
import { DEFAULT_PUBLIC_CONFIG } from '../modules/settings/config/config.defaults.ts';
import type { Database } from '../platform/database.ts';
import { type FileStorage, fileKeys } from '../platform/file-storage.ts';
import {
  generatePassword,
  hashPassword,
  insertAdminUser,
  testAdminPassword,
} from './admin-user.ts';
import { isDatabaseEmpty } from './database-state.ts';
import { type ArtItem, listDemoArt, listSlideArt } from './demo/art.data.ts';
import { buildBranchSeeds } from './demo/branches.data.ts';
import { DEMO_CONFIG, type ImageValue } from './demo/content.data.ts';
import { insertCatalogue } from './demo/insert-catalogue.ts';
import { insertContent, type SlideUpload } from './demo/insert-content.ts';
import { insertOrganisation, insertTags } from './demo/insert-organisation.ts';
import { insertDemoEmployee } from './demo/insert-users.ts';
import { ART_FORMAT, artSize, type RenderedImage, renderSeedImage } from './seed-images.ts';
import type { SeedTransaction } from './seed-types.ts';

export const DEMO_ADMIN_EMAIL = 'admin@backstube-sonnenschein.example';

type PendingFile = { key: string; bytes: Uint8Array; mimeType: string };

/**
 * Fills an empty database with the demo shop "Backstube Sonnenschein" in one
 * transaction and returns the admin login; the password is new on every run.
 *
 * Speed: pictures render on the libuv thread pool while the transaction inserts the rows (image
 * rows first, their byte sizes filled in once rendered). File bytes go to `storage` after the
 * commit, because PGlite has one connection and the transaction holds it.
 */
export async function seedDemoShop(
  db: Database,
  storage: FileStorage,
  options: { now?: Date } = {},
): Promise<{ adminEmail: string; adminPassword: string }> {
  if (!(await isDatabaseEmpty(db))) {
    throw new Error(
      'Die Datenbank ist nicht leer; die Demo-Daten werden nur in eine leere Datenbank geschrieben.',
    );
  }
  const now = options.now ?? new Date();
  const branchSeeds = buildBranchSeeds(now);
  const art = listDemoArt(branchSeeds);
  const slideArt = listSlideArt();
  const adminPassword = testAdminPassword() ?? generatePassword();
  const preparing = Promise.all([renderAll(art), renderAll(slideArt), hashPassword(adminPassword)]);
  // Awaited inside the transaction; this only keeps an early rollback from leaving it unhandled.
  preparing.catch(() => undefined);

  const files = await db.transaction(async (tx) => {
    await tx.insert(config).values(
      Object.entries({ ...DEFAULT_PUBLIC_CONFIG, ...DEMO_CONFIG }).map(([key, value]) => ({
        key,
        value,
      })),
    );
    const imageValues = await insertImageRows(tx, art);
    const imageIds = new Map([...imageValues].map(([key, value]) => [key, value.id]));
    const tagIds = await insertTags(tx);
    const branchIds = await insertOrganisation(tx, { branchSeeds, tagIds, imageIds });
    await insertCatalogue(tx, { now, branchSeeds, branchIds, tagIds, imageIds });

    const [rendered, renderedSlides, passwordHash] = await preparing;
    const pending = await completeImageRows(tx, art, imageValues, rendered);
    const slides = slideArt.map((item): SlideUpload => {
      const image = requireRendered(renderedSlides, item.key);
      const upload = {
        id: randomUUID(),
        version: 1,
        extension: image.extension,
        publicHash: randomBytes(16).toString('hex'),
      };
      pending.push({ key: fileKeys.upload(upload), bytes: image.bytes, mimeType: image.mimeType });
      return { ...upload, mimeType: image.mimeType, size: image.bytes.byteLength, name: item.name };
    });
    await insertContent(tx, { images: imageValues, slides, branchIds });

    await insertAdminUser(tx, {
      email: DEMO_ADMIN_EMAIL,
      passwordHash,
      firstName: 'Sabine',
      lastName: 'Sonnleitner',
      branchIds: [...branchIds.values()],
    });
    await insertDemoEmployee(tx, branchIds);
    return pending;
  });

  await Promise.all(files.map((file) => storage.put(file.key, file.bytes, file.mimeType)));
  return { adminEmail: DEMO_ADMIN_EMAIL, adminPassword };
}

/** One row per picture, before its bytes exist (size 0 until completeImageRows). */
async function insertImageRows(
  tx: SeedTransaction,
  art: ArtItem[],
): Promise<Map<string, ImageValue>> {
  const rows = await tx
    .insert(images)
    .values(
      art.map((item) => ({ name: item.name, ...ART_FORMAT, ...artSize(item.request), size: 0 })),
    )
    .returning({
      id: images.id,
      version: images.version,
      extension: images.extension,
      width: images.width,
      height: images.height,
    });
  return new Map(
    art.map((item, index) => {
      const row = rows[index];
      if (!row) throw new Error(`Image ${item.key} was not inserted`);
      return [item.key, row];
    }),
  );
}

/** Sets every image's byte size in one statement and lists the files to store. */
async function completeImageRows(
  tx: SeedTransaction,
  art: ArtItem[],
  imageValues: Map<string, ImageValue>,
  rendered: Map<string, RenderedImage>,
): Promise<PendingFile[]> {
  const entries = art.map((item) => ({
    image: imageValues.get(item.key) as ImageValue,
    file: requireRendered(rendered, item.key),
  }));
  const sizes = entries.map(
    ({ image, file }) => sql`(${image.id}::integer, ${file.bytes.byteLength}::integer)`,
  );
  await tx.execute(
    sql`update ${images} set size = v.size from (values ${sql.join(sizes, sql`, `)}) as v(id, size) where ${images.id} = v.id`,
  );
  return entries.map(({ image, file }) => ({
    key: fileKeys.image(image),
    bytes: file.bytes,
    mimeType: file.mimeType,
  }));
}

/** Renders pictures in parallel (sharp works on the libuv thread pool). */
async function renderAll(items: ArtItem[]): Promise<Map<string, RenderedImage>> {
  const rendered = await Promise.all(items.map((item) => renderSeedImage(item.request)));
  return new Map(items.map((item, index) => [item.key, rendered[index] as RenderedImage]));
}

function requireRendered(rendered: Map<string, RenderedImage>, key: string): RenderedImage {
  const image = rendered.get(key);
  if (!image) throw new Error(`Picture ${key} was not rendered`);
  return image;
}
