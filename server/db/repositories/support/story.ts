import { sql } from "drizzle-orm";
import type { OrderStatus } from "#contract/order.ts";
import {
  maskEmail, maskPhone, type SearchHit, type Story, type StoryCharge, type SupportAction, type TimelineEntry,
} from "#contract/support.ts";
import { allowedEvents } from "#domain/order-lifecycle.ts";
import { queryRows, type Database } from "#db/database.ts";

// An order's whole story for support (anchors §6): the order, its charges, and one timeline merged
// from the order's events, the payment events, the webhooks received about its charges, and what staff did.

type OrderRow = {
  id: number; number: string; public_id: string; status: OrderStatus; total: number; email: string;
  phone_e164: string | null; locale: "en" | "th"; created_at: Date; expires_at: Date | null; paid_at: Date | null;
  member_id: number | null;
};

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** Digits of a Thai phone as stored (E.164): "081 234 5678" and "+66812345678" both find +66812345678. */
function phoneQuery(q: string): string | null {
  const digits = q.replace(/[\s()-]/g, "");
  if (!/^\+?\d{9,12}$/.test(digits)) return null;
  if (digits.startsWith("+")) return digits;
  return digits.startsWith("0") ? `+66${digits.slice(1)}` : `+${digits}`;
}

/** Orders whose number, e-mail, phone or charge id is `q` (exact, case-insensitive), newest first. */
export async function searchOrders(db: Database, q: string): Promise<SearchHit[]> {
  const text = q.trim();
  const phone = phoneQuery(text);
  const rows = await queryRows<OrderRow>(db, sql`
    SELECT o.* FROM orders o
    WHERE upper(o.number) = upper(${text}) OR o.email = lower(${text})
      OR (${phone}::text IS NOT NULL AND o.phone_e164 = ${phone})
      OR o.id IN (SELECT c.order_id FROM payment_charges c WHERE c.provider_charge_id = ${text})
    ORDER BY o.created_at DESC LIMIT 50`);
  return rows.map((row) => ({
    number: row.number, status: row.status, email: maskEmail(row.email), phone: maskPhone(row.phone_e164),
    total: Number(row.total), created_at: iso(row.created_at) ?? "",
  }));
}

export async function orderIdByNumber(db: Database, number: string): Promise<number | null> {
  const [row] = await queryRows<{ id: number }>(db, sql`
    SELECT id FROM orders WHERE upper(number) = upper(${number.trim()})`);
  return row ? Number(row.id) : null;
}

type ChargeRow = {
  id: number; provider_charge_id: string | null; method: string; status: string; amount: number;
  failure_code: string | null; expires_at: Date | null; refund_state: string | null; created_at: Date;
};

/** What staff may do to an order now: the lifecycle's events for staff, read as the console's actions. */
export function supportActions(status: OrderStatus, charges: readonly StoryCharge[]): SupportAction[] {
  const staff = allowedEvents(status, "staff");
  const kept = charges.some((c) => c.status === "successful" && c.refund_state === null);
  const open = charges.some((c) => c.status === "creating" || c.status === "pending");
  const actions: SupportAction[] = [];
  if (open || charges.some((c) => c.charge_id !== null)) actions.push("recheck");
  if (status === "pending" && staff.includes("cancel")) actions.push("expire");
  if (status === "processing" && staff.includes("cancel") && kept) actions.push("refund");
  if (status !== "pending" && status !== "failed") actions.push("resend_confirmation");
  return actions;
}

/** The order's story, or null when no order has that number. */
export async function readStory(db: Database, number: string): Promise<Story | null> {
  const [order] = await queryRows<OrderRow>(db, sql`
    SELECT * FROM orders WHERE upper(number) = upper(${number.trim()})`);
  if (!order) return null;
  const charges = (await queryRows<ChargeRow>(db, sql`
    SELECT * FROM payment_charges WHERE order_id = ${order.id} ORDER BY id`)).map((c): StoryCharge => ({
    id: Number(c.id), charge_id: c.provider_charge_id, method: c.method, status: c.status, amount: Number(c.amount),
    failure_code: c.failure_code, expires_at: iso(c.expires_at), refund_state: c.refund_state,
    created_at: iso(c.created_at) ?? "",
  }));
  const timeline = await queryRows<TimelineEntry & { at: Date }>(db, sql`SELECT * FROM (
    SELECT at, 'order' AS kind, event, from_status AS "from", to_status AS "to", source, actor,
      detail->>'charge_id' AS charge_id, NULL AS provider_status, NULL AS failure_code, detail, id AS n
    FROM order_events WHERE order_id = ${order.id}
    UNION ALL
    SELECT at, 'payment', event, from_status, to_status, source, NULL, provider_charge_id, provider_status,
      failure_code, detail, id FROM payment_events WHERE order_id = ${order.id}
    UNION ALL
    SELECT received_at, 'webhook', 'received', NULL, NULL, 'webhook', provider_event_id, provider_charge_id, NULL,
      NULL, jsonb_build_object('outcome', outcome), id FROM payment_webhooks
    WHERE provider_charge_id IN (SELECT provider_charge_id FROM payment_charges WHERE order_id = ${order.id})
    UNION ALL
    SELECT at, 'staff', action, NULL, NULL, 'staff', staff_email, NULL, NULL, NULL,
      jsonb_build_object('reason', reason, 'outcome', outcome), id FROM staff_actions
      WHERE order_number = ${order.number}
    ) t
    ORDER BY at, CASE kind WHEN 'webhook' THEN 0 WHEN 'payment' THEN 1 WHEN 'order' THEN 2 ELSE 3 END, n`);
  return {
    order: {
      number: order.number, public_id: order.public_id, status: order.status, total: Number(order.total),
      email: maskEmail(order.email), phone: maskPhone(order.phone_e164), locale: order.locale,
      created_at: iso(order.created_at) ?? "", expires_at: iso(order.expires_at), paid_at: iso(order.paid_at),
      member: order.member_id !== null,
    },
    charges,
    timeline: timeline.map((e) => ({
      at: iso(e.at) ?? "", kind: e.kind, event: e.event, from: e.from, to: e.to, source: e.source, actor: e.actor,
      charge_id: e.charge_id, provider_status: e.provider_status, failure_code: e.failure_code, detail: e.detail,
    })),
    actions: supportActions(order.status, charges),
  };
}
