import { describe, expect, it } from 'vitest';
import { pushMessageOf, windowFor } from './push.ts';

describe('pushMessageOf', () => {
  it.each([
    [
      '{"title":"Neue Bestellung","body":"Bon 3 · Lieferung · 12,50 €","url":"/backend/orders/9"}',
      { title: 'Neue Bestellung', body: 'Bon 3 · Lieferung · 12,50 €', url: '/backend/orders/9' },
    ],
    // a link away from the back-office is never followed
    [
      '{"title":"X","body":"Y","url":"https://evil.example/"}',
      { title: 'X', body: 'Y', url: '/backend' },
    ],
    ['{"title":"X","body":"Y","url":"/checkout"}', { title: 'X', body: 'Y', url: '/backend' }],
    ['kein JSON', { title: 'Neue Bestellung', body: '', url: '/backend' }],
    [null, { title: 'Neue Bestellung', body: '', url: '/backend' }],
    ['{"title":5}', { title: 'Neue Bestellung', body: '', url: '/backend' }],
  ])('reads %s', (text, message) => {
    expect(pushMessageOf(text)).toEqual(message);
  });
});

describe('windowFor', () => {
  const origin = 'https://shop.example';
  const at = (path: string) => ({ url: `${origin}${path}` });

  it('prefers the window already showing the order', () => {
    const windows = [at('/backend/orders/current'), at('/backend/orders/9')];
    expect(windowFor(windows, '/backend/orders/9', origin)).toEqual({
      window: windows[1],
      navigate: false,
    });
  });

  it('else takes a back-office window and navigates it', () => {
    const windows = [at('/'), at('/backend/orders/current')];
    expect(windowFor(windows, '/backend/orders/9', origin)).toEqual({
      window: windows[1],
      navigate: true,
    });
  });

  it('opens a new window when only the storefront is open', () => {
    expect(windowFor([at('/'), at('/backendx')], '/backend/orders/9', origin)).toBeNull();
    expect(windowFor([], '/backend/orders/9', origin)).toBeNull();
  });
});
