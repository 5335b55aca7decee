import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { orders } from '../src/db/schema/index.ts';
import type { Database } from '../src/platform/database.ts';
import type { StaffApi } from './staff-api.ts';

/**
 * Small factories for the back-office API tests: valid request bodies (named by what they are)
 * and a few rows the API has no endpoint for (an order referring to a branch).
 */

/** A branch body with the fields the storefront needs (spec §3 Branch). */
export function branchBody(n: number, overrides: Record<string, unknown> = {}) {
  return {
    identifier: `filiale-${n}`,
    name: `Backstube ${['Altona', 'Bergedorf', 'Christianeum', 'Dammtor', 'Eppendorf'][n - 1] ?? n}`,
    street: `Hauptstraße ${n}`,
    zipCode: `2000${n}`,
    city: 'Hamburg',
    openingHours: [{ type: 'daily', from: '07:00', to: '18:00' }],
    ...overrides,
  };
}

/** Creates an entity through the API and answers its body (`data`). */
export async function createVia<T = { id: number }>(
  api: Pick<StaffApi, 'call' | 'admin'>,
  endpoint: string,
  body: Record<string, unknown>,
  headers: Record<string, string> = api.admin,
): Promise<T> {
  const response = await api.call('POST', endpoint, body, headers);
  if (response.statusCode !== 201) throw new Error(`${endpoint}: ${response.body}`);
  return response.json().data as T;
}

/** A minimal order row of a branch (only to test references; orders have their own tests). */
export async function insertOrderRow(db: Database, branchId: number) {
  const [row] = await db
    .insert(orders)
    .values({
      uid: randomBytes(8).toString('hex'),
      hash: randomBytes(16).toString('hex'),
      branchId,
      ticketNumber: 1,
      ticketDay: '2026-12-02',
      net: 0,
      tax: 0,
      gross: 0,
      totalNet: 0,
      totalTax: 0,
      totalGross: 0,
    })
    .returning({ id: orders.id });
  return row!.id;
}

/** A JPEG or PNG of the given size as a data URL (solid colour; small in bytes). */
export async function imageDataUrl(
  width: number,
  height: number,
  format: 'jpeg' | 'png' = 'jpeg',
): Promise<string> {
  const bytes = await sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 150, b: 80 } },
  })
    [format]()
    .toBuffer();
  return `data:image/${format};base64,${bytes.toString('base64')}`;
}

/** A simple product body (prices in cents, taxes per order type). */
export function productBody(n: number, overrides: Record<string, unknown> = {}) {
  return {
    name: `${['Roggenbrot', 'Dinkelbrötchen', 'Apfelstrudel', 'Mohnschnecke', 'Laugenbrezel'][n - 1] ?? `Produkt ${n}`}`,
    description: 'Frisch aus dem Ofen',
    price: 250 * n,
    tax: 7,
    takeawayTax: 7,
    dineInTax: 19,
    ...overrides,
  };
}

/** A configurable product with two parts (spec §3 Configurable part). */
export function configurableProductBody(overrides: Record<string, unknown> = {}) {
  return productBody(1, {
    name: 'Frühstücksbrötchen nach Wahl',
    type: 'configurable',
    price: 180,
    config: {
      parts: [
        {
          name: 'Sorte',
          type: 'select',
          options: [
            { name: 'Kürbiskern', modifier: 'add', value: 30 },
            { name: 'Schrippe', modifier: 'add', value: 0 },
          ],
        },
        {
          name: 'Belag',
          type: 'multiselect',
          optional: true,
          options: [
            { name: 'Butter', modifier: 'add', value: 40 },
            { name: 'Käse', modifier: 'add', value: 90 },
          ],
        },
      ],
    },
    ...overrides,
  });
}

/** A weight product sold by the kilogram with pieces as an alternative unit. */
export function weightProductBody(overrides: Record<string, unknown> = {}) {
  return productBody(2, {
    name: 'Bauernbrot vom Laib',
    unit: 'kg',
    price: 690,
    calculationModel: 'approximate',
    minimumQuantity: 0.25,
    quantityStepSize: 0.25,
    alternativeUnits: [
      {
        unit: 'piece',
        ratio: 1.5,
        minimumQuantity: 1,
        quantityStepSize: 1,
        calculationModel: 'approximate',
      },
    ],
    ...overrides,
  });
}

/** A PNG header claiming `width` × `height` pixels with no real image data (a decompression bomb). */
export function oversizedPngDataUrl(width: number, height: number): string {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter, no interlace
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return `data:image/png;base64,${png.toString('base64')}`;
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}
