import { describe, expect, it } from 'vitest';
import { type ActivityCorrectionProblem, checkActivityTimes } from './corrections.ts';

const at = (iso: string) => new Date(`2026-11-26T${iso}:00Z`);
const p = (from: string, to: string) => ({
  from: at(from).toISOString(),
  to: at(to).toISOString(),
});

describe('corrected activity times', () => {
  it.each<
    [
      string,
      string,
      string | null,
      { from: string; to: string }[],
      ActivityCorrectionProblem | null,
    ]
  >([
    ['a normal day', '07:00', '15:00', [p('11:00', '11:30')], null],
    ['still running', '07:00', null, [], null],
    ['end before start', '15:00', '07:00', [], { field: 'endedAt', code: 'endBeforeStart' }],
    [
      'pause before start',
      '07:00',
      '15:00',
      [p('06:00', '06:30')],
      { field: 'pauses', code: 'pauseOutside' },
    ],
    [
      'pause after end',
      '07:00',
      '15:00',
      [p('14:45', '15:15')],
      { field: 'pauses', code: 'pauseOutside' },
    ],
    [
      'pause ends before it starts',
      '07:00',
      '15:00',
      [p('11:30', '11:00')],
      { field: 'pauses', code: 'pauseOutside' },
    ],
    [
      'overlapping pauses',
      '07:00',
      '15:00',
      [p('10:00', '10:30'), p('10:15', '10:45')],
      { field: 'pauses', code: 'pausesOverlap' },
    ],
    ['longer than 24 h', '07:00', '2026-11-27T08:00', [], { field: 'endedAt', code: 'tooLong' }],
  ])('%s', (_name, start, end, pauses, problem) => {
    const endedAt = end === null ? null : end.length > 5 ? new Date(`${end}:00Z`) : at(end);
    expect(checkActivityTimes({ startedAt: at(start), endedAt, pauses })).toEqual(problem);
  });
});
