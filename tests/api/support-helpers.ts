// Helpers for the support console's suites: a staff account signed in through the API, stuck checkouts produced by
// the shop's own payment code (with times in the past, as if the shopper had walked away a while ago).
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { StuckItem } from "#contract/support.ts";
import { queryRows, type Database } from "#db/database.ts";
import { startAttempt } from "#workflows/payment/apply-charge.ts";
import { pay } from "#workflows/payment/pay.ts";
import { createStaff } from "#workflows/support/staff.ts";
import type { SandboxShop } from "./omise-harness.ts";
import { cardToken, type PayableOrder } from "./payment-helpers.ts";

export const STAFF_PASSWORD = "Helpdesk#2026";

/** A new staff account and a token from POST api/staff/sign-in. */
export async function signedInStaff(shop: SandboxShop): Promise<{ email: string; auth: { authorization: string } }> {
  const email = `agent-${randomUUID().slice(0, 8)}@skinstate.test`;
  await createStaff(shop.db.db as Database, { email, name: "Agent", password: STAFF_PASSWORD });
  const res = await shop.app.inject({ method: "POST", url: "/api/staff/sign-in",
    payload: { email, password: STAFF_PASSWORD } });
  if (res.statusCode !== 200) throw new Error(`staff sign-in: ${res.statusCode} ${res.body}`);
  return { email, auth: { authorization: `Bearer ${res.json().data.token as string}` } };
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

async function orderFacts(shop: SandboxShop, order: PayableOrder) {
  const [row] = await queryRows<{ number: string; total: number; expires_at: Date | null }>(shop.db.db, sql`
    SELECT number, total, expires_at FROM orders WHERE id = ${order.id}`);
  if (!row) throw new Error("order gone");
  return row;
}

/**
 * A payment started `minutes` ago through the shop's own pay() (as POST api/order/payment does): PromptPay stays
 * pending at the sandbox; a card is charged at once. Answers the provider's charge id.
 */
export async function paidAgo(
  shop: SandboxShop, order: PayableOrder, minutes: number, how: "promptpay" | "card",
): Promise<string> {
  const facts = await orderFacts(shop, order);
  const provider = shop.app.payments;
  const choice = how === "card"
    ? { kind: "card" as const, token: await cardToken(shop, "4242424242424242") }
    : { kind: "source" as const, choice: { method: "omise_promptpay" as const } };
  const { row } = await pay({ db: shop.db.db as Database, provider }, {
    orderId: order.id, requestKey: randomUUID(), amount: Number(facts.total),
    returnUri: `${shop.origin}/order/${order.publicId}/return`, now: minutesAgo(minutes), choice,
    orderExpiresAt: facts.expires_at ? new Date(facts.expires_at) : null,
    metadata: { order_id: order.publicId, order_number: facts.number },
  });
  if (!row.providerChargeId) throw new Error("no charge made");
  return row.providerChargeId;
}

/**
 * The shop dies between creating the charge and hearing its answer: the attempt is written (`creating`), the charge
 * is made at the provider with the attempt's key, and nothing more is recorded. Answers the charge id.
 */
export async function chargedThenKilled(shop: SandboxShop, order: PayableOrder, minutes: number): Promise<string> {
  const facts = await orderFacts(shop, order);
  const started = await startAttempt(shop.db.db as Database, {
    orderId: order.id, requestKey: randomUUID(), method: "omise_promptpay", bank: null, term: null,
    amount: Number(facts.total), returnUri: `${shop.origin}/order/${order.publicId}/return`, now: minutesAgo(minutes),
  });
  if (started.kind !== "created") throw new Error(`attempt not started: ${started.kind}`);
  const charge = await shop.app.payments.chargeSource({
    amount: Number(facts.total), returnUri: started.row.returnUri, idempotencyKey: started.row.attemptKey,
    metadata: { order_id: order.publicId, order_number: facts.number }, source: { method: "omise_promptpay" },
  });
  return charge.id;
}

export async function stuckList(shop: SandboxShop, auth: { authorization: string }): Promise<StuckItem[]> {
  const res = await shop.app.inject({ method: "GET", url: "/api/support/stuck", headers: auth });
  if (res.statusCode !== 200) throw new Error(`stuck: ${res.statusCode} ${res.body}`);
  return res.json().data as StuckItem[];
}

export async function orderNumber(shop: SandboxShop, order: PayableOrder): Promise<string> {
  return (await orderFacts(shop, order)).number;
}
