import { asc, desc, eq, isNull } from "drizzle-orm";
import type { Database } from "../database.ts";
import { outbox } from "../schema/index.ts";

export type OutgoingMessage = { kind: "mail" | "sms"; to: string; subject: string; body: string };

/**
 * The offline mail/SMS default: a message is written to the outbox table (read in development and by tests); a real
 * sender (SMTP, an SMS gateway) picks up unsent rows and sets `sent_at`. Accepts a transaction so the message is
 * written together with whatever caused it, or not at all.
 */
export async function enqueue(db: Database, message: OutgoingMessage): Promise<number> {
  const [row] = await db.insert(outbox).values(message).returning({ id: outbox.id });
  if (!row) throw new Error("outbox insert returned no row");
  return row.id;
}

export async function listOutbox(db: Database, options: { to?: string; limit?: number } = {}) {
  const query = db.select().from(outbox);
  const filtered = options.to ? query.where(eq(outbox.to, options.to)) : query;
  return filtered.orderBy(desc(outbox.id)).limit(options.limit ?? 100);
}

export async function unsentMessages(db: Database, limit = 100) {
  return db.select().from(outbox).where(isNull(outbox.sentAt)).orderBy(asc(outbox.id)).limit(limit);
}

export async function markSent(db: Database, id: number): Promise<void> {
  await db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, id));
}
