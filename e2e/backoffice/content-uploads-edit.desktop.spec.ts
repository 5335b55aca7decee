import { deflateSync } from 'node:zlib';
import { expect, test } from '../fixtures.ts';
import { createStaffUser, firstBranchId, logInAs, STRONG_PASSWORD } from './backoffice-helpers.ts';

/**
 * Editing an upload of the library (spec §7 CRUD uploads; docs/decisions/045-uploads-library.md):
 * an editor renames it (a refused name stays in the field with the German message) and replaces
 * its file with a new version (a file whose content does not match is refused in German).
 */

const SHOTS = '/work/shots/h-uploadsput';

/** A small valid PNG in one colour, made here so the test needs no fixture file. */
function png(width: number, height: number, rgb: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, Buffer.from(rgb))]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('an editor renames an upload and replaces its file with a new version', async ({
  page,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const fileName = `Wochenkarte-${stamp}.png`;
  const newName = `Wochenkarte Sommer ${stamp}`;
  const editor = await createStaffUser(request, {
    role: 'ROLE_EDITOR',
    firstName: 'Edda',
    branchId: await firstBranchId(request),
  });
  await logInAs(page, editor.email, STRONG_PASSWORD);
  await page.goto('/backend/content/uploads');
  await expect(page.getByRole('heading', { level: 1, name: 'Uploads' })).toBeVisible();
  await page.getByLabel('Dateien auswählen').setInputFiles({
    name: fileName,
    mimeType: 'image/png',
    buffer: png(400, 300, [230, 150, 40]),
  });
  const row = page.locator('tr[data-upload-id]').filter({ hasText: stamp });
  await expect(row.getByRole('rowheader')).toHaveText(fileName);
  for (const width of [820, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({
      animations: 'disabled',
      path: `${SHOTS}/uploads-actions-${width}.png`,
    });
  }

  // Rename: a name above 200 characters is refused at the field and stays as typed.
  await row.getByRole('button', { name: `${fileName} umbenennen` }).click();
  const rename = page.getByRole('dialog', { name: 'Upload umbenennen' });
  const nameField = rename.getByLabel('Name');
  await expect(nameField).toHaveValue(fileName);
  const tooLong = 'x'.repeat(201);
  await nameField.fill(tooLong);
  await rename.getByRole('button', { name: 'Speichern' }).click();
  await expect(
    rename.getByText('Diese Zeichenkette ist zu lang. Sie sollte höchstens 200 Zeichen haben.'),
  ).toBeVisible();
  await expect(nameField).toHaveValue(tooLong);
  await expect(nameField).toHaveAttribute('aria-invalid', 'true');
  for (const width of [820, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({
      animations: 'disabled',
      path: `${SHOTS}/uploads-rename-error-${width}.png`,
    });
  }
  await nameField.fill(`  ${newName}  `);
  await rename.getByRole('button', { name: 'Speichern' }).click();
  await expect(rename).toBeHidden();
  await expect(page.getByText(`${fileName} wurde in ${newName} umbenannt.`)).toBeVisible();
  await expect(row.getByRole('rowheader')).toHaveText(newName);
  const preview = row.getByRole('img', { name: `Vorschau von ${newName}` });
  await expect(preview).toHaveAttribute('src', /\/preview\/[a-f0-9]+-1\.jpg$/);

  // Replace: a file whose content is no PNG is refused in German; the version stays.
  await row.getByRole('button', { name: `Datei von ${newName} ersetzen` }).click();
  const replace = page.getByRole('dialog', { name: `Datei von „${newName}“ ersetzen` });
  await replace.getByLabel('Datei auswählen').setInputFiles({
    name: 'falsch.png',
    mimeType: 'image/png',
    buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
  });
  await expect(replace.getByRole('alert')).toContainText(
    'Die ausgewählte Datei "falsch.png" kann nicht verarbeitet werden.',
  );
  await expect(replace.getByRole('alert')).toContainText('Der Dateityp der Datei ist ungültig.');
  for (const width of [820, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({
      animations: 'disabled',
      path: `${SHOTS}/uploads-replace-${width}.png`,
    });
  }
  await expect(preview).toHaveAttribute('src', /-1\.jpg$/);

  // A PNG of the same type keeps the name and becomes version 2 with a new preview.
  const replaced = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && response.url().includes('/api/uploads/'),
  );
  await replace.getByLabel('Datei auswählen').setInputFiles({
    name: 'neu.png',
    mimeType: 'image/png',
    buffer: png(300, 400, [40, 80, 200]),
  });
  expect((await replaced).status()).toBe(200);
  await expect(replace).toBeHidden();
  await expect(page.getByText(`${newName} wurde ersetzt.`)).toBeVisible();
  await expect(row.getByRole('rowheader')).toHaveText(newName);
  await expect(preview).toHaveAttribute('src', /\/preview\/[a-f0-9]+-2\.jpg$/);
  await expect
    .poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalHeight))
    .toBeGreaterThan(0);
  // The new preview is portrait (300 × 400): the new file, not the old landscape one.
  const size = await preview.evaluate((image: HTMLImageElement) => [
    image.naturalWidth,
    image.naturalHeight,
  ]);
  expect(size[1]).toBeGreaterThan(size[0] ?? 0);
  for (const width of [820, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({
      animations: 'disabled',
      path: `${SHOTS}/uploads-replaced-${width}.png`,
    });
  }
});
