import {
  branchPrintRulesInputSchema,
  branchPrintRulesSchema,
  DEFAULT_TIME_ZONE,
  DEVICE_MESSAGES,
  deviceLogUploadSchema,
  kitchenScreenSchema,
  LABEL_LAYOUT_NAMES,
  orderLabels,
  ticketLabel,
} from '@shop/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { auditActorOf } from '../../platform/audit/audit-log.ts';
import { requirePermission } from '../../platform/auth/guards.ts';
import { assertBranchAccess } from '../../platform/auth/permissions.ts';
import { AppError } from '../../platform/errors.ts';
import { publishDeviceNotice } from '../../platform/events.ts';
import {
  checkedBeforeValidation,
  idParamsSchema,
  type ZodTypeProvider,
} from '../../platform/openapi.ts';
import { registerResourceRoutes } from '../../platform/resources/resource.routes.ts';
import { getResource } from '../../platform/resources/resource.service.ts';
import { parseInput } from '../../platform/validation.ts';
import { findBranchCapacity } from '../catalogue/catalogue.read-model.ts';
import { ordersDueOn } from '../orders/day-labels.service.ts';
import {
  kitchenScreen,
  notificationScreen,
  setKitchenDone,
} from '../orders/device-screens.service.ts';
import { streamOrderEvents } from '../orders/order-events.ts';
import { loadShopConfig, ordersDeps } from '../orders/orders.deps.ts';
import { ORDER_MESSAGES } from '../orders/orders.messages.ts';
import { findOrderFor, presentOrderById } from '../orders/staff-orders.service.ts';
import { registerCloudPrntRoutes } from './cloudprnt.routes.ts';
import { readDeviceLog, receiveDeviceLogs, requestDeviceLogs } from './device-logs.service.ts';
import { devicesResource } from './devices.resource.ts';
import {
  authenticateDevice,
  type DeviceRow,
  issueSecret,
  presentDevice,
  revokeSecret,
} from './devices.service.ts';
import { renderLabelSheets } from './labels-pdf.ts';
import {
  acknowledgePrintJob,
  claimPrintJob,
  printTestPage,
  renderPrintJob,
  reprintOrder,
} from './print-jobs.service.ts';
import {
  getBranchPrintRules,
  PRINT_RULES_MESSAGES,
  putBranchPrintRules,
} from './print-rules.service.ts';

/** 409 "Test nicht erfolgreich" (spec §8) with the reason. */
function refusedTest(reason: string, code: string): AppError {
  return new AppError(409, [
    { code, message: DEVICE_MESSAGES.testFailed },
    { code, message: reason },
  ]);
}

/**
 * The devices area (spec §7 CRUD /api/devices, POST /api/devices/{id}/test/print,
 * POST /api/orders/{id}/print; docs/decisions/027-devices-and-print-jobs.md): staff routes with
 * the `devices` permission, and the routes a device calls with its own secret (claim and ack).
 */
export async function registerDeviceRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const deps = ordersDeps(app);
  const canWrite = { preHandler: requirePermission(app, 'devices', 'write') };
  // Paths that name no device, branch, order or job: the German 404 through the validator, after
  // the login check, or for a device's own routes (ack, kitchen) after its secret (docs/decisions/025).
  const deviceParams = idParamsSchema(DEVICE_MESSAGES.notFound);
  const branchParams = idParamsSchema(PRINT_RULES_MESSAGES.branchNotFound);
  const ofDevice = { schema: { params: deviceParams } };

  // ——— a device with its secret (no session, no CSRF: nothing a browser sends by itself) ———
  app.post('/api/devices/print-jobs/claim', async (request, reply) => {
    const device = await authenticateDevice(db, request.headers.authorization, app.deps.now());
    // The bridge learns here that staff asked for its log (POST /api/devices/logs answers it).
    if (device.logsRequestedAt) reply.header('x-device-logs-requested', '1');
    const job = await claimPrintJob(db, device, app.deps.now());
    if (!job) return reply.status(204).send();
    return { data: await renderPrintJob(deps, device, job, app.publicBaseUrl()) };
  });

  // A device's secret (401) and its kind (403) come before the path (decision 027: a device
  // without its secret learns nothing, not even whether an id exists).
  const printer = checkedBeforeValidation((request) =>
    authenticateDevice(db, request.headers.authorization, app.deps.now()),
  );
  app.post(
    '/api/devices/print-jobs/:id/ack',
    {
      preValidation: printer.preValidation,
      schema: { params: idParamsSchema(DEVICE_MESSAGES.jobNotFound) },
    },
    async (request) => ({
      data: await acknowledgePrintJob(
        db,
        printer.resultOf(request),
        request.params.id,
        app.deps.now(),
      ),
    }),
  );

  app.post('/api/devices/logs', async (request, reply) => {
    const device = await authenticateDevice(db, request.headers.authorization, app.deps.now());
    await receiveDeviceLogs(db, device, parseInput(deviceLogUploadSchema, request.body));
    return reply.status(204).send();
  });

  // ——— screens of a device: kitchen display (decision 034), notification device (decision 027) ———
  const screenDevice = async (
    request: FastifyRequest,
    kind: 'kitchenDisplay' | 'notification',
  ): Promise<DeviceRow & { branchId: number }> => {
    const device = await authenticateDevice(db, request.headers.authorization, app.deps.now());
    if (presentDevice(device).kind !== kind || device.branchId === null) {
      throw AppError.forbidden(
        kind === 'kitchenDisplay'
          ? DEVICE_MESSAGES.notAKitchenDisplay
          : DEVICE_MESSAGES.notANotificationDevice,
      );
    }
    return device as DeviceRow & { branchId: number };
  };
  const kitchenDisplay = (request: FastifyRequest) => screenDevice(request, 'kitchenDisplay');
  /** The device's order events; a revoked secret or a disabled device ends them. */
  const streamFor = (
    request: FastifyRequest,
    reply: FastifyReply,
    device: DeviceRow & { branchId: number },
  ) => {
    const authorization = request.headers.authorization;
    const isStillAllowed = () =>
      authenticateDevice(db, authorization, app.deps.now()).then(
        (row) => row.id === device.id,
        () => false,
      );
    return streamOrderEvents(app, request, reply, {
      branchIds: [device.branchId],
      isStillAllowed,
      deviceId: device.id,
    });
  };

  app.get('/api/devices/kitchen', async (request) => {
    const device = await kitchenDisplay(request);
    return {
      data: await kitchenScreen(deps, { branchId: device.branchId, deviceName: device.name }),
    };
  });

  app.get('/api/devices/kitchen/events', async (request, reply) => {
    await streamFor(request, reply, await kitchenDisplay(request));
  });

  const kitchen = checkedBeforeValidation(kitchenDisplay);
  const kitchenOrder = {
    preValidation: kitchen.preValidation,
    schema: {
      params: idParamsSchema(DEVICE_MESSAGES.kitchenOrderNotFound),
      response: { 200: z.object({ data: kitchenScreenSchema }) },
    },
  };
  for (const [action, isDone] of [
    ['done', true],
    ['recall', false],
  ] as const) {
    app.post(`/api/devices/kitchen/orders/:id/${action}`, kitchenOrder, async (request) => {
      const device = kitchen.resultOf(request);
      await setKitchenDone(deps, { branchId: device.branchId, orderId: request.params.id, isDone });
      return {
        data: await kitchenScreen(deps, { branchId: device.branchId, deviceName: device.name }),
      };
    });
  }

  app.get('/api/devices/notifications', async (request) => {
    const device = await screenDevice(request, 'notification');
    return {
      data: await notificationScreen(deps, { branchId: device.branchId, deviceName: device.name }),
    };
  });

  app.get('/api/devices/notifications/events', async (request, reply) => {
    await streamFor(request, reply, await screenDevice(request, 'notification'));
  });

  // ——— staff ———
  app.post('/api/devices/:id/secret', { ...canWrite, ...ofDevice }, async (request, reply) => {
    const id = request.params.id;
    const secret = await issueSecret(db, id, { now: app.deps.now(), audit: auditActorOf(request) });
    return reply.status(201).send({ data: { secret } });
  });

  app.delete('/api/devices/:id/secret', { ...canWrite, ...ofDevice }, async (request) => {
    const id = request.params.id;
    return {
      data: await revokeSecret(db, id, { now: app.deps.now(), audit: auditActorOf(request) }),
    };
  });

  app.post('/api/devices/:id/test/print', { ...canWrite, ...ofDevice }, async (request, reply) => {
    const id = request.params.id;
    await getResource(db, devicesResource, id);
    return reply.status(202).send({ data: { jobId: await printTestPage(db, id) } });
  });

  app.post(
    '/api/devices/:id/request-device-logs',
    { ...canWrite, ...ofDevice },
    async (request, reply) => {
      const id = request.params.id;
      const device = await getResource(db, devicesResource, id);
      return reply.status(202).send({ data: await requestDeviceLogs(db, device, app.deps.now()) });
    },
  );

  app.get(
    '/api/devices/:id/logs',
    { preHandler: requirePermission(app, 'devices', 'read'), ...ofDevice },
    async (request) => ({
      data: await readDeviceLog(db, request.params.id),
    }),
  );

  app.post(
    '/api/devices/:id/test/notification',
    { ...canWrite, ...ofDevice },
    async (request, reply) => {
      const id = request.params.id;
      const device = await getResource(db, devicesResource, id);
      if (device.kind !== 'notification') {
        throw refusedTest(DEVICE_MESSAGES.notANotificationDevice, 'notANotificationDevice');
      }
      if (!device.hasSecret || !device.isEnabled) {
        throw refusedTest(DEVICE_MESSAGES.noSecret, 'noSecret');
      }
      await publishDeviceNotice(db, { kind: 'ring', deviceId: id });
      return reply.status(202).send({ data: { deviceId: id } });
    },
  );

  // A branch's printing rules: auto-confirm with a preparation time (decision 042).
  app.get(
    '/api/branches/:id/print-rules',
    {
      preHandler: requirePermission(app, 'devices', 'read'),
      schema: {
        params: branchParams,
        response: { 200: z.object({ data: branchPrintRulesSchema }) },
      },
    },
    async (request) => {
      const branchId = request.params.id;
      assertBranchAccess(request.staff!, branchId, 'devices', 'read');
      return { data: await getBranchPrintRules(db, branchId) };
    },
  );

  app.put(
    '/api/branches/:id/print-rules',
    {
      ...canWrite,
      schema: {
        params: branchParams,
        response: { 200: z.object({ data: branchPrintRulesSchema }) },
      },
    },
    async (request) => {
      const branchId = request.params.id;
      assertBranchAccess(request.staff!, branchId, 'devices', 'write');
      const body = parseInput(branchPrintRulesInputSchema, request.body);
      return {
        data: await putBranchPrintRules(db, branchId, body, {
          now: app.deps.now(),
          audit: auditActorOf(request),
        }),
      };
    },
  );

  app.get(
    '/api/orders/:id/labels.pdf',
    {
      preHandler: requirePermission(app, 'orders', 'read'),
      schema: { params: idParamsSchema(ORDER_MESSAGES.notFound) },
    },
    async (request, reply) => {
      const orderId = request.params.id;
      const query = z
        .object({ layout: z.enum(LABEL_LAYOUT_NAMES).default('compact') })
        .safeParse(request.query);
      if (!query.success) {
        throw AppError.invalid([
          { code: 'layout', message: DEVICE_MESSAGES.unknownLabelLayout, field: 'layout' },
        ]);
      }
      await findOrderFor(deps, orderId, request.staff!, 'read');
      const [order, config] = await Promise.all([
        presentOrderById(deps, orderId),
        loadShopConfig(deps),
      ]);
      const label = ticketLabel(config);
      const pdf = await renderLabelSheets({
        title: `Etiketten ${label} ${order.ticketNumber}`,
        labels: orderLabels(order, { ticketLabel: label, timeZone: DEFAULT_TIME_ZONE }),
        layout: query.data.layout,
      });
      return reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          `inline; filename="etiketten-${order.ticketNumber}-${query.data.layout}.pdf"`,
        )
        .header('cache-control', 'no-store')
        .send(Buffer.from(pdf));
    },
  );

  // The labels of all items of a branch's orders due on one day (decision 042), same layouts.
  app.get(
    '/api/branches/:id/labels.pdf',
    { preHandler: requirePermission(app, 'orders', 'read'), schema: { params: branchParams } },
    async (request, reply) => {
      const branchId = request.params.id;
      assertBranchAccess(request.staff!, branchId, 'orders', 'read');
      const query = z
        .object({ layout: z.enum(LABEL_LAYOUT_NAMES).default('compact'), date: z.string() })
        .partial({ date: true })
        .safeParse(request.query);
      if (!query.success) {
        throw AppError.invalid([
          { code: 'layout', message: DEVICE_MESSAGES.unknownLabelLayout, field: 'layout' },
        ]);
      }
      if (!(await findBranchCapacity(db, branchId))) {
        throw AppError.notFound(PRINT_RULES_MESSAGES.branchNotFound);
      }
      const date = query.data.date ?? '';
      const day = await ordersDueOn(deps, branchId, date);
      const pdf = await renderLabelSheets({
        title: `Etiketten ${date}`,
        labels: day.orders.flatMap((order) =>
          orderLabels(order, { ticketLabel: day.ticketLabel, timeZone: day.timeZone }),
        ),
        layout: query.data.layout,
      });
      return reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          `inline; filename="etiketten-${date}-${query.data.layout}.pdf"`,
        )
        .header('cache-control', 'no-store')
        .send(Buffer.from(pdf));
    },
  );

  app.post(
    '/api/orders/:id/print',
    {
      preHandler: requirePermission(app, 'orders', 'write'),
      schema: { params: idParamsSchema(ORDER_MESSAGES.notFound) },
    },
    async (request, reply) => {
      const orderId = request.params.id;
      const order = await findOrderFor(deps, orderId, request.staff!, 'write');
      return reply.status(202).send({ data: { jobIds: await reprintOrder(db, order) } });
    },
  );

  await registerCloudPrntRoutes(app);
  registerResourceRoutes(app, devicesResource);
}
