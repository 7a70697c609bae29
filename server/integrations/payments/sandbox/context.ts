import type { Database } from "#db/database.ts";

/** What a sandbox operation works with: its database, its clock and where its links and events go. */
export interface SandboxContext {
  db: Database;
  now: Date;
  /** The origin the request came through (or PUBLIC_URL): authorize pages and QR images are linked there. */
  origin: string;
  /** The account's webhook endpoint: events of charges without their own `webhook_endpoints` go here. */
  webhookUrl: string;
  /** Queues the delivery of an event to an endpoint (a pg-boss job that retries). */
  queueDelivery(eventId: string, uri: string): Promise<void>;
}

/** An event written in a transaction, to be queued for delivery once the transaction committed. */
export interface EmittedEvent {
  id: string;
  uris: string[];
}

/** Runs `work` in one transaction, then queues the delivery of every event it emitted (none if it failed). */
export async function inTransaction<T>(
  ctx: SandboxContext,
  work: (tx: Database, emitted: EmittedEvent[]) => Promise<T>,
): Promise<T> {
  const emitted: EmittedEvent[] = [];
  const result = await ctx.db.transaction((tx) => work(tx as unknown as Database, emitted));
  for (const event of emitted) for (const uri of event.uris) await ctx.queueDelivery(event.id, uri);
  return result;
}
