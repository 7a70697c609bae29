// The coupons a shopper can collect now (GET api/cart/coupons), in both languages.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { is } from "superstruct";
import { CouponListResponse, type CouponPreview } from "#contract/cart.ts";
import { call } from "./cart-helpers.ts";
import { startApp, type TestApp } from "./harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(async () => {
  await t.close();
});

const codes = (body: unknown) => (body as { data: CouponPreview[] }).data.map((c) => c.code);

describe("collectible coupons", () => {
  it("lists the coupons usable now, with their terms, and not the ended, future or used-up ones", async () => {
    const reply = await call(t, "GET", "/api/cart/coupons");
    expect(reply.status).toBe(200);
    expect(is(reply.body, CouponListResponse)).toBe(true);
    const listed = codes(reply.body);
    expect(listed).toEqual(expect.arrayContaining(["WELCOME10", "SAVE200", "MEMBER15", "EXCLUSIVE300"]));
    for (const gone of ["SUMMER25", "COMINGSOON20", "FLASH50"]) expect(listed).not.toContain(gone);
    const save = (reply.body as { data: CouponPreview[] }).data.find((c) => c.code === "SAVE200");
    expect(save).toMatchObject({ min_spend: 150_000, discount_type: "fixed", discount_value: 20_000 });
    const member = (reply.body as { data: CouponPreview[] }).data.find((c) => c.code === "MEMBER15");
    expect(member?.members_only).toBe(true);
  });

  it("names them in Thai for the Thai shop", async () => {
    const reply = await call(t, "GET", "/api/cart/coupons", undefined, "th");
    const welcome = (reply.body as { data: CouponPreview[] }).data.find((c) => c.code === "WELCOME10");
    expect(welcome?.name).toBe("ส่วนลดต้อนรับ 10%");
  });

  it("a collected coupon's link that is unknown or ended answers 4xx, never 5xx", async () => {
    for (const code of ["NOPE", "SUMMER25", "FLASH50", "%00", "x".repeat(40)]) {
      const reply = await call(t, "GET", `/api/cart/get-coupon?code=${encodeURIComponent(code)}`);
      expect(reply.status, code).toBeGreaterThanOrEqual(400);
      expect(reply.status, code).toBeLessThan(500);
    }
  });
});
