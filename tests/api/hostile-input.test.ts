// "No input makes the server answer 5xx": every general, blog, media, product, review and cart route, fed hostile
// values; then the input no route may receive (deep nesting, NUL, surrogate halves, huge numbers, broken bodies),
// refused with a 400 in the shopper's language before anything reads it, changing nothing. tests/api/fuzz.test.ts
// generates more.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_INPUT_DEPTH } from "#plugins/input-guard.ts";
import { messages, type MessageKey } from "#plugins/messages.ts";
import { inLanguage, startApp, type TestApp } from "./harness.ts";
import { DatabaseWatch } from "./fuzz/db-watch.ts";
import { createTestMember, type TestMember } from "./members.ts";

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
  ["/media/product/some-product.webp", "v"],
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
        for (const suffix of ["", ".svg", ".webp"]) {
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
      (v: unknown) => ({ cart_id: v, product_id: 1, qty: 1 }),
      (v: unknown) => ({ cart_id: cartId, cart_item_id: v, qty: 1 }),
      (v: unknown) => ({ cart_id: cartId, coupon_code: v }), (v: unknown) => ({ cart_id: cartId, method: v }),
      (v: unknown) => ({ cart_id: cartId, method: "pickup", branch_id: v }),
      (v: unknown) => ({ product_id: 1, email: v }),
      (v: unknown) => ({ review_id: v, reaction: "helpful" }),
    ];
    const values: unknown[] = [
      null, true, -1, 0, 1.5, 1e308, "1e3", "", "\u0000", "'; DROP TABLE carts; --", [], {}, { $gt: 0 },
      "x".repeat(5000),
      Number.MAX_SAFE_INTEGER, "ffffffff-ffff-4fff-bfff-ffffffffffff",
    ];
    const routes: ["POST" | "PATCH", string][] = [
      ["POST", "/api/cart"], ["PATCH", "/api/cart"], ["POST", "/api/cart/apply-coupon"],
      ["POST", "/api/cart/remove-coupon"],
      ["POST", "/api/cart/apply-shipping"], ["POST", "/api/cart/pre-check"], ["POST", "/api/product/notify"],
      ["POST", "/api/product/review/reaction"], ["POST", "/api/product/review"],
    ];
    for (const [method, url] of routes) {
      for (const payload of [...BODIES.slice(0, 14), ...shapes.flatMap((shape) =>
        values.map((v) => JSON.stringify(shape(v))))]) {
        const res = await t.app.inject({ method, url, headers: { "content-type": "application/json" }, payload });
        expect(res.statusCode, `${method} ${url} ${payload.slice(0, 60)}`).toBeLessThan(500);
        expect(res.json()).toHaveProperty(res.statusCode === 200 ? "data" : "code");
      }
    }
  });

  it("odd headers", async () => {
    for (const headers of [
      { "accept-language": "ไทย;q=abc,,,;;" }, { "accept-language": "x".repeat(8000) },
      { "content-type": "application/json; charset=latin1" },
      { "content-type": "application/json", "content-length": "5" },
    ]) {
      const res = await t.app.inject({ method: "POST", url: "/api/general/seo", headers, payload: '{"path":""}' });
      expect(res.statusCode, JSON.stringify(headers).slice(0, 60)).toBeLessThan(500);
    }
  });
});

describe("input no route may receive is refused before anything reads it", () => {
  let member: TestMember;
  let watch: DatabaseWatch;
  beforeAll(async () => {
    member = await createTestMember(t.app);
    watch = await DatabaseWatch.open(t.db.db); // opened last: from here on, nothing below may change a table
  });

  /** A refusal in the contract's shape and in Thai, as the shopper asked. */
  function expectRefusal(res: { statusCode: number; json(): unknown }, status: number, code: string, label: string) {
    expect(res.statusCode, label).toBe(status);
    const body = res.json() as { code: string; message: string; errors?: Record<string, string[]> };
    expect(body.code, label).toBe(code);
    expect(body.message, label).toBe(messages[code as MessageKey].th);
    return body;
  }

  const send = (method: string, url: string, payload?: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: method as "POST", url,
      headers: { ...member.auth, ...inLanguage("th"), "content-type": "application/json", ...headers },
      ...(payload === undefined ? {} : { payload }),
    });

  it("answers 400 bad_request to JSON nested thousands deep, on every route that reads a body", async () => {
    // The support console's routes answer 404 to anyone without a staff token before the body is read (decision
    // 0150); support.test.ts sends them deep JSON as staff.
    const writes = t.app.routeInputs.filter((route) => route.schemas.body && !route.url.startsWith("/api/support/"));
    expect(writes.length).toBeGreaterThan(20);
    for (const route of writes) {
      const url = route.url.replace(/:\w+/g, "1");
      for (const payload of [`${"[".repeat(4000)}${"]".repeat(4000)}`, `${'{"a":'.repeat(4000)}1${"}".repeat(4000)}`]) {
        expectRefusal(await send(route.method, url, payload), 400, "bad_request", `${route.method} ${url}`);
      }
    }
    // Up to MAX_INPUT_DEPTH levels the schema answers as before (here: the body is not an object).
    const nested = `${"[".repeat(MAX_INPUT_DEPTH)}${"]".repeat(MAX_INPUT_DEPTH)}`;
    const shallow = await send("POST", "/api/general/seo", nested);
    expectRefusal(shallow, 400, "validation_failed", "shallow");
  });

  it("answers 400 validation_failed naming the field for NUL or half a surrogate pair, wherever it is", async () => {
    const cases: [string, string, string | undefined, Record<string, string>, string][] = [
      ["GET", "/sandbox/oauth/google/authorize?state=%00", undefined, {}, "state"],
      ["GET", "/api/product/review?product_id=1&page=%00", undefined, {}, "page"],
      ["GET", "/api/product/abc%00", undefined, {}, "id"],
      ["POST", "/api/general/seo", '{"path":"faq\\ud800"}', {}, "path"],
      ["POST", "/api/general/seo", '{"path":"\\udc00faq"}', {}, "path"],
      ["POST", "/api/auth/login", '{"email":"a@b.co","password":"x\\u0000y"}', {}, "password"],
      ["POST", "/api/user/phone", '{"phone":{"country_code":"TH","number":"081\\u0000"}}', {}, "phone.number"],
      ["GET", "/api/blog?pa%00ge=1", undefined, {}, "query"], // in a key: the part is named
      ["GET", "/api/blog", undefined, { "if-none-match": "\u0000" }, "if-none-match"],
      ["GET", "/api/general/sitewide", undefined, { authorization: "Bearer \u0000" }, "authorization"],
    ];
    for (const [method, url, payload, headers, field] of cases) {
      const label = `${method} ${url} ${payload}`;
      const body = expectRefusal(await send(method, url, payload, headers), 400, "validation_failed", label);
      expect(body.errors, `${url} ${payload}`).toEqual({ [field]: ["ค่านี้ไม่ถูกต้อง"] });
    }
    // A form hears about its fields the usual way first; the unstorable one follows once the rest is right.
    const form = await send("POST", "/api/user/phone", '{"phone":{"country_code":"th","number":"081\\u0000"}}');
    const formErrors = expectRefusal(form, 400, "validation_failed", "form").errors;
    expect(formErrors).toEqual({ "phone.country_code": ["ค่านี้ไม่ถูกต้อง"] });
  });

  it("answers 400 validation_failed naming the field to an object with a key toString or valueOf", async () => {
    // The schema library prints a failing value with `${value}`, which such an object throws on (the fuzzer's 500).
    const cases: [string, string, string][] = [
      ["/api/general/seo", '{"path":{"toString":false}}', "path"],
      ["/api/general/seo", '{"path":[{"valueOf":1,"toString":null}]}', "path"],
      ["/api/auth/login", '{"email":"a@b.co","password":{"toString":"x","valueOf":"y"}}', "password"],
      ["/api/order/payment", '{"order_id":"44fa7c35-fff6-4fff-86f6-9cbe0000000d","method":"omise_promptpay",'
        + '"accept_policy":true,"token":{"toString":false}}', "token"],
    ];
    for (const [url, payload, field] of cases) {
      const body = expectRefusal(await send("POST", url, payload), 400, "validation_failed", `${url} ${payload}`);
      expect(body.errors, payload).toEqual({ [field]: ["ค่านี้ไม่ถูกต้อง"] });
    }
  });

  it("answers 400 to numbers JSON can spell but not hold, and to query strings that are not UTF-8", async () => {
    const infinite = await send("POST", "/api/cart", '{"product_id":1e999,"qty":1}');
    const huge = expectRefusal(infinite, 400, "validation_failed", "1e999");
    expect(Object.keys(huge.errors ?? {})).toEqual(["product_id"]);
    const big = await send("POST", "/api/cart", '{"product_id":123456789012345678901234567890,"qty":1}');
    expect(Object.keys(expectRefusal(big, 400, "validation_failed", "1e29").errors ?? {})).toEqual(["product_id"]);
    for (const query of ["search=%ED%A0%80", "search=%E0%A4%A", "search=%ZZ", "brand=%C0%AF"]) {
      expectRefusal(await send("GET", `/api/product?${query}`), 400, "bad_request", query);
    }
  });

  it("answers every malformed body with a 4xx in the contract's shape", async () => {
    const bodies: [string, Record<string, string>, number, string][] = [
      ['{"path":', {}, 400, "bad_request"],
      ["", {}, 400, "bad_request"],
      ["\uFEFF{}", {}, 400, "validation_failed"], // a byte-order mark is skipped; then `path` is missing
      ['{"path":"x"} trailing', {}, 400, "bad_request"],
      ['{"__proto__":{"path":"x"}}', {}, 400, "bad_request"],
      ["<path/>", { "content-type": "application/xml" }, 415, "unsupported_media_type"],
      ["path=x", { "content-type": "application/x-www-form-urlencoded" }, 415, "unsupported_media_type"],
      ["--x--", { "content-type": "multipart/form-data; boundary=x" }, 415, "unsupported_media_type"],
    ];
    for (const [payload, headers, status, code] of bodies) {
      expectRefusal(await send("POST", "/api/general/seo", payload, headers), status, code, payload);
    }
  });

  it("and none of the refusals above changed a table", async () => {
    expect(await watch.changes()).toEqual([]);
  });
});
