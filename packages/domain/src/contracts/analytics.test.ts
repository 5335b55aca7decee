import { describe, expect, it } from 'vitest';
import { ANALYTICS_LOG_LIMITS, analyticsLogInputSchema } from './analytics.ts';

/** A string whose JSON form (with its two quotes) has `bytes` UTF-8 bytes. */
const stringOfBytes = (bytes: number, character = 'x', bytesPerCharacter = 1) =>
  character.repeat((bytes - 2) / bytesPerCharacter);
const LIMIT = ANALYTICS_LOG_LIMITS.dataBytes;

describe('analyticsLogInputSchema (POST /api/analytics-log)', () => {
  it.each<[string, unknown, boolean]>([
    ['type only', { type: 'pageView' }, true],
    [
      'all four fields',
      { type: 'pageView', action: 'view', category: 'shop', data: { a: 1 } },
      true,
    ],
    ['null action and category', { type: 'pageView', action: null, category: null }, true],
    ['data at the byte limit', { type: 't', data: stringOfBytes(LIMIT) }, true],
    ['data one byte over', { type: 't', data: `${stringOfBytes(LIMIT)}x` }, false],
    ['umlauts count two bytes', { type: 't', data: stringOfBytes(LIMIT, 'ä', 2) }, true],
    ['umlauts over the limit', { type: 't', data: `${stringOfBytes(LIMIT, 'ä', 2)}ä` }, false],
    ['emoji count four bytes', { type: 't', data: stringOfBytes(LIMIT - 2, '🥨', 4) }, true],
    ['a blank type', { type: '   ' }, false],
    ['a type at its limit', { type: 'x'.repeat(ANALYTICS_LOG_LIMITS.type) }, true],
    ['a type over its limit', { type: 'x'.repeat(ANALYTICS_LOG_LIMITS.type + 1) }, false],
    ['an unknown key', { type: 'pageView', path: '/' }, false],
    ['data that is no JSON', { type: 'pageView', data: () => 1 }, false],
  ])('%s → valid: %s', (_name, input, isValid) => {
    expect(analyticsLogInputSchema.safeParse(input).success).toBe(isValid);
  });
});
