import { sql } from "drizzle-orm";
import type { OrderStatus } from "#contract/order.ts";
import { maskEmail, maskPhone, type StuckItem, type StuckKind } from "#contract/support.ts";
import {
  ageSeconds, EXPIRING_WITHIN_HOURS, isPendingTooLong, MIN_PENDING_MINUTES, WEBHOOK_GRACE_MINUTES,
  WEBHOOK_LOOKBACK_HOURS,
} from "#domain/support-stuck.ts";
import { queryRows, type Database } from "#db/database.ts";

// "Stuck now" (decision 0150): read from the shop's own record, no provider call, so the list is
// cheap to refresh. Each kind is one query; re-checking a row with the provider is the action that repairs it.

const LIMIT = 200;

type Row = {
  since: Date; number: string | null; status: OrderStatus | null; email: string | null; phone_e164: string | null;
  amount: number | null; method: string | null; provider_charge_id: string | null;
};

function item(kind: StuckKind, row: Row, now: Date, ahead = false): StuckItem {
  const since = new Date(row.since);
  return {
    kind, since: since.toISOString(), age_seconds: ahead ? ageSeconds(now, since) : ageSeconds(since, now),
    order_number: row.number, order_status: row.status, email: row.email === null ? null : maskEmail(row.email),
    phone: maskPhone(row.phone_e164), amount: row.amount === null ? null : Number(row.amount), method: row.method,
    charge_id: row.provider_charge_id,
  };
}

const ORDER_COLUMNS = sql`o.number, o.status, o.email, o.phone_e164`;
const CHARGE_JOIN = sql`FROM payment_charges c JOIN orders o ON o.id = c.order_id`;

async function pendingTooLong(db: Database, now: Date): Promise<StuckItem[]> {
  const before = new Date(now.getTime() - MIN_PENDING_MINUTES * 60_000);
  const rows = await queryRows<Row>(db, sql`
    SELECT c.created_at AS since, ${ORDER_COLUMNS}, c.amount, c.method, c.provider_charge_id
    ${CHARGE_JOIN} WHERE c.status IN ('creating', 'pending') AND c.created_at <= ${before}
    ORDER BY c.created_at LIMIT ${LIMIT}`);
  return rows.filter((row) => isPendingTooLong(row.method ?? "", new Date(row.since), now))
    .map((row) => item("pending_too_long", row, now));
}

async function paidNotProcessing(db: Database, now: Date): Promise<StuckItem[]> {
  const rows = await queryRows<Row>(db, sql`
    SELECT coalesce(c.paid_at, c.updated_at) AS since, ${ORDER_COLUMNS}, c.amount, c.method, c.provider_charge_id
    ${CHARGE_JOIN} WHERE c.status = 'successful' AND c.refund_state IS NULL
      AND o.status NOT IN ('processing', 'in_transit', 'completed')
    ORDER BY c.updated_at LIMIT ${LIMIT}`);
  return rows.map((row) => item("paid_not_processing", row, now));
}

/** The demo member's seeded orders were "paid" by the seed, with no charge: they are not stuck. */
async function processingUnpaid(db: Database, now: Date): Promise<StuckItem[]> {
  const rows = await queryRows<Row>(db, sql`
    SELECT coalesce(o.paid_at, o.created_at) AS since, ${ORDER_COLUMNS}, o.total AS amount,
      (SELECT c.method FROM payment_charges c WHERE c.order_id = o.id ORDER BY c.id DESC LIMIT 1) AS method,
      (SELECT c.provider_charge_id FROM payment_charges c WHERE c.order_id = o.id ORDER BY c.id DESC LIMIT 1)
        AS provider_charge_id
    FROM orders o WHERE o.status = 'processing'
      AND NOT EXISTS (SELECT 1 FROM payment_charges c WHERE c.order_id = o.id AND c.status = 'successful'
        AND c.refund_state IS NULL)
      AND NOT EXISTS (SELECT 1 FROM order_events e WHERE e.order_id = o.id AND e.event = 'pay'
        AND e.actor = 'demo seed')
    ORDER BY o.paid_at LIMIT ${LIMIT}`);
  return rows.map((row) => item("processing_unpaid", row, now));
}

/**
 * A charge that ended (paid, failed, expired) a while ago, learned some other way (the shopper's page, the job),
 * with no webhook about it received since it was made, and not re-checked by staff since: the provider's delivery is
 * not reaching the shop.
 */
async function webhookMissing(db: Database, now: Date): Promise<StuckItem[]> {
  const settled = new Date(now.getTime() - WEBHOOK_GRACE_MINUTES * 60_000);
  const from = new Date(now.getTime() - WEBHOOK_LOOKBACK_HOURS * 3_600_000);
  const rows = await queryRows<Row>(db, sql`
    SELECT c.updated_at AS since, ${ORDER_COLUMNS}, c.amount, c.method, c.provider_charge_id
    ${CHARGE_JOIN} WHERE c.status IN ('successful', 'failed', 'expired', 'reversed')
      AND c.provider_charge_id IS NOT NULL AND c.updated_at <= ${settled} AND c.created_at >= ${from}
      AND NOT EXISTS (SELECT 1 FROM payment_webhooks w WHERE w.provider_charge_id = c.provider_charge_id)
      AND NOT EXISTS (SELECT 1 FROM staff_actions a WHERE a.order_number = o.number AND a.action = 'recheck'
        AND a.at >= c.updated_at)
    ORDER BY c.updated_at LIMIT ${LIMIT}`);
  return rows.map((row) => item("webhook_missing", row, now));
}

async function expiringUnpaid(db: Database, now: Date): Promise<StuckItem[]> {
  const within = new Date(now.getTime() + EXPIRING_WITHIN_HOURS * 3_600_000);
  const rows = await queryRows<Row>(db, sql`
    SELECT o.expires_at AS since, ${ORDER_COLUMNS}, o.total AS amount,
      (SELECT c.method FROM payment_charges c WHERE c.order_id = o.id ORDER BY c.id DESC LIMIT 1) AS method,
      (SELECT c.provider_charge_id FROM payment_charges c WHERE c.order_id = o.id ORDER BY c.id DESC LIMIT 1)
        AS provider_charge_id
    FROM orders o WHERE o.status = 'pending' AND o.expires_at IS NOT NULL AND o.expires_at <= ${within}
    ORDER BY o.expires_at LIMIT ${LIMIT}`);
  return rows.map((row) => item("expiring_unpaid", row, now, true));
}

async function refundPending(db: Database, now: Date): Promise<StuckItem[]> {
  const rows = await queryRows<Row>(db, sql`
    SELECT c.updated_at AS since, ${ORDER_COLUMNS}, c.amount, c.method, c.provider_charge_id
    ${CHARGE_JOIN} WHERE c.refund_state = 'due' ORDER BY c.id LIMIT ${LIMIT}`);
  return rows.map((row) => item("refund_pending", row, now));
}

/** Background jobs that failed after their last retry (pg-boss keeps them as `failed`). */
async function failedJobs(db: Database, now: Date): Promise<StuckItem[]> {
  const [table] = await queryRows<{ ok: boolean }>(db, sql`SELECT to_regclass('pgboss.job') IS NOT NULL AS ok`);
  if (!table?.ok) return [];
  const rows = await queryRows<{ name: string; since: Date; output: unknown; retry_count: number }>(db, sql`
    SELECT name, coalesce(completed_on, created_on) AS since, output, retry_count FROM pgboss.job
    WHERE state = 'failed' ORDER BY completed_on DESC NULLS LAST LIMIT ${LIMIT}`);
  return rows.map((row) => {
    const since = new Date(row.since);
    const output = row.output as { message?: unknown } | null;
    return {
      kind: "job_failed", since: since.toISOString(), age_seconds: ageSeconds(since, now), order_number: null,
      order_status: null, email: null, phone: null, amount: null, method: null, charge_id: null,
      job: { name: row.name, error: typeof output?.message === "string" ? output.message.slice(0, 300) : null,
        retries: Number(row.retry_count) },
    };
  });
}

/** Everything stuck at `now`, kind by kind (the console's order), oldest first within a kind. */
export async function stuckNow(db: Database, now: Date): Promise<StuckItem[]> {
  const parts = [
    pendingTooLong, paidNotProcessing, processingUnpaid, webhookMissing, expiringUnpaid, refundPending, failedJobs,
  ];
  const lists: StuckItem[][] = [];
  // One after the other: the console is one staff member's request, not worth several pool connections.
  for (const part of parts) lists.push(await part(db, now));
  return lists.flat();
}
