/**
 * Texts of the back-office catalogue and settings screens (issue 8): organisations, branches,
 * departments, menus, categories, product groups, tags, products, tables, donatees, images,
 * settings and logs, plus the parts of the resource layer these screens added (tabs, row editors,
 * image picker, sortable lists, rich-text editor). Spec texts are word for word; the rest is ours.
 */

export const backofficeCatalogueDe = {
  layer: {
    sections: 'Bereiche des Formulars',
    sectionHasErrors: '(enthält Fehler)',
    addRow: 'Hinzufügen',
    removeRow: (label: string) => `${label} entfernen`,
    moveUp: (label: string) => `${label} nach oben`,
    moveDown: (label: string) => `${label} nach unten`,
    dragHandle: (label: string) => `${label} verschieben (ziehen)`,
    moved: (label: string, position: number, count: number) =>
      `${label} ist jetzt an Position ${position} von ${count}.`,
    noRows: 'Noch keine Einträge.',
    row: (position: number) => `Eintrag ${position}`,
    filters: 'Filter',
    resetFilters: 'Filter zurücksetzen',
    all: 'Alle',
    duplicate: 'Duplizieren',
    duplicated: (label: string) => `„${label}“ wurde dupliziert.`,
    details: 'Details',
  },
} as const;
