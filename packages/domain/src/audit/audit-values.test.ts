import { describe, expect, it } from 'vitest';
import { auditEntityName, formatAuditValue } from './audit-values.ts';

describe('auditEntityName (spec §7 logs: names instead of ids)', () => {
  it.each([
    ['a name after the change', null, { name: 'München-Schwabing' }, 'München-Schwabing'],
    ['the name before a delete', { name: 'Alt' }, null, 'Alt'],
    ['a person', null, { firstName: 'Mia', lastName: 'Theke', email: 'm@x.de' }, 'Mia Theke'],
    ['an email only', null, { email: 'm@x.de' }, 'm@x.de'],
    ['an order ticket', { ticketNumber: '17' }, { ticketNumber: '17' }, '#17'],
    ['nothing to name', null, { isActive: true }, null],
    ['not an object', null, [1, 2], null],
  ])('%s', (_case, before, after, expected) => {
    expect(auditEntityName(before, after)).toBe(expected);
  });
});

describe('formatAuditValue (spec §7 logs: readable values)', () => {
  it.each([
    ['price', 250, '2,50\u00a0€'],
    ['minimumOrderValue', 1500, '15,00\u00a0€'],
    ['totalGross', 1234, '12,34\u00a0€'],
    ['isActive', true, 'Ja'],
    ['isActive', false, 'Nein'],
    ['name', 'Pizza', 'Pizza'],
    ['amount', 2.5, '2,5'],
    ['description', null, '–'],
    ['description', undefined, '–'],
    ['description', '', '–'],
    ['tags', ['vegan', 'scharf'], 'vegan, scharf'],
    ['tags', [], '–'],
  ])('%s = %j', (field, value, expected) => {
    expect(formatAuditValue(field, value)).toBe(expected);
  });

  it('leaves structured values to the raw details (null)', () => {
    expect(formatAuditValue('hours', [{ day: 1, from: '08:00' }])).toBeNull();
    expect(formatAuditValue('address', { street: 'A' })).toBeNull();
  });
});
