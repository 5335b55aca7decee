import { describe, expect, it } from 'vitest';
import { parseTimeOfDay } from '../hours/local-date.ts';
import { zonedTimeToInstant } from '../hours/time-zone.ts';
import { buildBranch } from '../testing/factories.ts';
import { orderingState } from './ordering-state.ts';

const BERLIN = 'Europe/Berlin';
// 2026-12-02 is a Wednesday; 2026-12-05 a Saturday (the factory branch opens Mon–Fri 10–22).
const at = (date: string, time: string) => zonedTimeToInstant(date, parseTimeOfDay(time), BERLIN);

describe('orderingState (spec §2 closed style, cart panel)', () => {
  it.each([
    [
      'open',
      at('2026-12-02', '12:00'),
      false,
      { isOpen: true, canFillCart: true, isClosedStyle: false },
    ],
    [
      'open with preorder',
      at('2026-12-02', '12:00'),
      true,
      { isOpen: true, canFillCart: true, isClosedStyle: false },
    ],
    [
      'closed',
      at('2026-12-05', '12:00'),
      false,
      { isOpen: false, canFillCart: false, isClosedStyle: true },
    ],
    [
      'closed with preorder',
      at('2026-12-05', '12:00'),
      true,
      { isOpen: false, canFillCart: true, isClosedStyle: false },
    ],
    [
      'before opening',
      at('2026-12-02', '09:59'),
      false,
      { isOpen: false, canFillCart: false, isClosedStyle: true },
    ],
  ])('%s', (_name, now, isPreorderEnabled, expected) => {
    expect(orderingState(buildBranch({ isPreorderEnabled }), now, BERLIN)).toEqual(expected);
  });
});
