import {
  type WorkingActivity,
  type WorkingActivityCorrection,
  workingActivitySchema,
} from '@shop/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, parseContract } from '../../../../lib/api-client.ts';
import { queryClient } from '../../../../lib/query-client.ts';
import { staffRequest } from '../../session/api/staff-request.ts';

/** GET /api/working-activities?from=&to= and PUT /api/working-activities/{id} (spec §7). */
const listUrl = (from: string, to: string) => `/api/working-activities?from=${from}&to=${to}`;

export const workingActivitiesQueryOptions = (from: string, to: string) =>
  queryOptions({
    queryKey: ['backoffice', '/api/working-activities', from, to],
    queryFn: async ({ signal }): Promise<WorkingActivity[]> =>
      parseContract(
        workingActivitySchema.array(),
        await apiGet(listUrl(from, to), signal),
        listUrl(from, to),
      ),
  });

export async function correctWorkingActivity(
  id: number,
  correction: WorkingActivityCorrection,
): Promise<WorkingActivity> {
  const url = `/api/working-activities/${id}`;
  const answer = await staffRequest(url, { method: 'PUT', body: correction });
  await queryClient.invalidateQueries({ queryKey: ['backoffice', '/api/working-activities'] });
  return parseContract(workingActivitySchema, answer, url);
}
