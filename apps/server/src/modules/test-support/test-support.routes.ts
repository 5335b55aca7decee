import { orderStatusSchema } from '@shop/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PgliteWorkerClient } from '../../platform/pglite-worker-client.ts';
import { parseInput } from '../../platform/validation.ts';
import { proposeCounterAppointment, setOrderStatus } from './test-support.service.ts';

type OrderParams = { uid: string; hash: string };

const proposalSchema = z.strictObject({ at: z.iso.datetime({ offset: true }) });
const statusSchema = z.strictObject({
  status: orderStatusSchema,
  rejectionMessage: z.string().max(500).optional(),
});

/**
 * Browser tests only: registered when NODE_ENV=test, never in production. The e2e server runs on
 * PGlite inside its own process, so a test cannot reach the database directly; these calls change
 * an order the way the back-office will (see README "Test support").
 */
export async function registerTestSupportRoutes(app: FastifyInstance): Promise<void> {
  const deps = { db: app.deps.db, now: app.deps.now };

  app.post('/api/test-support/orders/:uid/:hash/counter-appointment', async (request, reply) => {
    const { at } = parseInput(proposalSchema, request.body);
    await proposeCounterAppointment(deps, request.params as OrderParams, new Date(at));
    return reply.status(204).send();
  });

  // Ends the embedded database's worker thread as a crash would (docs/decisions/018): the
  // start-up tests check that the process then ends with a German message instead of hanging.
  app.post('/api/test-support/database-crash', async (_request, reply) => {
    const client = (app.deps.db as unknown as { $client: unknown }).$client;
    if (!(client instanceof PgliteWorkerClient)) return reply.status(404).send();
    await reply.status(204).send();
    await client.worker.terminate();
  });

  app.post('/api/test-support/orders/:uid/:hash/status', async (request, reply) => {
    const { status, rejectionMessage } = parseInput(statusSchema, request.body);
    await setOrderStatus(deps, request.params as OrderParams, status, rejectionMessage);
    return reply.status(204).send();
  });
}
