import { DEVICE_MESSAGES } from '@shop/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { auditActorOf } from '../../platform/audit/audit-log.ts';
import { requirePermission } from '../../platform/auth/guards.ts';
import { AppError } from '../../platform/errors.ts';
import { registerResourceRoutes } from '../../platform/resources/resource.routes.ts';
import { getResource } from '../../platform/resources/resource.service.ts';
import { kitchenScreen, setKitchenDone } from '../orders/kitchen.service.ts';
import { streamOrderEvents } from '../orders/order-events.ts';
import { ordersDeps } from '../orders/orders.deps.ts';
import { ORDER_MESSAGES } from '../orders/orders.messages.ts';
import { findOrderFor } from '../orders/staff-orders.service.ts';
import { devicesResource } from './devices.resource.ts';
import {
  authenticateDevice,
  type DeviceRow,
  issueSecret,
  presentDevice,
  revokeSecret,
} from './devices.service.ts';
import {
  acknowledgePrintJob,
  claimPrintJob,
  printTestPage,
  renderPrintJob,
  reprintOrder,
} from './print-jobs.service.ts';

const dbId = z.coerce.number().int().positive().max(2_147_483_647);

function idOf(request: FastifyRequest, message: string): number {
  const parsed = z.object({ id: dbId }).safeParse(request.params);
  if (!parsed.success) throw AppError.notFound(message);
  return parsed.data.id;
}

/**
 * The devices area (spec §7 CRUD /api/devices, POST /api/devices/{id}/test/print,
 * POST /api/orders/{id}/print; docs/decisions/027-devices-and-print-jobs.md): staff routes with
 * the `devices` permission, and the routes a device calls with its own secret (claim and ack).
 */
export async function registerDevicesModule(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  const deps = ordersDeps(app);
  const canWrite = { preHandler: requirePermission(app, 'devices', 'write') };

  // ——— a device with its secret (no session, no CSRF: nothing a browser sends by itself) ———
  app.post('/api/devices/print-jobs/claim', async (request, reply) => {
    const device = await authenticateDevice(db, request.headers.authorization, app.deps.now());
    const job = await claimPrintJob(db, device, app.deps.now());
    if (!job) return reply.status(204).send();
    return { data: await renderPrintJob(deps, device, job, app.publicBaseUrl()) };
  });

  app.post('/api/devices/print-jobs/:id/ack', async (request) => {
    const device = await authenticateDevice(db, request.headers.authorization, app.deps.now());
    const jobId = idOf(request, DEVICE_MESSAGES.jobNotFound);
    return { data: await acknowledgePrintJob(db, device, jobId, app.deps.now()) };
  });

  // ——— the kitchen display (docs/decisions/034-kitchen-display.md) ———
  const kitchenDisplay = async (
    request: FastifyRequest,
  ): Promise<DeviceRow & { branchId: number }> => {
    const device = await authenticateDevice(db, request.headers.authorization, app.deps.now());
    if (presentDevice(device).kind !== 'kitchenDisplay' || device.branchId === null) {
      throw AppError.forbidden(DEVICE_MESSAGES.notAKitchenDisplay);
    }
    return device as DeviceRow & { branchId: number };
  };

  app.get('/api/devices/kitchen', async (request) => {
    const device = await kitchenDisplay(request);
    return {
      data: await kitchenScreen(deps, { branchId: device.branchId, deviceName: device.name }),
    };
  });

  app.get('/api/devices/kitchen/events', async (request, reply) => {
    const device = await kitchenDisplay(request);
    const authorization = request.headers.authorization;
    // A revoked secret or a disabled device ends the stream at the next heartbeat.
    const isStillAllowed = () =>
      authenticateDevice(db, authorization, app.deps.now()).then(
        (row) => row.id === device.id,
        () => false,
      );
    await streamOrderEvents(app, request, reply, { branchIds: [device.branchId], isStillAllowed });
  });

  for (const [action, isDone] of [
    ['done', true],
    ['recall', false],
  ] as const) {
    app.post(`/api/devices/kitchen/orders/:id/${action}`, async (request) => {
      const device = await kitchenDisplay(request);
      const orderId = idOf(request, DEVICE_MESSAGES.kitchenOrderNotFound);
      await setKitchenDone(deps, { branchId: device.branchId, orderId, isDone });
      return {
        data: await kitchenScreen(deps, { branchId: device.branchId, deviceName: device.name }),
      };
    });
  }

  // ——— staff ———
  app.post('/api/devices/:id/secret', canWrite, async (request, reply) => {
    const id = idOf(request, DEVICE_MESSAGES.notFound);
    const secret = await issueSecret(db, id, { now: app.deps.now(), audit: auditActorOf(request) });
    return reply.status(201).send({ data: { secret } });
  });

  app.delete('/api/devices/:id/secret', canWrite, async (request) => {
    const id = idOf(request, DEVICE_MESSAGES.notFound);
    return {
      data: await revokeSecret(db, id, { now: app.deps.now(), audit: auditActorOf(request) }),
    };
  });

  app.post('/api/devices/:id/test/print', canWrite, async (request, reply) => {
    const id = idOf(request, DEVICE_MESSAGES.notFound);
    await getResource(db, devicesResource, id);
    return reply.status(202).send({ data: { jobId: await printTestPage(db, id) } });
  });

  app.post(
    '/api/orders/:id/print',
    { preHandler: requirePermission(app, 'orders', 'write') },
    async (request, reply) => {
      const orderId = idOf(request, ORDER_MESSAGES.notFound);
      const order = await findOrderFor(deps, orderId, request.staff!, 'write');
      return reply.status(202).send({ data: { jobIds: await reprintOrder(db, order) } });
    },
  );

  registerResourceRoutes(app, devicesResource);
}
