import {
  type ClockAction,
  type TimeClockMe,
  type TimeClockProject,
  type TimeClockStart,
  timeClockMeSchema,
  timeClockProjectSchema,
  type WorkingActivity,
  type WorkingSchedule,
  workingActivitySchema,
  workingScheduleSchema,
} from '@shop/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, type ContractSchema, parseContract } from '../../../../lib/api-client.ts';

/**
 * The time clock's calls (spec §7): username and personal access token are the two path
 * parameters (docs/decisions/028-time-tracking.md). No session: a 401 means a wrong link.
 */
const base = (username: string, token: string) =>
  `/api/time-tracking/${encodeURIComponent(username)}/${encodeURIComponent(token)}`;

const get = async <T>(url: string, schema: ContractSchema<T>, signal?: AbortSignal) =>
  parseContract(schema, await apiRequest(url, { signal, isLoginRedirect: false }), url);

export const timeClockQueries = (username: string, token: string) => ({
  me: queryOptions({
    queryKey: ['time-clock', username, token, 'me'],
    queryFn: ({ signal }): Promise<TimeClockMe> =>
      get(`${base(username, token)}/me`, timeClockMeSchema, signal),
    retry: false,
  }),
  schedules: queryOptions({
    queryKey: ['time-clock', username, token, 'working-schedules'],
    queryFn: ({ signal }): Promise<WorkingSchedule[]> =>
      get(`${base(username, token)}/working-schedules`, workingScheduleSchema.array(), signal),
    retry: false,
  }),
  activities: queryOptions({
    queryKey: ['time-clock', username, token, 'working-activities'],
    queryFn: ({ signal }): Promise<WorkingActivity[]> =>
      get(`${base(username, token)}/working-activities`, workingActivitySchema.array(), signal),
    retry: false,
  }),
  projects: queryOptions({
    queryKey: ['time-clock', username, token, 'projects'],
    queryFn: ({ signal }): Promise<TimeClockProject[]> =>
      get(`${base(username, token)}/projects`, timeClockProjectSchema.array(), signal),
    retry: false,
  }),
});

/**
 * POST …/working-activities/{start|end|pause|resume}: the server's result (spec §4); a start may
 * name a project and task (decision 028).
 */
export async function postClockAction(
  username: string,
  token: string,
  action: ClockAction,
  start?: TimeClockStart,
): Promise<WorkingActivity> {
  const url = `${base(username, token)}/working-activities/${action}`;
  return parseContract(
    workingActivitySchema,
    await apiRequest(url, { method: 'POST', isLoginRedirect: false, body: start }),
    url,
  );
}
