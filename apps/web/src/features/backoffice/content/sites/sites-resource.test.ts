import { type StaffSite, siteInputSchema } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { resourceProblems } from '../../resource/resource-checks.ts';
import { sitesResource } from './sites-resource.tsx';

const custom: StaffSite = {
  id: 4,
  path: 'weihnachten',
  title: 'Weihnachten',
  description: null,
  type: 'custom_site',
  isPublic: false,
  content: {
    body: [{ type: 'hero', value: { color: 'white', title: 'Frohes Fest', image: null } }],
  },
  version: 3,
  updatedAt: '2026-11-20T10:00:00.000Z',
};

describe('sitesResource (spec §3 Site/page, decision 029)', () => {
  it('keeps the rules of a declaration', () => {
    expect(resourceProblems(sitesResource)).toEqual([]);
  });

  it('lists path, type, public/draft and last change', () => {
    expect(sitesResource.columns.map((column) => column.key)).toEqual([
      'path',
      'type',
      'isPublic',
      'updatedAt',
    ]);
    expect(sitesResource.columns[0]?.render(custom, () => undefined)).toBe('/weihnachten');
    expect(sitesResource.columns[1]?.render(custom, () => undefined)).toBe('Individuelle Seite');
  });

  it.each([
    ['a custom page keeps its sections and the version it was based on', custom, true],
    [
      'a default page sends its body',
      { ...custom, type: 'default', content: { body: '<p>x</p>' } } as StaffSite,
      true,
    ],
    [
      'a hero without title is refused',
      { ...custom, content: { body: [{ type: 'hero', value: { title: '' } }] } } as StaffSite,
      false,
    ],
  ])('%s', (_name, site, ok) => {
    const body = sitesResource.toBody(sitesResource.toValues(site), 'edit');
    const parsed = siteInputSchema.safeParse(body);
    expect(parsed.success).toBe(ok);
    if (ok) expect(parsed.data).toMatchObject({ version: site.version, content: site.content });
  });

  it('a new page is a draft default page without a version', () => {
    const body = sitesResource.toBody(sitesResource.emptyValues, 'create') as Record<
      string,
      unknown
    >;
    expect(body).toMatchObject({ type: 'default', isPublic: false });
    expect(body).not.toHaveProperty('version');
  });
});
