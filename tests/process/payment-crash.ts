// Checkouts and payments over HTTP against a shop process that is killed with SIGKILL at a random moment:
// shoppers add to a cart, place the order, pay by card or PromptPay (the sandbox's "bank" paying the QR), and
// the shop dies under them. What they were told does not matter here; what the database says afterwards does.
import { randomUUID } from "node:crypto";
import type { GeoChain } from "#tests/api/user-fixtures.ts";
import { addressInput } from "#tests/api/user-fixtures.ts";
import { SANDBOX_SECRET_KEY, sandboxOmiseClient } from "#integrations/payments/omise-client.ts";
import { runShop, untilServing, type ShopProcess } from "./shop-process.ts";

const json = { "content-type": "application/json" };
const THIS_YEAR = new Date().getUTCFullYear();

async function post(base: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}${path}`, { method: "POST", headers: { ...json, ...headers },
    body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as { data: Record<string, unknown> };
}

/** One shopper: cart, order, payment, and for PromptPay the bank paying the QR. Throws when the shop dies. */
async function checkoutAndPay(base: string, productId: number, geo: GeoChain, n: number): Promise<void> {
  const cart = (await post(base, "/api/cart", { product_id: productId, qty: 1 })).data as {
    id: string; total: number; items: { type: string; product_id: number; qty: number; unit_price: number }[];
  };
  const { kind: _kind, is_default: _default, ...address } = addressInput(geo) as Record<string, unknown>;
  const lines = cart.items.filter((i) => i.type === "product")
    .map((i) => ({ product_id: i.product_id, qty: i.qty, unit_price: i.unit_price }));
  const placed = (await post(base, "/api/order", {
    cart_id: cart.id, accept_policy: true, shipping_address: address, confirmed: { lines, total: cart.total },
    contact: { email: `crash-${n}@example.com`, first_name: "Crash", last_name: "Test",
      phone: { country_code: "TH", number: "089 123 4567" } },
  }, { "idempotency-key": randomUUID() })).data as { order: { id: string }; access_token: string };
  const omise = sandboxOmiseClient(base);
  const byCard = n % 2 === 0;
  const body = { order_id: placed.order.id, token: placed.access_token, accept_policy: true,
    ...(byCard ? { method: "omise_credit", card_token: (await omise.tokens.create({ card: {
      name: "Crash Test", number: "4242424242424242", expiration_month: 12, expiration_year: THIS_YEAR + 2,
      security_code: "123" } })).id } : { method: "omise_promptpay" }) };
  const paid = (await post(base, "/api/order/payment", body, { "idempotency-key": randomUUID() })).data as {
    payment: { charge_id: string | null } | null;
  };
  const chargeId = paid.payment?.charge_id;
  if (!byCard && chargeId) {
    await fetch(`${base}/sandbox/omise/charges/${chargeId}/mark_as_paid`, { method: "POST",
      headers: { authorization: `Basic ${Buffer.from(`${SANDBOX_SECRET_KEY}:`).toString("base64")}` } });
  }
}

/**
 * Runs shoppers against a started shop until `total` checkouts were begun or the shop dies (killed after
 * `killAfterMs`).
 * Answers how many checkouts were begun.
 */
export async function paymentCrashRound(options: {
  env: Record<string, string>; productIds: number[]; geo: GeoChain; total: number; start: number; killAfterMs: number;
}): Promise<{ begun: number }> {
  const shop: ShopProcess = runShop(options.env);
  await untilServing(shop);
  let dead = false;
  void shop.exited.then(() => (dead = true));
  let next = options.start;
  const end = options.start + options.total;
  const shoppers = Array.from({ length: 12 }, async (_, w) => {
    while (!dead && next < end) {
      const n = next++;
      await checkoutAndPay(shop.base, options.productIds[w % options.productIds.length] ?? 0, options.geo, n)
        .catch(() => undefined);
    }
  });
  const killer = new Promise<void>((resolve) => setTimeout(() => {
    if (!dead) process.kill(shop.child.pid ?? 0, "SIGKILL");
    resolve();
  }, options.killAfterMs));
  await Promise.race([Promise.all(shoppers), killer]);
  if (!dead) process.kill(shop.child.pid ?? 0, "SIGKILL");
  await shop.exited;
  await Promise.all(shoppers);
  return { begun: next - options.start };
}
