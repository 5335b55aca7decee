import {
  addDays,
  type StaffBranchSummary,
  staffBranchSummarySchema,
  type WorkingSchedule,
  type WorkingScheduleCopyResult,
  type WorkingScheduleInput,
  workingScheduleCopyResultSchema,
  workingScheduleSchema,
} from '@shop/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, parseContract } from '../../../../lib/api-client.ts';
import { queryClient } from '../../../../lib/query-client.ts';
import { staffRequest } from '../../session/api/staff-request.ts';

/**
 * The week plan's calls (spec §7 CRUD /api/working-schedules with query; decision 035): one
 * branch and week (Monday–Sunday, local days of the shop) at a time.
 */
const LIST = '/api/working-schedules';
// From the Sunday before: the §5 ArbZG rest time of Monday looks back at the previous shift.
const listUrl = (branchId: number, monday: string) =>
  `${LIST}?branchId=${branchId}&from=${addDays(monday, -1)}&to=${addDays(monday, 6)}`;

export const weekPlanQueryOptions = (branchId: number, monday: string) =>
  queryOptions({
    queryKey: ['backoffice', LIST, branchId, monday],
    queryFn: async ({ signal }): Promise<WorkingSchedule[]> =>
      parseContract(
        workingScheduleSchema.array(),
        await apiGet(listUrl(branchId, monday), signal),
        listUrl(branchId, monday),
      ),
  });

const BRANCHES = '/api/branches/options';
export const planBranchesQueryOptions = () =>
  queryOptions({
    queryKey: ['backoffice', BRANCHES, 'options-full'],
    queryFn: async ({ signal }): Promise<StaffBranchSummary[]> =>
      parseContract(staffBranchSummarySchema.array(), await apiGet(BRANCHES, signal), BRANCHES),
  });

const refresh = () =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ['backoffice', LIST] }),
    queryClient.invalidateQueries({ queryKey: ['backoffice', '/api/time-sheets/monthly'] }),
  ]);

export async function saveSchedule(
  id: number | null,
  input: WorkingScheduleInput,
): Promise<WorkingSchedule> {
  const url = id === null ? LIST : `${LIST}/${id}`;
  const answer = await staffRequest(url, { method: id === null ? 'POST' : 'PUT', body: input });
  await refresh();
  return parseContract(workingScheduleSchema, answer, url);
}

export async function deleteSchedule(id: number): Promise<void> {
  await staffRequest(`${LIST}/${id}`, { method: 'DELETE' });
  await refresh();
}

export async function copyPreviousWeek(
  branchId: number,
  week: string,
): Promise<WorkingScheduleCopyResult> {
  const url = `${LIST}/copy-week`;
  const answer = await staffRequest(url, { method: 'POST', body: { branchId, week } });
  await refresh();
  return parseContract(workingScheduleCopyResultSchema, answer, url);
}
