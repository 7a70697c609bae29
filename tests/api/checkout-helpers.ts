// Helpers for the order suites: carts made through the API, checkout bodies that a shopper's browser would send, and
// what a test reads back from the database to prove what changed (or that nothing did).
import { sql } from "drizzle-orm";
import { expect } from "vitest";
import { is } from "superstruct";
import type { Cart } from "#contract/cart.ts";
import { PlacedOrderResponse, type Confirmed, type PlacedOrder } from "#contract/checkout.ts";
import { queryRows } from "#db/database.ts";
import { cartOf, call, type Reply } from "./cart-helpers.ts";
import { inLanguage, type TestApp } from "./harness.ts";
import { addressInput, type GeoChain } from "./user-fixtures.ts";

export { call, type Reply };

/** A guest cart (or the member's, with `auth`) holding the given products and quantities. */
export async function cartWith(
  t: TestApp, lines: readonly [number, number][], auth: Record<string, string> = {},
): Promise<Cart> {
  let cart: Cart | undefined;
  for (const [productId, qty] of lines) {
    const res = await t.app.inject({
      method: "POST", url: "/api/cart", headers: { ...inLanguage("en"), ...auth },
      payload: { cart_id: cart?.id ?? null, product_id: productId, qty },
    });
    cart = cartOf({ status: res.statusCode, body: res.json() });
  }
  if (!cart) throw new Error("cartWith needs at least one line");
  return cart;
}

/** The figures a cart page shows, as the browser confirms them. */
export function confirmedOf(cart: Cart): Confirmed {
  const lines = cart.items.flatMap((item) =>
    (item.type === "product" ? [{ product_id: item.product_id, qty: item.qty, unit_price: item.unit_price }] : []));
  return { lines, total: cart.total };
}

/** A guest's checkout body for a cart: contact, a shipping address in `geo`, the policy box ticked. */
export function guestCheckout(cart: Cart, geo: GeoChain, overrides: Record<string, unknown> = {}) {
  const { kind: _kind, is_default: _default, ...address } = addressInput(geo) as Record<string, unknown>;
  return {
    cart_id: cart.id,
    contact: {
      email: "guest.buyer@example.com", first_name: "Kanya", last_name: "Guest",
      phone: { country_code: "TH", number: "089 123 4567" },
    },
    shipping_address: address,
    note: "Please ring twice",
    accept_policy: true,
    confirmed: confirmedOf(cart),
    ...overrides,
  };
}

/** POST api/order/ as a browser sends it. */
export async function place(
  t: TestApp, body: unknown, options: { key?: string; auth?: Record<string, string>; locale?: "en" | "th" } = {},
): Promise<Reply> {
  const res = await t.app.inject({
    method: "POST", url: "/api/order", payload: body as object,
    headers: { ...inLanguage(options.locale ?? "en"), ...(options.auth ?? {}),
      ...(options.key ? { "idempotency-key": options.key } : {}) },
  });
  return { status: res.statusCode, body: res.json() };
}

/** Asserts a placement answer that matches the contract and returns it. */
export function placedOf(reply: Reply, status: 200 | 201 = 201): PlacedOrder {
  expect(reply.status, JSON.stringify(reply.body).slice(0, 600)).toBe(status);
  expect(is(reply.body, PlacedOrderResponse), JSON.stringify(reply.body).slice(0, 600)).toBe(true);
  return reply.body.data as PlacedOrder;
}

export async function stockOf(t: TestApp, productId: number): Promise<number> {
  const [row] = await queryRows<{ stock: number }>(t.db.db, sql`SELECT stock FROM products WHERE id = ${productId}`);
  return Number(row?.stock);
}

export async function orderCount(t: TestApp): Promise<number> {
  const [row] = await queryRows<{ n: number }>(t.db.db, sql`SELECT count(*)::int AS n FROM orders`);
  return Number(row?.n);
}

/** The order's event record, oldest first. */
export async function eventsOf(t: TestApp, publicId: string) {
  type Event = {
    from_status: string | null; to_status: string; event: string; source: string; actor: string | null; detail: unknown;
  };
  return queryRows<Event>(
    t.db.db, sql`
    SELECT e.from_status, e.to_status, e.event, e.source, e.actor, e.detail FROM order_events e
    JOIN orders o ON o.id = e.order_id WHERE o.public_id = ${publicId}::uuid ORDER BY e.id`);
}

/** Mails queued to an address, newest first. */
export async function mailsTo(t: TestApp, to: string) {
  return queryRows<{ subject: string; body: string }>(t.db.db, sql`
    SELECT subject, body FROM outbox WHERE "to" = ${to} ORDER BY id DESC`);
}
