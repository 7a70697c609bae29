// An in-memory order API answering like server/routes/api/order (decision 0100) for the checkout model test: the
// check and the placement compare what the shopper agreed to with the cart priced now through the server's own
// checkoutChanges (server/domain/checkout.ts); one order per cart and per Idempotency-Key.
import { isProductItem, type Cart } from "#contract/cart.ts";
import {
  BLOCKING_CHANGES, IDEMPOTENCY_HEADER, type CheckoutCheck, type Confirmed, type PlacedOrder,
} from "#contract/checkout.ts";
import type { Order } from "#contract/order.ts";
import { checkoutChanges } from "#domain/checkout.ts";
import type { FakeCartApi } from "./cart-api.ts";
import { fail, json, type Route } from "./http.ts";

export interface FakeOrderApi {
  route: Route;
  requests: string[];
  orders: Order[];
  /** Placements as they arrived: the key each carried. */
  keys: string[];
  /** Runs once, right after the next check answered (a price changes between check and placement). */
  afterNextCheck: (change: () => void) => void;
  /** The next request to `path` (e.g. "/api/order/check") fails as if the network were down. */
  failNetwork: (path: string) => void;
}

function changesOf(cart: Cart, confirmed: Confirmed | null) {
  const lines = cart.items.filter(isProductItem).map((item) => ({
    cartItemId: item.cart_item_id, productId: item.product_id, qty: item.qty, price: item.unit_price,
    stock: item.stock, seenPrice: item.unit_price,
  }));
  return checkoutChanges({ lines, confirmed, total: cart.total, couponRefused: null });
}

function orderOf(cart: Cart, number: number, body: Record<string, unknown>): Order {
  const id = `10000000-0000-4000-8000-${String(number).padStart(12, "0")}`;
  const contact = body.contact as Order["contact"] | undefined;
  return {
    id, number: `SS-2611-${String(number).padStart(6, "0")}`, status: "pending", placed_at: "2026-11-25T01:00:00.000Z",
    expires_at: "2026-12-02T01:00:00.000Z", paid_at: null, completed_at: null,
    items: cart.items.filter(isProductItem).map((item) => ({
      type: "product", product_id: item.product_id, slug: item.slug, name: item.name, desc: item.desc,
      image: item.image, qty: item.qty, unit_price: item.unit_price, total: item.total,
    })),
    item_count: cart.item_count, subtotal: cart.subtotal, discount: cart.discount, shipping: cart.shipping,
    vat: cart.vat, vat_rate: 7, total: cart.total, coupon_code: null, branch: null,
    shipping_method: cart.shipping_method ?? "standard",
    contact: { email: contact?.email ?? "member@shop.test", first_name: contact?.first_name ?? "", last_name: "",
      phone: null },
    shipping_address: null, billing_address: null, note: null, tracking_number: null, expected_dispatch: "2026-11-25",
  };
}

export function createFakeOrderApi(carts: FakeCartApi): FakeOrderApi {
  const requests: string[] = [];
  const orders: Order[] = [];
  const keys: string[] = [];
  const byCart = new Map<string, Order>();
  const byKey = new Map<string, Order>();
  let afterCheck: (() => void) | null = null;
  let failing: string | null = null;

  const placed = (order: Order, created: boolean): PlacedOrder =>
    ({ order, access_token: "a".repeat(43), created, next: `/order/${order.id}/payment` });

  function handle(request: Request, url: URL, body: Record<string, unknown>): Response {
    const cartId = String(body.cart_id ?? "");
    const confirmed = (body.confirmed as Confirmed | undefined) ?? null;
    if (request.method === "POST" && url.pathname === "/api/order/check") {
      const cart = carts.pricedCart(cartId);
      if (!cart) return fail(404, "cart_not_found", "Your cart was not found.");
      const changes = changesOf(cart, confirmed);
      const data: CheckoutCheck = {
        ok: changes.length === 0, blocked: changes.some((c) => BLOCKING_CHANGES.includes(c.code)), changes,
        confirm: { lines: cart.items.filter(isProductItem).map((i) => ({ product_id: i.product_id, qty: i.qty,
          unit_price: i.unit_price })), total: cart.total },
        subtotal: cart.subtotal, discount: cart.discount, coupon_code: null, shipping: cart.shipping, vat: cart.vat,
        total: cart.total, item_count: cart.item_count, expected_dispatch: "2026-11-25",
      };
      afterCheck?.();
      afterCheck = null;
      return json(200, { data });
    }
    if (request.method === "POST" && url.pathname === "/api/order/") {
      const key = request.headers.get(IDEMPOTENCY_HEADER) ?? "";
      keys.push(key);
      const again = byKey.get(key) ?? byCart.get(cartId);
      if (again) return json(200, { data: placed(again, false) });
      if (body.accept_policy !== true) return fail(422, "policy_not_accepted", "Please accept the policy.");
      const cart = carts.pricedCart(cartId);
      if (!cart) return fail(404, "cart_not_found", "Your cart was not found.");
      if (changesOf(cart, confirmed).length > 0) return fail(409, "order_changed", "Your order has changed.");
      const order = orderOf(cart, orders.length + 1, body);
      orders.push(order);
      byCart.set(cartId, order);
      byKey.set(key, order);
      carts.dropCart(cartId);
      return json(201, { data: placed(order, true) });
    }
    const found = orders.find((o) => url.pathname === `/api/order/${o.id}`);
    return found ? json(200, { data: found }) : fail(404, "order_not_found", "This order was not found.");
  }

  const route: Route = async (request, url) => {
    if (!url.pathname.startsWith("/api/order")) return null;
    requests.push(`${request.method} ${url.pathname}`);
    if (failing === url.pathname) {
      failing = null;
      throw new TypeError("Failed to fetch");
    }
    const text = request.method === "GET" ? "" : await request.text();
    return handle(request, url, text ? (JSON.parse(text) as Record<string, unknown>) : {});
  };
  return {
    route, requests, orders, keys,
    afterNextCheck: (change) => void (afterCheck = change),
    failNetwork: (path) => void (failing = path),
  };
}
