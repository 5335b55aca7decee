/**
 * Rules for times entered by hand in the back-office (a correction of a clocked activity,
 * docs/decisions/028-time-tracking.md): the end after the start, pauses inside the activity and
 * not overlapping, one activity at most 24 h. The server checks them; the dialog shows the same.
 */
export type ActivityCorrectionProblem = {
  readonly field: 'endedAt' | 'pauses';
  readonly code: 'endBeforeStart' | 'pauseOutside' | 'pausesOverlap' | 'tooLong';
};

export const ACTIVITY_CORRECTION_MESSAGES: Readonly<
  Record<ActivityCorrectionProblem['code'], string>
> = {
  endBeforeStart: 'Das Ende muss nach dem Beginn liegen.',
  pauseOutside: 'Pausen müssen innerhalb der Aktivität liegen.',
  pausesOverlap: 'Pausen dürfen sich nicht überschneiden.',
  tooLong: 'Eine Aktivität darf höchstens 24 Stunden dauern.',
};

const MAX_ACTIVITY_MS = 24 * 3_600_000;

export function checkActivityTimes(times: {
  startedAt: Date;
  endedAt: Date | null;
  pauses: readonly { from: string; to: string }[];
}): ActivityCorrectionProblem | null {
  const start = times.startedAt.getTime();
  const end = times.endedAt?.getTime() ?? null;
  if (end !== null && end < start) return { field: 'endedAt', code: 'endBeforeStart' };
  if (end !== null && end - start > MAX_ACTIVITY_MS) return { field: 'endedAt', code: 'tooLong' };
  const pauses = times.pauses
    .map((pause) => ({ from: Date.parse(pause.from), to: Date.parse(pause.to) }))
    .sort((a, b) => a.from - b.from);
  for (const pause of pauses) {
    const outside = pause.from < start || pause.to < pause.from || (end !== null && pause.to > end);
    if (outside || Number.isNaN(pause.from) || Number.isNaN(pause.to)) {
      return { field: 'pauses', code: 'pauseOutside' };
    }
  }
  for (let i = 1; i < pauses.length; i++) {
    if ((pauses[i]?.from ?? 0) < (pauses[i - 1]?.to ?? 0))
      return { field: 'pauses', code: 'pausesOverlap' };
  }
  return null;
}
