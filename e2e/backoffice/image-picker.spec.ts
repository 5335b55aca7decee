import { expect, test } from '../fixtures.ts';
import { adminHeaders } from '../support/admin.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, logInAs } from './backoffice-helpers.ts';

/**
 * An image field of a back-office form (spec §7 image library): a stored product's image shows
 * its name from the library and a thumbnail that loads, never a bare id like "#62".
 */

test("a product's image picker shows the image's name and thumbnail, not its id", async ({
  page,
  request,
}) => {
  const headers = await adminHeaders(request);
  const products = await request.get('/api/products?pageSize=100', { headers });
  const { items } = (await products.json()).data as {
    items: { id: number; name: string; images: { id: number }[] }[];
  };
  const product = items.find((item) => item.images.length > 0);
  if (!product) throw new Error('demo data changed: no product with an image');
  const imageId = product.images[0]?.id;
  const image = await request.get(`/api/images/${imageId}`, { headers });
  const { name } = (await image.json()).data as { name: string };

  await logInAs(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.goto(`/backend/catalogue/products/${product.id}`);
  const removeButton = page.getByRole('button', { name: `Bild ${name} entfernen` });
  await expect(removeButton).toBeVisible();
  const item = page.getByRole('listitem').filter({ has: removeButton });
  await expect(item).toContainText(name);
  await expect(item).not.toContainText(`#${imageId}`);
  const thumbnail = item.locator('img');
  await expect
    .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
});
