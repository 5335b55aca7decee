import { describe, expect, it } from 'vitest';
import { type BackofficeArea, visibleAreas } from './areas.ts';

const areas: BackofficeArea[] = [
  {
    key: 'statistics',
    label: 'Statistik',
    icon: 'statistics',
    items: [
      { label: 'Auswertungen', href: '/backend/statistics', permission: 'statistics' },
      { label: 'Logs', href: '/backend/logs', permission: 'statistics', everyBranch: true },
    ],
    routes: [],
  },
];

describe('visibleAreas: items for every branch only (decision 030)', () => {
  it.each([
    [['ROLE_ADMIN'], ['Auswertungen', 'Logs']],
    [['ROLE_MANAGER'], ['Auswertungen', 'Logs']],
    [['ROLE_EMPLOYEE'], ['Auswertungen']],
    [['ROLE_EDITOR'], []],
  ])('%o sees %o', (roles, labels) => {
    const items = visibleAreas(roles, areas).flatMap((area) =>
      area.items.map((item) => item.label),
    );
    expect(items).toEqual(labels);
  });
});
