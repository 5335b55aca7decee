import type { FastifyBaseLogger } from 'fastify';
import { type ChannelListener, listenToChannel } from './channel-listener.ts';
import type { Database } from './database.ts';

/** What a subscriber receives: a notification's payload, or "reload, you may have missed some". */
export type HubMessage = { kind: 'payload'; payload: string } | { kind: 'resync' };
export type HubSubscriber = (message: HubMessage) => void;

/**
 * Fans one LISTEN connection out to every open event stream of this server instance (one
 * dedicated database connection per instance and channel, however many screens are open). The
 * connection opens with the first subscriber and stays until the app closes.
 */
export class ChannelHub {
  private readonly subscribers = new Set<HubSubscriber>();
  private listener: Promise<ChannelListener> | null = null;
  private isClosed = false;

  constructor(
    private readonly db: Database,
    private readonly channel: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Adds a subscriber once the channel is listened to; returns the unsubscribe function. */
  async subscribe(subscriber: HubSubscriber): Promise<() => void> {
    if (this.isClosed) throw new Error('event hub closed');
    this.subscribers.add(subscriber);
    try {
      await this.ensureListening();
    } catch (error) {
      this.subscribers.delete(subscriber);
      throw error;
    }
    return () => this.subscribers.delete(subscriber);
  }

  get subscriberCount(): number {
    return this.subscribers.size;
  }

  async close(): Promise<void> {
    this.isClosed = true;
    this.subscribers.clear();
    const listener = await this.listener?.catch(() => null);
    this.listener = null;
    await listener?.close();
  }

  private ensureListening(): Promise<ChannelListener> {
    this.listener ??= listenToChannel(this.db, this.channel, {
      onPayload: (payload) => this.broadcast({ kind: 'payload', payload }),
      onReconnect: () => this.broadcast({ kind: 'resync' }),
      onError: (error) => this.log.warn({ err: error }, `listening on ${this.channel} failed`),
    }).catch((error: unknown) => {
      // Let the next subscriber try again instead of keeping a failed start forever.
      this.listener = null;
      throw error;
    });
    return this.listener;
  }

  private broadcast(message: HubMessage): void {
    for (const subscriber of this.subscribers) {
      try {
        subscriber(message);
      } catch (error) {
        this.log.warn({ err: error }, 'event subscriber failed');
      }
    }
  }
}
