import { describe, expect, it } from 'vitest';
import type { HoursEntry } from '../contracts/entities.ts';
import { parseTimeOfDay } from '../hours/local-date.ts';
import { zonedTimeToInstant } from '../hours/time-zone.ts';
import { buildBranch, buildDeliveryArea } from '../testing/factories.ts';
import { type CheckoutStateInput, checkoutBlocker, submitButtonText } from './checkout-state.ts';

const BERLIN = 'Europe/Berlin';
const at = (date: string, time: string) => zonedTimeToInstant(date, parseTimeOfDay(time), BERLIN);
const daily: HoursEntry[] = [{ type: 'daily', isClosed: false, from: '10:00', to: '22:00' }];
const evening: HoursEntry[] = [{ type: 'daily', isClosed: false, from: '17:00', to: '21:00' }];
const branch = buildBranch({
  openingHours: daily,
  deliveryHours: evening,
  isDeliveryHoursEnabled: true,
});
const area = buildDeliveryArea({ minimumOrderValue: 1500 });
const nbsp = '\u00a0';

const input = (overrides: Partial<CheckoutStateInput> = {}): CheckoutStateInput => ({
  branch,
  method: 'takeaway',
  itemCount: 1,
  itemsGross: 2000,
  deliveryArea: area,
  now: at('2025-01-13', '18:00'),
  timeZone: BERLIN,
  ...overrides,
});

describe('checkoutBlocker', () => {
  it.each([
    ['nothing blocks', input(), { ok: true, value: null }],
    [
      'empty cart',
      input({ itemCount: 0 }),
      { ok: false, error: { code: 'cartEmpty', message: 'Keine Produkte im Warenkorb!' } },
    ],
    [
      'order type off',
      input({ branch: { ...branch, isDineInEnabled: false }, method: 'dineIn' }),
      {
        ok: false,
        error: {
          code: 'deliveryMethodUnavailable',
          message: 'Sie haben einen ungültigen Wert ausgewählt.',
        },
      },
    ],
    [
      'closed, no preorder',
      input({ now: at('2025-01-13', '23:00') }),
      { ok: false, error: { code: 'closed', message: 'Derzeit haben wir leider geschlossen.' } },
    ],
    [
      'closed with preorder',
      input({ now: at('2025-01-13', '23:00'), branch: { ...branch, isPreorderEnabled: true } }),
      { ok: true, value: null },
    ],
    [
      'delivery hours over',
      input({ method: 'delivery', now: at('2025-01-13', '21:30') }),
      {
        ok: false,
        error: { code: 'closed', message: 'Derzeit bieten wir leider keine Lieferung an.' },
      },
    ],
    [
      'below the delivery minimum',
      input({ method: 'delivery', itemsGross: 1000 }),
      {
        ok: false,
        error: {
          code: 'minimumOrderNotReached',
          message: `Sie haben den Mindestbestellwert in Höhe von 15,00${nbsp}€ leider noch nicht erreicht.`,
          hint: `Fügen Sie Waren im Wert von mindestens 5,00${nbsp}€ hinzu oder wählen Sie eine andere Art der Lieferung.`,
        },
      },
    ],
    [
      'ordering paused (decision 041): before the other blockers',
      input({
        now: at('2025-01-13', '23:00'),
        branch: { ...branch, orderingPausedUntil: at('2025-01-13', '23:30').toISOString() },
      }),
      {
        ok: false,
        error: {
          code: 'orderingPaused',
          message:
            'Online-Bestellungen sind gerade pausiert. Ab 23:30 Uhr können Sie wieder bestellen.',
        },
      },
    ],
    [
      'the pause is over',
      input({
        branch: { ...branch, orderingPausedUntil: at('2025-01-13', '18:00').toISOString() },
      }),
      { ok: true, value: null },
    ],
    ['the minimum only applies to delivery', input({ itemsGross: 100 }), { ok: true, value: null }],
    [
      'delivery at the minimum',
      input({ method: 'delivery', itemsGross: 1500 }),
      { ok: true, value: null },
    ],
  ])('%s', (_name, state, expected) => {
    expect(checkoutBlocker(state)).toEqual(expected);
  });
});

describe('submitButtonText (spec §2)', () => {
  it.each([
    ['open', input(), 'Bestellung abschicken'],
    ['submitting', { ...input(), isSubmitting: true }, 'Verarbeiten...'],
    [
      'quotation',
      input({ branch: { ...branch, isQuotationRequired: true } }),
      'Angebotsanfrage abschicken',
    ],
    [
      'closed with preorder',
      input({ now: at('2025-01-13', '23:00'), branch: { ...branch, isPreorderEnabled: true } }),
      'Vorbestellung abschicken',
    ],
    ['closed without preorder', input({ now: at('2025-01-13', '23:00') }), 'Bestellung abschicken'],
    [
      'delivery closed with preorder',
      input({
        method: 'delivery',
        now: at('2025-01-13', '12:00'),
        branch: { ...branch, isPreorderEnabled: true },
      }),
      'Vorbestellung abschicken',
    ],
  ])('%s → %s', (_name, state, text) => {
    expect(submitButtonText(state)).toBe(text);
  });
});
