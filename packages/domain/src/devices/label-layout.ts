import { labelSumText } from '../allergens/allergens.ts';
import type { StaffOrder } from '../contracts/staff-orders.ts';
import { appointmentLabel } from '../hours/order-times.ts';
import { formatQuantity } from '../money/format.ts';
import { unitLabel, unitTypeOf } from '../units/units.ts';

/**
 * Product labels of an order (spec §9 "Label layout: compact 12 rows by 4 columns; detail 5 rows by
 * 2 columns"; docs/decisions/027-devices-and-print-jobs.md): one label per piece of a counted
 * product, one per line of a weighed or measured one, each naming the product, its parts and
 * comment, whom it is for and when, and its allergens and additives (the codes of the product and
 * its chosen options summed, docs/decisions/032-unit-prices-allergens-additives.md; else the
 * product's free text) where there are any. The server
 * draws them on A4 sheets; the rules live here so a test can read them without a PDF.
 */

export const LABEL_LAYOUTS = {
  compact: { rows: 12, columns: 4 },
  detail: { rows: 5, columns: 2 },
} as const;
export type LabelLayout = keyof typeof LABEL_LAYOUTS;
export const LABEL_LAYOUT_NAMES = Object.keys(LABEL_LAYOUTS) as LabelLayout[];

/** Labels of one order at most: a sheet run that stays printable. */
export const MAX_LABELS = 480;

export const LABEL_TEXTS = {
  allergens: (list: string) => `Allergene: ${list}`,
  contains: (list: string) => `Enthält: ${list}`,
} as const;

export type Label = {
  /** The product (with the amount of a weighed line, "0,5 kg Bergkäse"). */
  title: string;
  /** Parts and the line's comment, one per entry. */
  details: string[];
  /** "Ticket 12 · Erika Mustermann". */
  whom: string;
  /** "02.12.2026, 12:30 Uhr" (the wanted time, else when it was ordered). */
  when: string;
  /** "Enthält: Milch; mit Farbstoff" from the line's codes, else "Allergene: …" (free text), or null. */
  allergens: string | null;
};

export type LabelOrder = Pick<
  StaffOrder,
  'ticketNumber' | 'appointment' | 'appointmentDate' | 'createdAt' | 'customer' | 'lines'
>;

function allergensOf(line: LabelOrder['lines'][number]): string | null {
  const coded = line.labels ? labelSumText(line.labels) : '';
  if (coded) return LABEL_TEXTS.contains(coded);
  const listed = (line.product as { allergens?: unknown } | null)?.allergens;
  return typeof listed === 'string' && listed.trim() !== ''
    ? LABEL_TEXTS.allergens(listed.trim())
    : null;
}

/** The labels of an order, line by line (at most MAX_LABELS). */
export function orderLabels(
  order: LabelOrder,
  options: { ticketLabel: string; timeZone: string },
): Label[] {
  const name =
    [order.customer.firstName, order.customer.lastName].filter(Boolean).join(' ') ||
    order.customer.name ||
    order.customer.company ||
    '';
  const whom = [`${options.ticketLabel} ${order.ticketNumber}`, name].filter(Boolean).join(' · ');
  const due = order.appointment ?? order.appointmentDate ?? order.createdAt;
  const when = appointmentLabel(new Date(due), false, options.timeZone);
  const labels: Label[] = [];
  for (const line of order.lines) {
    const isCounted = unitTypeOf(line.unit) === 'amount' && Number.isInteger(line.amount);
    const details = [
      ...line.parts.map((part) => `${part.name}: ${part.values.join(', ')}`),
      ...(line.comment ? [line.comment] : []),
    ];
    const label = {
      title: isCounted
        ? line.name
        : `${formatQuantity(line.amount)} ${unitLabel(line.unit)} ${line.name}`,
      details,
      whom,
      when,
      allergens: allergensOf(line),
    };
    const copies = isCounted ? line.amount : 1;
    for (let copy = 0; copy < copies && labels.length < MAX_LABELS; copy += 1) labels.push(label);
  }
  return labels;
}

/** Cuts a line to `width` characters with an ellipsis. */
export function fitLine(text: string, width: number): string {
  return text.length <= width ? text : `${text.slice(0, Math.max(0, width - 1))}…`;
}

/**
 * What a label says in a layout, top to bottom, at most `maxLines` lines of `width` characters:
 * the compact label keeps the product, the first detail, whom and when; the detail label adds
 * every detail and the allergens.
 */
export function labelLines(
  label: Label,
  layout: LabelLayout,
  fit: { width: number; maxLines: number },
): string[] {
  const lines =
    layout === 'compact'
      ? [label.title, ...label.details.slice(0, 1), label.whom, label.when]
      : [
          label.title,
          ...label.details,
          ...(label.allergens ? [label.allergens] : []),
          label.whom,
          label.when,
        ];
  if (lines.length > fit.maxLines) {
    // Whom and when stay: the details give way first.
    const tail = lines.slice(-2);
    lines.splice(fit.maxLines - 2, lines.length, ...tail);
  }
  return lines.map((line) => fitLine(line, fit.width));
}

/** The labels per sheet, in pages. */
export function labelPages<T>(labels: readonly T[], layout: LabelLayout): T[][] {
  const perPage = LABEL_LAYOUTS[layout].rows * LABEL_LAYOUTS[layout].columns;
  const pages: T[][] = [];
  for (let start = 0; start < labels.length; start += perPage) {
    pages.push(labels.slice(start, start + perPage));
  }
  return pages;
}
