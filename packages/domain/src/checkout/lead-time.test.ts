import { describe, expect, it } from 'vitest';
import { parseTimeOfDay } from '../hours/local-date.ts';
import { zonedTimeToInstant } from '../hours/time-zone.ts';
import { buildProduct } from '../testing/factories.ts';
import { checkLeadTime, leadTimeEarliest, leadTimeLabel } from './lead-time.ts';

const BERLIN = 'Europe/Berlin';
const at = (date: string, time: string) => zonedTimeToInstant(date, parseTimeOfDay(time), BERLIN);
const now = at('2026-12-02', '12:02');
const plain = buildProduct();
const twoDays = buildProduct({ isLeadTimeEnabled: true, leadTimeType: 'days', leadTimeValue: 2 });
const ninetyMinutes = buildProduct({
  isLeadTimeEnabled: true,
  leadTimeType: 'minutes',
  leadTimeValue: 90,
});
const disabled = buildProduct({
  isLeadTimeEnabled: false,
  leadTimeType: 'weeks',
  leadTimeValue: 3,
});

describe('leadTimeEarliest', () => {
  it.each([
    ['no products', [], null],
    ['no lead time', [plain], null],
    ['a disabled lead time', [disabled], null],
    ['two days, same wall time, 5-minute step', [plain, twoDays], at('2026-12-04', '12:05')],
    ['the longest lead time wins', [ninetyMinutes, twoDays], at('2026-12-04', '12:05')],
    ['90 minutes', [ninetyMinutes], at('2026-12-02', '13:35')],
  ])('%s', (_name, products, expected) => {
    expect(leadTimeEarliest({ now, timeZone: BERLIN, products })).toEqual(expected);
  });
});

describe('checkLeadTime (spec §3 lead times)', () => {
  const refused = {
    ok: false,
    error: {
      code: 'leadTimeNotMet',
      field: 'appointmentDate',
      message:
        'Für dieses Produkt benötigen wir eine Vorlaufzeit. Bitte wählen Sie einen Termin ab 04.12.2026, 12:05 Uhr aus.',
    },
  };
  it.each([
    ['no lead time, as soon as possible', null, [plain], { ok: true, value: null }],
    ['lead time, as soon as possible', null, [twoDays], refused],
    ['lead time, too early', at('2026-12-03', '12:00'), [twoDays], refused],
    ['lead time, one step too early', at('2026-12-04', '12:00'), [twoDays], refused],
    [
      'lead time, exactly the earliest',
      at('2026-12-04', '12:05'),
      [twoDays],
      { ok: true, value: null },
    ],
    ['lead time, later', at('2026-12-10', '09:00'), [twoDays], { ok: true, value: null }],
  ])('%s', (_name, appointment, products, expected) => {
    expect(checkLeadTime({ appointment, now, timeZone: BERLIN, products })).toEqual(expected);
  });
});

describe('leadTimeLabel (docs/decisions/016)', () => {
  const lead = (leadTimeType: 'minutes' | 'hours' | 'days' | 'weeks', leadTimeValue: number) =>
    buildProduct({ isLeadTimeEnabled: true, leadTimeType, leadTimeValue });
  it.each([
    ['no lead time', plain, null],
    ['a disabled one', disabled, null],
    ['zero', lead('days', 0), null],
    ['90 minutes', ninetyMinutes, 'Vorlaufzeit: 90 Minuten'],
    ['1 minute', lead('minutes', 1), 'Vorlaufzeit: 1 Minute'],
    ['1 hour', lead('hours', 1), 'Vorlaufzeit: 1 Stunde'],
    ['12 hours', lead('hours', 12), 'Vorlaufzeit: 12 Stunden'],
    ['1 day', lead('days', 1), 'Vorlaufzeit: 1 Tag'],
    ['2 days', twoDays, 'Vorlaufzeit: 2 Tage'],
    ['1 week', lead('weeks', 1), 'Vorlaufzeit: 1 Woche'],
    ['3 weeks', lead('weeks', 3), 'Vorlaufzeit: 3 Wochen'],
  ])('%s', (_name, product, expected) => {
    expect(leadTimeLabel(product)).toBe(expected);
  });
});
