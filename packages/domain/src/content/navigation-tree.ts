import type { NavigationItemInput } from '../contracts/index.ts';

/**
 * The navigation editor's rows (spec §3 Navigation item; decision 036): the nested tree as a flat
 * list of entries with their depth, so indent, outdent and reorder are list operations. An entry
 * always moves together with its sub-entries.
 */

/** The menu shows a parent, children and grandchildren (contracts/content.ts navigationLevel). */
export const MAX_NAVIGATION_DEPTH = 3;

export type NavigationEntry = Omit<NavigationItemInput, 'children'>;
export type NavigationRow = { item: NavigationEntry; depth: number };

export function flattenNavigation(
  items: readonly NavigationItemInput[],
  depth = 0,
): NavigationRow[] {
  return items.flatMap(({ children, ...item }) => [
    { item, depth },
    ...flattenNavigation(children ?? [], depth + 1),
  ]);
}

export function nestNavigation(rows: readonly NavigationRow[]): NavigationItemInput[] {
  const roots: NavigationItemInput[] = [];
  const stack: { depth: number; children: NavigationItemInput[] }[] = [
    { depth: -1, children: roots },
  ];
  for (const row of rows) {
    while (stack.length > 1 && (stack.at(-1)?.depth ?? -1) >= row.depth) stack.pop();
    const node: NavigationItemInput = { ...row.item, children: [] };
    stack.at(-1)?.children.push(node);
    stack.push({ depth: row.depth, children: node.children });
  }
  return roots;
}

/** The index after the entry's last sub-entry. */
function subtreeEnd(rows: readonly NavigationRow[], index: number): number {
  const depth = rows[index]?.depth ?? 0;
  let end = index + 1;
  while (end < rows.length && (rows[end]?.depth ?? 0) > depth) end++;
  return end;
}

function previousSibling(rows: readonly NavigationRow[], index: number): number | null {
  const depth = rows[index]?.depth ?? 0;
  for (let k = index - 1; k >= 0; k--) {
    const other = rows[k]?.depth ?? 0;
    if (other < depth) return null;
    if (other === depth) return k;
  }
  return null;
}

function nextSibling(rows: readonly NavigationRow[], index: number): number | null {
  const end = subtreeEnd(rows, index);
  return end < rows.length && rows[end]?.depth === rows[index]?.depth ? end : null;
}

const shifted = (rows: readonly NavigationRow[], by: number) =>
  rows.map((row) => ({ ...row, depth: row.depth + by }));

export function canIndent(rows: readonly NavigationRow[], index: number): boolean {
  if (previousSibling(rows, index) === null) return false;
  const deepest = Math.max(...rows.slice(index, subtreeEnd(rows, index)).map((row) => row.depth));
  return deepest + 1 < MAX_NAVIGATION_DEPTH;
}

export function canOutdent(rows: readonly NavigationRow[], index: number): boolean {
  return (rows[index]?.depth ?? 0) > 0;
}

/** Makes the entry the last sub-entry of the entry above it on its level. */
export function indentEntry(rows: readonly NavigationRow[], index: number): NavigationRow[] {
  if (!canIndent(rows, index)) return [...rows];
  const end = subtreeEnd(rows, index);
  return [...rows.slice(0, index), ...shifted(rows.slice(index, end), 1), ...rows.slice(end)];
}

/** Makes the entry the next sibling of its parent (after the parent's other sub-entries). */
export function outdentEntry(rows: readonly NavigationRow[], index: number): NavigationRow[] {
  if (!canOutdent(rows, index)) return [...rows];
  const depth = rows[index]?.depth ?? 0;
  let parent = index - 1;
  while (parent > 0 && (rows[parent]?.depth ?? 0) >= depth) parent--;
  const end = subtreeEnd(rows, index);
  const block = shifted(rows.slice(index, end), -1);
  const rest = [...rows.slice(0, index), ...rows.slice(end)];
  const insertAt = subtreeEnd(rest, parent);
  return [...rest.slice(0, insertAt), ...block, ...rest.slice(insertAt)];
}

/** Swaps the entry (with its sub-entries) with its sibling above (-1) or below (+1). */
export function moveEntry(
  rows: readonly NavigationRow[],
  index: number,
  direction: -1 | 1,
): NavigationRow[] {
  const sibling = direction < 0 ? previousSibling(rows, index) : nextSibling(rows, index);
  if (sibling === null) return [...rows];
  const [first, second] = direction < 0 ? [sibling, index] : [index, sibling];
  const firstEnd = subtreeEnd(rows, first);
  const secondEnd = subtreeEnd(rows, second);
  return [
    ...rows.slice(0, first),
    ...rows.slice(second, secondEnd),
    ...rows.slice(first, firstEnd),
    ...rows.slice(secondEnd),
  ];
}

/** Where a sibling move would go (null: the entry has no sibling that way). */
export function canMove(rows: readonly NavigationRow[], index: number, direction: -1 | 1) {
  return (direction < 0 ? previousSibling(rows, index) : nextSibling(rows, index)) !== null;
}

/**
 * Drops the dragged entry (with its sub-entries) at the place of `to` (decision 045): only onto
 * a sibling (same parent), as the move buttons do step by step; anything else leaves the rows.
 */
export function dragEntry(
  rows: readonly NavigationRow[],
  from: number,
  to: number,
): NavigationRow[] {
  const parentOf = (index: number) => {
    const depth = rows[index]?.depth ?? 0;
    for (let i = index - 1; i >= 0; i--) if ((rows[i]?.depth ?? 0) < depth) return i;
    return -1;
  };
  const moved = rows[from];
  const target = rows[to];
  if (!moved || !target || from === to) return [...rows];
  if (moved.depth !== target.depth || parentOf(from) !== parentOf(to)) return [...rows];
  const direction = to > from ? 1 : -1;
  let current = [...rows];
  // Step over siblings until the target has been passed; rows keep their identity while moving.
  while (
    direction > 0
      ? current.indexOf(target) > current.indexOf(moved)
      : current.indexOf(target) < current.indexOf(moved)
  ) {
    current = moveEntry(current, current.indexOf(moved), direction);
  }
  return current;
}
