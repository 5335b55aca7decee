import { navigationInputSchema, type StaffNavigation } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { resourceProblems } from '../../resource/resource-checks.ts';
import { navigationsResource } from './navigations-resource.tsx';

const header: StaffNavigation = {
  id: 1,
  identifier: 'header-navigation',
  name: 'Hauptnavigation',
  items: [
    {
      label: 'Service',
      type: 'text',
      target: null,
      isEnabled: true,
      children: [{ label: 'Allergene', type: 'site', target: 4, isEnabled: true, children: [] }],
    },
  ],
  updatedAt: '2026-11-20T10:00:00.000Z',
};

describe('navigationsResource (spec §3 Navigation item, decision 036)', () => {
  it('keeps the rules of a declaration', () => {
    expect(resourceProblems(navigationsResource)).toEqual([]);
  });

  it('sends the loaded tree back unchanged, and the server contract accepts it', () => {
    const body = navigationsResource.toBody(navigationsResource.toValues(header), 'edit');
    expect(body).toEqual({
      name: 'Hauptnavigation',
      identifier: 'header-navigation',
      items: header.items,
    });
    expect(navigationInputSchema.safeParse(body).success).toBe(true);
  });
});
