import { describe, expect, it } from 'vitest';
import { type OrderDraftInput, orderDraftSchema } from './order-draft.ts';
import { ORDER_LIMITS, orderTotalError } from './order-limits.ts';
import { germanIssueMessage, zodErrorToApiErrors } from './zod-errors.ts';

const line = (overrides: Record<string, unknown> = {}) => ({
  product: 1,
  amount: 1,
  unit: 'piece',
  ...overrides,
});
const draft = (overrides: Partial<Record<keyof OrderDraftInput, unknown>> = {}) => ({
  branch: 4,
  isDelivery: false,
  isDineIn: false,
  items: [line()],
  ...overrides,
});
/** [field, message] of every problem of a draft, or [] when it parses. */
const problemsOf = (input: unknown) => {
  const parsed = orderDraftSchema.safeParse(input, { error: germanIssueMessage });
  return parsed.success ? [] : zodErrorToApiErrors(parsed.error).map((e) => [e.field, e.message]);
};
const lines = (count: number) => Array.from({ length: count }, () => line());
const many = (count: number, value: unknown) => Array.from({ length: count }, () => value);

describe('ORDER_LIMITS on the order draft (German 422 naming the field)', () => {
  it.each([
    ['the most lines', draft({ items: lines(ORDER_LIMITS.maxLines) }), []],
    [
      'one line too many',
      draft({ items: lines(ORDER_LIMITS.maxLines + 1) }),
      [['items', 'Diese Sammlung sollte 100 oder weniger Elemente beinhalten.']],
    ],
    ['the ceiling amount', draft({ items: [line({ amount: ORDER_LIMITS.maxAmount })] }), []],
    [
      'an amount above the ceiling',
      draft({ items: [line({ amount: 100_000 })] }),
      [['items.0.amount', 'Dieser Wert sollte kleiner oder gleich 1000 sein.']],
    ],
    [
      'an amount that overflows a column',
      draft({ items: [line(), line({ amount: 1e9 })] }),
      [['items.1.amount', 'Dieser Wert sollte kleiner oder gleich 1000 sein.']],
    ],
    [
      'a product id beyond 32 bits',
      draft({ items: [line({ product: 2 ** 31 })] }),
      [['items.0.product', 'Dieser Wert sollte kleiner oder gleich 2147483647 sein.']],
    ],
    [
      'too many parts on a line',
      draft({ items: [line({ parts: many(ORDER_LIMITS.maxPartsPerLine + 1, null) })] }),
      [['items.0.parts', 'Diese Sammlung sollte 50 oder weniger Elemente beinhalten.']],
    ],
    [
      'too many values in one part',
      draft({ items: [line({ parts: [many(ORDER_LIMITS.maxValuesPerPart + 1, 'Käse')] })] }),
      [['items.0.parts.0', 'Dieser Wert ist nicht gültig.']],
    ],
    [
      'a NUL character in the comment',
      draft({ comment: 'Bitte klingeln\u0000' }),
      [['comment', 'Dieser Wert ist nicht gültig.']],
    ],
    [
      'a NUL character in a part value',
      draft({ items: [line({ parts: ['Käse\u0000'] })] }),
      [['items.0.parts.0', 'Dieser Wert ist nicht gültig.']],
    ],
  ])('%s', (_name, input, expected) => {
    expect(problemsOf(input)).toEqual(expected);
  });
});

describe('orderTotalError', () => {
  it.each([
    [0, null],
    [ORDER_LIMITS.maxTotalCents, null],
    [
      ORDER_LIMITS.maxTotalCents + 1,
      'Der Bestellwert darf höchstens 10.000,00\u00a0€ betragen. Bitte teilen Sie die Bestellung auf oder wenden Sie sich direkt an uns.',
    ],
    [
      8_900_000,
      'Der Bestellwert darf höchstens 10.000,00\u00a0€ betragen. Bitte teilen Sie die Bestellung auf oder wenden Sie sich direkt an uns.',
    ],
  ])('%d cents → %s', (cents, message) => {
    const error = orderTotalError(cents, 'EUR');
    expect(error?.message ?? null).toBe(message);
    if (error) expect(error).toMatchObject({ code: 'orderTotalTooHigh', field: 'total' });
  });
});
