import { describe, expect, it } from 'vitest';
import { buildBranch } from '../testing/factories.ts';
import { validateCounterAppointment } from './counter-appointment.ts';

// Wednesday 2 December 2026, 12:00 in Berlin; the factory branch opens 10:00–22:00 on weekdays,
// delivery hours (when enabled) 11:00–21:00.
const NOW = new Date('2026-12-02T11:00:00Z');
const berlin = (localIso: string) => new Date(`${localIso}+01:00`);
const input = (overrides: Partial<Parameters<typeof validateCounterAppointment>[0]> = {}) => ({
  counterAppointment: berlin('2026-12-02T14:00:00'),
  status: 'pending' as const,
  branch: buildBranch(),
  method: 'takeaway' as const,
  now: NOW,
  timeZone: 'Europe/Berlin',
  ...overrides,
});

const CLOSED =
  'Zum ausgewählten Zeitpunkt haben wir leider geschlossen. Bitte wählen Sie einen Termin während unserer Öffnungszeiten.';

describe('validateCounterAppointment', () => {
  it.each([
    ['this afternoon', berlin('2026-12-02T14:00:00')],
    ['the last minute before closing', berlin('2026-12-02T21:55:00')],
    ['tomorrow morning at opening', berlin('2026-12-03T10:00:00')],
    ['in 179 days on a weekday', berlin('2027-05-31T12:00:00')],
  ])('accepts %s', (_name, time) => {
    expect(validateCounterAppointment(input({ counterAppointment: time }))).toEqual({
      ok: true,
      value: time,
    });
  });

  it.each([
    ['in the past', berlin('2026-12-02T11:00:00')],
    ['after closing', berlin('2026-12-02T22:30:00')],
    ['before opening', berlin('2026-12-03T08:00:00')],
    ['on a Sunday', berlin('2026-12-06T12:00:00')],
    ['beyond the 180-day window', berlin('2027-06-02T12:00:00')],
  ])('refuses a time %s with the closed message', (_name, time) => {
    expect(validateCounterAppointment(input({ counterAppointment: time }))).toEqual({
      ok: false,
      error: { code: 'appointmentClosed', field: 'counterAppointment', message: CLOSED },
    });
  });

  it('checks delivery orders against the delivery hours', () => {
    const branch = buildBranch({ isDeliveryHoursEnabled: true });
    const late = berlin('2026-12-02T21:30:00');
    expect(validateCounterAppointment(input({ branch, counterAppointment: late })).ok).toBe(true);
    const result = validateCounterAppointment(
      input({ branch, method: 'delivery', counterAppointment: late }),
    );
    expect(result.ok ? null : result.error.code).toBe('appointmentClosed');
  });

  it.each([null, new Date(Number.NaN)])('asks for a time when none is given (%s)', (time) => {
    expect(validateCounterAppointment(input({ counterAppointment: time }))).toEqual({
      ok: false,
      error: {
        code: 'counterAppointmentRequired',
        field: 'counterAppointment',
        message: 'Bitte wählen Sie einen Termin für den Gegenvorschlag aus.',
      },
    });
  });

  it.each(['confirmed', 'inDelivery', 'completed', 'rejected', 'canceled', 'failed'] as const)(
    'refuses a proposal for an order that is %s',
    (status) => {
      expect(validateCounterAppointment(input({ status }))).toEqual({
        ok: false,
        error: {
          code: 'counterAppointmentNotAllowed',
          message:
            'Ein Gegenvorschlag ist nur für Bestellungen möglich, die noch nicht bestätigt sind.',
        },
      });
    },
  );
});
