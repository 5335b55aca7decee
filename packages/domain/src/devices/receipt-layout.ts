import { labelSumText } from '../allergens/allergens.ts';
import { DELIVERY_METHOD_LABELS, deliveryMethodOf } from '../cart/delivery-methods.ts';
import type { PaperWidth } from '../contracts/devices.ts';
import type { StaffOrder } from '../contracts/staff-orders.ts';
import { appointmentLabel } from '../hours/order-times.ts';
import { formatMoney, formatNumber, formatQuantity } from '../money/format.ts';
import { packagingChoiceLabel } from '../pricing/packaging-deposit.ts';
import { unitLabel } from '../units/units.ts';

/**
 * What a till-roll receipt says and where (docs/decisions/027-devices-and-print-jobs.md): the
 * rules of the printed receipt as a list of blocks, so the server only encodes them (ESC/POS)
 * and a test can read them without a printer. Same content as the browser receipt page.
 */

/** Characters per line in the printer's standard font A (12 × 24 dots). */
export const RECEIPT_COLUMNS: Readonly<Record<PaperWidth, number>> = { 58: 32, 80: 48 };

export type ReceiptBlock =
  | { type: 'text'; text: string; align?: 'left' | 'center'; isBold?: boolean; size?: 1 | 2 | 3 }
  | { type: 'rule' }
  | { type: 'qr'; url: string }
  | { type: 'cut' };

export const RECEIPT_TEXTS = {
  ordered: 'Bestellt',
  due: 'Fällig',
  subtotal: 'Zwischensumme',
  deliveryFee: 'Liefergebühr',
  total: 'Gesamt',
  taxLine: (rate: string, tax: string) => `enthält ${rate} % MwSt.: ${tax}`,
  table: (identifier: string) => `Tisch ${identifier}`,
  comment: 'Anmerkung',
  /** A line's allergens and additives (LMIV, LMZDV; docs/decisions/032-unit-prices-allergens-additives.md). */
  contains: (list: string) => `Enthält: ${list}`,
  /** A line's deposit and the order's deposits (docs/decisions/046-deposits-and-credit-notes.md). */
  lineDeposit: (amount: string) => `zzgl. ${amount} Pfand`,
  deposit: 'Pfand',
  /** The reusable packaging chosen at checkout (§33 VerpackG, docs/decisions/051). */
  packaging: 'Verpackung',
  reusablePackaging: 'Mehrwegverpackung',
  status: 'Status Ihrer Bestellung:',
  thanks: 'Vielen Dank für Ihre Bestellung!',
  kitchenTitle: 'Küche',
  testTitle: 'Testdruck',
  testLine: 'Umlaute: ä ö ü Ä Ö Ü ß · Euro: €',
} as const;

export type ReceiptOrder = Pick<
  StaffOrder,
  | 'ticketNumber'
  | 'isDelivery'
  | 'isDineIn'
  | 'tableIdentifier'
  | 'appointment'
  | 'appointmentDate'
  | 'createdAt'
  | 'customer'
  | 'address'
  | 'lines'
  | 'gross'
  | 'depositGross'
  | 'packagingDeposit'
  | 'deliveryGross'
  | 'totalGross'
  | 'taxes'
  | 'comment'
  | 'currency'
> & { branch: { name: string } };

export type ReceiptOptions = {
  paperWidth: PaperWidth;
  shopName: string;
  /** 'Ticket' or 'Bestellnummer' (domain ticketLabel). */
  ticketLabel: string;
  /** The customer's status page (QR code). */
  statusUrl: string;
  timeZone: string;
};

/** `left` and `right` on one line of `width` characters; a long left side wraps above. */
export function twoColumns(left: string, right: string, width: number): string[] {
  const lines = wrap(left, width);
  if (right === '') return lines;
  const last = lines.pop() ?? '';
  const room = width - right.length;
  return last.length < room
    ? [...lines, last + ' '.repeat(room - last.length) + right]
    : [...lines, last, ' '.repeat(Math.max(0, room)) + right];
}

/** Word wrap to `width` characters; words longer than a line are cut. */
export function wrap(text: string, width: number, indent = ''): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    for (let rest = word; rest.length > 0; ) {
      const room = width - (lines.length > 0 || line ? indent.length : 0);
      const candidate = line ? `${line} ${rest}` : rest;
      if (candidate.length <= room) {
        line = candidate;
        rest = '';
      } else if (line) {
        lines.push(line);
        line = '';
      } else {
        lines.push(rest.slice(0, room));
        rest = rest.slice(room);
      }
    }
  }
  if (line) lines.push(line);
  return lines.map((entry, index) => (index === 0 ? entry : indent + entry));
}

/** A line's parts and comment: two spaces in, wrapped lines two more. */
const indented = (value: string, width: number) =>
  wrap(value, width - 2, '  ').map((line) => `  ${line}`);

/** The ticket number (large) and the order type with the table, as receipt and kitchen copy show them. */
function ticketHeader(order: ReceiptOrder, ticketLabel: string): ReceiptBlock[] {
  const type = DELIVERY_METHOD_LABELS[deliveryMethodOf(order)];
  return [
    {
      type: 'text',
      text: `${ticketLabel} ${order.ticketNumber}`,
      align: 'center',
      isBold: true,
      size: 3,
    },
    {
      type: 'text',
      text:
        order.isDineIn && order.tableIdentifier
          ? `${type} · ${RECEIPT_TEXTS.table(order.tableIdentifier)}`
          : type,
      align: 'center',
      isBold: true,
      size: 2,
    },
  ];
}

/** The receipt of an order, top to bottom, ending with the cut. */
/**
 * "Verpackung: Mehrwegverpackung (Pfand 5,00 €)" when the customer chose reusable packaging, on
 * the receipt; bold and without money on the kitchen copy ("Verpackung: Mehrwegverpackung"):
 * whoever packs must take the reusable boxes (§33 VerpackG, docs/decisions/051).
 */
function packagingBlocks(order: ReceiptOrder, width: number, forKitchen: boolean): ReceiptBlock[] {
  if (!order.packagingDeposit) return [];
  const label = forKitchen
    ? RECEIPT_TEXTS.reusablePackaging
    : packagingChoiceLabel('reusable', order.packagingDeposit).replace(/[\u00a0\u202f]/g, ' ');
  return wrap(`${RECEIPT_TEXTS.packaging}: ${label}`, width).map(
    (text): ReceiptBlock => ({ type: 'text', text, isBold: forKitchen }),
  );
}

export function receiptBlocks(order: ReceiptOrder, options: ReceiptOptions): ReceiptBlock[] {
  const width = RECEIPT_COLUMNS[options.paperWidth];
  // Plain spaces: a printer's code page may lack the narrow no-break space Intl puts before €.
  const money = (cents: number) =>
    formatMoney(cents, order.currency).replace(/[\u00a0\u202f]/g, ' ');
  const text = (value: string): ReceiptBlock => ({ type: 'text', text: value });
  const appointment = order.appointment ?? order.appointmentDate;
  const customer =
    [order.customer.firstName, order.customer.lastName].filter(Boolean).join(' ') ||
    order.customer.name ||
    order.customer.company;
  const blocks: ReceiptBlock[] = [
    { type: 'text', text: options.shopName, align: 'center', isBold: true },
    { type: 'text', text: order.branch.name, align: 'center' },
    ...ticketHeader(order, options.ticketLabel),
    { type: 'rule' },
    ...twoColumns(
      `${RECEIPT_TEXTS.ordered}:`,
      dateTime(order.createdAt, options.timeZone),
      width,
    ).map(text),
    {
      type: 'text',
      isBold: true,
      text: `${RECEIPT_TEXTS.due}: ${appointmentLabel(appointment ? new Date(appointment) : null, false, options.timeZone)}`,
    },
    ...(customer ? [text(customer)] : []),
    ...(order.customer.phone ? [text(order.customer.phone)] : []),
    ...(order.isDelivery && order.address.street
      ? wrap(
          `${order.address.street}, ${[order.address.zipCode, order.address.city].filter(Boolean).join(' ')}`,
          width,
        ).map(text)
      : []),
    ...packagingBlocks(order, width, false),
    { type: 'rule' },
  ];
  for (const line of order.lines) {
    const amount = `${formatQuantity(line.amount)} ${unitLabel(line.unit)}`.trim();
    blocks.push(
      ...twoColumns(
        `${amount} ${line.name}`,
        line.isPriceHidden ? '' : money(line.gross),
        width,
      ).map((entry): ReceiptBlock => ({ type: 'text', text: entry, isBold: true })),
    );
    for (const part of line.parts) {
      blocks.push(...indented(`${part.name}: ${part.values.join(', ')}`, width).map(text));
    }
    const contains = line.labels ? labelSumText(line.labels) : '';
    if (contains) blocks.push(...indented(RECEIPT_TEXTS.contains(contains), width).map(text));
    if (line.deposit) {
      blocks.push(...indented(RECEIPT_TEXTS.lineDeposit(money(line.deposit)), width).map(text));
    }
    if (line.comment) blocks.push(...indented(`» ${line.comment}`, width).map(text));
  }
  blocks.push(
    { type: 'rule' },
    ...twoColumns(RECEIPT_TEXTS.subtotal, money(order.gross), width).map(text),
    ...(order.depositGross
      ? twoColumns(RECEIPT_TEXTS.deposit, money(order.depositGross), width).map(text)
      : []),
    ...(order.isDelivery
      ? twoColumns(RECEIPT_TEXTS.deliveryFee, money(order.deliveryGross), width).map(text)
      : []),
    ...twoColumns(RECEIPT_TEXTS.total, money(order.totalGross), width).map(
      (entry): ReceiptBlock => ({ type: 'text', text: entry, isBold: true }),
    ),
    ...order.taxes.map((tax) =>
      text(RECEIPT_TEXTS.taxLine(formatNumber(tax.rate, 0), money(tax.tax))),
    ),
  );
  if (order.comment) {
    blocks.push(
      { type: 'rule' },
      { type: 'text', text: `${RECEIPT_TEXTS.comment}:`, isBold: true },
    );
    blocks.push(...wrap(order.comment, width).map(text));
  }
  blocks.push(
    { type: 'rule' },
    { type: 'text', text: RECEIPT_TEXTS.status, align: 'center' },
    { type: 'qr', url: options.statusUrl },
    { type: 'text', text: RECEIPT_TEXTS.thanks, align: 'center' },
    { type: 'cut' },
  );
  return blocks;
}

/**
 * The kitchen copy of an order: what to cook, for whom and when — ticket number, type and table,
 * the wanted time, lines with parts and comments, the order's comment; no prices, totals, VAT,
 * phone, address or QR code.
 */
export function kitchenCopyBlocks(
  order: ReceiptOrder,
  options: Pick<ReceiptOptions, 'paperWidth' | 'ticketLabel' | 'timeZone'>,
): ReceiptBlock[] {
  const width = RECEIPT_COLUMNS[options.paperWidth];
  const text = (value: string): ReceiptBlock => ({ type: 'text', text: value });
  const appointment = order.appointment ?? order.appointmentDate;
  const blocks: ReceiptBlock[] = [
    { type: 'text', text: RECEIPT_TEXTS.kitchenTitle, align: 'center', isBold: true, size: 2 },
    ...ticketHeader(order, options.ticketLabel),
    {
      type: 'text',
      isBold: true,
      text: `${RECEIPT_TEXTS.due}: ${appointmentLabel(appointment ? new Date(appointment) : null, false, options.timeZone)}`,
    },
    ...packagingBlocks(order, width, true),
    { type: 'rule' },
  ];
  for (const line of order.lines) {
    const amount = `${formatQuantity(line.amount)} ${unitLabel(line.unit)}`.trim();
    blocks.push(
      ...wrap(`${amount} ${line.name}`, width).map(
        (entry): ReceiptBlock => ({ type: 'text', text: entry, isBold: true }),
      ),
    );
    for (const part of line.parts) {
      blocks.push(...indented(`${part.name}: ${part.values.join(', ')}`, width).map(text));
    }
    if (line.comment) blocks.push(...indented(`» ${line.comment}`, width).map(text));
  }
  if (order.comment) {
    blocks.push(
      { type: 'rule' },
      { type: 'text', text: `${RECEIPT_TEXTS.comment}:`, isBold: true },
      ...wrap(order.comment, width).map(text),
    );
  }
  blocks.push({ type: 'cut' });
  return blocks;
}

/** The test page of a printer (POST /api/devices/{id}/test/print). */
export function testPageBlocks(input: {
  deviceName: string;
  paperWidth: PaperWidth;
  at: Date;
  timeZone: string;
  url: string;
}): ReceiptBlock[] {
  return [
    { type: 'text', text: RECEIPT_TEXTS.testTitle, align: 'center', isBold: true, size: 2 },
    { type: 'text', text: input.deviceName, align: 'center' },
    { type: 'text', text: dateTime(input.at.toISOString(), input.timeZone), align: 'center' },
    { type: 'rule' },
    { type: 'text', text: RECEIPT_TEXTS.testLine },
    { type: 'text', text: `${input.paperWidth} mm · ${RECEIPT_COLUMNS[input.paperWidth]} Zeichen` },
    { type: 'qr', url: input.url },
    { type: 'cut' },
  ];
}

/** "26.11.2026, 18:30" in the shop's time zone. */
function dateTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('de-DE', {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
}
