import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

/** Liveness and readiness for load balancers: answers 200 once the database responds. */
export async function registerHealthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/health', async () => {
    await app.deps.db.execute(sql`select 1`);
    return { data: { status: 'ok' } };
  });
}
