import { describe, expect, it } from 'vitest';
import {
  fitLine,
  LABEL_LAYOUTS,
  type LabelOrder,
  labelLines,
  labelPages,
  MAX_LABELS,
  orderLabels,
} from './label-layout.ts';

const line = (overrides: Record<string, unknown>) =>
  ({
    name: 'Pizza Margherita',
    amount: 1,
    unit: 'piece',
    parts: [],
    comment: null,
    product: null,
    ...overrides,
  }) as unknown as LabelOrder['lines'][number];

const order = (lines: LabelOrder['lines']): LabelOrder => ({
  ticketNumber: '12',
  appointment: null,
  appointmentDate: '2026-12-02T11:30:00.000Z',
  createdAt: '2026-12-02T10:00:00.000Z',
  customer: { firstName: 'Erika', lastName: 'Mustermann', name: null, company: null } as never,
  lines,
});
const options = { ticketLabel: 'Ticket', timeZone: 'Europe/Berlin' };

describe('LABEL_LAYOUTS (spec §9)', () => {
  it.each([
    ['compact', 12, 4, 48],
    ['detail', 5, 2, 10],
  ] as const)('%s: %i rows × %i columns = %i per sheet', (layout, rows, columns, perPage) => {
    expect(LABEL_LAYOUTS[layout]).toEqual({ rows, columns });
    expect(
      labelPages(Array.from({ length: perPage + 1 }), layout).map((page) => page.length),
    ).toEqual([perPage, 1]);
  });
});

describe('orderLabels', () => {
  it.each([
    ['3 pieces → 3 labels', line({ amount: 3 }), 3, 'Pizza Margherita'],
    ['a pair counts as its amount', line({ amount: 2, unit: 'pair', name: 'Wiener' }), 2, 'Wiener'],
    [
      '0,5 kg → one label naming the weight',
      line({ amount: 0.5, unit: 'kg', name: 'Bergkäse' }),
      1,
      '0,5 kg Bergkäse',
    ],
    [
      '1,5 l → one label',
      line({ amount: 1.5, unit: 'l', name: 'Apfelschorle' }),
      1,
      '1,5 l Apfelschorle',
    ],
  ] as const)('%s', (_name, entry, count, title) => {
    const labels = orderLabels(order([entry]), options);
    expect(labels).toHaveLength(count);
    expect(labels[0]?.title).toBe(title);
  });

  it('names whom and when, the parts, the comment and the allergens', () => {
    const [label] = orderLabels(
      order([
        line({
          parts: [{ name: 'Extras', values: ['Oliven', 'Zwiebeln'] }],
          comment: 'gut durchgebacken',
          product: { allergens: 'Gluten, Milch' },
        }),
      ]),
      options,
    );
    expect(label).toEqual({
      title: 'Pizza Margherita',
      details: ['Extras: Oliven, Zwiebeln', 'gut durchgebacken'],
      whom: 'Ticket 12 · Erika Mustermann',
      when: '02.12.2026, 12:30 Uhr',
      allergens: 'Allergene: Gluten, Milch',
    });
  });

  it.each([
    [
      'the codes of product and options win over the free text',
      { allergens: ['gluten', 'eggs'], additives: ['preservative'] },
      { allergens: 'Gluten' },
      'Enthält: Glutenhaltiges Getreide, Eier; mit Konservierungsstoff',
    ],
    [
      'no codes: the free text',
      { allergens: [], additives: [] },
      { allergens: 'Gluten' },
      'Allergene: Gluten',
    ],
    ['neither', { allergens: [], additives: [] }, { allergens: '  ' }, null],
    ['an older line without labels', undefined, null, null],
  ] as const)(
    'allergens and additives on the label (decision 032): %s',
    (_name, labels, product, text) => {
      const [label] = orderLabels(order([line({ labels, product })]), options);
      expect(label?.allergens).toBe(text);
    },
  );

  it(`stops at ${MAX_LABELS} labels`, () => {
    expect(orderLabels(order([line({ amount: 1000 })]), options)).toHaveLength(MAX_LABELS);
  });
});

describe('labelLines', () => {
  const [label] = orderLabels(
    order([
      line({
        parts: [
          { name: 'Extras', values: ['Oliven'] },
          { name: 'Größe', values: ['Familie'] },
        ],
        product: { allergens: 'Gluten' },
      }),
    ]),
    options,
  );
  it.each([
    [
      'compact: product, first part, whom, when',
      'compact',
      { width: 40, maxLines: 4 },
      [
        'Pizza Margherita',
        'Extras: Oliven',
        'Ticket 12 · Erika Mustermann',
        '02.12.2026, 12:30 Uhr',
      ],
    ],
    [
      'detail: every part and the allergens',
      'detail',
      { width: 40, maxLines: 8 },
      [
        'Pizza Margherita',
        'Extras: Oliven',
        'Größe: Familie',
        'Allergene: Gluten',
        'Ticket 12 · Erika Mustermann',
        '02.12.2026, 12:30 Uhr',
      ],
    ],
    [
      'too many lines: details give way, whom and when stay',
      'detail',
      { width: 40, maxLines: 4 },
      [
        'Pizza Margherita',
        'Extras: Oliven',
        'Ticket 12 · Erika Mustermann',
        '02.12.2026, 12:30 Uhr',
      ],
    ],
    [
      'narrow: cut with an ellipsis',
      'compact',
      { width: 10, maxLines: 4 },
      ['Pizza Mar…', 'Extras: O…', 'Ticket 12…', '02.12.202…'],
    ],
  ] as const)('%s', (_name, layout, fit, expected) => {
    expect(labelLines(label!, layout, fit)).toEqual(expected);
  });

  it('fitLine keeps a line that fits', () => {
    expect(fitLine('Brezel', 6)).toBe('Brezel');
  });
});
