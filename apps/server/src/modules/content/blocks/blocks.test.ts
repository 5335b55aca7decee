import { MESSAGES, staffBlockSchema } from '@shop/domain';
import { expect, it } from 'vitest';
import { describeResourceApi } from '../../../../test/resource-suite.ts';

const block = (n: number) => ({
  identifier: ['fruehstueck', 'mittag', 'abend', 'catering', 'feiern'][n - 1],
  name: ['Frühstück', 'Mittagstisch', 'Abendkarte', 'Catering', 'Feiern'][n - 1],
  type: 'block',
  value: { text: `<p>Block ${n}</p>`, link: { linkUrl: '/store/mitte', linkLabel: 'Bestellen' } },
});

describeResourceApi({
  endpoint: '/api/blocks',
  entity: 'block',
  permission: 'content',
  schema: staffBlockSchema,
  input: (_fixtures, n) => block(n),
  change: (_fixtures, body) => ({ ...body, name: 'Abends', isEnabled: false }),
  changed: { name: 'Abends', isEnabled: false },
  search: { term: () => 'mittag', field: 'name' },
  sortField: 'name',
  invalid: [
    {
      name: 'a blank name',
      body: () => ({ ...block(1), identifier: 'x', name: '' }),
      field: 'name',
      message: MESSAGES.notBlank,
    },
    {
      name: 'an unknown colour in a hero',
      body: () => ({
        ...block(1),
        identifier: 'x',
        type: 'hero',
        value: { title: 'T', color: 'pink' },
      }),
      field: 'value',
      path: 'value.color',
      message: MESSAGES.invalidChoice,
    },
    {
      name: 'a link without target',
      body: () => ({ ...block(1), identifier: 'x', value: { link: { linkLabel: 'x' } } }),
      field: 'value',
      path: 'value.link.linkUrl',
      message: MESSAGES.notBlank,
    },
  ],
  uniqueField: 'identifier',
  initUrl: '/api/blocks',
  extra: (context) => {
    it('sanitises the rich text of a block when saved and fills the declared defaults', async () => {
      const response = await context().api.call('POST', '/api/blocks', {
        ...block(1),
        identifier: 'xss-block',
        value: { text: '<p>Hi<img src=x onerror=alert(1)></p><script>x</script>' },
      });
      expect(response.statusCode, response.body).toBe(201);
      const { value } = response.json().data;
      expect(value).toMatchObject({ image: null, link: null });
      expect(value.text).toMatch(/^<p>Hi/);
      expect(value.text).not.toMatch(/onerror|script/);
    });

    it('lists the pages whose blocks sections hold the block (decision 045)', async () => {
      const created = await context().api.call('POST', '/api/blocks', {
        ...block(2),
        identifier: 'verwendeter-block',
      });
      expect(created.statusCode, created.body).toBe(201);
      const { id, value } = created.json().data;
      const fresh = await context().api.call('GET', `/api/blocks/${id}`);
      expect(fresh.json().data.usages).toEqual([]);
      const site = await context().api.call('POST', '/api/sites', {
        path: 'bloecke-seite',
        title: 'Blöcke',
        type: 'custom_site',
        isPublic: false,
        content: {
          body: [{ type: 'sectionBlocks', value: { color: 'white', text: '', blocks: [value] } }],
        },
      });
      expect(site.statusCode, site.body).toBe(201);
      const used = await context().api.call('GET', `/api/blocks/${id}`);
      expect(used.json().data.usages).toEqual([
        { id: site.json().data.id, name: 'Blöcke (/bloecke-seite)' },
      ]);
    });
  },
});
