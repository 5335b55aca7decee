import { parseDateRange, STATISTICS_REPORTS, statisticsReportResultSchema } from '@shop/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requirePermission } from '../../../platform/auth/guards.ts';
import { assertBranchAccess, branchFilterOf } from '../../../platform/auth/permissions.ts';
import { AppError, NOT_FOUND_MESSAGE } from '../../../platform/errors.ts';
import type { ZodTypeProvider } from '../../../platform/openapi.ts';
import { getPublicConfig } from '../../settings/config/config.service.ts';
import { buildReport } from './reports.service.ts';

const BRANCH_MESSAGE = 'Die Filiale ist ungültig.';

// An unknown report name is the general German 404 through the validator (docs/decisions/025).
// The query stays parsed by hand: one 422 at a time, the dates before the branch. The answer is
// declared from the report contract.
const reportParams = z.object({
  report: z.enum(STATISTICS_REPORTS, { error: NOT_FOUND_MESSAGE }),
});

function branchOf(value: unknown): number | undefined {
  if (value === undefined || value === '') return undefined;
  const branch = Number(value);
  if (
    typeof value !== 'string' ||
    !/^\d+$/.test(value) ||
    !Number.isSafeInteger(branch) ||
    branch <= 0
  ) {
    throw AppError.invalid([{ code: 'invalid', field: 'branch', message: BRANCH_MESSAGE }]);
  }
  return branch;
}

/**
 * spec §7 GET /api/statistics/{name}?from=&to=&branch= (decision 030): the eleven order and
 * visitor reports, for readers of `statistics`; a user limited to branches sees only theirs.
 */
export async function registerReportRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const canRead = { preHandler: requirePermission(app, 'statistics', 'read') };

  app.get(
    '/api/statistics/:report',
    {
      ...canRead,
      schema: {
        params: reportParams,
        response: { 200: z.object({ data: statisticsReportResultSchema }) },
      },
    },
    async (request) => {
      const query = request.query as Record<string, unknown>;
      const range = parseDateRange(query.from, query.to);
      if (!range.ok) {
        throw AppError.invalid([
          { code: 'invalid', field: range.error.field, message: range.error.message },
        ]);
      }
      const branch = branchOf(query.branch);
      const staff = request.staff!;
      const scope = branchFilterOf(staff, 'statistics');
      if (branch !== undefined) assertBranchAccess(staff, branch, 'statistics');
      const { timeZone } = await getPublicConfig(app.deps.db);
      return {
        data: await buildReport(app.deps.db, {
          report: request.params.report,
          range: range.value,
          branchIds: branch === undefined ? scope : [branch],
          timeZone,
        }),
      };
    },
  );
}
