import { CONTENT_MESSAGES, MESSAGES, type Navigation, staffNavigationSchema } from '@shop/domain';
import { expect, it } from 'vitest';
import { describeResourceApi } from '../../../../test/resource-suite.ts';

const navigation = (n: number) => ({
  identifier: ['kopf', 'fuss', 'seite', 'extra', 'mobil'][n - 1],
  name: ['Kopfzeile', 'Fußzeile', 'Seitenleiste', 'Extra', 'Mobil'][n - 1],
  items: [
    {
      label: 'Start',
      type: 'home',
      children: [
        { label: 'Presse', type: 'link', target: 'https://presse.example.org', isEnabled: false },
      ],
    },
  ],
});

describeResourceApi({
  endpoint: '/api/navigations',
  entity: 'navigation',
  permission: 'content',
  schema: staffNavigationSchema,
  input: (_fixtures, n) => navigation(n),
  change: (_fixtures, body) => ({
    ...body,
    name: 'Seitenmenü',
    items: [{ label: 'Kontakt', type: 'link', target: '/kontakt' }],
  }),
  changed: {
    name: 'Seitenmenü',
    items: [{ label: 'Kontakt', type: 'link', target: '/kontakt', isEnabled: true, children: [] }],
  },
  search: { term: () => 'fußzeile', field: 'name' },
  sortField: 'identifier',
  invalid: [
    {
      name: 'a blank name',
      body: () => ({ ...navigation(1), identifier: 'x', name: '' }),
      field: 'name',
      message: MESSAGES.notBlank,
    },
    {
      name: 'a javascript link',
      body: () => ({
        ...navigation(1),
        identifier: 'x',
        items: [{ label: 'X', type: 'link', target: 'javascript:alert(1)' }],
      }),
      field: 'items',
      path: 'items.0.target',
      message: CONTENT_MESSAGES.navigationLink,
    },
    {
      name: 'a site entry without a page',
      body: () => ({ ...navigation(1), identifier: 'x', items: [{ label: 'X', type: 'site' }] }),
      field: 'items',
      path: 'items.0.target',
      message: CONTENT_MESSAGES.navigationTarget,
    },
  ],
  uniqueField: 'identifier',
  extra: (context) => {
    it('keeps the nested order and shows only enabled entries to customers', async () => {
      const { api } = context();
      const created = await api.call('POST', '/api/navigations', navigation(4));
      expect(created.statusCode, created.body).toBe(201);
      const staff = staffNavigationSchema.parse(created.json().data);
      expect(staff.items[0]?.children.map((item) => item.label)).toEqual(['Presse']);
      const shown = await api.initEntry<Navigation[]>('/api/navigations');
      const customer = shown.find((entry) => entry.id === staff.id);
      expect(customer?.items[0]?.label).toBe('Start');
      expect(customer?.items[0]?.children).toEqual([]);
    });

    it('saves a text heading over its sub-entries without a target (decision 036)', async () => {
      const { api } = context();
      const created = await api.call('POST', '/api/navigations', {
        ...navigation(5),
        items: [
          {
            label: 'Service',
            type: 'text',
            target: '/ignoriert',
            children: [{ label: 'Kontakt', type: 'link', target: '/kontakt' }],
          },
        ],
      });
      expect(created.statusCode, created.body).toBe(201);
      const staff = staffNavigationSchema.parse(created.json().data);
      expect(staff.items[0]).toMatchObject({ label: 'Service', type: 'text', target: null });
      expect(staff.items[0]?.children[0]).toMatchObject({ label: 'Kontakt', target: '/kontakt' });
    });
  },
});
