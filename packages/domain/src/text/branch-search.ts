import type { Branch, Tag } from '../contracts/entities.ts';
import { fillMessage, MESSAGES } from '../messages.ts';

/** spec §5 Branch search: the term trimmed and split on commas and spaces, lower-cased. */
export function searchWords(term: string): string[] {
  return term
    .trim()
    .toLocaleLowerCase('de-DE')
    .split(/[\s,]+/)
    .filter((word) => word.length > 0);
}

type SearchableBranch = Pick<
  Branch,
  'name' | 'street' | 'city' | 'zipCode' | 'keywords' | 'tags'
> & {
  readonly deliveryAreas?: readonly Pick<Branch['deliveryAreas'][number], 'postcodes'>[];
};

/**
 * spec §5: a branch matches if any word occurs in name, street, city, zipCode, keywords or tag
 * names; also (ours, docs/decisions/016) in the postcodes of its delivery areas, so a customer
 * finds the branch that delivers to their postcode.
 */
export function branchMatchesSearch(
  branch: SearchableBranch,
  words: readonly string[],
  tags: readonly Pick<Tag, 'id' | 'name'>[],
): boolean {
  if (words.length === 0) return true;
  const tagNames = branch.tags.map((ref) => tags.find((tag) => tag.id === ref.id)?.name ?? '');
  const haystack = [
    branch.name,
    branch.street,
    branch.city,
    branch.zipCode,
    branch.keywords ?? '',
    ...tagNames,
    ...(branch.deliveryAreas ?? []).flatMap((area) => area.postcodes),
  ]
    .join('\n')
    .toLocaleLowerCase('de-DE');
  return words.some((word) => haystack.includes(word));
}

export type BranchFilter = { readonly term: string; readonly tagId: number | null };

/** True when a search term or tag filter is set. */
export function isBranchFilterActive(filter: BranchFilter): boolean {
  return searchWords(filter.term).length > 0 || filter.tagId !== null;
}

/** The branches matching the search term and the selected tag (spec §2 Branch list). */
export function filterBranches<B extends SearchableBranch>(
  branches: readonly B[],
  filter: BranchFilter,
  tags: readonly Pick<Tag, 'id' | 'name'>[],
): B[] {
  const words = searchWords(filter.term);
  return branches.filter(
    (branch) =>
      branchMatchesSearch(branch, words, tags) &&
      (filter.tagId === null || branch.tags.some((tag) => tag.id === filter.tagId)),
  );
}

/**
 * spec §2: 'Leider wurden keine Ergebnisse gefunden.' when nothing matches, else
 * '{n} von {total} Filialen werden angezeigt.' while a filter is active; null otherwise.
 */
export function branchResultsText(
  shown: number,
  total: number,
  isFilterActive: boolean,
): string | null {
  if (shown === 0) return MESSAGES.noResults;
  if (!isFilterActive) return null;
  return fillMessage(MESSAGES.branchesShown, { shown, total });
}
