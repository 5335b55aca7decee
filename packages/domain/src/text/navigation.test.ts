import { describe, expect, it } from 'vitest';
import type { NavigationItem } from '../contracts/entities.ts';
import {
  isNavigationItemActive,
  isNavigationItemChildActive,
  type NavigationRoute,
  navigationItemLink,
  visibleNavigationItems,
} from './navigation.ts';

const item = (overrides: Partial<NavigationItem>): NavigationItem => ({
  label: 'Eintrag',
  type: 'home',
  target: null,
  isEnabled: true,
  children: [],
  ...overrides,
});

const tree = [
  item({ label: 'Start' }),
  item({
    label: 'Standorte',
    type: 'link',
    target: 'https://example.com',
    children: [
      item({ label: 'Zentrum', type: 'branch', target: 1 }),
      item({ label: 'Alt', type: 'branch', target: 2, isEnabled: false }),
      item({
        label: 'Mehr',
        type: 'text',
        children: [item({ label: 'Impressum', type: 'site', target: '7' })],
      }),
    ],
  }),
  item({ label: 'Versteckt', isEnabled: false, children: [item({ label: 'Kind' })] }),
];

describe('visibleNavigationItems (spec §2: isEnabled at every level)', () => {
  it('drops disabled entries and their children, keeps nesting', () => {
    const labels = (items: NavigationItem[]): unknown[] =>
      items.map((entry) =>
        entry.children.length ? [entry.label, labels(entry.children)] : entry.label,
      );
    expect(labels(visibleNavigationItems(tree))).toEqual([
      'Start',
      ['Standorte', ['Zentrum', ['Mehr', ['Impressum']]]],
    ]);
    expect(visibleNavigationItems([])).toEqual([]);
  });
});

describe('active and child-active (spec §2)', () => {
  const [home, locations] = tree;
  const branch = locations?.children[0];
  const site = locations?.children[2]?.children[0];

  it.each<[string, NavigationItem | undefined, NavigationRoute, boolean]>([
    ['home on home', home, { name: 'home' }, true],
    ['home on a branch', home, { name: 'branch', branchId: 1 }, false],
    ['branch on its page', branch, { name: 'branch', branchId: 1 }, true],
    ['branch on another branch', branch, { name: 'branch', branchId: 2 }, false],
    ['site by string id', site, { name: 'site', siteId: 7 }, true],
    ['site elsewhere', site, { name: 'other' }, false],
    ['link never', locations, { name: 'home' }, false],
  ])('%s → %s', (_name, entry, route, expected) => {
    expect(entry && isNavigationItemActive(entry, route)).toBe(expected);
  });

  it('marks ancestors of the active entry child-active', () => {
    expect(locations && isNavigationItemChildActive(locations, { name: 'site', siteId: 7 })).toBe(
      true,
    );
    expect(
      locations && isNavigationItemChildActive(locations, { name: 'branch', branchId: 1 }),
    ).toBe(true);
    expect(locations && isNavigationItemChildActive(locations, { name: 'home' })).toBe(false);
    expect(home && isNavigationItemChildActive(home, { name: 'home' })).toBe(false);
  });
});

describe('navigationItemLink (spec §2 entry types)', () => {
  const targets = {
    sites: [
      { id: 7, path: 'site/imprint' },
      { id: 8, path: '/ueber-uns' },
    ],
    branches: [{ id: 1, identifier: 'zentrum' }],
  };
  it.each<[string, NavigationItem, unknown]>([
    ['home', item({ type: 'home' }), { kind: 'internal', href: '/' }],
    ['site', item({ type: 'site', target: 7 }), { kind: 'internal', href: '/site/imprint' }],
    [
      'site with a leading slash',
      item({ type: 'site', target: '8' }),
      { kind: 'internal', href: '/ueber-uns' },
    ],
    ['missing site', item({ type: 'site', target: 99 }), { kind: 'text' }],
    ['branch', item({ type: 'branch', target: 1 }), { kind: 'internal', href: '/store/zentrum' }],
    ['missing branch', item({ type: 'branch', target: 2 }), { kind: 'text' }],
    [
      'link',
      item({ type: 'link', target: 'https://example.com' }),
      { kind: 'external', href: 'https://example.com' },
    ],
    ['link without target', item({ type: 'link', target: null }), { kind: 'text' }],
    ['unknown type', item({ type: 'headline' }), { kind: 'text' }],
  ])('%s', (_name, entry, expected) => {
    expect(navigationItemLink(entry, targets)).toEqual(expected);
  });
});
