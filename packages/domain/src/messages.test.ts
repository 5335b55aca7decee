import { describe, expect, it } from 'vitest';
import { fillMessage, MESSAGES } from './messages.ts';

describe('fillMessage', () => {
  it.each([
    ['{count} Produkte im Warenkorb', { count: 3 }, '3 Produkte im Warenkorb'],
    [
      'Wir öffnen wieder am {day} um {time} Uhr.',
      { day: 'Montag', time: '10:00' },
      'Wir öffnen wieder am Montag um 10:00 Uhr.',
    ],
    ['{missing} bleibt', {}, '{missing} bleibt'],
    ['ohne Platzhalter', { x: 1 }, 'ohne Platzhalter'],
    ['{a}{a}', { a: 'x' }, 'xx'],
  ])('%j with %j → %j', (template, values, expected) => {
    expect(fillMessage(template, values)).toBe(expected);
  });
});

describe('MESSAGES carry the spec wording', () => {
  it.each([
    [
      'minimumOrderNotReached',
      'Sie haben den Mindestbestellwert in Höhe von {amount} leider noch nicht erreicht.',
    ],
    [
      'minimumOrderHint',
      'Fügen Sie Waren im Wert von mindestens {amount} hinzu oder wählen Sie eine andere Art der Lieferung.',
    ],
    ['freeDeliveryFrom', 'Kostenlose Lieferung ab {amount}.'],
    ['reopensOnDay', 'Wir öffnen wieder am {day} um {time} Uhr.'],
    ['deliveryResumesOnDay', 'Wir liefern wieder am {day} ab {time} Uhr.'],
    [
      'appointmentClosed',
      'Zum ausgewählten Zeitpunkt haben wir leider geschlossen. Bitte wählen Sie einen Termin während unserer Öffnungszeiten.',
    ],
    ['phoneFormat', 'Bitte geben Sie eine gültige Nummer im Format {phone} an.'],
    ['submitting', 'Verarbeiten...'],
    ['rejectCounterAppointment', 'Nein, Bestellung stornieren'],
    ['itemAdded', 'Produkt zum Warenkorb hinzugefügt.'],
    ['defaultLinkLabel', 'mehr erfahren'],
  ] as const)('%s', (key, text) => {
    expect(MESSAGES[key]).toBe(text);
  });
});
