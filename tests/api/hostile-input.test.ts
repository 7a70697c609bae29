// "No input makes the server answer 5xx": every general, blog, media, product, review and cart route, fed hostile values.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type TestApp } from "./harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(async () => {
  await t.close();
});

const VALUES = [
  "", "%00", "-1", "0", "1e999", "NaN", "2147483648", "99999999999999999999", "%F0%9F%92%A9", "%ED%A0%80",
  "'%20OR%201=1%20--", "..%2F..%2Fetc%2Fpasswd", "a".repeat(5000), "%5B%5D", "th", "<script>",
];
const QUERIES: [string, string][] = [
  ["/api/general/menu", "locale"],
  ["/api/general/location/province/all", "x"],
  ["/api/general/location/district/all", "province_id"],
  ["/api/general/location/sub-district/all", "district_id"],
  ["/api/general/location/postal-code/all", "sub_district_id"],
  ["/api/blog/", "page"],
  ["/api/blog/", "per_page"],
  ["/media/product/some-product.svg", "v"],
  ...["category", "type", "brand", "price_min", "price_max", "sort", "search", "page", "per_page"]
    .map((name): [string, string] => ["/api/product/", name]),
  ...["category", "brand", "price_min", "search"].map((name): [string, string] => ["/api/product/filter", name]),
  ["/api/product/gift", "page"],
  ["/api/product/habit", "concern"],
  ["/api/product/habit", "step"],
  ["/api/product/habit", "limit"],
  ["/api/product/similar", "id"],
  ["/api/product/review/", "product_id"],
  ["/api/product/review/", "page"],
  ["/api/product/review/check", "product_id"],
  ["/api/product/review/pending", "page"],
  ["/api/cart", "cart_id"],
  ["/api/cart/clear", "cart_id"],
  ["/api/cart/get-coupon", "code"],
];
const PATHS = ["/api/blog/", "/media/product/", "/api/product/"];
const BODIES = [
  "{}", "[]", "null", "true", '"x"', "1e999", '{"path":null}', '{"path":["a"]}', '{"path":{"$gt":""}}',
  '{"path":"\\ud800"}', '{"path":"x","path":"y"}', '{"__proto__":{"path":"x"}}', '{"constructor":{"prototype":{}}}',
  "{".repeat(5000), `{"path":"${"é".repeat(600)}"}`,
];

describe("hostile input never causes a 5xx", () => {
  it("query values", async () => {
    for (const [url, name] of QUERIES) {
      for (const value of VALUES) {
        const res = await t.app.inject({ method: "GET", url: `${url}?${name}=${value}` });
        expect(res.statusCode, `${url}?${name}=${value.slice(0, 40)}`).toBeLessThan(500);
      }
    }
  });

  it("path segments", async () => {
    for (const base of PATHS) {
      for (const value of VALUES) {
        for (const suffix of ["", ".svg"]) {
          const res = await t.app.inject({ method: "GET", url: `${base}${value}${suffix}` });
          expect(res.statusCode, `${base}${value.slice(0, 40)}${suffix}`).toBeLessThan(500);
        }
      }
    }
  });

  it("JSON bodies", async () => {
    for (const payload of BODIES) {
      const res = await t.app.inject({
        method: "POST", url: "/api/general/seo", headers: { "content-type": "application/json" }, payload,
      });
      expect(res.statusCode, payload.slice(0, 60)).toBeLessThan(500);
      expect(res.json()).toHaveProperty(res.statusCode === 200 ? "data" : "code");
    }
  });

  it("JSON bodies on every product and cart write", async () => {
    const cartId = "3f2b8c4e-1d2a-4b6c-8e9f-0a1b2c3d4e5f";
    const shapes = [
      (v: unknown) => ({ product_id: v, qty: 1 }), (v: unknown) => ({ product_id: 1, qty: v }),
      (v: unknown) => ({ cart_id: v, product_id: 1, qty: 1 }), (v: unknown) => ({ cart_id: cartId, cart_item_id: v, qty: 1 }),
      (v: unknown) => ({ cart_id: cartId, coupon_code: v }), (v: unknown) => ({ cart_id: cartId, method: v }),
      (v: unknown) => ({ cart_id: cartId, method: "pickup", branch_id: v }), (v: unknown) => ({ product_id: 1, email: v }),
      (v: unknown) => ({ review_id: v, reaction: "helpful" }),
    ];
    const values: unknown[] = [
      null, true, -1, 0, 1.5, 1e308, "1e3", "", "\u0000", "'; DROP TABLE carts; --", [], {}, { $gt: 0 }, "x".repeat(5000),
      Number.MAX_SAFE_INTEGER, "ffffffff-ffff-4fff-bfff-ffffffffffff",
    ];
    const routes: ["POST" | "PATCH", string][] = [
      ["POST", "/api/cart"], ["PATCH", "/api/cart"], ["POST", "/api/cart/apply-coupon"], ["POST", "/api/cart/remove-coupon"],
      ["POST", "/api/cart/apply-shipping"], ["POST", "/api/cart/pre-check"], ["POST", "/api/product/notify"],
      ["POST", "/api/product/review/reaction"], ["POST", "/api/product/review"],
    ];
    for (const [method, url] of routes) {
      for (const payload of [...BODIES.slice(0, 14), ...shapes.flatMap((shape) => values.map((v) => JSON.stringify(shape(v))))]) {
        const res = await t.app.inject({ method, url, headers: { "content-type": "application/json" }, payload });
        expect(res.statusCode, `${method} ${url} ${payload.slice(0, 60)}`).toBeLessThan(500);
        expect(res.json()).toHaveProperty(res.statusCode === 200 ? "data" : "code");
      }
    }
  });

  it("odd headers", async () => {
    for (const headers of [
      { "accept-language": "ไทย;q=abc,,,;;" }, { "accept-language": "x".repeat(8000) },
      { "content-type": "application/json; charset=latin1" }, { "content-type": "application/json", "content-length": "5" },
    ]) {
      const res = await t.app.inject({ method: "POST", url: "/api/general/seo", headers, payload: '{"path":""}' });
      expect(res.statusCode, JSON.stringify(headers).slice(0, 60)).toBeLessThan(500);
    }
  });
});
