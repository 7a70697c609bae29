// A tab opened before a deploy talks to the new server: every answer it reads may carry fields the tab's contract does
// not know yet, at any depth, in data and in errors. The browser reads answers leniently (client.ts masks them) while
// the server keeps refusing unknown request fields; this runs the browser's real calls against the fake APIs twice,
// as they answer today and with a new field in every object, and expects the tab to see the same thing.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createFakeCartApi } from "#tests/fakes/cart-api.ts";
import { catalogRoute } from "#tests/fakes/catalog-api.ts";
import { fetchOver } from "#tests/fakes/http.ts";
import { createFakeOrderApi } from "#tests/fakes/order-api.ts";
import { addCartItem, fetchCart, updateCartItem } from "./cart.ts";
import { configureApiClient } from "./client.ts";
import { ApiError } from "./errors.ts";
import { checkOrder, fetchOrder, placeOrder } from "./order.ts";
import { fetchProduct, fetchProducts } from "./product.ts";

/** Adds `added_after_deploy` to every object of a JSON value, as a newer server's answer would. */
function withNewFields(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withNewFields);
  if (!value || typeof value !== "object") return value;
  const entries = Object.entries(value).map(([key, inner]) => [key, withNewFields(inner)]);
  return { ...Object.fromEntries(entries), added_after_deploy: { since: "v2", note: "unknown to this tab" } };
}

/** The fake shop's fetch, answering as it does today or as a newer server that added fields everywhere. */
function shopFetch(newer: boolean): typeof fetch {
  const carts = createFakeCartApi();
  const orders = createFakeOrderApi(carts);
  const today = fetchOver(catalogRoute(carts.products), carts.route, orders.route);
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const answer = await today(input, init);
    if (!newer) return answer;
    const body = withNewFields(JSON.parse(await answer.text()));
    return new Response(JSON.stringify(body), { status: answer.status, headers: answer.headers });
  }) as typeof fetch;
}

/** The value without `added_after_deploy` anywhere: what the tab's code reads (a `type()` envelope keeps extras). */
function known(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(known);
  if (!value || typeof value !== "object") return value;
  return Object.fromEntries(Object.entries(value).filter(([key]) => key !== "added_after_deploy")
    .map(([key, inner]) => [key, known(inner)]));
}

const outcome = <T>(call: Promise<T>) =>
  call.then((value) => ({ value }), (error: unknown) => ({
    error: error instanceof ApiError ? { ...error, message: error.message } : String(error),
  }));

/** Browsing, a cart, a check, an order and its page, and refusals: what the tab got from each call. */
async function shopperVisit(): Promise<unknown[]> {
  const seen: unknown[] = [];
  const list = await fetchProducts({});
  seen.push(list);
  const first = list.data[0];
  if (!first) throw new Error("the fake catalog has no products");
  seen.push(await fetchProduct(first.slug));
  const cart = await addCartItem({ cartId: null, productId: first.id, qty: 2 });
  seen.push(cart);
  const line = cart.items[0];
  if (line?.type !== "product") throw new Error("the cart has no product line");
  seen.push(await updateCartItem({ cartId: cart.id, cartItemId: line.cart_item_id, qty: 1 }));
  const check = await checkOrder({ cart_id: cart.id });
  seen.push(check);
  seen.push(await outcome(placeOrder({ cart_id: cart.id, accept_policy: false, confirmed: check.confirm }, "key-1")));
  const placed = await placeOrder({ cart_id: cart.id, accept_policy: true, confirmed: check.confirm }, "key-2");
  seen.push(placed);
  seen.push(await fetchOrder(placed.order.id, placed.access_token));
  seen.push(await outcome(fetchCart(cart.id)));
  seen.push(await outcome(fetchOrder("00000000-0000-4000-8000-000000000000", null)));
  return seen;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-12-07T10:00:00Z") });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  configureApiClient({ locale: () => "en", authorization: () => null, onRequest: () => () => undefined });
});

describe("a tab opened before a deploy", () => {
  it("reads a newer server's answers that gained fields, in data and in errors, as it reads today's", async () => {
    vi.stubGlobal("fetch", shopFetch(false));
    const today = await shopperVisit();
    vi.stubGlobal("fetch", shopFetch(true));
    const newer = await shopperVisit();
    expect(known(newer)).toEqual(today);
    expect(JSON.stringify(today)).not.toContain("added_after_deploy");
    // The refusals are the server's own, not a contract failure of the tab's reading.
    expect(newer.filter((item) => typeof item === "object" && item && "error" in item)).toEqual([
      { error: expect.objectContaining({ code: "policy_not_accepted", message: "Please accept the policy." }) },
      { error: expect.objectContaining({ code: "cart_not_found", status: 404 }) },
      { error: expect.objectContaining({ code: "order_not_found", message: "This order was not found." }) },
    ]);
  });
});
