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
  api: StaffApi,
  endpoint: string,
  body: Record<string, unknown>,
): Promise<T> {
  const response = await api.call('POST', endpoint, body);
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
