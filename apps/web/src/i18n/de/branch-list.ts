import type { DeliveryMethod } from '@shop/domain';

/**
 * Texts of the branch list (spec §2 "Branch list"). The placeholder is the spec's; the count line
 * and the empty result come from the domain (branchResultsText). The pickup time line is ours:
 * the spec names "a pickup time line" without wording; it reads like the spec's reopening notices
 * ('Wir liefern wieder am {day} ab {time} Uhr.').
 */
const PICKUP_LABELS: Record<DeliveryMethod, string> = {
  takeaway: 'Abholung',
  delivery: 'Lieferung',
  dineIn: 'Vor Ort',
};

export const branchListDe = {
  branches: 'Unsere Filialen',
  inactive: 'Derzeit nicht verfügbar',
  search: {
    label: 'Filiale suchen',
    // spec §2 Branch list
    placeholder: 'PLZ / Ort',
    submit: 'Suchen',
  },
  tags: {
    label: 'Nach Angebot filtern',
  },
  /** 'Abholung heute ab 12:05 Uhr', 'Abholung am Donnerstag ab 07:00 Uhr'. */
  pickup: (method: DeliveryMethod, isToday: boolean, day: string, time: string) =>
    isToday
      ? `${PICKUP_LABELS[method]} heute ab ${time} Uhr`
      : `${PICKUP_LABELS[method]} am ${day} ab ${time} Uhr`,
} as const;
