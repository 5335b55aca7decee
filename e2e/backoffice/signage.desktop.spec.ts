import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { adminHeaders } from '../support/admin.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, logInAs } from './backoffice-helpers.ts';

/**
 * Digital signage fed by the catalogue (docs/decisions/033-digital-signage.md): a manager builds
 * a menu board for a category, a stream with it and a TV; the TV's player shows the category's
 * products with prices, and a new price in the catalogue reaches the board without a reload.
 */

const product = (name: string, price: number) => ({
  name,
  description: 'Für die Tafel',
  price,
  tax: 7,
  takeawayTax: 7,
  dineInTax: 19,
});

async function post(request: APIRequestContext, url: string, data: unknown) {
  const response = await request.post(url, { data, headers: await adminHeaders(request) });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).data as { id: number };
}

test('a menu board on a TV shows the category’s prices and follows a price change live', async ({
  page,
  context,
  request,
}) => {
  const suffix = Date.now().toString(36);
  const categoryName = `Tafelbrote ${suffix}`;
  const category = await post(request, '/api/categories', { name: categoryName });
  const rye = await post(request, '/api/products', product(`Roggenlaib ${suffix}`, 1250));
  const spelt = await post(request, '/api/products', product(`Dinkelkruste ${suffix}`, 390));
  await post(request, '/api/menus', {
    name: `Tafelkarte ${suffix}`,
    availableFrom: '2026-01-01T00:00:00+01:00',
    branchIds: [],
    catalog: { categories: [{ id: category.id, products: [{ id: rye.id }, { id: spelt.id }] }] },
  });

  await logInAs(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  const nav = page.getByRole('navigation', { name: 'Back-Office-Navigation' });

  // Filmsequenz: a menu board for the category.
  await nav.getByRole('link', { name: 'Filmsequenzen' }).click();
  await page.getByRole('link', { name: /anlegen/ }).click();
  await page.getByLabel('Name', { exact: true }).fill(`Brottafel ${suffix}`);
  await page.getByLabel('Kategorie', { exact: true }).selectOption({ label: categoryName });
  await page.getByLabel('Dauer (Sekunden)', { exact: true }).fill('20');
  // A weekday lunch board (decision 033 "Schedules"); the shop's clock reads Wednesday 12:00.
  const weekdays = page.getByRole('group', { name: 'Wochentage' });
  for (const day of ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag']) {
    await weekdays.getByLabel(day).check();
  }
  await page.getByLabel('Zeigen ab (Uhrzeit)').fill('10:30');
  await page.getByLabel('Zeigen bis (Uhrzeit)').fill('25:00');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Bitte geben Sie eine Uhrzeit im Format HH:MM an.')).toBeVisible();
  await expect(page.getByLabel('Zeigen ab (Uhrzeit)')).toHaveValue('10:30');
  await page.getByLabel('Zeigen bis (Uhrzeit)').fill('15:00');
  await page.getByRole('button', { name: 'Speichern' }).click();
  const segmentRow = page.getByRole('row', { name: new RegExp(`Brottafel ${suffix}`) });
  await expect(segmentRow).toContainText('Mo, Di, Mi, Do, Fr · ab 10:30 bis 15:00');

  // Stream with that segment.
  await nav.getByRole('link', { name: 'Streams' }).click();
  await page.getByRole('link', { name: /anlegen/ }).click();
  await page.getByLabel('Name', { exact: true }).fill(`Theke ${suffix}`);
  await page.getByLabel('Kennung', { exact: true }).fill(`theke-${suffix}`);
  await page
    .getByRole('combobox', { name: 'Filmsequenz hinzufügen' })
    .selectOption({ label: `Brottafel ${suffix}` });
  await page.getByRole('button', { name: 'Filmsequenz hinzufügen' }).click();
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('link', { name: `Theke ${suffix}`, exact: true })).toBeVisible();

  // TV playing the stream; its secret opens the player.
  await nav.getByRole('link', { name: 'TVs' }).click();
  await page.getByRole('link', { name: /anlegen/ }).click();
  await page.getByLabel('Name', { exact: true }).fill(`TV Theke ${suffix}`);
  await page.getByLabel('Kennung', { exact: true }).fill(`tv-${suffix}`);
  await page.getByLabel('Stream', { exact: true }).selectOption({ label: `Theke ${suffix}` });
  await page.getByRole('button', { name: 'Speichern' }).click();
  await page.getByRole('link', { name: `TV Theke ${suffix}`, exact: true }).click();
  await page.getByRole('button', { name: 'Geheimnis erzeugen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Geheimnis des TVs' });
  const liveChannels: string[] = [];
  context.on('request', (sent) => {
    if (sent.url().endsWith('/api/digital-signage/player/events')) liveChannels.push(sent.url());
  });
  const [tv] = await Promise.all([
    context.waitForEvent('page'),
    dialog.getByRole('link', { name: 'TV-Ansicht öffnen' }).click(),
  ]);
  await tv.setViewportSize({ width: 1920, height: 1080 });

  const board = tv.getByRole('region', { name: categoryName });
  await expect(board).toBeVisible();
  await expect(board.getByRole('listitem')).toHaveText([
    `Roggenlaib ${suffix}12,50 €`,
    `Dinkelkruste ${suffix}3,90 €`,
  ]);
  // The secret left the address bar.
  expect(tv.url()).not.toContain('tv_');

  // A new price in the catalogue reaches the board without a reload, told by the player's live
  // channel: while it is up the player asks by itself only every 5 minutes.
  await expect.poll(() => liveChannels.length).toBeGreaterThan(0);
  const repriced = await request.put(`/api/products/${rye.id}`, {
    data: product(`Roggenlaib ${suffix}`, 1390),
    headers: await adminHeaders(request),
  });
  expect(repriced.status(), await repriced.text()).toBe(200);
  await expect(board.getByRole('listitem').first()).toHaveText(`Roggenlaib ${suffix}13,90 €`, {
    timeout: 15_000,
  });
});
