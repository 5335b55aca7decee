import { describe, expect, it } from 'vitest';
import { buildConfig } from '../testing/factories.ts';
import type { OrderStatusView } from './order-view.ts';
import { orderStatusViewSchema } from './order-view.ts';
import {
  isQuestionnaireCommentVisible,
  shouldShowQuestionnaire,
  validateQuestionnaire,
} from './questionnaire.ts';
import {
  cancellationLines,
  isCounterAppointmentPending,
  shouldPollOrder,
  ticketLabel,
} from './status-page.ts';
import { orderTimeline, paymentStatus } from './timeline.ts';

const order = (overrides: Partial<OrderStatusView> = {}): OrderStatusView => ({
  id: 1,
  uid: 'u-1',
  hash: 'h'.repeat(32),
  ticketNumber: '17',
  paymentMethod: 'cash',
  isDelivery: false,
  isDineIn: false,
  tableIdentifier: null,
  appointmentDate: null,
  appointment: null,
  counterAppointment: null,
  rejectionMessage: null,
  branch: { id: 1 },
  questionnaireRating: null,
  isConfirmed: false,
  isInDelivery: false,
  isCompleted: false,
  isRejected: false,
  isCanceled: false,
  isFailed: false,
  isDelivered: false,
  isPaid: false,
  isRefunded: false,
  ...overrides,
});
const steps = (o: OrderStatusView) => orderTimeline(o).map((s) => `${s.label}:${s.state}`);

describe('orderTimeline (spec §4)', () => {
  it.each([
    [
      'waiting',
      order(),
      [
        'Warten auf Bestätigung:current',
        'Bestätigt und in Zubereitung:upcoming',
        'Abholbereit:upcoming',
        'Abgeschlossen:upcoming',
      ],
    ],
    [
      'confirmed delivery',
      order({ isDelivery: true, isConfirmed: true }),
      [
        'Warten auf Bestätigung:done',
        'Bestätigt und in Zubereitung:current',
        'In Zustellung:upcoming',
        'Abgeschlossen:upcoming',
      ],
    ],
    [
      'ready for pickup',
      order({ isConfirmed: true, isInDelivery: true }),
      [
        'Warten auf Bestätigung:done',
        'Bestätigt und in Zubereitung:done',
        'Abholbereit:current',
        'Abgeschlossen:upcoming',
      ],
    ],
    [
      'completed',
      order({ isConfirmed: true, isCompleted: true }),
      [
        'Warten auf Bestätigung:done',
        'Bestätigt und in Zubereitung:done',
        'Abholbereit:done',
        'Abgeschlossen:done',
      ],
    ],
    [
      'dine-in served (decision 016)',
      order({ isDineIn: true, isConfirmed: true, isInDelivery: true }),
      [
        'Warten auf Bestätigung:done',
        'Bestätigt und in Zubereitung:done',
        'Wird serviert:current',
        'Abgeschlossen:upcoming',
      ],
    ],
    [
      'dine-in waiting',
      order({ isDineIn: true }),
      [
        'Warten auf Bestätigung:current',
        'Bestätigt und in Zubereitung:upcoming',
        'Wird serviert:upcoming',
        'Abgeschlossen:upcoming',
      ],
    ],
    [
      'dine-in canceled while served',
      order({ isDineIn: true, isConfirmed: true, isInDelivery: true, isCanceled: true }),
      [
        'Warten auf Bestätigung:done',
        'Bestätigt und in Zubereitung:done',
        'Wird serviert:done',
        'Bestellung storniert:current',
      ],
    ],
    [
      'rejected',
      order({ isRejected: true }),
      ['Warten auf Bestätigung:done', 'Bestellung storniert:current'],
    ],
    [
      'canceled in delivery',
      order({ isDelivery: true, isConfirmed: true, isInDelivery: true, isCanceled: true }),
      [
        'Warten auf Bestätigung:done',
        'Bestätigt und in Zubereitung:done',
        'In Zustellung:done',
        'Bestellung storniert:current',
      ],
    ],
    [
      'failed',
      order({ isFailed: true }),
      ['Warten auf Bestätigung:done', 'Bestellung storniert:current'],
    ],
  ])('%s', (_name, anOrder, expected) => {
    expect(steps(anOrder)).toEqual(expected);
  });
});

describe('paymentStatus (spec §4 online payment)', () => {
  it.each([
    [order(), null],
    [order({ paymentMethod: 'atm-card', isPaid: true }), null],
    [order({ paymentMethod: 'mollie' }), { key: 'waiting', label: 'Warten auf Zahlungseingang' }],
    [order({ paymentMethod: 'mollie', isPaid: true }), { key: 'paid', label: 'Bezahlt' }],
    [
      order({ paymentMethod: 'datatrans', isPaid: true, isRefunded: true }),
      { key: 'refunded', label: 'Rückerstattet' },
    ],
  ])('%#', (anOrder, expected) => {
    expect(paymentStatus(anOrder)).toEqual(expected);
  });
});

describe('status page rules', () => {
  it.each([
    [order(), true],
    [order({ isConfirmed: true, isInDelivery: true }), true],
    [order({ isCompleted: true }), false],
    [order({ isRejected: true }), false],
    [order({ isCanceled: true }), false],
    [order({ isFailed: true }), false],
  ])('polls %#: %s', (anOrder, expected) => {
    expect(shouldPollOrder(anOrder)).toBe(expected);
  });

  it.each([
    [order(), false],
    [order({ counterAppointment: '2025-01-13T19:00:00+01:00' }), true],
    [order({ counterAppointment: '2025-01-13T19:00:00+01:00', isConfirmed: true }), false],
    [order({ counterAppointment: '2025-01-13T19:00:00+01:00', isRejected: true }), false],
    [order({ counterAppointment: '2025-01-13T19:00:00+01:00', isCanceled: true }), false],
  ])('counter-appointment prompt %#: %s', (anOrder, expected) => {
    expect(isCounterAppointmentPending(anOrder)).toBe(expected);
  });

  it('labels the ticket and words a cancellation', () => {
    expect(ticketLabel(buildConfig())).toBe('Ticket');
    expect(ticketLabel(buildConfig({ disableTickets: true }))).toBe('Bestellnummer');
    expect(cancellationLines(order())).toBeNull();
    expect(cancellationLines(order({ isCanceled: true }))).toEqual([
      'Ihre Bestellung wurde storniert.',
    ]);
    expect(
      cancellationLines(order({ isRejected: true, rejectionMessage: ' Zu viel los ' })),
    ).toEqual(['Ihre Bestellung wurde storniert.', 'Zu viel los']);
    expect(cancellationLines(order({ isRejected: true, rejectionMessage: '  ' }))).toEqual([
      'Ihre Bestellung wurde storniert.',
    ]);
  });

  it('parses the status view contract', () => {
    expect(orderStatusViewSchema.parse(order())).toEqual(order());
    expect(orderStatusViewSchema.safeParse({ ...order(), questionnaireRating: 6 }).success).toBe(
      false,
    );
  });
});

describe('questionnaire (spec §3, §5)', () => {
  const full = { rating: 5, foodRating: 4, serviceRating: 3, processRating: 1 };

  it('accepts four ratings with an optional comment', () => {
    expect(validateQuestionnaire(full)).toEqual({ ok: true, value: { ...full, comment: '' } });
    expect(validateQuestionnaire({ ...full, comment: ' Lecker ' })).toEqual({
      ok: true,
      value: { ...full, comment: 'Lecker' },
    });
  });

  it.each([
    [
      'missing rating',
      { ...full, rating: undefined },
      [['rating', 'notBlank', 'Dieser Wert sollte nicht leer sein.']],
    ],
    [
      'zero',
      { ...full, foodRating: 0 },
      [['foodRating', 'invalidRating', 'Dieser Wert sollte zwischen 1 und 5 sein.']],
    ],
    [
      'six',
      { ...full, serviceRating: 6 },
      [['serviceRating', 'invalidRating', 'Dieser Wert sollte zwischen 1 und 5 sein.']],
    ],
    [
      'fraction',
      { ...full, processRating: 2.5 },
      [['processRating', 'invalidRating', 'Dieser Wert sollte zwischen 1 und 5 sein.']],
    ],
    [
      'NaN',
      { ...full, rating: Number.NaN },
      [['rating', 'invalidValue', 'Dieser Wert ist nicht gültig.']],
    ],
    [
      'comment too long',
      { ...full, comment: 'x'.repeat(2001) },
      [
        [
          'comment',
          'tooLong',
          'Diese Zeichenkette ist zu lang. Sie sollte höchstens 2000 Zeichen haben.',
        ],
      ],
    ],
  ])('rejects %s', (_name, input, expected) => {
    const result = validateQuestionnaire(input);
    expect(result.ok ? [] : result.error.map((e) => [e.field, e.code, e.message])).toEqual(
      expected,
    );
  });

  it.each([
    [{}, false],
    [{ rating: 5, foodRating: 4, serviceRating: 3 }, false],
    [{ ...full, processRating: null }, false],
    [{ ...full, processRating: 7 }, false],
    [full, true],
  ])('shows the comment for %j: %s', (ratings, expected) => {
    expect(isQuestionnaireCommentVisible(ratings)).toBe(expected);
  });

  it.each([
    [true, order({ isCompleted: true }), false, true],
    [false, order({ isCompleted: true }), false, false],
    [true, order(), false, false],
    [true, order({ isCompleted: true, questionnaireRating: 4 }), false, false],
    [true, order({ isCompleted: true }), true, false],
  ])('shows the questionnaire %#', (enabled, anOrder, dismissed, expected) => {
    expect(
      shouldShowQuestionnaire(
        buildConfig({ enablePluginOrderReviews: enabled }),
        anOrder,
        dismissed,
      ),
    ).toBe(expected);
  });
});
