// Helpers for the payment suites: the shop listening with its Omise sandbox (omise-harness.ts), pending orders
// written by the shop's own order code, and the calls a payment page makes (POST/GET api/order/payment).
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { PaymentState } from "#contract/payment-api.ts";
import { queryRows, type Database } from "#db/database.ts";
import { orderToken } from "#db/repositories/order/access.ts";
import { insertOrder, nextOrderSequence } from "#db/repositories/order/record.ts";
import { products } from "#db/schema/index.ts";
import { card, type SandboxShop } from "./omise-harness.ts";
import { inLanguage } from "./harness.ts";

export type PayableOrder = { id: number; publicId: string; token: string; email: string };

/** A guest's pending order of `total` satang (one line), as checkout writes it; its link token for paying. */
export async function pendingOrder(
  shop: SandboxShop, options: { total?: number; locale?: "en" | "th"; email?: string; memberId?: number } = {},
): Promise<PayableOrder> {
  const db = shop.db.db as Database;
  const total = options.total ?? 125_000;
  const email = options.email ?? `payer-${randomUUID().slice(0, 8)}@example.com`;
  const [product] = await db.select({ id: products.id }).from(products).limit(1);
  if (!product) throw new Error("no product seeded");
  const order = await db.transaction(async (t) => {
    const tx = t as unknown as Database;
    return insertOrder(tx, {
      publicId: randomUUID(), sequence: await nextOrderSequence(tx), memberId: options.memberId ?? null, cartId: null,
      idempotencyKey: null, contact: { email, firstName: "Kanya", lastName: "Payer", phoneE164: null },
      locale: options.locale ?? "en", lines: [{ productId: product.id, qty: 1, unitPrice: total, total }],
      totals: { subtotal: total, discount: 0, shipping: 0, vat: 0, total }, vatRate: 7, coupon: null,
      shippingMethod: "standard", branchId: null, shippingAddress: null, billingAddress: null, note: null,
      placedAt: new Date(), actor: options.memberId ? `member:${options.memberId}` : "guest",
    });
  });
  return { id: order.id, publicId: order.publicId, token: await orderToken(db, order.publicId), email };
}

export type Answer = { status: number; body: { data?: PaymentState; code?: string; message?: string;
  errors?: Record<string, string[]> } };

/** POST api/order/payment as the payment page sends it (the order's token, the policy box ticked). */
export async function payOrder(
  shop: SandboxShop, order: PayableOrder, body: Record<string, unknown>,
  options: { key?: string | null; locale?: "en" | "th"; token?: string | null } = {},
): Promise<Answer> {
  const key = options.key === undefined ? randomUUID() : options.key;
  const res = await shop.app.inject({
    method: "POST", url: "/api/order/payment",
    headers: { ...inLanguage(options.locale ?? "en"), ...(key === null ? {} : { "idempotency-key": key }) },
    payload: {
      order_id: order.publicId, ...(options.token === null ? {} : { token: options.token ?? order.token }),
      accept_policy: true, ...body,
    },
  });
  return { status: res.statusCode, body: res.json() };
}

/** GET api/order/payment: what the return page (`via=return`) or the polling page asks. */
export async function paymentStatus(
  shop: SandboxShop, order: PayableOrder, via: "poll" | "return" = "poll", locale: "en" | "th" = "en",
): Promise<Answer> {
  const res = await shop.app.inject({
    method: "GET", headers: inLanguage(locale),
    url: `/api/order/payment?order_id=${order.publicId}&token=${order.token}&via=${via}`,
  });
  return { status: res.statusCode, body: res.json() };
}

/** A one-time card token made the way Omise.js makes it (the public key, the vault). */
export async function cardToken(shop: SandboxShop, number: string): Promise<string> {
  return (await shop.omise.tokens.create({ card: card(number) })).id;
}

/** The sandbox's "bank" pays (or fails) a pending charge, as the authorize or PromptPay page would. */
export async function decide(shop: SandboxShop, chargeId: string, decision: "paid" | "failed"): Promise<void> {
  const res = await shop.api(`/charges/${chargeId}/mark_as_${decision}`, { method: "POST" });
  if (!res.ok) throw new Error(`mark_as_${decision}: ${res.status} ${await res.text()}`);
}

/** POST /api/webhooks/omise with a body. */
export async function webhook(
  shop: SandboxShop, body: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await shop.app.inject({ method: "POST", url: "/api/webhooks/omise", payload: body as object });
  return { status: res.statusCode, body: res.json() };
}

/** The sandbox's events about a charge, oldest first (what Omise would deliver as webhooks). */
export async function eventsOfCharge(shop: SandboxShop, chargeId: string) {
  return queryRows<{ id: string; key: string; data: Record<string, unknown> }>(shop.db.db, sql`
    SELECT id, key, data FROM omise_sandbox_events WHERE data->>'id' = ${chargeId} ORDER BY created_at, id`);
}

/** What the database says about an order's payment: status, attempts, successes kept, pay events, receipts. */
export async function paymentFacts(shop: SandboxShop, order: PayableOrder) {
  const [row] = await queryRows<{
    status: string; attempts: number; kept: number; refunded: number; pays: number; receipts: number; events: number;
  }>(shop.db.db, sql`
    SELECT o.status,
      (SELECT count(*)::int FROM payment_charges c WHERE c.order_id = o.id) AS attempts,
      (SELECT count(*)::int FROM payment_charges c WHERE c.order_id = o.id AND c.status = 'successful'
        AND c.refund_state IS NULL) AS kept,
      (SELECT count(*)::int FROM payment_charges c WHERE c.order_id = o.id AND c.refund_state = 'done') AS refunded,
      (SELECT count(*)::int FROM order_events e WHERE e.order_id = o.id AND e.event = 'pay') AS pays,
      (SELECT count(*)::int FROM outbox m WHERE m.to = o.email AND m.subject ~ '(Payment received|ได้รับชำระเงิน)')
        AS receipts,
      (SELECT count(*)::int FROM payment_events p WHERE p.order_id = o.id) AS events
    FROM orders o WHERE o.id = ${order.id}`);
  if (!row) throw new Error(`order ${order.id} is gone`);
  return row;
}

/** Successful charges at the provider (the sandbox) for an order, refunded or not. */
export async function providerSuccesses(shop: SandboxShop, order: PayableOrder) {
  const [row] = await queryRows<{ n: number; refunded: number }>(shop.db.db, sql`
    SELECT count(*)::int AS n, count(*) FILTER (WHERE refunded_amount > 0)::int AS refunded
    FROM omise_sandbox_charges WHERE status = 'successful' AND metadata->>'order_id' = ${order.publicId}`);
  return { successes: Number(row?.n ?? 0), refunded: Number(row?.refunded ?? 0) };
}
