import { FIELD_MESSAGES, MESSAGES, staffTableSchema } from '@shop/domain';
import jsQR from 'jsqr';
import { PDFDocument } from 'pdf-lib';
import { expect, it } from 'vitest';
import { branchBody, createVia } from '../../../../test/catalogue-factories.ts';
import { describeResourceApi } from '../../../../test/resource-suite.ts';
import { qrMatrix, tableUrl } from './tables-qr-sheet.ts';

type Fixtures = { branchId: number; otherBranchId: number };

/** Reads a QR matrix back as a camera would: drawn 8 px per module with a quiet zone. */
function decode(matrix: boolean[][]): string | null {
  const scale = 8;
  const size = (matrix.length + 8) * scale;
  const pixels = new Uint8ClampedArray(size * size * 4).fill(255);
  for (const [row, cells] of matrix.entries()) {
    for (const [column, isDark] of cells.entries()) {
      if (!isDark) continue;
      for (let y = 0; y < scale; y += 1) {
        for (let x = 0; x < scale; x += 1) {
          const offset = (((row + 4) * scale + y) * size + (column + 4) * scale + x) * 4;
          pixels.set([0, 0, 0, 255], offset);
        }
      }
    }
  }
  return jsQR(pixels, size, size)?.data ?? null;
}

describeResourceApi<Fixtures>({
  endpoint: '/api/tables',
  entity: 'table',
  permission: 'catalogue',
  schema: staffTableSchema,
  setup: async (api) => ({
    branchId: (await createVia(api, '/api/branches', branchBody(1))).id,
    otherBranchId: (await createVia(api, '/api/branches', branchBody(2))).id,
  }),
  input: (fixtures, n) => ({
    identifier: `T${n}`,
    branchId: fixtures.branchId,
    name: `Fenster ${n}`,
    seats: 2 + n,
  }),
  change: (_fixtures, body) => ({ ...body, name: 'Terrasse', seats: 8 }),
  changed: { name: 'Terrasse', seats: 8 },
  search: { term: () => 'T2', field: 'identifier' },
  sortField: 'identifier',
  invalid: [
    {
      name: 'an identifier with a space',
      body: (fixtures) => ({ identifier: 'Tisch 1', branchId: fixtures.branchId }),
      field: 'identifier',
      message: FIELD_MESSAGES.tableIdentifier,
    },
    {
      name: 'no branch',
      body: () => ({ identifier: 'T9' }),
      field: 'branchId',
      message: MESSAGES.notBlank,
    },
    {
      name: 'an unknown branch',
      body: () => ({ identifier: 'T9', branchId: 999999 }),
      field: 'branchId',
      message: MESSAGES.invalidChoice,
    },
  ],
  uniqueField: 'identifier',
  initUrl: '/api/tables',
  extra: (context) => {
    it('lists tables by number in natural order (1, 2, … 10), both ways and paged, and on the QR sheet', async () => {
      const { api } = context();
      const branchId = (await createVia(api, '/api/branches', branchBody(3))).id;
      for (const identifier of ['10', '2', '1', '11', '3']) {
        await createVia(api, '/api/tables', { identifier, branchId });
      }
      const identifiers = async (query: string) =>
        (await api.call('GET', `/api/tables?branchId=${branchId}&${query}`))
          .json()
          .data.items.map((table: { identifier: string }) => table.identifier);
      expect(await identifiers('sort=identifier')).toEqual(['1', '2', '3', '10', '11']);
      expect(await identifiers('sort=-identifier')).toEqual(['11', '10', '3', '2', '1']);
      expect(await identifiers('sort=identifier&pageSize=2&page=2')).toEqual(['3', '10']);
      const init = await api.call('GET', '/api/init');
      const customerTables = (
        init.json().data as {
          url: string;
          data: { identifier: string; branch: { id: number } }[];
        }[]
      ).find((entry) => entry.url === '/api/tables')?.data;
      expect(
        customerTables
          ?.filter((table) => table.branch.id === branchId)
          .map((table) => table.identifier),
      ).toEqual(['1', '2', '3', '10', '11']);
    });

    it('allows the same identifier in another branch and filters the list by branch', async () => {
      const { api, fixtures } = context();
      await createVia(api, '/api/tables', { identifier: 'T1', branchId: fixtures.otherBranchId });
      const list = await api.call('GET', `/api/tables?branchId=${fixtures.otherBranchId}`);
      expect(
        list.json().data.items.map((table: { identifier: string }) => table.identifier),
      ).toEqual(['T1']);
    });

    it('prints a PDF with one code per enabled table that opens the branch with the table', async () => {
      const { api, fixtures } = context();
      for (let n = 10; n < 23; n += 1) {
        await createVia(api, '/api/tables', {
          identifier: `A${n}`,
          branchId: fixtures.otherBranchId,
        });
      }
      await createVia(api, '/api/tables', {
        identifier: 'Aus',
        branchId: fixtures.otherBranchId,
        isEnabled: false,
      });
      const response = await api.call(
        'GET',
        `/api/tables/qr-sheet.pdf?branch=${fixtures.otherBranchId}`,
        undefined,
        { ...api.admin, host: 'shop.example.test' },
      );
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      const pdf = await PDFDocument.load(response.rawPayload);
      // 14 enabled tables (T1 and A10–A22) at 12 per page.
      expect(pdf.getPageCount()).toBe(2);
      const url = tableUrl('http://shop.example.test', 'filiale-2', 'A10');
      expect(url).toBe('http://shop.example.test/store/filiale-2?table=A10');
      expect(decode(qrMatrix(url))).toBe(url);

      const missing = await api.call('GET', '/api/tables/qr-sheet.pdf');
      expect(missing.statusCode).toBe(422);
      expect(missing.json().errors[0]).toMatchObject({ field: 'branch' });
      expect((await api.call('GET', '/api/tables/qr-sheet.pdf?branch=999999')).statusCode).toBe(
        404,
      );
    });
  },
});
