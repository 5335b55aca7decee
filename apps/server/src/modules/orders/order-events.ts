import { type OrderEvent, orderEventSchema } from '@shop/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ChannelHub, type HubMessage } from '../../platform/event-hub.ts';
import { type EventStream, openEventStream } from '../../platform/event-stream.ts';
import {
  deviceNoticeOf,
  isSessionsEndedNotice,
  ORDER_EVENTS_CHANNEL,
} from '../../platform/events.ts';
import type { OrderRow } from './orders.repository.ts';
import { RecentOrders } from './recent-orders.ts';

/**
 * Called once an order is announced to the shop and its transaction has committed: an order paid
 * at the door at once, an online one when it is paid (docs/decisions/053-web-push.md). Listeners
 * must not block: the order's request does not wait for them.
 */
export type NewOrderListener = (order: OrderRow) => void;

/**
 * Live order updates: one LISTEN on the `orders` channel per server instance,
 * fanned out to every open event stream (back-office screens and front desks), each filtered by
 * the branches its reader may see. Streams end when the app closes (main.ts `app.close()` on
 * SIGTERM), so a shutdown is never held up by an open screen.
 */

export type OrderEventsRuntime = {
  hub: ChannelHub;
  streams: Set<EventStream>;
  /** Heartbeat interval (comment line; also when the reader's right to listen is checked again). */
  heartbeatMs: number;
};

declare module 'fastify' {
  interface FastifyInstance {
    orderEvents: OrderEventsRuntime;
    /** Orders this instance just placed, for their new-order messages (recent-orders.ts). */
    recentOrders: RecentOrders;
    /** Who hears of a new order after its commit (Web Push, devices module). */
    newOrderListeners: Set<NewOrderListener>;
  }
}

export const ORDER_EVENT_HEARTBEAT_MS = 15_000;

export async function registerOrderEventHub(app: FastifyInstance): Promise<void> {
  const runtime: OrderEventsRuntime = {
    hub: new ChannelHub(app.deps.db, ORDER_EVENTS_CHANNEL, app.log),
    streams: new Set(),
    heartbeatMs: ORDER_EVENT_HEARTBEAT_MS,
  };
  app.decorate('orderEvents', runtime);
  const recentOrders = new RecentOrders();
  app.decorate('recentOrders', recentOrders);
  app.decorate('newOrderListeners', new Set<NewOrderListener>());
  app.addHook('preClose', async () => {
    for (const stream of [...runtime.streams]) stream.close();
  });
  app.addHook('onClose', async () => {
    recentOrders.close();
    await runtime.hub.close();
  });
}
// Like fastify-plugin: the decorator and the hooks belong to the root instance.
Object.assign(registerOrderEventHub, { [Symbol.for('skip-override')]: true });

function parseEvent(payload: string): OrderEvent | null {
  try {
    const parsed = orderEventSchema.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Answers with an event stream of the orders of `branchIds` (null: every branch): `ready` once
 * listening, `order` per change ({ orderId, branchId, type }), `resync` after the database
 * connection was lost (reload everything), `end` when the reader may no longer listen; for a
 * device (`deviceId`), `ring` when staff test its alarm and `logs` when they request its log.
 */
export async function streamOrderEvents(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  options: {
    branchIds: readonly number[] | null;
    isStillAllowed: () => Promise<boolean>;
    deviceId?: number;
  },
): Promise<void> {
  const runtime = app.orderEvents;
  let stream: EventStream | null = null;
  const pending: HubMessage[] = [];
  // While a sessions-ended notice is being checked, messages wait: a disabled reader gets none.
  let checking: Promise<boolean> | null = null;
  const deliver = (message: HubMessage) => {
    if (!stream || checking) return void pending.push(message);
    if (message.kind === 'resync') return stream.send('resync', {});
    if (isSessionsEndedNotice(message.payload)) {
      checking = stream.checkAllowed();
      void checking.then((isAllowed) => {
        checking = null;
        if (isAllowed) for (const waiting of pending.splice(0)) deliver(waiting);
        else pending.length = 0;
      });
      return;
    }
    const notice = deviceNoticeOf(message.payload);
    if (notice !== null) {
      if (notice.deviceId === options.deviceId) stream.send(notice.kind, {});
      return;
    }
    const event = parseEvent(message.payload);
    if (!event) return;
    if (options.branchIds && !options.branchIds.includes(event.branchId)) return;
    stream.send('order', event);
  };
  // Subscribe before answering: a database that cannot listen fails the request normally.
  const unsubscribe = await runtime.hub.subscribe(deliver);
  const opened = openEventStream(request, reply, {
    heartbeatMs: runtime.heartbeatMs,
    isHttps: app.deps.config.isProduction,
    isStillAllowed: options.isStillAllowed,
    onClose: () => {
      unsubscribe();
      runtime.streams.delete(opened);
    },
  });
  stream = opened;
  runtime.streams.add(opened);
  opened.send('ready', {});
  for (const message of pending.splice(0)) deliver(message);
}
