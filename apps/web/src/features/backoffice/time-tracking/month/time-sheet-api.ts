import {
  type MonthlyTimeSheets,
  monthlyTimeSheetsSchema,
  type TimeTrackingEmployee,
  timeTrackingEmployeeSchema,
} from '@shop/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, parseContract } from '../../../../lib/api-client.ts';

/**
 * GET /api/time-sheets/monthly (docs/decisions/035-time-tracking-projects-and-sheets.md) and the
 * employees the staff user may see.
 */
export function timeSheetUrl(
  month: string,
  userId: string,
  format: 'json' | 'csv' | 'pdf' = 'json',
): string {
  const params = new URLSearchParams({ month });
  if (userId) params.set('userId', userId);
  if (format !== 'json') params.set('format', format);
  return `/api/time-sheets/monthly?${params}`;
}

export const timeSheetQueryOptions = (month: string, userId: string) =>
  queryOptions({
    queryKey: ['backoffice', '/api/time-sheets/monthly', month, userId],
    queryFn: async ({ signal }): Promise<MonthlyTimeSheets> => {
      const url = timeSheetUrl(month, userId);
      return parseContract(monthlyTimeSheetsSchema, await apiGet(url, signal), url);
    },
  });

const employeesUrl = '/api/working-activities/employees';
export const employeesQueryOptions = () =>
  queryOptions({
    queryKey: ['backoffice', employeesUrl],
    queryFn: async ({ signal }): Promise<TimeTrackingEmployee[]> =>
      parseContract(
        timeTrackingEmployeeSchema.array(),
        await apiGet(employeesUrl, signal),
        employeesUrl,
      ),
  });
