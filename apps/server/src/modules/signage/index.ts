import {
  businessDayOf,
  SIGNAGE_MESSAGES,
  signagePairingInputSchema,
  signagePlayerStatusInputSchema,
  signageSecretSchema,
  staffSignageDeviceSchema,
} from '@shop/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { auditActorOf } from '../../platform/audit/audit-log.ts';
import { requirePermission } from '../../platform/auth/guards.ts';
import { AppError } from '../../platform/errors.ts';
import { openEventStream } from '../../platform/event-stream.ts';
import { isScreensChangedNotice } from '../../platform/events.ts';
import {
  checkedBeforeValidation,
  idParamsSchema,
  type ZodTypeProvider,
} from '../../platform/openapi.ts';
import { registerResourceRoutes } from '../../platform/resources/resource.routes.ts';
import { parseInput } from '../../platform/validation.ts';
import { templatePicture } from '../catalogue/catalogue.read-model.ts';
import { getPublicConfig } from '../settings/config/config.service.ts';
import { tvDevicesResource } from './devices/tv-devices.resource.ts';
import {
  createPairingRateLimiter,
  pairingStatus,
  pairTv,
  startPairing,
} from './devices/tv-pairing.service.ts';
import { recordScreenReport } from './devices/tv-screen-report.service.ts';
import { authenticateTv, issueTvSecret, revokeTvSecret } from './devices/tv-secret.service.ts';
import { playerScreen, streamTemplateOf } from './player/player.service.ts';
import { segmentsResource } from './segments/segments.resource.ts';
import { streamsResource } from './streams/streams.resource.ts';

// A staff path that names no TV is the German 404 through the validator, after the login check
// (docs/decisions/025); pairing reads its body after that, an unknown TV is found out after it.
const deviceParams = idParamsSchema(SIGNAGE_MESSAGES.deviceNotFound);
const oneDevice = { 200: z.object({ data: staffSignageDeviceSchema }) };

/**
 * The digital signage area (spec §1, §7; docs/decisions/033-digital-signage.md): segments,
 * streams and TVs for staff with `signage`, and the player's read with the TV's own secret.
 */
export async function registerSignageModule(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const canWrite = { preHandler: requirePermission(app, 'signage', 'write') };

  // ——— pairing by a code (docs/decisions/055-signage-pairing-media-offline.md) ———
  // Anonymous: a TV without a secret asks for a code to show, limited per address.
  const pairingLimiter = createPairingRateLimiter();
  app.post('/api/digital-signage/pairings', async (request, reply) => {
    const now = app.deps.now();
    pairingLimiter.admit(request.ip, now);
    reply.header('cache-control', 'no-store');
    return reply.status(201).send({ data: await startPairing(db, now) });
  });

  // The waiting player, with the secret it was given with its code: `waiting` or `paired`.
  app.get('/api/digital-signage/pairings/current', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { data: await pairingStatus(db, request.headers.authorization, app.deps.now()) };
  });

  // ——— the TV with its secret (no session, no CSRF: nothing a browser sends by itself) ———
  app.get('/api/digital-signage/player', async (request, reply) => {
    const now = app.deps.now();
    const tv = await authenticateTv(db, request.headers.authorization, now);
    reply.header('cache-control', 'no-store');
    return { data: await playerScreen(db, tv, now) };
  });

  // The TV's report (decision 055): its resolution and the segment it shows now.
  app.post('/api/digital-signage/player/status', async (request, reply) => {
    const tv = await authenticateTv(db, request.headers.authorization, app.deps.now());
    const report = parseInput(signagePlayerStatusInputSchema, request.body);
    await recordScreenReport(db, tv, report);
    return reply.status(204).send();
  });

  // Live (decision 033 "Live"): `ready` once listening, `changed` when what TVs show may have
  // changed (a price, a product, a segment …), `resync` after the database connection was lost,
  // `end` when the TV's secret is revoked. The player then asks GET …/player again.
  app.get('/api/digital-signage/player/events', async (request, reply) => {
    const authorization = request.headers.authorization;
    const tv = await authenticateTv(db, authorization, app.deps.now());
    const runtime = app.orderEvents;
    let send: ((event: string) => void) | null = null;
    const unsubscribe = await runtime.hub.subscribe((message) => {
      if (message.kind === 'resync') send?.('resync');
      else if (isScreensChangedNotice(message.payload)) send?.('changed');
    });
    const stream = openEventStream(request, reply, {
      heartbeatMs: runtime.heartbeatMs,
      isHttps: app.deps.config.isProduction,
      isStillAllowed: () =>
        authenticateTv(db, authorization, app.deps.now()).then(
          (row) => row.id === tv.id,
          () => false,
        ),
      onClose: () => {
        unsubscribe();
        runtime.streams.delete(stream);
      },
    });
    runtime.streams.add(stream);
    send = (event) => stream.send(event, {});
    stream.send('ready', {});
  });

  // A template segment's picture, rendered now (decision 047). The address carries the version
  // the player was told; an outdated one still answers the current picture, but only the
  // matching version may be kept for long by the TV's cache.
  // The TV's secret is checked before the path (a preValidation hook); a path that names no
  // segment is then the German 404 through the validator (docs/decisions/025).
  const playingTv = checkedBeforeValidation((request) =>
    authenticateTv(db, request.headers.authorization, app.deps.now()),
  );
  app.get(
    '/api/digital-signage/player/segments/:id/picture.webp',
    {
      preValidation: playingTv.preValidation,
      schema: { params: idParamsSchema(SIGNAGE_MESSAGES.pictureNotFound) },
    },
    async (request, reply) => {
      const now = app.deps.now();
      const tv = playingTv.resultOf(request);
      const templateId = await streamTemplateOf(db, tv, request.params.id);
      if (templateId === null) throw AppError.notFound(SIGNAGE_MESSAGES.pictureNotFound);
      const { timeZone } = await getPublicConfig(db);
      const picture = await templatePicture(
        app.deps,
        templateId,
        'webp',
        businessDayOf(now, timeZone),
      );
      if (!picture) throw AppError.notFound(SIGNAGE_MESSAGES.pictureNotFound);
      reply.header('content-type', 'image/webp');
      reply.header('etag', `"${picture.version}"`);
      reply.header(
        'cache-control',
        (request.query as { v?: unknown }).v === picture.version
          ? 'private, max-age=86400'
          : 'no-store',
      );
      return reply.send(picture.bytes);
    },
  );

  // ——— staff ———
  app.post(
    '/api/digital-signage-devices/:id/secret',
    {
      ...canWrite,
      schema: { params: deviceParams, response: { 201: z.object({ data: signageSecretSchema }) } },
    },
    async (request, reply) => {
      const secret = await issueTvSecret(db, request.params.id, {
        now: app.deps.now(),
        audit: auditActorOf(request),
      });
      return reply.status(201).send({ data: { secret } });
    },
  );

  // Staff enter the code the TV shows ("TV koppeln"): the waiting player's secret becomes the TV's.
  app.post(
    '/api/digital-signage-devices/:id/pairing',
    {
      ...canWrite,
      schema: { params: deviceParams, body: signagePairingInputSchema, response: oneDevice },
    },
    async (request) => ({
      data: await pairTv(db, request.params.id, request.body.code, {
        now: app.deps.now(),
        audit: auditActorOf(request),
      }),
    }),
  );

  app.delete(
    '/api/digital-signage-devices/:id/secret',
    { ...canWrite, schema: { params: deviceParams, response: oneDevice } },
    async (request) => ({
      data: await revokeTvSecret(db, request.params.id, {
        now: app.deps.now(),
        audit: auditActorOf(request),
      }),
    }),
  );

  registerResourceRoutes(app, segmentsResource);
  registerResourceRoutes(app, streamsResource);
  registerResourceRoutes(app, tvDevicesResource);
}
