// Helpers for the cart and coupon suites: calls through inject(), and products picked by stock from the database.
import { sql } from "drizzle-orm";
import { expect } from "vitest";
import { is } from "superstruct";
import { cartTotals, CartResponse, type Cart } from "#contract/cart.ts";
import { queryRows } from "#db/database.ts";
import { inLanguage, type TestApp } from "./harness.ts";

export type Reply = { status: number; body: Record<string, unknown> & { code?: string; data?: unknown } };

export async function call(t: TestApp, method: "GET" | "POST" | "PATCH" | "DELETE", url: string, payload?: unknown,
  locale: "en" | "th" = "en"): Promise<Reply> {
  const res = await t.app.inject({
    method, url, headers: inLanguage(locale), ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: res.statusCode, body: res.json() };
}

/** Asserts a 200 cart answer that matches the contract and the spec §5 total, and returns the cart. */
export function cartOf(reply: Reply): Cart {
  expect(reply.status, JSON.stringify(reply.body).slice(0, 300)).toBe(200);
  expect(is(reply.body, CartResponse), JSON.stringify(reply.body).slice(0, 300)).toBe(true);
  const cart = reply.body.data as Cart;
  const totals = cartTotals(cart);
  expect(cart.total).toBe(totals.total);
  expect(cart.vat).toBe(totals.vat);
  expect(cart.item_count).toBe(totals.item_count);
  expect(cart.subtotal).toBe(totals.subtotal);
  return cart;
}

export async function getCart(t: TestApp, id: string, locale: "en" | "th" = "en"): Promise<Cart> {
  return cartOf(await call(t, "GET", `/api/cart?cart_id=${id}`, undefined, locale));
}

export type StockedProduct = { id: number; price: number; stock: number; name_en: string; name_th: string };

/** Products with at least `min` in stock (and at most `max`), cheapest first. */
export async function productsWithStock(t: TestApp, min: number, max = 1_000_000): Promise<StockedProduct[]> {
  const rows = await queryRows<StockedProduct>(t.db.db, sql`
    SELECT id, price, stock, name_en, name_th FROM products WHERE stock BETWEEN ${min} AND ${max} ORDER BY price, id`);
  return rows.map((r) => ({ ...r, id: Number(r.id), price: Number(r.price), stock: Number(r.stock) }));
}

export async function firstWithStock(t: TestApp, min: number, max?: number): Promise<StockedProduct> {
  const [p] = await productsWithStock(t, min, max);
  if (!p) throw new Error(`no seeded product with stock ${min}..${max}`);
  return p;
}

export async function setStock(t: TestApp, productId: number, stock: number): Promise<void> {
  await t.db.db.execute(sql`UPDATE products SET stock = ${stock} WHERE id = ${productId}`);
}

export async function setPrice(t: TestApp, productId: number, price: number): Promise<void> {
  await t.db.db.execute(sql`UPDATE products SET price = ${price} WHERE id = ${productId}`);
}

export async function countRows(t: TestApp, table: "carts" | "cart_items"): Promise<number> {
  const [row] = await queryRows<{ n: number }>(t.db.db, sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`);
  return Number(row?.n ?? 0);
}

/** A new cart holding `qty` of the product. */
export async function newCart(t: TestApp, productId: number, qty = 1): Promise<Cart> {
  return cartOf(await call(t, "POST", "/api/cart", { product_id: productId, qty }));
}
