import {
  appointmentLabel,
  type CalculationModel,
  DELIVERY_METHOD_LABELS,
  deliveryMethodOf,
  escapeMarkup,
  formatMoney,
  formatQuantity,
  PAYMENT_METHOD_LABELS,
  type PaymentMethod,
  type PublicConfig,
  packagingChoiceLabel,
  priceLabel,
  ticketLabel,
  type Unit,
  unitLabel,
  unitTypeOf,
  withdrawalNotice,
  withdrawalRightOf,
} from '@shop/domain';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import type { BranchContact } from '../catalogue/order-context.read-model.ts';
import type { OrderPartSnapshot } from './order-checkout.ts';
import type { OrderItemRow, OrderRow } from './orders.repository.ts';

export type OrderMailInput = {
  order: OrderRow;
  items: OrderItemRow[];
  branch: BranchContact;
  config: Pick<PublicConfig, 'shopName' | 'currency' | 'timeZone' | 'disableTickets'>;
  statusUrl: string;
  recipient: 'customer' | 'branch';
};

type Row = { label: string; value: string };

function kindOf(order: OrderRow): string {
  if (order.isQuotation) return 'Angebotsanfrage';
  return order.isPreorder ? 'Vorbestellung' : 'Bestellung';
}

function lineAmount(item: OrderItemRow): string {
  const unit = item.unit as Unit;
  const amount = formatQuantity(item.amount);
  return unitTypeOf(unit) === 'amount' ? `${amount} ×` : `${amount} ${unitLabel(unit)}`;
}

function linePrice(item: OrderItemRow, currency: string): string {
  if (item.product.isPriceHidden === true) return 'Preis nach Vereinbarung';
  return priceLabel(item.gross, item.calculationModel as CalculationModel, currency);
}

function infoRows(input: OrderMailInput): Row[] {
  const { order, config } = input;
  const method = deliveryMethodOf(order);
  const number = String(config.disableTickets ? order.id : order.ticketNumber);
  const name = [order.firstName, order.lastName].filter(Boolean).join(' ');
  const address = [
    order.street,
    order.city,
    order.floor ? `Stock ${order.floor}` : null,
    order.stairway ? `Stiege ${order.stairway}` : null,
    order.door ? `Tür ${order.door}` : null,
  ]
    .filter(Boolean)
    .join(', ');
  const rows: (Row | null)[] = [
    { label: ticketLabel(config), value: number },
    { label: 'Filiale', value: input.branch.name },
    { label: 'Art der Lieferung', value: DELIVERY_METHOD_LABELS[method] },
    order.tableIdentifier ? { label: 'Tisch', value: order.tableIdentifier } : null,
    order.deliveryAreaName ? { label: 'Liefergebiet', value: order.deliveryAreaName } : null,
    {
      label: 'Termin',
      value: appointmentLabel(order.appointmentDate, false, config.timeZone),
    },
    { label: 'Zahlungsart', value: PAYMENT_METHOD_LABELS[order.paymentMethod as PaymentMethod] },
    input.recipient === 'branch' && name ? { label: 'Name', value: name } : null,
    input.recipient === 'branch' && order.phone ? { label: 'Telefon', value: order.phone } : null,
    input.recipient === 'branch' && order.email ? { label: 'E-Mail', value: order.email } : null,
    address ? { label: 'Adresse', value: address } : null,
    order.comment ? { label: 'Anmerkung', value: order.comment } : null,
  ];
  return rows.filter((row): row is Row => row !== null);
}

function totalRows(order: OrderRow): Row[] {
  const money = (cents: number) => formatMoney(cents, order.currency);
  const total = order.isPriceApproximate
    ? `ca. ${money(order.totalGross)}`
    : money(order.totalGross);
  return [
    { label: 'Zwischensumme', value: money(order.gross) },
    // Deposits beside the items, inside the total (docs/decisions/046-deposits-and-credit-notes.md).
    ...(order.depositGross ? [{ label: 'Pfand', value: money(order.depositGross) }] : []),
    // The reusable packaging (§33 VerpackG, decision 051): its deposit is part of "Pfand".
    ...(order.packagingDeposit
      ? [{ label: 'Verpackung', value: packagingChoiceLabel('reusable', order.packagingDeposit) }]
      : []),
    ...(order.isDelivery
      ? [
          {
            label: 'Lieferkosten',
            value: order.deliveryGross === 0 ? 'Kostenlos' : money(order.deliveryGross),
          },
        ]
      : []),
    { label: 'Gesamt', value: total },
    ...order.taxes.map((line) => ({
      label: `enthaltene MwSt. ${String(line.rate).replace('.', ',')} %`,
      value: money(line.tax),
    })),
  ];
}

function subjectOf(input: OrderMailInput): string {
  const { order, config } = input;
  const number = `${ticketLabel(config)} ${config.disableTickets ? order.id : order.ticketNumber}`;
  if (input.recipient === 'branch')
    return `Neue ${kindOf(order)} – ${number} – ${input.branch.name}`;
  return `Ihre ${kindOf(order)} bei ${config.shopName} – ${number}`;
}

function introOf(input: OrderMailInput): string[] {
  const { order, config } = input;
  if (input.recipient === 'branch') {
    return [`Es ist eine neue ${kindOf(order)} eingegangen.`];
  }
  const name = [order.firstName, order.lastName].filter(Boolean).join(' ');
  return [
    name ? `Guten Tag ${name},` : 'Guten Tag,',
    `vielen Dank für Ihre ${kindOf(order)} bei ${config.shopName}. Wir melden uns, sobald sie bestätigt ist.`,
  ];
}

/** The new-order email (German text and HTML): order info, lines, totals and the status link. */
export function renderOrderMail(input: OrderMailInput): Omit<MailMessage, 'to'> {
  const { order, items, branch } = input;
  const info = infoRows(input);
  const lines = items.map((item) => {
    const parts = (item.parts as OrderPartSnapshot[]).map(
      (part) => `${part.name}: ${part.values.join(', ')}`,
    );
    return {
      title: `${lineAmount(item)} ${item.name}`,
      parts,
      price: linePrice(item, order.currency),
    };
  });
  const totals = totalRows(order);
  // § 312g BGB: the customer's copy states the right of withdrawal of what was bought (decision 048).
  const withdrawal =
    input.recipient === 'customer'
      ? [
          withdrawalNotice(
            withdrawalRightOf(
              items.map((item) => ({
                name: item.name,
                isShelfStable: item.product.isShelfStable === true,
              })),
            ),
          ),
        ]
      : [];
  const contact = [branch.name, `${branch.street}, ${branch.zipCode} ${branch.city}`]
    .concat(branch.phone ? `Telefon ${branch.phone}` : [], branch.email ? branch.email : [])
    .join('\n');
  const text = [
    ...introOf(input),
    '',
    ...info.map((row) => `${row.label}: ${row.value}`),
    '',
    'Ihre Auswahl:',
    ...lines.flatMap((line) => [
      `${line.title} – ${line.price}`,
      ...line.parts.map((p) => `   ${p}`),
    ]),
    '',
    ...totals.map((row) => `${row.label}: ${row.value}`),
    '',
    ...withdrawal.flatMap((notice) => [notice, '']),
    'Den aktuellen Stand sehen Sie hier:',
    input.statusUrl,
    '',
    contact,
  ].join('\n');
  const cell = 'style="padding:2px 12px 2px 0;vertical-align:top"';
  const table = (rows: Row[]) =>
    `<table>${rows.map((row) => `<tr><td ${cell}>${escapeMarkup(row.label)}</td><td ${cell}>${escapeMarkup(row.value)}</td></tr>`).join('')}</table>`;
  const html = [
    '<!doctype html><html lang="de"><body style="font-family:sans-serif">',
    ...introOf(input).map((line) => `<p>${escapeMarkup(line)}</p>`),
    table(info),
    '<h2 style="font-size:1.1em">Ihre Auswahl</h2>',
    `<table>${lines
      .map(
        (line) =>
          `<tr><td ${cell}>${escapeMarkup(line.title)}${line.parts.map((p) => `<br><small>${escapeMarkup(p)}</small>`).join('')}</td><td ${cell}>${escapeMarkup(line.price)}</td></tr>`,
      )
      .join('')}</table>`,
    table(totals),
    ...withdrawal.map((notice) => `<p><small>${escapeMarkup(notice)}</small></p>`),
    `<p><a href="${escapeMarkup(input.statusUrl)}">Status Ihrer ${kindOf(order)} ansehen</a></p>`,
    `<p>${contact.split('\n').map(escapeMarkup).join('<br>')}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject: subjectOf(input), text, html };
}

/** The new-order SMS (SMS plugin): short, with the ticket and the status link. */
export function renderOrderSms(
  input: Omit<OrderMailInput, 'items' | 'recipient' | 'branch'>,
): string {
  const { order, config } = input;
  const number = `${ticketLabel(config)} ${config.disableTickets ? order.id : order.ticketNumber}`;
  return `${config.shopName}: Vielen Dank für Ihre ${kindOf(order)}! ${number}. Status: ${input.statusUrl}`;
}
