import { onLocalOrderEvent } from '../../platform/events.ts';
import type { OrderItemRow, OrderWithRating } from './orders.repository.ts';

/** How long a placed order stays at hand for its new-order messages. */
const KEEP_MS = 2 * 60_000;
/** At most this many orders are kept (the oldest go first); an order rush stays bounded. */
const MAX_ORDERS = 1_000;

type Placed = { order: OrderWithRating; items: OrderItemRow[]; keptUntil: number };

/**
 * The orders this instance just placed, for the new-order mails and SMS of the outbox worker
 * (orders.jobs.ts): two or three messages per order read the order and its lines, which on the
 * embedded database were half of all statements of an order rush (bench/README.md, P3). The
 * messages describe the order as it was placed; any change this instance makes to an order drops
 * it from here (`onLocalOrderEvent`), and a message sent after two minutes, on another instance or
 * after a restart reads the order from the database as before
 * (docs/decisions/018-pglite-worker-thread.md).
 */
export class RecentOrders {
  private readonly placed = new Map<number, Placed>();
  private readonly stopListening: () => void;

  constructor(private readonly clock: () => number = () => performance.now()) {
    this.stopListening = onLocalOrderEvent((orderId) => this.placed.delete(orderId));
  }

  remember(order: OrderWithRating, items: OrderItemRow[]): void {
    this.placed.delete(order.id);
    this.placed.set(order.id, { order, items, keptUntil: this.clock() + KEEP_MS });
    for (const oldest of this.placed.keys()) {
      if (this.placed.size <= MAX_ORDERS) break;
      this.placed.delete(oldest);
    }
  }

  /** The placed order and its lines, when this instance placed it within the last two minutes. */
  get(orderId: number): { order: OrderWithRating; items: OrderItemRow[] } | undefined {
    const entry = this.placed.get(orderId);
    if (!entry) return undefined;
    if (entry.keptUntil <= this.clock()) {
      this.placed.delete(orderId);
      return undefined;
    }
    return entry;
  }

  close(): void {
    this.stopListening();
    this.placed.clear();
  }
}
