import { describe, expect, it } from 'vitest';
import { deviceInputSchema } from '../contracts/devices.ts';
import {
  kitchenCopyBlocks,
  RECEIPT_COLUMNS,
  type ReceiptOrder,
  receiptBlocks,
  twoColumns,
  wrap,
} from './receipt-layout.ts';

describe('twoColumns', () => {
  it.each([
    ['Gesamt', '17,80 €', 20, ['Gesamt       17,80 €']],
    ['Pizza Margherita groß', '9,50 €', 20, ['Pizza Margherita', 'groß          9,50 €']],
    ['Cola', '', 10, ['Cola']],
    ['Schokoladenkuchen', '12,50 €', 20, ['Schokoladenkuchen', '             12,50 €']],
  ])('%s | %s at %i', (left, right, width, expected) => {
    expect(twoColumns(left, right, width)).toEqual(expected);
    for (const line of expected) expect(line.length).toBeLessThanOrEqual(width);
  });
});

describe('wrap', () => {
  it.each([
    ['ein zwei drei', 8, '', ['ein zwei', 'drei']],
    ['Extrakäse, Oliven, Zwiebeln', 12, '  ', ['Extrakäse,', '  Oliven,', '  Zwiebeln']],
    ['Donaudampfschiff', 6, '', ['Donaud', 'ampfsc', 'hiff']],
  ])('%s at %i', (text, width, indent, expected) => {
    expect(wrap(text, width, indent)).toEqual(expected);
  });
});

const order: ReceiptOrder = {
  ticketNumber: '42',
  isDelivery: true,
  isDineIn: false,
  tableIdentifier: null,
  appointment: '2026-11-26T17:30:00.000Z',
  appointmentDate: null,
  createdAt: '2026-11-26T17:00:00.000Z',
  customer: {
    name: null,
    firstName: 'Jürgen',
    lastName: 'Weiß',
    company: null,
    email: null,
    phone: '+49 30 1234',
  },
  address: { street: 'Hauptstraße 1', zipCode: '10115', city: 'Berlin' } as ReceiptOrder['address'],
  lines: [
    {
      name: 'Pizza Fünf Käse',
      amount: 2,
      unit: 'piece',
      gross: 1900,
      isPriceHidden: false,
      comment: 'gut durchgebacken',
      parts: [
        { index: 0, name: 'Extras', type: 'options', values: ['Oliven', 'Zwiebeln'], options: [] },
      ],
    },
  ] as unknown as ReceiptOrder['lines'],
  gross: 1900,
  deliveryGross: 250,
  totalGross: 2150,
  taxes: [{ rate: 7, net: 2009, tax: 141, gross: 2150 }] as unknown as ReceiptOrder['taxes'],
  comment: 'Bitte klingeln',
  currency: 'EUR',
  branch: { name: 'Filiale Süd' },
};
const options = {
  shopName: 'Bäckerei Müller',
  ticketLabel: 'Ticket',
  statusUrl: 'https://shop.example.test/status/u/h',
  timeZone: 'Europe/Berlin',
};

describe('receiptBlocks (the till-roll receipt)', () => {
  it.each([58, 80] as const)(
    'fits %i mm and holds everything the receipt must say',
    (paperWidth) => {
      const blocks = receiptBlocks(order, { ...options, paperWidth });
      const texts = blocks.flatMap((block) => (block.type === 'text' ? [block] : []));
      for (const block of texts) {
        expect(block.text.length * (block.size ?? 1)).toBeLessThanOrEqual(
          RECEIPT_COLUMNS[paperWidth],
        );
      }
      const all = texts.map((block) => block.text).join('\n');
      expect(texts.find((block) => block.text === 'Ticket 42')).toMatchObject({
        size: 3,
        isBold: true,
      });
      expect(all).toContain('Lieferung');
      expect(all).toContain('Fällig: 26.11.2026, 18:30 Uhr');
      expect(all).toMatch(/2 Stück Pizza Fünf Käse/);
      expect(all).toContain('19,00 €');
      expect(all).toContain('  Extras: Oliven, Zwiebeln');
      expect(all).toContain('gut durchgebacken');
      expect(all).toContain('Bitte klingeln');
      expect(all).toMatch(/Gesamt +21,50 €/);
      expect(all).toContain('enthält 7 % MwSt.: 1,41 €');
      expect(blocks).toContainEqual({ type: 'qr', url: options.statusUrl });
      expect(blocks.at(-1)).toEqual({ type: 'cut' });
    },
  );

  it.each([
    [
      'codes of product and options',
      { allergens: ['gluten', 'milk'], additives: ['colour'] },
      true,
    ],
    ['no codes', { allergens: [], additives: [] }, false],
    ['an older line without labels', undefined, false],
  ] as const)(
    'prints a line’s allergens and additives (decision 032): %s',
    (_name, labels, shown) => {
      const lines = order.lines.map((entry) => ({ ...entry, labels }));
      const blocks = receiptBlocks({ ...order, lines } as ReceiptOrder, {
        ...options,
        paperWidth: 58,
      });
      const all = blocks.map((block) => (block.type === 'text' ? block.text : '')).join('\n');
      expect(
        all
          .replace(/\n +/g, ' ')
          .includes('Enthält: Glutenhaltiges Getreide, Milch; mit Farbstoff'),
      ).toBe(shown);
      expect(all.includes('Enthält')).toBe(shown);
    },
  );

  it.each([
    ['a line with a deposit', 50, 50, true],
    ['no deposit', 0, 0, false],
    ['an older order without the fields', undefined, undefined, false],
  ] as const)(
    'prints deposits beside the price (decision 046): %s',
    (_name, lineDeposit, depositGross, shown) => {
      const lines = order.lines.map((entry) => ({ ...entry, deposit: lineDeposit }));
      const blocks = receiptBlocks(
        { ...order, lines, depositGross, totalGross: 2150 + (depositGross ?? 0) } as ReceiptOrder,
        { ...options, paperWidth: 58 },
      );
      const all = blocks.map((block) => (block.type === 'text' ? block.text : '')).join('\n');
      expect(all.includes('zzgl. 0,50 € Pfand')).toBe(shown);
      expect(/Pfand +0,50 €/.test(all)).toBe(shown);
      expect(all).toMatch(shown ? /Gesamt +22,00 €/ : /Gesamt +21,50 €/);
    },
  );

  it.each([
    ['reusable packaging for 5,00 €', 500, true],
    ['single-use packaging', 0, false],
    ['an older order without the field', undefined, false],
  ] as const)('names the packaging (decision 051): %s', (_name, packagingDeposit, shown) => {
    const chosen = { ...order, packagingDeposit, depositGross: packagingDeposit } as ReceiptOrder;
    const receipt = receiptBlocks(chosen, { ...options, paperWidth: 58 })
      .map((block) => (block.type === 'text' ? block.text : ''))
      .join('\n');
    expect(
      receipt.replace(/\n/g, ' ').includes('Verpackung: Mehrwegverpackung (Pfand 5,00 €)'),
    ).toBe(shown);
    const kitchen = kitchenCopyBlocks(chosen, { ...options, paperWidth: 58 }).flatMap((block) =>
      block.type === 'text' ? [block] : [],
    );
    const line = kitchen.find((block) => block.text === 'Verpackung: Mehrwegverpackung');
    expect(line?.isBold ?? false).toBe(shown);
    expect(kitchen.some((block) => block.text.includes('€'))).toBe(false);
  });

  it('names the table of a dine-in order and leaves out the delivery fee', () => {
    const blocks = receiptBlocks(
      { ...order, isDelivery: false, isDineIn: true, tableIdentifier: '7' },
      { ...options, paperWidth: 80 },
    );
    const all = blocks.map((block) => (block.type === 'text' ? block.text : '')).join('\n');
    expect(all).toContain('Dine In · Tisch 7');
    expect(all).not.toContain('Liefergebühr');
  });
});

describe('kitchenCopyBlocks (the kitchen copy)', () => {
  it.each([58, 80] as const)('fits %i mm, says what to cook and shows no money', (paperWidth) => {
    const blocks = kitchenCopyBlocks(order, { ...options, paperWidth });
    const texts = blocks.flatMap((block) => (block.type === 'text' ? [block] : []));
    for (const block of texts) {
      expect(block.text.length * (block.size ?? 1)).toBeLessThanOrEqual(
        RECEIPT_COLUMNS[paperWidth],
      );
    }
    const all = texts.map((block) => block.text).join('\n');
    expect(texts[0]).toMatchObject({ text: 'Küche', size: 2 });
    expect(all).toContain('Ticket 42');
    expect(all).toContain('Lieferung');
    expect(all).toContain('Fällig: 26.11.2026, 18:30 Uhr');
    expect(all).toMatch(/2 Stück Pizza Fünf Käse/);
    expect(all).toContain('  Extras: Oliven, Zwiebeln');
    expect(all).toContain('gut durchgebacken');
    expect(all).toContain('Bitte klingeln');
    expect(all).not.toMatch(/€|MwSt|Gesamt/);
    expect(blocks.some((block) => block.type === 'qr')).toBe(false);
    expect(blocks.at(-1)).toEqual({ type: 'cut' });
  });
});

describe('deviceInputSchema', () => {
  const valid = { identifier: 'kasse-1', name: 'Kasse', kind: 'receiptPrinter', branchId: 1 };
  it.each([
    [{}, true],
    [{ connection: { host: '192.168.1.50', port: 9100 } }, true],
    [{ identifier: 'Kasse 1' }, false],
    [{ kind: 'fax' }, false],
    [{ paperWidth: 70 }, false],
    [{ copies: 0 }, false],
    [{ connection: { host: 'drucker;rm', port: 9100 } }, false],
  ])('%j valid: %s', (change, isValid) => {
    expect(deviceInputSchema.safeParse({ ...valid, ...change }).success).toBe(isValid);
  });
});
