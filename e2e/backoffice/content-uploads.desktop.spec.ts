import { deflateSync } from 'node:zlib';
import { expect, test } from '../fixtures.ts';
import { createStaffUser, firstBranchId, logInAs, STRONG_PASSWORD } from './backoffice-helpers.ts';

/**
 * The upload library (docs/decisions/045-uploads-library.md): an editor uploads an image with a
 * progress bar, sees it listed with its preview and size, uses it on a new page through the page
 * builder's picker; deleting it is refused with the German 409 naming the page, and allowed once
 * the page no longer uses it.
 */

const SHOTS = '/work/shots/h-uploads';

/** A small valid PNG (solid colour), made here so the test needs no fixture file. */
function png(width: number, height: number): Buffer {
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
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.alloc(width * 3, Buffer.from([230, 150, 40])),
  ]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('an editor uploads an image, uses it on a page through the picker, and may delete it only once unused', async ({
  page,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const fileName = `Adventsflyer-${stamp}.png`;
  const path = `advent-${stamp}`;
  const title = `Advent ${stamp}`;
  const editor = await createStaffUser(request, {
    role: 'ROLE_EDITOR',
    firstName: 'Edda',
    branchId: await firstBranchId(request),
  });
  await logInAs(page, editor.email, STRONG_PASSWORD);
  await page.getByRole('navigation').getByRole('link', { name: 'Uploads', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Uploads' })).toBeVisible();

  // Hold the upload until the progress bar has been seen, then let it through.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/uploads/library', async (route) => {
    await held;
    await route.continue();
  });
  const uploaded = page.waitForResponse(
    (response) => response.url().endsWith('/api/uploads/library') && response.status() === 201,
  );
  await page
    .getByLabel('Dateien auswählen')
    .setInputFiles({ name: fileName, mimeType: 'image/png', buffer: png(400, 300) });
  const progress = page.getByRole('progressbar', { name: `Fortschritt von ${fileName}` });
  await expect(progress).toBeVisible();
  release();
  const { data } = (await (await uploaded).json()) as { data: { size: number } };
  await expect(progress).toBeHidden();
  await page.unroute('**/api/uploads/library');

  const row = page.getByRole('row').filter({ hasText: fileName });
  await expect(row.getByRole('rowheader')).toHaveText(fileName);
  await expect(row.getByRole('cell', { name: 'PNG', exact: true })).toBeVisible();
  // The size in German ("1,2 KB"), matching the stored bytes.
  const sizeCell = row.getByRole('cell').nth(2);
  await expect(sizeCell).toHaveText(/^\d+(,\d)? KB$/);
  const shown = Number(((await sizeCell.textContent()) ?? '').replace(' KB', '').replace(',', '.'));
  expect(Math.abs(shown - data.size / 1024)).toBeLessThanOrEqual(0.05);
  await expect(row.getByRole('cell', { name: 'Nicht verwendet' })).toBeVisible();
  const preview = row.getByRole('img', { name: `Vorschau von ${fileName}` });
  await expect(preview).toHaveAttribute(
    'src',
    /^\/upload\/[a-f0-9]{32}\/preview\/[a-f0-9]+-1\.jpg$/,
  );
  await expect
    .poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  for (const width of [820, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/uploads-list-${width}.png` });
  }

  // A new custom page with a slider whose slide file is picked from the library.
  await page.setViewportSize({ width: 820, height: 900 });
  await page.goto('/backend/content/sites/new');
  await page.getByLabel('Titel', { exact: true }).fill(title);
  await page.getByLabel('Pfad', { exact: true }).fill(path);
  await page.getByLabel('Typ', { exact: true }).selectOption({ label: 'Individuelle Seite' });
  await page.getByLabel('Abschnitt hinzufügen').selectOption({ label: 'Slider' });
  await page.getByRole('button', { name: 'Abschnitt hinzufügen' }).click();
  const slider = page.locator('li[data-section-type="sectionSlider"]');
  await slider.getByRole('button', { name: 'Eintrag hinzufügen' }).click();
  await slider.getByRole('button', { name: 'Datei: Datei auswählen' }).click();
  const picker = page.getByRole('dialog', { name: 'Datei auswählen' });
  const tile = picker.getByRole('button', { name: new RegExp(fileName) });
  await expect(tile).toHaveAttribute('aria-pressed', 'false');
  await tile.click();
  await expect(tile).toHaveAttribute('aria-pressed', 'true');
  for (const width of [820, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/uploads-picker-${width}.png` });
  }
  await picker.getByRole('button', { name: 'Übernehmen' }).click();
  await expect(picker).toBeHidden();
  await expect(slider.getByText(fileName)).toBeVisible();
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('link', { name: `/${path}`, exact: true })).toBeVisible();

  // Deleting is refused while the page uses it, with the German 409 naming the page.
  await page.goto('/backend/content/uploads');
  await expect(row.getByRole('cell', { name: `Seite „${title} (/${path})“` })).toBeVisible();
  await row.getByRole('button', { name: `${fileName} löschen` }).click();
  const confirm = page.getByRole('dialog', { name: 'Upload löschen' });
  await confirm.getByRole('button', { name: 'Löschen', exact: true }).click();
  await expect(confirm.getByRole('alert')).toContainText(
    `Die Datei wird noch verwendet (Seite „${title} (/${path})“) und kann nicht gelöscht werden. Bitte entfernen Sie sie dort zuerst.`,
  );
  await confirm.getByRole('button', { name: 'Abbrechen' }).click();

  // Without the slider the page no longer uses it: now it can go.
  await page.goto('/backend/content/sites');
  await page.getByRole('link', { name: `/${path}`, exact: true }).click();
  await slider
    .locator(':scope > fieldset > div')
    .last()
    .getByRole('button', { name: 'Entfernen' })
    .click();
  await expect(slider).toHaveCount(0);
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('link', { name: `/${path}`, exact: true })).toBeVisible();
  await page.goto('/backend/content/uploads');
  await expect(row.getByRole('cell', { name: 'Nicht verwendet' })).toBeVisible();
  await row.getByRole('button', { name: `${fileName} löschen` }).click();
  await confirm.getByRole('button', { name: 'Löschen', exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toHaveCount(0);
});
