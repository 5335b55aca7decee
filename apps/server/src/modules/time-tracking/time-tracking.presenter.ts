import type { WorkingActivity, WorkingSchedule } from '@shop/domain';
import type { workingSchedules } from '../../db/schema/index.ts';
import type { ActivityRow } from './time-tracking.repository.ts';

type Named = {
  email: string;
  firstName: string | null;
  lastName: string | null;
  username: string | null;
};

/** "First Last", else the username, else the email. */
export function personName(user: Named): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return name || user.username || user.email;
}

export function presentActivity(row: ActivityRow, userName: string): WorkingActivity {
  return {
    id: row.id,
    userId: row.userId,
    userName,
    branchId: row.branchId,
    projectId: row.projectId,
    taskId: row.taskId,
    type: row.type,
    startedAt: row.startedAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
    pausedAt: row.pausedAt?.toISOString() ?? null,
    pauses: row.pauses,
    comment: row.comment,
  };
}

export function presentSchedule(row: typeof workingSchedules.$inferSelect): WorkingSchedule {
  return {
    id: row.id,
    userId: row.userId,
    branchId: row.branchId,
    departmentId: row.departmentId,
    type: row.type,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    breakMinutes: row.breakMinutes,
    note: row.note,
  };
}
