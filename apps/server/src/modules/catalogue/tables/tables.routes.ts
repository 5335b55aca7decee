import { compareTables, qrSheetQuerySchema } from '@shop/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { tables } from '../../../db/schema/index.ts';
import { requirePermission } from '../../../platform/auth/guards.ts';
import { registerResourceRoutes } from '../../../platform/resources/resource.routes.ts';
import { getResource } from '../../../platform/resources/resource.service.ts';
import { parseInput } from '../../../platform/validation.ts';
import { branchesResource } from '../branches/branches.resource.ts';
import { tablesResource } from './tables.resource.ts';

/** spec §7 CRUD tables and GET /api/tables/qr-sheet.pdf?branch={id} (printable QR codes). */
export async function registerTableRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/tables/qr-sheet.pdf',
    { preHandler: requirePermission(app, 'catalogue', 'read') },
    async (request, reply) => {
      const { branch: branchId } = parseInput(qrSheetQuerySchema, request.query);
      const branch = await getResource(app.deps.db, branchesResource, branchId);
      const rows = (
        await app.deps.db
          .select()
          .from(tables)
          .where(and(eq(tables.branchId, branchId), eq(tables.isEnabled, true)))
      ).sort(compareTables);
      const origin = app.publicBaseUrl();
      // pdf-lib and qrcode are loaded with the first sheet, not at every start (docs/budgets.md P10).
      const { renderQrSheet, tableUrl } = await import('./tables-qr-sheet.ts');
      const pdf = await renderQrSheet({
        branchName: branch.name,
        tables: rows.map((row) => ({
          identifier: row.identifier,
          name: row.name,
          url: tableUrl(origin, branch.identifier, row.identifier),
        })),
      });
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `inline; filename="tische-${branch.identifier}.pdf"`)
        .header('Cache-Control', 'no-store')
        .send(Buffer.from(pdf));
    },
  );
  registerResourceRoutes(app, tablesResource);
}
