// Shapes that once answered 500 (decision 0183): objects that cannot be printed (`{"toString":1}`) on every JSON route,
// wrong shapes inside a refinement (the order's `confirmed`), and ids beyond PostgreSQL's int4 sent as JSON numbers.
// Each is refused with a 4xx in the shopper's language and changes no table.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages, type MessageKey } from "#plugins/messages.ts";
import type { Cart } from "#contract/cart.ts";
import { inLanguage, startApp, type TestApp } from "./harness.ts";
import { cartWith, confirmedOf } from "./checkout-helpers.ts";
import { firstWithStock } from "./cart-helpers.ts";
import { DatabaseWatch } from "./fuzz/db-watch.ts";
import { createTestMember, type TestMember } from "./members.ts";

let t: TestApp;
let watch: DatabaseWatch;
let member: TestMember;
let cart: Cart;
beforeAll(async () => {
  t = await startApp();
  member = await createTestMember(t.app);
  cart = await cartWith(t, [[(await firstWithStock(t, 5)).id, 1]]);
  watch = await DatabaseWatch.open(t.db.db);
});
afterAll(async () => {
  await t.close();
});

let ip = 0;
type Sent = { method: string; url: string; payload: string; locale: "en" | "th"; auth?: boolean };

/** Sends a raw JSON text; expects a 4xx `{ message, code }` in the request's language that changed no table. */
async function refused(sent: Sent): Promise<{ status: number; code: string; errors?: Record<string, string[]> }> {
  const res = await t.app.inject({
    method: sent.method as "POST", url: sent.url, payload: sent.payload,
    remoteAddress: `10.83.${(++ip >> 8) & 255}.${ip & 255}`,
    headers: {
      ...inLanguage(sent.locale), "content-type": "application/json", "idempotency-key": randomUUID(),
      ...(sent.auth === false ? {} : member.auth),
    },
  });
  const what = `${sent.method} ${sent.url} ${sent.payload.slice(0, 200)}`;
  expect(res.statusCode, `${what}: ${res.body.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, `${what}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
  const body = res.json() as { code: string; message: string; errors?: Record<string, string[]> };
  expect(body.message, what).toBe(messages[body.code as MessageKey]?.[sent.locale]);
  expect(await watch.changes(), what).toEqual([]);
  return { status: res.statusCode, ...body };
}

/** Values no code can turn into text (`${value}` throws), at the top and deeper down. */
const UNPRINTABLE: unknown[] = [
  { toString: 1 }, { valueOf: 1, toString: 1 }, { toString: {} }, [{ toString: 1 }], { a: { b: { toString: 1 } } },
];

describe("objects whose toString is not a function", () => {
  it("are refused on every route that reads a JSON body, as an unknown key or in place of any field", async () => {
    const routes = t.app.routeInputs.filter((r) => r.url.startsWith("/api/") && r.schemas.body
      && ["POST", "PATCH", "PUT"].includes(r.method));
    expect(routes.length).toBeGreaterThan(30);
    for (const route of routes) {
      const url = route.url.replace(/:\w+/g, "1");
      const fields = Object.keys((route.schemas.body as { schema?: object }).schema ?? {});
      for (const [i, odd] of UNPRINTABLE.entries()) {
        const locale = i % 2 ? "th" : "en";
        await refused({ method: route.method, url, payload: JSON.stringify({ x: odd }), locale });
      }
      for (const [i, field] of fields.entries()) {
        // The field is wrong, and so is a later one: superstruct prints every failure, not just the first.
        const payload = JSON.stringify({ [field]: UNPRINTABLE[i % UNPRINTABLE.length], zz: 1, yy: { valueOf: 1 } });
        await refused({ method: route.method, url, payload, locale: i % 2 ? "en" : "th" });
      }
    }
  });
});

describe("a wrong shape inside the order's confirmed figures", () => {
  const CONFIRMED = [
    { lines: "x", total: -1 }, { lines: {}, total: -1 }, { lines: 7, total: 1.5 }, { lines: null, total: "x" },
    { lines: [{ product_id: "x", qty: 0 }], total: -1 }, { lines: { length: 2 }, total: -1 },
  ];

  for (const url of ["/api/order/check", "/api/order"]) {
    it(`is a field error on POST ${url}, in English and Thai`, async () => {
      for (const confirmed of CONFIRMED) {
        for (const locale of ["en", "th"] as const) {
          const body = { cart_id: cart.id, accept_policy: true, confirmed };
          const answer = await refused({ method: "POST", url, payload: JSON.stringify(body), locale, auth: false });
          expect(answer.status).toBe(400);
          expect(answer.code).toBe("validation_failed");
          expect(Object.keys(answer.errors ?? {}).some((field) => field.startsWith("confirmed"))).toBe(true);
        }
      }
      // The cart's own figures are still accepted after all that.
      const ok = await t.app.inject({
        method: "POST", url: "/api/order/check", payload: { cart_id: cart.id, confirmed: confirmedOf(cart) },
      });
      expect(ok.statusCode, ok.body).toBe(200);
    });
  }
});

describe("ids beyond a PostgreSQL integer", () => {
  const IDS = ["2147483648", "9007199254740993", "1e308", "18446744073709551616", "2147483647.5", "-2147483649"];

  for (const kind of ["gift", "promotion"]) {
    it(`are refused by POST api/membership/${kind}/redeem as JSON numbers and as strings`, async () => {
      for (const id of IDS) {
        for (const [locale, text] of [["en", id], ["th", JSON.stringify(id)]] as const) {
          const url = `/api/membership/${kind}/redeem`;
          const answer = await refused({ method: "POST", url, payload: `{"id":${text}}`, locale });
          expect(answer.status).toBe(400);
          expect(answer.errors?.id, `${kind} ${text}`).toEqual([messages.field_invalid[locale]]);
        }
      }
    });
  }

  it("are refused wherever the contract takes an id, in a body, a query or a path", async () => {
    const big = "2147483648";
    const cases: Sent[] = [
      { method: "POST", url: "/api/cart", payload: `{"product_id":${big},"qty":1}`, locale: "en" },
      { method: "PATCH", url: "/api/cart", payload: `{"cart_id":"${cart.id}","cart_item_id":${big},"qty":1}`,
        locale: "th" },
      { method: "POST", url: "/api/cart/apply-shipping",
        payload: `{"cart_id":"${cart.id}","method":"pickup","branch_id":${big}}`, locale: "en" },
      { method: "POST", url: "/api/product/review/reaction", payload: `{"review_id":${big},"reaction":"like"}`,
        locale: "th" },
    ];
    for (const sent of cases) expect((await refused(sent)).code, sent.url).toBe("validation_failed");
    for (const url of [
      `/api/membership/gift/check?id=${big}`, `/api/membership/gift/${big}`, `/api/user/address/${big}`,
      `/api/general/location/district/all?province_id=${big}`, `/api/product/similar?id=${big}`,
    ]) {
      const res = await t.app.inject({ method: "GET", url, headers: { ...member.auth, ...inLanguage("th") } });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
      expect(res.json(), url).toMatchObject({ code: "validation_failed", message: messages.validation_failed.th });
    }
  });
});
