// Reads and writes of the sandbox's tables (server/db/schema/payments-sandbox.ts).
import { and, asc, desc, eq, gte, inArray, lte, sql } from "drizzle-orm";
import type { Database } from "#db/database.ts";
import {
  omiseSandboxCharges as charges, omiseSandboxDeliveries as deliveries, omiseSandboxEvents as events,
  omiseSandboxRefunds as refunds, omiseSandboxSources as sources, omiseSandboxTokens as tokens,
} from "#db/schema/index.ts";
import { omiseId } from "./ids.ts";
import type { ChargeRow, ChargeView, EventRow } from "./objects.ts";
import type { EmittedEvent } from "./context.ts";

export async function loadCharge(db: Database, id: string): Promise<ChargeView | null> {
  const [charge] = await db.select().from(charges).where(eq(charges.id, id));
  return charge ? viewOf(db, charge) : null;
}

export async function viewOf(db: Database, charge: ChargeRow): Promise<ChargeView> {
  const [source] = charge.sourceId ? await db.select().from(sources).where(eq(sources.id, charge.sourceId)) : [];
  const [token] = charge.tokenId ? await db.select().from(tokens).where(eq(tokens.id, charge.tokenId)) : [];
  const made = await db.select().from(refunds).where(eq(refunds.chargeId, charge.id)).orderBy(asc(refunds.createdAt));
  return { charge, source: source ?? null, token: token ?? null, refunds: made };
}

/** A page of rows between two times (Omise's list parameters). */
export interface Page {
  from: Date;
  to: Date;
  limit: number;
  offset: number;
  order: "chronological" | "reverse_chronological";
}

/** The filter, order and count of a page over a table's created_at (and id, to break ties). */
function paging(columns: { createdAt: typeof charges.createdAt | typeof events.createdAt; id: typeof charges.id |
  typeof events.id }, page: Page) {
  const where = and(gte(columns.createdAt, page.from), lte(columns.createdAt, page.to));
  const orderBy = page.order === "chronological"
    ? [asc(columns.createdAt), asc(columns.id)] : [desc(columns.createdAt), desc(columns.id)];
  return { where, orderBy };
}

export async function pageOfCharges(db: Database, page: Page) {
  const { where, orderBy } = paging(charges, page);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(charges).where(where);
  const rows = await db.select().from(charges).where(where).orderBy(...orderBy).limit(page.limit).offset(page.offset);
  return { views: await Promise.all(rows.map((row) => viewOf(db, row))), total: count?.n ?? 0 };
}

export async function pageOfEvents(db: Database, page: Page) {
  const { where, orderBy } = paging(events, page);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(events).where(where);
  const rows = await db.select().from(events).where(where).orderBy(...orderBy).limit(page.limit).offset(page.offset);
  return { rows, total: count?.n ?? 0 };
}

/** Writes an event and notes where it is to be delivered once the transaction commits. */
export async function emitEvent(
  tx: Database, emitted: EmittedEvent[], key: string, data: Record<string, unknown>, uris: string[], now: Date,
): Promise<string> {
  const id = omiseId("evnt");
  await tx.insert(events).values({ id, key, data, createdAt: now });
  emitted.push({ id, uris });
  return id;
}

export async function loadEvent(db: Database, id: string): Promise<EventRow | null> {
  const [event] = await db.select().from(events).where(eq(events.id, id));
  return event ?? null;
}

/** Per endpoint, the last answer an event's delivery got (Omise's `webhook_deliveries`). */
export async function lastDeliveries(db: Database, eventIds: string[]) {
  if (!eventIds.length) return new Map<string, { uri: string; status: number | null; at: Date }[]>();
  const rows = await db.select().from(deliveries).where(inArray(deliveries.eventId, eventIds))
    .orderBy(asc(deliveries.id));
  const byEvent = new Map<string, Map<string, { uri: string; status: number | null; at: Date }>>();
  for (const row of rows) {
    const perUri = byEvent.get(row.eventId) ?? new Map();
    perUri.set(row.uri, { uri: row.uri, status: row.status, at: row.createdAt });
    byEvent.set(row.eventId, perUri);
  }
  return new Map([...byEvent].map(([id, perUri]) => [id, [...perUri.values()]]));
}

export async function recordDelivery(db: Database, attempt: { eventId: string; uri: string; status: number | null;
  response: string }) {
  await db.insert(deliveries).values(attempt);
}

export async function wasDelivered(db: Database, eventId: string, uri: string): Promise<boolean> {
  const [row] = await db.select({ id: deliveries.id }).from(deliveries).where(and(eq(deliveries.eventId, eventId),
    eq(deliveries.uri, uri), gte(deliveries.status, 200), lte(deliveries.status, 299))).limit(1);
  return row !== undefined;
}
