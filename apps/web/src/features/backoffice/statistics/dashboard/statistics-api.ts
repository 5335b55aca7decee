import type { StatisticsReport, StatisticsReportName } from '@shop/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../../lib/api-client.ts';

export type ReportQuery = { from: string; to: string; branch: number | null };

/** spec §7 GET /api/statistics/{name}?from=&to=&branch= (decision 030). */
export const reportUrl = (name: StatisticsReportName, query: ReportQuery) =>
  `/api/statistics/${name}?from=${query.from}&to=${query.to}${query.branch ? `&branch=${query.branch}` : ''}`;

export const reportQueryOptions = (name: StatisticsReportName, query: ReportQuery) =>
  queryOptions({
    queryKey: ['backoffice', '/api/statistics', name, query.from, query.to, query.branch],
    queryFn: async ({ signal }) => apiGet<StatisticsReport>(reportUrl(name, query), signal),
  });
