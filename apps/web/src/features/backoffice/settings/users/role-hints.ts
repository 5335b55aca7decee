import { grantOf, type Role } from '@shop/domain';
import { BACKOFFICE_AREAS } from '../../../../app/backoffice-areas.ts';
import { de } from '../../../../i18n/de.ts';
import { type BackofficeArea, visibleAreas } from '../../shell/areas.ts';

const t = de.backoffice.roleHintParts;

/**
 * What a role may open, in words, for the user form's role choices: built from the permissions
 * table (packages/domain permissions.ts) and the areas the back-office navigation has
 * (app/backoffice-areas.ts; read when the form renders, not at load: that list includes this
 * area), so a hint never promises an area that does not exist and follows every change of
 * either table. E.g. "Bestellungen (nur ausgewählte Filialen), Katalog ohne Spendenempfänger
 * (nur ansehen)".
 */
export function roleHint(role: Role, areas: readonly BackofficeArea[] = BACKOFFICE_AREAS): string {
  const parts = visibleAreas([role], areas).map((visible) => {
    const all = areas.find((area) => area.key === visible.key)?.items ?? visible.items;
    const shown = visible.items;
    const labels = (items: readonly { label: string }[]) => items.map((item) => item.label);
    const missing = all.filter((item) => !shown.includes(item));
    // Most of an area: name what is left out; a small part of it: name what is in.
    let text =
      missing.length === 0
        ? visible.label
        : shown.length * 2 >= all.length
          ? t.without(visible.label, labels(missing))
          : t.only(visible.label, labels(shown));
    const readOnly = shown.filter((item) => !grantOf(role, item.permission, 'write'));
    if (readOnly.length === shown.length) text += ` (${t.readOnly})`;
    else if (readOnly.length > 0) text += ` (${t.readOnlyItems(labels(readOnly))})`;
    if (shown.some((item) => grantOf(role, item.permission, 'read')?.scope === 'branches')) {
      text += ` – ${t.ownBranches}`;
    }
    return text;
  });
  return parts.length > 0 ? parts.join('; ') : t.nothing;
}
