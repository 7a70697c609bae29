// An in-memory cart API that answers like server/routes/api/cart (spec §7 Cart): same paths, same bodies, and the
// server's own rules for everything it decides: prices, coupons, shipping and totals come from server/domain
// (priceCart, evaluateCoupon, preCheckCart), as server/db/repositories/cart does. Tests steer it like a shopper's
// world changes: stock drops, a cart expires, the network goes down.
import {
  SHIPPING_METHODS, type Cart, type CartProductItem, type PreCheckResult, type ShippingMethod,
} from "#contract/cart.ts";
import { couponPreview, evaluateCoupon, GUEST, type CouponRule, type Shopper } from "#domain/coupon.ts";
import type { CartLine } from "#domain/lines.ts";
import { preCheckCart } from "#domain/precheck.ts";
import { priceCart } from "#domain/pricing.ts";
import { fail, json, type Route } from "./http.ts";

export interface FakeProduct {
  id: number;
  slug: string;
  name: string;
  /** Satang. */
  price: number;
  stock: number;
}

export const FAKE_PRODUCTS: FakeProduct[] = [
  { id: 1, slug: "hydra-serum", name: "Hydra Serum", price: 890_00, stock: 5 },
  { id: 2, slug: "calm-cleanser", name: "Calm Cleanser", price: 450_00, stock: 20 },
  // A price in satang whose 10 % is not whole (4,455.5): coupons show how the server rounds.
  { id: 3, slug: "glow-toner", name: "Glow Toner", price: 445_55, stock: 10 },
];

const rule = (code: string, name: string, over: Partial<CouponRule>): CouponRule => ({
  code, name, desc: `${name} description`, discountType: "percent", discountValue: 10, maxDiscount: null, minSpend: 0,
  startsAt: null, endsAt: null, usageLimit: null, usedCount: 0, perMemberLimit: null, membersOnly: false,
  exclusiveOnly: false, scope: null, ...over,
});

export const FAKE_COUPONS: CouponRule[] = [
  rule("WELCOME10", "Welcome 10% off", {}),
  rule("SAVE200", "฿200 off over ฿1,500", { discountType: "fixed", discountValue: 200_00, minSpend: 1500_00 }),
  rule("SUMMER25", "Summer 25%", { discountValue: 25, endsAt: new Date("2020-09-01T00:00:00Z") }),
  rule("MEMBER15", "Members 15%", { discountValue: 15, membersOnly: true }),
];

/** The coupon preview asks as a member would (server/db/repositories/cart/coupon.ts): apply then judges the cart. */
const ANY_MEMBER: Shopper = { memberId: 0, isExclusive: true, memberUses: 0 };

interface Line {
  id: number;
  productId: number;
  qty: number;
}
interface StoredCart {
  lines: Line[];
  coupon: CouponRule | null;
  shipping: ShippingMethod | null;
}

export interface FakeCartApi {
  route: Route;
  /** Every cart request as "METHOD path" (query included). */
  requests: string[];
  products: FakeProduct[];
  /** Makes a cart as if the shopper had added these earlier; returns its id. */
  seedCart: (lines: { productId: number; qty: number }[]) => string;
  /** The server forgets every cart (expired, or a guessed id). */
  forgetCarts: () => void;
  /** The next `count` cart requests (only those starting with `request`, e.g. "POST /api/cart/apply-coupon", when
   * given) fail as if the network were down. */
  failNetwork: (count?: number, request?: string) => void;
  /** The cart as GET api/cart answers it now; null when there is none (the order fake places from it). */
  pricedCart: (id: string) => Cart | null;
  /** The order was placed: the cart is gone, as the server deletes it. */
  dropCart: (id: string) => void;
}

export function createFakeCartApi(products: FakeProduct[] = FAKE_PRODUCTS.map((p) => ({ ...p }))): FakeCartApi {
  const carts = new Map<string, StoredCart>();
  const requests: string[] = [];
  let nextLine = 1;
  let nextCart = 1;
  let networkFailures = 0;
  let failing = "";

  const newId = () => `00000000-0000-4000-8000-${String(nextCart++).padStart(12, "0")}`;
  const product = (id: number) => products.find((p) => p.id === id);
  const cartLines = (stored: StoredCart): CartLine[] => stored.lines.map((line) => ({
    productId: line.productId, categorySlug: "serum", brandSlug: "skinstate", unitPrice: product(line.productId)!.price,
    qty: line.qty,
  }));
  const coupon = (code: unknown) => FAKE_COUPONS.find((c) => c.code === String(code ?? "").trim().toUpperCase());

  /** server/db/repositories/cart/view.ts renderCart: the domain prices, a coupon that stops applying is dropped. */
  function priced(id: string, stored: StoredCart): Cart {
    const now = new Date();
    const result = priceCart({
      lines: cartLines(stored),
      coupon: stored.coupon ? { rule: stored.coupon, shopper: GUEST, now } : null,
      shippingMethod: stored.shipping,
    });
    const items: Cart["items"] = stored.lines.map((line, i): CartProductItem => {
      const p = product(line.productId)!;
      return {
        type: "product", cart_item_id: line.id, product_id: p.id, qty: line.qty, total: result.lineTotals[i] ?? 0,
        name: p.name, desc: "SkinState · 30 ml", slug: p.slug, image: `/media/product/${p.slug}.webp`,
        unit_price: p.price, stock: Math.max(0, p.stock),
      };
    });
    const applied = stored.coupon !== null && result.coupon?.ok === true && result.totals.discount > 0;
    if (applied && stored.coupon && result.coupon?.ok) {
      items.push({
        type: "discount", cart_item_id: 0, product_id: null, qty: 1, total: -result.totals.discount,
        name: result.coupon.line.name, desc: result.coupon.line.desc, code: stored.coupon.code,
      });
    }
    if (stored.coupon && !result.coupon?.ok) stored.coupon = null;
    const { totals } = result;
    return {
      id, items, subtotal: totals.subtotal, discount: applied ? totals.discount : 0, shipping: totals.shipping,
      shipping_method: stored.shipping, branch_id: null, vat: totals.vat, total: totals.total,
      item_count: totals.item_count,
    };
  }

  function handle(method: string, url: URL, body: Record<string, unknown>): Response {
    const path = url.pathname;
    const cartId = String(method === "GET" || method === "DELETE" ? url.searchParams.get("cart_id") : body.cart_id);
    const stored = carts.get(cartId);

    if (method === "GET" && path === "/api/cart/get-coupon") {
      const found = coupon(url.searchParams.get("code"));
      if (!found) return fail(404, "coupon_not_found", "No coupon found.");
      const outcome = evaluateCoupon(found, [], ANY_MEMBER, new Date());
      if (!outcome.ok && outcome.code !== "coupon_not_applicable") return fail(422, outcome.code);
      return json(200, { data: couponPreview(found) });
    }
    if (method === "POST" && path === "/api/cart") {
      const target = body.cart_id ? stored : { lines: [], coupon: null, shipping: null };
      if (!target) return fail(404, "cart_not_found");
      const p = product(Number(body.product_id));
      if (!p) return fail(404, "product_not_found");
      const line = target.lines.find((l) => l.productId === p.id);
      const qty = (line?.qty ?? 0) + Number(body.qty);
      if (p.stock === 0) return fail(409, "out_of_stock");
      if (qty > p.stock) return fail(409, "insufficient_stock");
      if (line) line.qty = qty;
      else target.lines.push({ id: nextLine++, productId: p.id, qty });
      const id = body.cart_id ? cartId : newId();
      carts.set(id, target);
      return json(200, { data: priced(id, target) });
    }
    if (!stored) return fail(404, "cart_not_found");
    if (method === "GET" && path === "/api/cart") return json(200, { data: priced(cartId, stored) });
    if (method === "PATCH" && path === "/api/cart") {
      const line = stored.lines.find((l) => l.id === Number(body.cart_item_id));
      if (!line) return fail(404, "not_found");
      if (Number(body.qty) > product(line.productId)!.stock) return fail(409, "insufficient_stock");
      line.qty = Number(body.qty);
      return json(200, { data: priced(cartId, stored) });
    }
    if (method === "DELETE" && path === "/api/cart/clear") {
      carts.delete(cartId);
      return json(200, { data: { cleared: true } });
    }
    if (method === "DELETE" && path === "/api/cart") {
      stored.lines = stored.lines.filter((l) => l.id !== Number(url.searchParams.get("cart_item_id")));
      return json(200, { data: priced(cartId, stored) });
    }
    if (method === "POST" && path === "/api/cart/apply-coupon") {
      const found = coupon(body.coupon_code);
      if (!found) return fail(404, "coupon_not_found");
      const outcome = evaluateCoupon(found, cartLines(stored), GUEST, new Date());
      if (!outcome.ok) return fail(422, outcome.code);
      stored.coupon = found;
      return json(200, { data: priced(cartId, stored) });
    }
    if (method === "POST" && path === "/api/cart/remove-coupon") {
      stored.coupon = null;
      return json(200, { data: priced(cartId, stored) });
    }
    if (method === "POST" && path === "/api/cart/apply-shipping") {
      const method = SHIPPING_METHODS.find((m) => m === body.method);
      if (!method) return fail(422, "validation_failed");
      stored.shipping = method;
      return json(200, { data: priced(cartId, stored) });
    }
    if (method === "POST" && path === "/api/cart/pre-check") {
      const result: PreCheckResult = preCheckCart(
        stored.lines.map((l) => ({
          cartItemId: l.id, productId: l.productId, qty: l.qty, unitPrice: product(l.productId)!.price,
        })),
        new Map(products.map((p) => [p.id, { price: p.price, stock: p.stock, listed: true }])),
      );
      return json(200, { data: result });
    }
    return fail(404, "route_not_found");
  }

  const route: Route = async (request, url) => {
    if (!url.pathname.startsWith("/api/cart")) return null;
    const seen = `${request.method} ${url.pathname}${url.search}`;
    requests.push(seen);
    if (networkFailures > 0 && seen.startsWith(failing)) {
      networkFailures -= 1;
      throw new TypeError("Failed to fetch");
    }
    const text = request.method === "GET" || request.method === "DELETE" ? "" : await request.text();
    return handle(request.method, url, text ? (JSON.parse(text) as Record<string, unknown>) : {});
  };

  return {
    route,
    requests,
    products,
    seedCart(lines) {
      const id = newId();
      carts.set(id, { lines: lines.map((l) => ({ id: nextLine++, ...l })), coupon: null, shipping: null });
      return id;
    },
    forgetCarts: () => carts.clear(),
    pricedCart: (id) => {
      const stored = carts.get(id);
      return stored ? priced(id, stored) : null;
    },
    dropCart: (id) => void carts.delete(id),
    failNetwork: (count = 1, request = "") => {
      networkFailures = count;
      failing = request;
    },
  };
}
