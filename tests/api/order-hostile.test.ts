// "No input makes the server answer 5xx", for the order routes: every field of a placement (on a real cart, so the
// request reaches the address, contact and figure checks), the check, re-order, the list, the detail and its token,
// and the Idempotency-Key header.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type TestApp } from "./harness.ts";
import { cartWith, confirmedOf, guestCheckout, orderCount } from "./checkout-helpers.ts";
import { firstWithStock } from "./cart-helpers.ts";
import { geoChain } from "./user-fixtures.ts";

let t: TestApp;
let base: Record<string, unknown>;

beforeAll(async () => {
  t = await startApp();
  const product = await firstWithStock(t, 5);
  const cart = await cartWith(t, [[product.id, 1]]);
  // A total one satang off: a body that passes every check meets order_changed instead of placing the order, so each
  // mutation below reaches the deepest checks (a placed cart would answer its order at once).
  base = guestCheckout(cart, await geoChain(t), { confirmed: { ...confirmedOf(cart), total: cart.total + 1 } });
});
afterAll(async () => {
  await t.close();
});

const VALUES: unknown[] = [
  null, true, -1, 0, 1.5, 1e308, 2_147_483_648, "1e3", "", "\u0000", "'; DROP TABLE orders; --", [], {}, { $gt: 0 },
  "x".repeat(5000), Number.MAX_SAFE_INTEGER, "ffffffff-ffff-4fff-bfff-ffffffffffff", "\ud800",
];

/** Every path to a leaf of a JSON value ("contact.phone.number", "confirmed.lines.0.qty"), and the objects too. */
function paths(value: unknown, prefix: string[] = []): string[][] {
  if (value === null || typeof value !== "object") return [prefix];
  const inner = Object.entries(value).flatMap(([key, child]) => paths(child, [...prefix, key]));
  return [prefix, ...inner].filter((p) => p.length);
}

function withValue(body: unknown, path: string[], value: unknown): unknown {
  const copy = structuredClone(body) as Record<string, unknown>;
  let node: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[path.at(-1) ?? ""] = value;
  return copy;
}

async function noServerError(
  method: "GET" | "POST", url: string, payload?: unknown, headers: Record<string, string> = {},
) {
  const res = await t.app.inject({ method, url, headers,
    ...(payload === undefined ? {} : { payload: payload as object }) });
  expect(res.statusCode, `${method} ${url} ${JSON.stringify(payload ?? "").slice(0, 120)}`).toBeLessThan(500);
  expect(res.json()).toHaveProperty(res.statusCode < 300 ? "data" : "code");
}

describe("hostile input on the order routes never causes a 5xx", () => {
  it("every field of a placement, and of the check", async () => {
    const before = await orderCount(t);
    for (const path of paths(base)) {
      for (const value of VALUES) {
        const body = withValue(base, path, value);
        // accept_policy false or absent stops early: tick it so every other field reaches the deeper checks.
        await noServerError("POST", "/api/order", path[0] === "accept_policy" ? body : { ...(body as object),
          accept_policy: true });
      }
    }
    for (const value of VALUES) {
      await noServerError("POST", "/api/order/check", { cart_id: value });
      await noServerError("POST", "/api/order/check", { cart_id: base.cart_id, confirmed: value });
      await noServerError("POST", "/api/order/re-order", { order_id: value });
      await noServerError("POST", "/api/order/re-order", { order_id: "ffffffff-ffff-4fff-bfff-ffffffffffff",
        token: value, cart_id: value });
    }
    expect(await orderCount(t)).toBe(before);
  }, 120_000);

  it("queries, path segments, tokens and Idempotency-Keys", async () => {
    const raw = ["", "%00", "-1", "0", "1e999", "NaN", "2147483648", "'%20OR%201=1%20--", "a".repeat(3000),
      "%F0%9F%92%A9", "%ED%A0%80"];
    for (const value of raw) {
      await noServerError("GET", `/api/order/?page=${value}`);
      await noServerError("GET", `/api/order/${value}`);
      await noServerError("GET", `/api/order/ffffffff-ffff-4fff-bfff-ffffffffffff?token=${value}`);
    }
    for (const key of ["short", "x".repeat(300), "ключ-ключ-ключ", "spaces in the key", "\t\t\t\t\t\t\t\t",
      "a,b,c,d,e,f,g,h"]) {
      await noServerError("POST", "/api/order", base, { "idempotency-key": key });
    }
  }, 60_000);
});
