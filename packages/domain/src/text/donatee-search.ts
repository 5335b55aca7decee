import type { Donatee } from '../contracts/entities.ts';
import { MESSAGES } from '../messages.ts';

/** spec §5 Donatee search: case-insensitive match of the trimmed term on name or description. */
export function filterDonatees<D extends Pick<Donatee, 'name' | 'description'>>(
  donatees: readonly D[],
  term: string,
): D[] {
  const needle = term.trim().toLocaleLowerCase('de-DE');
  if (needle === '') return [...donatees];
  return donatees.filter((donatee) =>
    `${donatee.name}\n${donatee.description ?? ''}`.toLocaleLowerCase('de-DE').includes(needle),
  );
}

/** spec §5: 'Keine passende Organisation gefunden.' when the search found nothing, else null. */
export function donateeResultsText(count: number): string | null {
  return count === 0 ? MESSAGES.noDonatee : null;
}

/** spec §2: clicking the selected donatee deselects it; another one selects that one. */
export function toggleDonatee(selectedId: number | null, clickedId: number): number | null {
  return selectedId === clickedId ? null : clickedId;
}
