import { formatMoney } from '../money/format.ts';

/**
 * spec §7 GET /api/logs: the audit trail shown to a shop owner. Entries keep the API shapes of an
 * entity before and after a change; these rules turn them into what a person reads: the entity's
 * name instead of its id, money as "2,50 €", yes/no instead of true/false. Structured values
 * (hours, addresses) stay for the raw details (formatAuditValue answers null).
 */

const asRecord = (value: unknown): Record<string, unknown> | null =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

function nameOf(record: Record<string, unknown> | null): string | null {
  if (!record) return null;
  const person = [text(record.firstName), text(record.lastName)].filter(Boolean).join(' ');
  const ticket =
    text(record.ticketNumber) ??
    (typeof record.ticketNumber === 'number' ? String(record.ticketNumber) : null);
  return (
    text(record.name) ?? (person || null) ?? text(record.email) ?? (ticket ? `#${ticket}` : null)
  );
}

/** The entity's name (after the change, else before it), or null when it has none. */
export function auditEntityName(before: unknown, after: unknown): string | null {
  return nameOf(asRecord(after)) ?? nameOf(asRecord(before));
}

/** Fields holding money in cents in the API shapes (spec §3: prices, order values, totals). */
const MONEY_FIELD =
  /^(price|surcharge|fee|deliveryFee|minimumOrderValue|freeFromOrderValue|net|tax|gross|total\w*|delivery(Net|Tax|Gross)|tip|donation\w*)$/;

const germanNumber = (value: number) => String(value).replace('.', ',');

/** A value as a person reads it, or null for structured values (shown only in the raw details). */
export function formatAuditValue(field: string, value: unknown): string | null {
  if (value === null || value === undefined || value === '') return '–';
  if (typeof value === 'boolean') return value ? 'Ja' : 'Nein';
  if (typeof value === 'number') {
    return MONEY_FIELD.test(field) && Number.isInteger(value)
      ? formatMoney(value)
      : germanNumber(value);
  }
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) {
    if (value.length === 0) return '–';
    return value.every((entry) => typeof entry === 'string' || typeof entry === 'number')
      ? value.map(String).join(', ')
      : null;
  }
  return null;
}
