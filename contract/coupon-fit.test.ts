import { describe, expect, it } from "vitest";
import type { CouponPreview } from "./cart.ts";
import { couponMisfit } from "./coupon-fit.ts";

const NOW = new Date("2026-11-25T03:00:00Z");
const coupon = (change: Partial<CouponPreview> = {}): CouponPreview => ({
  code: "SPEND1000", name: "฿100 off", desc: "", discount_type: "fixed", discount_value: 10_000, max_discount: null,
  min_spend: 100_000, starts_at: null, ends_at: null, members_only: false, exclusive_only: false, ...change,
});
const guest = { signedIn: false };
const member = { signedIn: true };

describe("couponMisfit", () => {
  it("fits when the cart reaches the minimum spend, exactly or above", () => {
    expect(couponMisfit(coupon(), { subtotal: 100_000 }, guest, NOW)).toBeNull();
    expect(couponMisfit(coupon(), { subtotal: 250_000 }, guest, NOW)).toBeNull();
    expect(couponMisfit(coupon({ min_spend: 0 }), null, guest, NOW)).toBeNull();
  });

  it("says how much more to spend below the minimum (an empty cart spends nothing)", () => {
    expect(couponMisfit(coupon(), { subtotal: 64_000 }, guest, NOW))
      .toEqual({ code: "coupon_min_spend", minSpend: 100_000, short: 36_000 });
    expect(couponMisfit(coupon(), null, guest, NOW)).toEqual({ code: "coupon_min_spend", minSpend: 100_000,
      short: 100_000 });
  });

  it("checks dates first: not started (start inclusive) and ended (end exclusive)", () => {
    const later = "2026-12-01T00:00:00.000Z";
    expect(couponMisfit(coupon({ starts_at: later }), null, guest, NOW)).toEqual({ code: "coupon_not_started",
      startsAt: later });
    expect(couponMisfit(coupon({ starts_at: NOW.toISOString(), min_spend: 0 }), null, guest, NOW)).toBeNull();
    expect(couponMisfit(coupon({ ends_at: NOW.toISOString() }), null, guest, NOW)).toEqual({ code: "coupon_expired" });
  });

  it("asks a guest to sign in for members' and exclusive coupons; a member or an unknown viewer goes on", () => {
    for (const terms of [{ members_only: true }, { exclusive_only: true }]) {
      const c = coupon({ ...terms, min_spend: 0 });
      expect(couponMisfit(c, null, guest, NOW)).toEqual({ code: "coupon_members_only" });
      expect(couponMisfit(c, null, member, NOW)).toBeNull();
      expect(couponMisfit(c, null, { signedIn: null }, NOW)).toBeNull();
    }
  });
});
