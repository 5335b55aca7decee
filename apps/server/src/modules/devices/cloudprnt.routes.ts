import { DEVICE_MESSAGES } from '@shop/domain';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { printJobs } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { ordersDeps } from '../orders/orders.deps.ts';
import { authenticateDevice, type DeviceRow, presentDevice } from './devices.service.ts';
import { acknowledgePrintJob, claimPrintJob, printJobBytes } from './print-jobs.service.ts';

/**
 * Star CloudPRNT (docs/decisions/027-devices-and-print-jobs.md): the printer itself polls the shop
 * over HTTPS, so it needs neither the print bridge nor an inbound connection. One URL, three
 * methods, as the protocol documents them:
 *
 * - `POST` (the poll, JSON with printerMAC, statusCode, printingInProgress): answers `jobReady`
 *   and, when a job is claimed for the printer (same lease as the bridge's claim), the media
 *   types we can render and a `jobToken` (the job's id).
 * - `GET ?type=&mac=&token=`: the job's bytes in the media type the printer chose from ours:
 *   StarPRNT commands (application/vnd.star.starprnt), code page 858 for ä, ö, ü, ß and €.
 * - `DELETE ?code=&mac=&token=`: the printer's result. A 2xx code acknowledges the job (printed
 *   once, never offered again); 520 (download timeout) hands it back at once; any other error
 *   hands it back too, and after MAX_ATTEMPTS tries the job is set aside as failed instead of
 *   blocking the printer's queue.
 *
 * The printer authenticates with HTTP Basic credentials (user: the device's identifier,
 * password: its secret), which CloudPRNT printers can store; a 401 asks for them.
 */

export const CLOUDPRNT_PATH = '/api/devices/cloudprnt';
export const STARPRNT_MEDIA_TYPE = 'application/vnd.star.starprnt';
const MAX_ATTEMPTS = 5;

const pollSchema = z.looseObject({
  printerMAC: z.string().max(64).optional(),
  statusCode: z.string().max(200).optional(),
  printingInProgress: z.boolean().optional(),
});
const jobQuerySchema = z.looseObject({
  type: z.string().max(200).optional(),
  mac: z.string().max(64).optional(),
  token: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  code: z.string().max(200).optional(),
});

export async function registerCloudPrntRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  const deps = ordersDeps(app);

  const printer = async (request: FastifyRequest, reply: FastifyReply): Promise<DeviceRow> => {
    try {
      const device = await authenticateDevice(db, request.headers.authorization, app.deps.now());
      if (presentDevice(device).kind !== 'receiptPrinter') {
        throw AppError.forbidden(DEVICE_MESSAGES.notAPrinter);
      }
      return device;
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 401) {
        reply.header('www-authenticate', 'Basic realm="CloudPRNT", charset="UTF-8"');
      }
      throw error;
    }
  };

  /** The printer's job named by the token, or the one it holds a lease on (older firmware). */
  const jobFor = async (device: DeviceRow, token: number | undefined) => {
    const [job] = await db
      .select()
      .from(printJobs)
      .where(
        and(
          eq(printJobs.deviceId, device.id),
          isNull(printJobs.printedAt),
          token === undefined ? gt(printJobs.leaseUntil, app.deps.now()) : eq(printJobs.id, token),
        ),
      )
      .orderBy(desc(printJobs.id))
      .limit(1);
    if (!job) throw AppError.notFound(DEVICE_MESSAGES.jobNotFound);
    return job;
  };

  app.post(CLOUDPRNT_PATH, async (request, reply) => {
    const device = await printer(request, reply);
    const poll = pollSchema.safeParse(request.body ?? {});
    if (poll.success && poll.data.printingInProgress) return { jobReady: false };
    const job = await claimPrintJob(db, device, app.deps.now());
    if (!job) return { jobReady: false };
    return { jobReady: true, mediaTypes: [STARPRNT_MEDIA_TYPE], jobToken: String(job.id) };
  });

  app.get(CLOUDPRNT_PATH, async (request, reply) => {
    const device = await printer(request, reply);
    const query = jobQuerySchema.safeParse(request.query);
    if (!query.success) throw AppError.notFound(DEVICE_MESSAGES.jobNotFound);
    if (query.data.type !== undefined && query.data.type !== STARPRNT_MEDIA_TYPE) {
      return reply.status(415).send({
        errors: [{ code: 'unsupported_media_type', message: DEVICE_MESSAGES.printFailed }],
      });
    }
    const job = await jobFor(device, query.data.token);
    const bytes = await printJobBytes(deps, device, job, app.publicBaseUrl(), 'star-prnt');
    return reply
      .header('content-type', STARPRNT_MEDIA_TYPE)
      .header('cache-control', 'no-store')
      .send(Buffer.from(bytes));
  });

  app.delete(CLOUDPRNT_PATH, async (request, reply) => {
    const device = await printer(request, reply);
    const query = jobQuerySchema.safeParse(request.query);
    if (!query.success) throw AppError.notFound(DEVICE_MESSAGES.jobNotFound);
    const job = await jobFor(device, query.data.token);
    const code = query.data.code ?? '200';
    if (code.startsWith('2')) {
      await acknowledgePrintJob(db, device, job.id, app.deps.now());
      return reply.status(200).send();
    }
    // Not printed: offer it again at the next poll, or set it aside after too many tries.
    const hasGivenUp = job.attempts >= MAX_ATTEMPTS && !code.startsWith('520');
    await db
      .update(printJobs)
      .set(
        hasGivenUp
          ? { status: 'failed', printedAt: app.deps.now() }
          : { status: 'pending', leaseUntil: null },
      )
      .where(eq(printJobs.id, job.id));
    return reply.status(200).send();
  });
}
