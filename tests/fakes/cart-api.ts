// An in-memory cart API that answers like server/routes/api/cart (spec §7 Cart): same paths, same bodies, priced
// with the contract's orderTotal. Installed as `fetch`, so the browser's real client (src/api) and its contract
// validation run unchanged in jsdom. Tests steer it like a shopper's world changes: stock drops, a cart expires,
// the network goes down.
import { orderTotal } from "../../contract/order-total.ts";
import type { Cart, CartProductItem, CouponPreview, PreCheckProblem } from "../../contract/cart.ts";

export interface FakeProduct {
  id: number;
  name: string;
  price: number;
  stock: number;
}

interface FakeCoupon extends CouponPreview {
  /** Why apply refuses it, whatever the cart: a contract code. */
  refuse?: "coupon_expired" | "coupon_members_only";
}

export const FAKE_PRODUCTS: FakeProduct[] = [
  { id: 1, name: "Hydra Serum", price: 890_00, stock: 5 },
  { id: 2, name: "Calm Cleanser", price: 450_00, stock: 20 },
];

const coupon = (code: string, name: string, over: Partial<FakeCoupon>): FakeCoupon => ({
  code, name, desc: `${name} description`, discount_type: "percent", discount_value: 10, max_discount: null,
  min_spend: 0, starts_at: null, ends_at: null, members_only: false, exclusive_only: false, ...over,
});

const COUPONS: FakeCoupon[] = [
  coupon("WELCOME10", "Welcome 10% off", {}),
  coupon("SAVE200", "฿200 off over ฿1,500", { discount_type: "fixed", discount_value: 200_00, min_spend: 1500_00 }),
  coupon("SUMMER25", "Summer 25%", { discount_value: 25, refuse: "coupon_expired" }),
  coupon("MEMBER15", "Members 15%", { discount_value: 15, members_only: true, refuse: "coupon_members_only" }),
];

interface Line {
  id: number;
  productId: number;
  qty: number;
}
interface StoredCart {
  lines: Line[];
  coupon: FakeCoupon | null;
  shipping: "standard" | "express" | null;
}

const SHIPPING = { standard: 50_00, express: 120_00 } as const;

export interface FakeCartApi {
  fetch: typeof fetch;
  /** Every request as "METHOD path" (query included). */
  requests: string[];
  products: FakeProduct[];
  /** Makes a cart as if the shopper had added these earlier; returns its id. */
  seedCart: (lines: { productId: number; qty: number }[]) => string;
  /** The server forgets every cart (expired, or a guessed id). */
  forgetCarts: () => void;
  /** The next `count` requests fail as if the network were down. */
  failNetwork: (count?: number) => void;
}

export function createFakeCartApi(): FakeCartApi {
  const products = FAKE_PRODUCTS.map((p) => ({ ...p }));
  const carts = new Map<string, StoredCart>();
  const requests: string[] = [];
  let nextLine = 1;
  let nextCart = 1;
  let networkFailures = 0;

  const newId = () => `00000000-0000-4000-8000-${String(nextCart++).padStart(12, "0")}`;
  const product = (id: number) => products.find((p) => p.id === id);
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  const fail = (status: number, code: string, message = code) => json(status, { message, code });

  function priced(id: string, stored: StoredCart): Cart {
    const items: CartProductItem[] = stored.lines.map((line) => {
      const p = product(line.productId)!;
      return {
        type: "product", cart_item_id: line.id, product_id: p.id, qty: line.qty, total: p.price * line.qty, name: p.name,
        desc: "SkinState · 30 ml", slug: `product-${p.id}`, image: `/media/product/${p.id}.svg`, unit_price: p.price, stock: p.stock,
      };
    });
    const subtotal = items.reduce((sum, i) => sum + i.total, 0);
    const applies = stored.coupon !== null && subtotal >= stored.coupon.min_spend && items.length > 0;
    const discount = !applies || !stored.coupon ? 0
      : stored.coupon.discount_type === "percent" ? Math.round((subtotal * stored.coupon.discount_value) / 100)
      : Math.min(subtotal, stored.coupon.discount_value);
    if (!applies) stored.coupon = null;
    const shipping = items.length === 0 ? 0 : SHIPPING[stored.shipping ?? "standard"];
    const totals = orderTotal({ items, discount, shipping });
    return {
      id,
      items: stored.coupon
        ? [...items, { type: "discount", cart_item_id: 0, product_id: null, qty: 1, total: -discount, name: stored.coupon.name, desc: stored.coupon.desc, code: stored.coupon.code }]
        : items,
      subtotal: totals.subtotal, discount: totals.discount, shipping: totals.shipping, shipping_method: stored.shipping,
      branch_id: null, vat: totals.vat, total: totals.total, item_count: totals.item_count,
    };
  }

  function handle(method: string, url: URL, body: Record<string, unknown>): Response {
    const path = url.pathname.replace(/^\//, "");
    const cartId = String(method === "GET" || method === "DELETE" ? url.searchParams.get("cart_id") : body.cart_id);
    const stored = carts.get(cartId);

    if (method === "GET" && path === "api/cart/get-coupon") {
      const found = COUPONS.find((c) => c.code === (url.searchParams.get("code") ?? "").trim().toUpperCase());
      if (!found) return fail(404, "coupon_not_found", "No coupon found.");
      const { refuse: _refuse, ...preview } = found;
      return json(200, { data: preview });
    }
    if (method === "POST" && path === "api/cart") {
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
    if (method === "GET" && path === "api/cart") return json(200, { data: priced(cartId, stored) });
    if (method === "PATCH" && path === "api/cart") {
      const line = stored.lines.find((l) => l.id === Number(body.cart_item_id));
      if (!line) return fail(404, "not_found");
      if (Number(body.qty) > product(line.productId)!.stock) return fail(409, "insufficient_stock");
      line.qty = Number(body.qty);
      return json(200, { data: priced(cartId, stored) });
    }
    if (method === "DELETE" && path === "api/cart") {
      stored.lines = stored.lines.filter((l) => l.id !== Number(url.searchParams.get("cart_item_id")));
      return json(200, { data: priced(cartId, stored) });
    }
    if (method === "DELETE" && path === "api/cart/clear") {
      carts.delete(cartId);
      return json(200, { data: { cleared: true } });
    }
    if (method === "POST" && path === "api/cart/apply-coupon") {
      const found = COUPONS.find((c) => c.code === String(body.coupon_code).trim().toUpperCase());
      if (!found) return fail(404, "coupon_not_found");
      if (found.refuse) return fail(422, found.refuse);
      const subtotal = stored.lines.reduce((sum, l) => sum + product(l.productId)!.price * l.qty, 0);
      if (subtotal < found.min_spend) return fail(422, "coupon_min_spend");
      stored.coupon = found;
      return json(200, { data: priced(cartId, stored) });
    }
    if (method === "POST" && path === "api/cart/remove-coupon") {
      stored.coupon = null;
      return json(200, { data: priced(cartId, stored) });
    }
    if (method === "POST" && path === "api/cart/apply-shipping") {
      if (body.method !== "standard" && body.method !== "express") return fail(422, "validation_failed");
      stored.shipping = body.method;
      return json(200, { data: priced(cartId, stored) });
    }
    if (method === "POST" && path === "api/cart/pre-check") {
      const problems: PreCheckProblem[] = stored.lines.flatMap((l): PreCheckProblem[] => {
        const p = product(l.productId)!;
        if (p.stock === 0) return [{ cart_item_id: l.id, product_id: p.id, code: "out_of_stock" as const }];
        if (l.qty > p.stock) return [{ cart_item_id: l.id, product_id: p.id, code: "insufficient_stock" as const, available: p.stock }];
        return [];
      });
      return json(200, { data: { ok: problems.length === 0, problems } });
    }
    return fail(404, "route_not_found");
  }

  const fakeFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), "http://shop.test/"), init);
    const url = new URL(request.url, "http://shop.test/");
    requests.push(`${request.method} ${url.pathname}${url.search}`);
    if (networkFailures > 0) {
      networkFailures -= 1;
      throw new TypeError("Failed to fetch");
    }
    const text = request.method === "GET" || request.method === "DELETE" ? "" : await request.text();
    return handle(request.method, url, text ? (JSON.parse(text) as Record<string, unknown>) : {});
  }) as typeof fetch;

  return {
    fetch: fakeFetch,
    requests,
    products,
    seedCart(lines) {
      const id = newId();
      carts.set(id, { lines: lines.map((l) => ({ id: nextLine++, ...l })), coupon: null, shipping: null });
      return id;
    },
    forgetCarts: () => carts.clear(),
    failNetwork: (count = 1) => {
      networkFailures = count;
    },
  };
}
