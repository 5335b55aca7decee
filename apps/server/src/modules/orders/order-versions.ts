import { orderEventSchema } from '@shop/domain';
import type { ChannelHub, HubMessage } from '../../platform/event-hub.ts';
import { onLocalOrderEvent } from '../../platform/events.ts';

function orderIdOf(payload: string): number | undefined {
  try {
    return orderEventSchema.safeParse(JSON.parse(payload)).data?.orderId;
  } catch {
    return undefined;
  }
}

/** What the public ETag is made of, plus the hash to check the address against. */
export type OrderVersion = {
  id: number;
  uid: string;
  hash: string;
  updatedAt: Date;
  questionnaireRating: number | null;
};

type Entry = { version: OrderVersion; hash: Buffer };

/** About 10,000 open status pages (docs/budgets.md P4) with room to spare; oldest dropped first. */
const MAX_ENTRIES = 50_000;
/** How long a change published here hides its order from the cache when no NOTIFY follows. */
const LOCAL_WRITE_GRACE_MS = 5_000;
/** Invalidations remembered per order (beyond that, reads that started earlier are not kept). */
const MAX_INVALIDATIONS = 10_000;

/**
 * The versions of orders whose status pages are polling (docs/budgets.md P4): an unchanged order is
 * answered 304 without a database query. Every change to an order publishes an `orders` event
 * in its transaction (platform/events.ts); an entry is dropped when that event arrives over
 * LISTEN (this or another instance), and from the moment a change is published here until its
 * NOTIFY arrives (a rolled-back change: for LOCAL_WRITE_GRACE_MS) the order is read from the
 * database. A read that started before an invalidation of its order is never kept. While not
 * listening (start-up, LISTEN failed) nothing is cached; after a lost connection everything is
 * dropped.
 */
export class PublicOrderVersions {
  readonly #entries = new Map<string, Entry>();
  readonly #uidOf = new Map<number, string>();
  /** Sequence number of each order's latest invalidation. */
  readonly #invalidatedAt = new Map<number, number>();
  /** Orders changed here whose NOTIFY has not arrived yet, with when to give up waiting. */
  readonly #pending = new Map<number, number>();
  #sequence = 0;
  /** Reads started before this sequence number are not kept. */
  #floor = 0;
  #isListening = false;
  #start: Promise<void> | null = null;
  readonly #stopLocal: () => void;

  constructor(private readonly hub: ChannelHub) {
    this.#stopLocal = onLocalOrderEvent((orderId) => {
      // Not listening yet: nothing is cached, and reads are kept only from a later start.
      if (!this.#isListening) return;
      this.#invalidate(orderId);
      this.#pending.set(orderId, Date.now() + LOCAL_WRITE_GRACE_MS);
    });
  }

  /** The known version of the order with this uid, or undefined (then ask the database). */
  lookup(uid: string): { version: OrderVersion; hash: Buffer } | undefined {
    if (!this.#isListening) {
      this.#listen();
      return undefined;
    }
    const entry = this.#entries.get(uid);
    if (!entry || this.#isPending(entry.version.id)) return undefined;
    return entry;
  }

  /** Taken before reading an order from the database; hand it to remember(). */
  readToken(): number {
    if (!this.#isListening) this.#listen();
    return this.#sequence;
  }

  /** Starts listening; true once it does (false: LISTEN failed, nothing is cached). */
  async ready(): Promise<boolean> {
    this.#listen();
    await this.#start;
    return this.#isListening;
  }

  /** Keeps what the database said, unless the order changed since the read began. */
  remember(version: OrderVersion, token: number): void {
    if (!this.#isListening || token < this.#floor || this.#isPending(version.id)) return;
    if ((this.#invalidatedAt.get(version.id) ?? -1) > token) return;
    const { id, uid, hash, updatedAt, questionnaireRating } = version;
    this.#entries.delete(uid);
    this.#entries.set(uid, {
      version: { id, uid, hash, updatedAt, questionnaireRating },
      hash: Buffer.from(hash),
    });
    this.#uidOf.set(id, uid);
    if (this.#entries.size > MAX_ENTRIES) {
      const [oldest] = this.#entries.values();
      if (oldest) this.#drop(oldest.version.id);
    }
  }

  close(): void {
    this.#stopLocal();
    this.#isListening = false;
    this.#clear();
  }

  #listen(): void {
    this.#start ??= this.hub
      .subscribe((message) => this.#receive(message))
      .then(() => {
        this.#floor = ++this.#sequence;
        this.#isListening = true;
      })
      .catch(() => {
        // No LISTEN (yet): stay uncached; the next lookup tries again.
        this.#start = null;
      });
  }

  #receive(message: HubMessage): void {
    const orderId = message.kind === 'payload' ? orderIdOf(message.payload) : undefined;
    // A lost connection, or an event that cannot be read, may concern any order.
    if (orderId === undefined) {
      this.#clear();
      return;
    }
    this.#invalidate(orderId);
    this.#pending.delete(orderId);
  }

  #isPending(orderId: number): boolean {
    const until = this.#pending.get(orderId);
    if (until === undefined) return false;
    if (until > Date.now()) return true;
    this.#pending.delete(orderId);
    return false;
  }

  #invalidate(orderId: number): void {
    this.#drop(orderId);
    if (this.#invalidatedAt.size >= MAX_INVALIDATIONS) {
      this.#invalidatedAt.clear();
      this.#floor = this.#sequence + 1;
    }
    this.#invalidatedAt.set(orderId, ++this.#sequence);
  }

  #drop(orderId: number): void {
    const uid = this.#uidOf.get(orderId);
    if (uid === undefined) return;
    this.#uidOf.delete(orderId);
    this.#entries.delete(uid);
  }

  #clear(): void {
    this.#entries.clear();
    this.#uidOf.clear();
    this.#invalidatedAt.clear();
    this.#floor = ++this.#sequence;
  }
}
