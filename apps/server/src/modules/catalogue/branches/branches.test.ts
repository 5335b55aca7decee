import { MESSAGES, ORGANISATION_MESSAGES, staffBranchSchema } from '@shop/domain';
import { expect, it } from 'vitest';
import {
  branchBody,
  createVia,
  imageDataUrl,
  insertOrderRow,
} from '../../../../test/catalogue-factories.ts';
import { describeResourceApi } from '../../../../test/resource-suite.ts';

type Fixtures = { tagId: number; imageId: number; divisionId: number };

describeResourceApi<Fixtures>({
  endpoint: '/api/branches',
  entity: 'branch',
  permission: 'catalogue',
  schema: staffBranchSchema,
  setup: async (api) => ({
    tagId: (await createVia(api, '/api/tags', { name: 'Frühstück' })).id,
    imageId: (
      await createVia(api, '/api/images', { data: await imageDataUrl(40, 30), name: 'laden.jpg' })
    ).id,
    divisionId: (await createVia(api, '/api/divisions', { identifier: 'nord', name: 'Nord' })).id,
  }),
  input: (_fixtures, n) => branchBody(n),
  change: (fixtures, body) => ({
    ...body,
    city: 'Lübeck',
    divisionId: fixtures.divisionId,
    tagIds: [fixtures.tagId],
    imageIds: [fixtures.imageId],
    logoImageId: fixtures.imageId,
    isDeliveryEnabled: true,
    deliveryAreas: [{ area: 'Innenstadt', price: 250, tax: 19, minimumOrderValue: 1500 }],
    // Reusable packaging (§33 VerpackG, docs/decisions/051).
    isReusablePackagingOffered: true,
    reusablePackagingDeposit: 500,
    // Slot capacity per order type (docs/decisions/037-slot-capacity.md).
    maxOrdersPerSlot: 12,
    maxOrdersPerSlotByType: { delivery: 4, takeaway: '', dineIn: null },
  }),
  changed: {
    city: 'Lübeck',
    tags: [{ id: expect.any(Number) }],
    isDeliveryEnabled: true,
    isReusablePackagingOffered: true,
    reusablePackagingDeposit: 500,
    maxOrdersPerSlot: 12,
    maxOrdersPerSlotByType: { delivery: 4, takeaway: null, dineIn: null },
    deliveryAreas: [
      expect.objectContaining({ area: 'Innenstadt', price: 250, minimumOrderValue: 1500 }),
    ],
  },
  search: { term: () => 'Bergedorf', field: 'name' },
  sortField: 'name',
  invalid: [
    {
      name: 'a blank street',
      body: () => branchBody(9, { street: '' }),
      field: 'street',
      message: MESSAGES.notBlank,
    },
    {
      name: 'delivery without delivery areas',
      body: () => branchBody(9, { isDeliveryEnabled: true }),
      field: 'deliveryAreas',
      message: ORGANISATION_MESSAGES.deliveryNeedsArea,
    },
    {
      name: 'a negative reusable-packaging deposit',
      body: () => branchBody(9, { reusablePackagingDeposit: -1 }),
      field: 'reusablePackagingDeposit',
      message: 'Dieser Wert sollte größer oder gleich 0 sein.',
    },
    {
      name: 'a reusable-packaging deposit above 100,00 €',
      body: () => branchBody(9, { reusablePackagingDeposit: 10_001 }),
      field: 'reusablePackagingDeposit',
      message: 'Dieser Wert sollte kleiner oder gleich 10000 sein.',
    },
    {
      name: 'a reusable-packaging deposit that is not an amount',
      body: () => branchBody(9, { reusablePackagingDeposit: '5 Euro' }),
      field: 'reusablePackagingDeposit',
      message: MESSAGES.invalidAmount,
    },
    {
      name: 'a slot maximum per order type that is no whole number',
      body: () => branchBody(9, { maxOrdersPerSlotByType: { delivery: 'viele' } }),
      field: 'maxOrdersPerSlotByType',
      path: 'maxOrdersPerSlotByType.delivery',
      message: MESSAGES.invalidNumber,
    },
    {
      name: 'an unknown order type in the slot maximums',
      body: () => branchBody(9, { maxOrdersPerSlotByType: { boat: 3 } }),
      field: 'maxOrdersPerSlotByType',
      message: 'Unbekannte Felder: boat.',
    },
    {
      name: 'an unknown tag',
      body: () => branchBody(9, { tagIds: [999999] }),
      field: 'tagIds',
      message: MESSAGES.invalidChoice,
    },
    {
      name: 'an opening time of 25:00 (the wrong row and end, in its own words)',
      body: () =>
        branchBody(9, {
          openingHours: [
            { type: 'monday', from: '08:00', to: '18:00' },
            { type: 'tuesday', from: '08:00', to: '25:00' },
          ],
        }),
      field: 'openingHours',
      path: 'openingHours.1.to',
      message: MESSAGES.invalidTime,
    },
    {
      name: 'a delivery fee that is not an amount',
      body: () =>
        branchBody(9, {
          isDeliveryEnabled: true,
          deliveryAreas: [{ area: 'Altstadt', price: '2,5x', tax: 19 }],
        }),
      field: 'deliveryAreas',
      path: 'deliveryAreas.0.price',
      message: MESSAGES.invalidAmount,
    },
    {
      name: 'an invalid email',
      body: () => branchBody(9, { email: 'laden(at)example.de' }),
      field: 'email',
      message: MESSAGES.invalidEmail,
    },
  ],
  uniqueField: 'identifier',
  conflict: {
    arrange: async (api, branch) => {
      await insertOrderRow(api.db, branch.id);
    },
    message: /hat bereits Bestellungen/,
  },
  initUrl: '/api/branches',
  extra: (context) => {
    it('keeps a delivery area id across edits and refuses another branch’s area', async () => {
      const { api } = context();
      const areas = [{ area: 'Altona', price: 300, tax: 19 }];
      const branch = await createVia<{ id: number; deliveryAreas: { id: number }[] }>(
        api,
        '/api/branches',
        branchBody(6, { isDeliveryEnabled: true, deliveryAreas: areas }),
      );
      const areaId = branch.deliveryAreas[0]!.id;
      const edited = await api.call('PUT', `/api/branches/${branch.id}`, {
        ...branchBody(6, { isDeliveryEnabled: true }),
        deliveryAreas: [
          { id: areaId, area: 'Altona-Nord', price: 350, tax: 19, freeFromOrderValue: 5000 },
          { area: 'Ottensen', price: 400, tax: 19, free: true },
        ],
      });
      expect(edited.statusCode, edited.body).toBe(200);
      const [kept, added] = edited.json().data.deliveryAreas;
      expect(kept).toMatchObject({ id: areaId, area: 'Altona-Nord', freeFromOrderValue: 5000 });
      expect(added).toMatchObject({ area: 'Ottensen', free: true });

      const other = await createVia<{ id: number }>(api, '/api/branches', branchBody(7));
      const stolen = await api.call('PUT', `/api/branches/${other.id}`, {
        ...branchBody(7, { isDeliveryEnabled: true }),
        deliveryAreas: [{ id: areaId, area: 'Altona', price: 300, tax: 19 }],
      });
      expect(stolen.statusCode).toBe(422);
      expect(stolen.json().errors[0]).toMatchObject({ field: 'deliveryAreas' });
    });

    it('keeps the postcodes of a delivery area and refuses a malformed one (docs/decisions/016)', async () => {
      const { api } = context();
      const areas = [{ area: 'Altona', price: 300, tax: 19, postcodes: ['22765', ' 22767 '] }];
      const branch = await createVia<{ id: number; deliveryAreas: { postcodes: string[] }[] }>(
        api,
        '/api/branches',
        branchBody(9, { isDeliveryEnabled: true, deliveryAreas: areas }),
      );
      expect(branch.deliveryAreas[0]?.postcodes).toEqual(['22765', '22767']);
      const shown = (
        await api.initEntry<{ id: number; deliveryAreas: { postcodes: string[] }[] }[]>(
          '/api/branches',
        )
      ).find((candidate) => candidate.id === (branch as unknown as { id: number }).id);
      expect(shown?.deliveryAreas[0]?.postcodes).toEqual(['22765', '22767']);

      const bad = await api.call(
        'PUT',
        `/api/branches/${(branch as unknown as { id: number }).id}`,
        {
          ...branchBody(9, { isDeliveryEnabled: true }),
          deliveryAreas: [{ area: 'Altona', price: 300, tax: 19, postcodes: ['22765', 'Altona'] }],
        },
      );
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors[0]).toMatchObject({
        field: 'deliveryAreas',
        message: 'Bitte geben Sie Postleitzahlen mit 4 oder 5 Ziffern an.',
      });
    });

    it('shows a branch made in the back-office to customers with its hours, and hides it when disabled', async () => {
      const { api } = context();
      const body = branchBody(8, {
        openingHours: [
          { type: 'monday', from: '07:00', to: '12:00' },
          { type: 'monday', from: '14:00', to: '18:00' },
          { type: 'sunday', isClosed: true },
          { type: 'once', date: '2026-12-24', from: '07:00', to: '11:00' },
        ],
        isDineInEnabled: true,
        isTableSelectionEnabled: true,
      });
      const branch = await createVia<{ id: number }>(api, '/api/branches', body);
      const shown = (
        await api.initEntry<{ id: number; openingHours: unknown[] }[]>('/api/branches')
      ).find((item) => item.id === branch.id);
      expect(shown?.openingHours).toEqual([
        { type: 'monday', date: null, isClosed: false, from: '07:00', to: '12:00' },
        { type: 'monday', date: null, isClosed: false, from: '14:00', to: '18:00' },
        { type: 'sunday', date: null, isClosed: true, from: null, to: null },
        { type: 'once', date: '2026-12-24', isClosed: false, from: '07:00', to: '11:00' },
      ]);
      expect(shown).not.toHaveProperty('position');
      await api.call('PUT', `/api/branches/${branch.id}`, { ...body, isEnabled: false });
      const after = await api.initEntry<{ id: number }[]>('/api/branches');
      expect(after.map((item) => item.id)).not.toContain(branch.id);
    });

    it('lists every branch as the staff branch list for any staff role, own branches for employees', async () => {
      const { api } = context();
      const editor = await api.call(
        'GET',
        '/api/branches/options',
        undefined,
        await api.headersFor('ROLE_EDITOR'),
      );
      expect(editor.statusCode).toBe(200);
      expect(editor.json().data.length).toBeGreaterThan(3);
      const employee = await api.call(
        'GET',
        '/api/branches/options',
        undefined,
        await api.headersFor('ROLE_EMPLOYEE'),
      );
      expect(employee.json().data).toEqual([]);
    });
  },
});
