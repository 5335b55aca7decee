import { parseDateRange, statisticsReportSchema } from '@shop/domain';
import type { FastifyInstance } from 'fastify';
import { requirePermission } from '../../../platform/auth/guards.ts';
import { assertBranchAccess, branchFilterOf } from '../../../platform/auth/permissions.ts';
import { AppError } from '../../../platform/errors.ts';
import { getPublicConfig } from '../../settings/config/config.service.ts';
import { buildReport } from './reports.service.ts';

const BRANCH_MESSAGE = 'Die Filiale ist ungültig.';

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
export async function registerReportRoutes(app: FastifyInstance): Promise<void> {
  const canRead = { preHandler: requirePermission(app, 'statistics', 'read') };

  app.get('/api/statistics/:report', canRead, async (request) => {
    const name = statisticsReportSchema.safeParse((request.params as { report: string }).report);
    if (!name.success) throw AppError.notFound();
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
        report: name.data,
        range: range.value,
        branchIds: branch === undefined ? scope : [branch],
        timeZone,
      }),
    };
  });
}
