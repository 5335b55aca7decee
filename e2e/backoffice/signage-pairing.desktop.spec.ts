import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { adminHeaders } from '../support/admin.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, logInAs } from './backoffice-helpers.ts';

/**
 * Pairing a TV by the code it shows (docs/decisions/055-signage-pairing-media-offline.md): a
 * fresh TV browser shows a six-character code; staff enter it on the TV's page ("TV koppeln"),
 * a wrong code is refused at the field and stays typed; the TV then plays its stream.
 */

async function post(request: APIRequestContext, url: string, data: unknown) {
  const response = await request.post(url, { data, headers: await adminHeaders(request) });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).data as { id: number };
}

test('a TV shows a code, staff enter it, the TV plays its stream', async ({
  page,
  browser,
  request,
}) => {
  const suffix = Date.now().toString(36);
  const categoryName = `Koppelbrote ${suffix}`;
  const category = await post(request, '/api/categories', { name: categoryName });
  const bread = await post(request, '/api/products', {
    name: `Bauernbrot ${suffix}`,
    description: 'Für die Tafel',
    price: 480,
    tax: 7,
    takeawayTax: 7,
    dineInTax: 19,
  });
  await post(request, '/api/menus', {
    name: `Koppelkarte ${suffix}`,
    availableFrom: '2026-01-01T00:00:00+01:00',
    branchIds: [],
    catalog: { categories: [{ id: category.id, products: [{ id: bread.id }] }] },
  });
  const segment = await post(request, '/api/digital-signage-segments', {
    name: `Koppeltafel ${suffix}`,
    kind: 'menuBoard',
    durationSeconds: 10,
    categoryId: category.id,
  });
  // A second board, so the stream cycles with its transition (decision 055).
  const cakes = await post(request, '/api/categories', { name: `Koppelkuchen ${suffix}` });
  const second = await post(request, '/api/digital-signage-segments', {
    name: `Kuchentafel ${suffix}`,
    kind: 'menuBoard',
    durationSeconds: 3,
    categoryId: cakes.id,
  });
  const stream = await post(request, '/api/digital-signage-streams', {
    identifier: `koppel-${suffix}`,
    name: `Koppelstream ${suffix}`,
    segmentIds: [segment.id, second.id],
    transition: 'slide',
  });
  const tvName = `TV Koppel ${suffix}`;
  const tv = await post(request, '/api/digital-signage-devices', {
    identifier: `tv-koppel-${suffix}`,
    name: tvName,
    streamId: stream.id,
  });

  // The TV: a browser that has never seen a secret.
  const tvContext = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  try {
    const player = await tvContext.newPage();
    await player.goto('/backend/signage-player');
    await expect(player.getByRole('heading', { name: 'Diesen TV koppeln' })).toBeVisible();
    const codeText = player.getByTestId('pairing-code');
    await expect(codeText).toHaveText(/^[A-HJ-NP-Z2-9]{6}$/);
    const code = (await codeText.textContent()) ?? '';
    await player.screenshot({ path: test.info().outputPath('pairing-code-1280.png') });

    await page.setViewportSize({ width: 820, height: 1000 });
    await logInAs(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await page.goto('/backend/signage/tvs');
    await page.getByRole('link', { name: tvName, exact: true }).click();
    await page.getByRole('button', { name: 'TV koppeln' }).click();
    const dialog = page.getByRole('dialog', { name: 'TV koppeln' });
    const field = dialog.getByLabel('Kopplungscode');
    // A code that cannot be a code (0 and O are not in the alphabet): refused, kept.
    await field.fill('O0O-0O0');
    await dialog.getByRole('button', { name: 'Koppeln' }).click();
    await expect(
      dialog.getByText(/Dieser Kopplungscode ist unbekannt oder abgelaufen/),
    ).toBeVisible();
    await expect(field).toHaveValue('O0O-0O0');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await page.screenshot({ path: test.info().outputPath('pairing-dialog-820.png') });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: test.info().outputPath('pairing-dialog-1280.png') });

    // Typed as people do: lower case with a dash.
    await field.fill(`${code.slice(0, 3).toLowerCase()}-${code.slice(3)}`);
    await dialog.getByRole('button', { name: 'Koppeln' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('TV gekoppelt.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Geheimnis widerrufen' })).toBeVisible();

    // The waiting TV notices within its poll and plays the stream.
    const board = player.getByRole('region', { name: categoryName });
    await expect(board).toBeVisible({ timeout: 15_000 });
    await expect(board.getByRole('listitem')).toHaveText([`Bauernbrot ${suffix}4,80 €`]);
    await player.screenshot({ path: test.info().outputPath('player-1280.png') });

    // The TV reported its resolution and the segment it plays (decision 055).
    const row = page.getByRole('row', { name: new RegExp(tvName) });
    await expect(async () => {
      await page.goto('/backend/signage/tvs');
      await expect(row).toContainText('1280 × 720', { timeout: 1000 });
      await expect(row).toContainText(`Koppeltafel ${suffix}`, { timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await page.screenshot({ path: test.info().outputPath('tv-list-1280.png') });

    // The stream cycles with its slide; a TV asking for reduced motion cross-fades instead.
    const main = player.getByTestId('signage-player');
    await expect(main).toHaveAttribute('data-transition', 'slide');
    await expect(player.getByRole('region', { name: `Koppelkuchen ${suffix}` })).toBeVisible({
      timeout: 15_000,
    });
    await player.emulateMedia({ reducedMotion: 'reduce' });
    await expect(board).toBeVisible({ timeout: 15_000 });
    await expect(main).toHaveAttribute('data-transition', 'fade');

    // The code is used up: entering it again is refused.
    const again = await request.post(`/api/digital-signage-devices/${tv.id}/pairing`, {
      data: { code },
      headers: await adminHeaders(request),
    });
    expect(again.status()).toBe(422);

    // Staff revoke the TV's secret: the TV stops playing, says why and shows a new code.
    const revoked = await request.delete(`/api/digital-signage-devices/${tv.id}/secret`, {
      headers: await adminHeaders(request),
    });
    expect(revoked.ok(), await revoked.text()).toBe(true);
    await expect(player.getByRole('alert')).toHaveText(
      'Das Geheimnis dieses TVs ist ungültig. Bitte koppeln Sie ihn mit dem folgenden Code neu.',
      { timeout: 15_000 },
    );
    await expect(codeText).toHaveText(/^[A-HJ-NP-Z2-9]{6}$/);
    expect(await codeText.textContent()).not.toBe(code);
    await player.screenshot({ path: test.info().outputPath('pairing-refused-1280.png') });
  } finally {
    await tvContext.close();
    const headers = await adminHeaders(request);
    await request.delete(`/api/digital-signage-devices/${tv.id}`, { headers });
    await request.delete(`/api/digital-signage-streams/${stream.id}`, { headers });
    await request.delete(`/api/digital-signage-segments/${segment.id}`, { headers });
    await request.delete(`/api/digital-signage-segments/${second.id}`, { headers });
  }
});
