import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../database.ts";
import { outbox } from "../schema/index.ts";

export type OutgoingMessage = { kind: "mail" | "sms"; to: string; subject: string; body: string };

/**
 * The body a message keeps once delivered: nothing. Reset links and phone codes are live secrets, and the outbox is
 * a queue, not an archive; recipient, subject and times stay for the record (docs/decisions/0085).
 */
export const DELIVERED_BODY = "";

/**
 * The offline mail/SMS default: a message is written to the outbox table (read in development and by tests); a real
 * sender (SMTP, an SMS gateway) claims unsent rows, which sets `sent_at` and drops the text. Accepts a transaction so
 * the message is written together with whatever caused it, or not at all.
 */
/** The NOTIFY channel a new outbox message wakes the delivery job on (sent on commit, to every shop process). */
export const OUTBOX_CHANNEL = "outbox";

export async function enqueue(db: Database, message: OutgoingMessage): Promise<number> {
  const [row] = await db.insert(outbox).values(message).returning({ id: outbox.id });
  if (!row) throw new Error("outbox insert returned no row");
  await db.execute(sql`SELECT pg_notify(${OUTBOX_CHANNEL}, ${message.kind})`);
  return row.id;
}

export async function listOutbox(db: Database, options: { to?: string; limit?: number } = {}) {
  const query = db.select().from(outbox);
  const filtered = options.to ? query.where(eq(outbox.to, options.to)) : query;
  return filtered.orderBy(desc(outbox.id)).limit(options.limit ?? 100);
}

export async function unsentMessages(db: Database, options: { kind?: OutgoingMessage["kind"]; limit?: number } = {}) {
  const unsent = isNull(outbox.sentAt);
  return db.select().from(outbox).where(options.kind ? and(unsent, eq(outbox.kind, options.kind)) : unsent)
    .orderBy(asc(outbox.id)).limit(options.limit ?? 100);
}

/**
 * Takes an unsent message for delivery: marks it sent and drops its text in one statement, so two senders never
 * both take it and the secret leaves the table before it leaves the shop. The caller holds the text (from
 * `unsentMessages`) and gives it back with `releaseClaim` if delivery fails. False: another sender took it first.
 */
export async function claimForDelivery(db: Database, id: number): Promise<boolean> {
  const claimed = await db.update(outbox).set({ sentAt: sql`now()`, body: DELIVERED_BODY })
    .where(and(eq(outbox.id, id), isNull(outbox.sentAt))).returning({ id: outbox.id });
  return claimed.length > 0;
}

/** Undoes a claim whose delivery failed: the message is unsent again, with its text, for the next run. */
export async function releaseClaim(db: Database, id: number, body: string): Promise<void> {
  await db.update(outbox).set({ sentAt: null, body }).where(eq(outbox.id, id));
}

/** Records that a message reached its recipient (a gateway's receipt): sent, and its text dropped. */
export async function markSent(db: Database, id: number): Promise<void> {
  await db.update(outbox).set({ sentAt: sql`coalesce(${outbox.sentAt}, now())`, body: DELIVERED_BODY })
    .where(eq(outbox.id, id));
}

/**
 * The recipient typed back the code an SMS carried, which proves it arrived: those SMS count as delivered, with
 * their text dropped. (The offline default has no SMS gateway to say so.)
 */
export async function markSmsDelivered(db: Database, to: string, code: string): Promise<void> {
  await db.update(outbox).set({ sentAt: sql`coalesce(${outbox.sentAt}, now())`, body: DELIVERED_BODY })
    .where(and(eq(outbox.kind, "sms"), eq(outbox.to, to), sql`strpos(${outbox.body}, ${code}) > 0`));
}
