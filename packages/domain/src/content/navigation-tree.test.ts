import { describe, expect, it } from 'vitest';
import type { NavigationItemInput } from '../contracts/index.ts';
import {
  canIndent,
  canOutdent,
  dragEntry,
  flattenNavigation,
  indentEntry,
  MAX_NAVIGATION_DEPTH,
  moveEntry,
  nestNavigation,
  outdentEntry,
} from './navigation-tree.ts';

const item = (label: string, children: NavigationItemInput[] = []): NavigationItemInput => ({
  label,
  type: 'link',
  target: '/',
  isEnabled: true,
  children,
});

/** "A", ">B" … : one letter per entry, one ">" per level (easy to read in a table). */
const shape = (items: NavigationItemInput[]) =>
  flattenNavigation(items).map((row) => `${'>'.repeat(row.depth)}${row.item.label}`);

const tree = [item('A', [item('B', [item('C')])]), item('D'), item('E')];

describe('navigation tree rows (spec §3 Navigation item, decision 036)', () => {
  it('flattens depth-first and nests back to the same tree', () => {
    expect(shape(tree)).toEqual(['A', '>B', '>>C', 'D', 'E']);
    expect(nestNavigation(flattenNavigation(tree))).toEqual(tree);
  });

  const cases: {
    name: string;
    run: (rows: ReturnType<typeof flattenNavigation>) => ReturnType<typeof flattenNavigation>;
    expected: string[];
  }[] = [
    {
      name: 'indent D under A',
      run: (r) => indentEntry(r, 3),
      expected: ['A', '>B', '>>C', '>D', 'E'],
    },
    {
      name: 'indent the first entry: unchanged',
      run: (r) => indentEntry(r, 0),
      expected: ['A', '>B', '>>C', 'D', 'E'],
    },
    {
      name: 'indent C past the third level: unchanged',
      run: (r) => indentEntry(r, 2),
      expected: ['A', '>B', '>>C', 'D', 'E'],
    },
    {
      name: 'outdent B takes C along',
      run: (r) => outdentEntry(r, 1),
      expected: ['A', 'B', '>C', 'D', 'E'],
    },
    {
      name: 'outdent a top entry: unchanged',
      run: (r) => outdentEntry(r, 3),
      expected: ['A', '>B', '>>C', 'D', 'E'],
    },
    {
      name: 'move A down moves its subtree below D',
      run: (r) => moveEntry(r, 0, 1),
      expected: ['D', 'A', '>B', '>>C', 'E'],
    },
    {
      name: 'move E up goes above D',
      run: (r) => moveEntry(r, 4, -1),
      expected: ['A', '>B', '>>C', 'E', 'D'],
    },
    {
      name: 'move D up goes above A (a sibling, not into A)',
      run: (r) => moveEntry(r, 3, -1),
      expected: ['D', 'A', '>B', '>>C', 'E'],
    },
    {
      name: 'move the first entry up: unchanged',
      run: (r) => moveEntry(r, 0, -1),
      expected: ['A', '>B', '>>C', 'D', 'E'],
    },
    {
      name: 'move the only child down: unchanged',
      run: (r) => moveEntry(r, 2, 1),
      expected: ['A', '>B', '>>C', 'D', 'E'],
    },
    {
      name: 'drag A onto E: A with its subtree goes last',
      run: (r) => dragEntry(r, 0, 4),
      expected: ['D', 'E', 'A', '>B', '>>C'],
    },
    {
      name: 'drag E onto A: E goes first',
      run: (r) => dragEntry(r, 4, 0),
      expected: ['E', 'A', '>B', '>>C', 'D'],
    },
    {
      name: 'drag D onto E swaps them',
      run: (r) => dragEntry(r, 3, 4),
      expected: ['A', '>B', '>>C', 'E', 'D'],
    },
    {
      name: 'drag onto an entry of another level: unchanged',
      run: (r) => dragEntry(r, 3, 1),
      expected: ['A', '>B', '>>C', 'D', 'E'],
    },
    {
      name: 'drag onto itself: unchanged',
      run: (r) => dragEntry(r, 1, 1),
      expected: ['A', '>B', '>>C', 'D', 'E'],
    },
  ];
  it.each(cases)('$name', ({ run, expected }) => {
    const rows = run(flattenNavigation(tree));
    expect(rows.map((row) => `${'>'.repeat(row.depth)}${row.item.label}`)).toEqual(expected);
    // Every result is a valid tree again.
    expect(shape(nestNavigation(rows))).toEqual(expected);
  });

  it('tells which rows can be indented and outdented', () => {
    const rows = flattenNavigation(tree);
    expect(rows.map((_, index) => canIndent(rows, index))).toEqual([
      false,
      false,
      false,
      true,
      true,
    ]);
    expect(rows.map((_, index) => canOutdent(rows, index))).toEqual([
      false,
      true,
      true,
      false,
      false,
    ]);
    expect(MAX_NAVIGATION_DEPTH).toBe(3);
  });
});
