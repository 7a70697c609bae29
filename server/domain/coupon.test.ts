import { describe, expect, it } from "vitest";
import { couponPreview, discountOn, evaluateCoupon, GUEST, type CouponRule, type Shopper } from "./coupon.ts";
import type { CartLine } from "./lines.ts";

const now = new Date("2026-11-20T05:00:00Z");
const line = (over: Partial<CartLine> = {}): CartLine => ({
  productId: 1, categorySlug: "serum", brandSlug: "lumi", unitPrice: 100_000, qty: 1, ...over,
});
const coupon = (over: Partial<CouponRule> = {}): CouponRule => ({
  code: "WELCOME10", name: "Welcome 10%", desc: "10% off", discountType: "percent", discountValue: 10,
  maxDiscount: null, minSpend: 0, startsAt: null, endsAt: null, usageLimit: null, usedCount: 0, perMemberLimit: null,
  membersOnly: false, exclusiveOnly: false, scope: null, ...over,
});
const member: Shopper = { memberId: 7, isExclusive: false, memberUses: 0 };
const exclusive: Shopper = { memberId: 8, isExclusive: true, memberUses: 0 };

const codeOf = (rule: CouponRule, lines: CartLine[] = [line()], shopper: Shopper = GUEST, at: Date = now) => {
  const outcome = evaluateCoupon(rule, lines, shopper, at);
  return outcome.ok ? "ok" : outcome.code;
};

describe("evaluateCoupon: dates", () => {
  const startsAt = new Date("2026-11-20T00:00:00Z");
  const endsAt = new Date("2026-11-21T00:00:00Z");

  it("is valid from exactly its start", () => {
    expect(codeOf(coupon({ startsAt }), undefined, undefined, startsAt)).toBe("ok");
    expect(codeOf(coupon({ startsAt }), undefined, undefined, new Date(startsAt.getTime() - 1)))
      .toBe("coupon_not_started");
  });

  it("has expired at exactly its end", () => {
    expect(codeOf(coupon({ endsAt }), undefined, undefined, new Date(endsAt.getTime() - 1))).toBe("ok");
    expect(codeOf(coupon({ endsAt }), undefined, undefined, endsAt)).toBe("coupon_expired");
  });
});

describe("evaluateCoupon: who may use it", () => {
  it("asks guests to sign in for members-only and exclusive-only coupons", () => {
    expect(codeOf(coupon({ membersOnly: true }))).toBe("coupon_members_only");
    expect(codeOf(coupon({ exclusiveOnly: true }))).toBe("coupon_members_only");
    expect(codeOf(coupon({ membersOnly: true }), undefined, member)).toBe("ok");
  });

  it("keeps exclusive-only coupons for exclusive members", () => {
    expect(codeOf(coupon({ exclusiveOnly: true }), undefined, member)).toBe("coupon_exclusive_only");
    expect(codeOf(coupon({ exclusiveOnly: true }), undefined, exclusive)).toBe("ok");
  });

  it("stops at the total usage limit", () => {
    expect(codeOf(coupon({ usageLimit: 100, usedCount: 99 }))).toBe("ok");
    expect(codeOf(coupon({ usageLimit: 100, usedCount: 100 }))).toBe("coupon_usage_limit");
  });

  it("stops at the per-member limit, counting that member only", () => {
    const once = coupon({ perMemberLimit: 1, membersOnly: true });
    expect(codeOf(once, undefined, member)).toBe("ok");
    expect(codeOf(once, undefined, { ...member, memberUses: 1 })).toBe("coupon_usage_limit");
  });
});

describe("evaluateCoupon: the cart", () => {
  it("needs at least one eligible line", () => {
    expect(codeOf(coupon(), [])).toBe("coupon_not_applicable");
    expect(codeOf(coupon({ scope: { categories: ["sunscreen"] } }))).toBe("coupon_not_applicable");
  });

  it("accepts exactly the minimum spend and refuses one satang less", () => {
    expect(codeOf(coupon({ minSpend: 100_000 }))).toBe("ok");
    expect(codeOf(coupon({ minSpend: 100_001 }))).toBe("coupon_min_spend");
  });

  it("measures minimum spend and discount on the eligible lines only", () => {
    const lines = [line(), line({ productId: 2, categorySlug: "mask", brandSlug: "aqua", unitPrice: 50_000, qty: 2 })];
    const masks = coupon({ scope: { categories: ["mask"] }, minSpend: 100_000 });
    expect(evaluateCoupon(masks, lines, GUEST, now)).toEqual({ ok: true, discount: 10_000,
      line: { name: "Welcome 10%", desc: "10% off" } });
    expect(codeOf({ ...masks, minSpend: 100_001 }, lines)).toBe("coupon_min_spend");
  });

  it("scopes by brand or product too", () => {
    const lines = [line(), line({ productId: 2, brandSlug: "aqua", unitPrice: 20_000 })];
    const byBrand = evaluateCoupon(coupon({ scope: { brands: ["aqua"] } }), lines, GUEST, now);
    const byProduct = evaluateCoupon(coupon({ scope: { products: [1] } }), lines, GUEST, now);
    expect(byBrand.ok && byBrand.discount).toBe(2_000);
    expect(byProduct.ok && byProduct.discount).toBe(10_000);
  });

  it("checks dates before anything else", () => {
    const everythingWrong = coupon({ endsAt: now, membersOnly: true, usageLimit: 0, minSpend: 1e9 });
    expect(codeOf(everythingWrong, [])).toBe("coupon_expired");
  });
});

describe("discountOn", () => {
  it("takes a percent of the base, rounded down to the satang", () => {
    expect(discountOn({ discountType: "percent", discountValue: 10, maxDiscount: null }, 129_050)).toBe(12_905);
    expect(discountOn({ discountType: "percent", discountValue: 15, maxDiscount: null }, 999)).toBe(149); // 149.85
  });

  it("stops a percent at its cap", () => {
    expect(discountOn({ discountType: "percent", discountValue: 30, maxDiscount: 50_000 }, 1_000_000)).toBe(50_000);
    expect(discountOn({ discountType: "percent", discountValue: 30, maxDiscount: 50_000 }, 100_000)).toBe(30_000);
  });

  it("takes a fixed amount, never more than the base", () => {
    expect(discountOn({ discountType: "fixed", discountValue: 20_000, maxDiscount: null }, 100_000)).toBe(20_000);
    expect(discountOn({ discountType: "fixed", discountValue: 50_000, maxDiscount: null }, 30_000)).toBe(30_000);
  });

  it("ignores a cap on a fixed coupon and never exceeds 100%", () => {
    expect(discountOn({ discountType: "fixed", discountValue: 20_000, maxDiscount: 100 }, 100_000)).toBe(20_000);
    expect(discountOn({ discountType: "percent", discountValue: 150, maxDiscount: null }, 10_000)).toBe(10_000);
  });
});

describe("couponPreview", () => {
  it("shows what the shopper needs, and no limits or usage counts", () => {
    const preview = couponPreview(
      coupon({ endsAt: new Date("2026-12-31T17:00:00Z"), minSpend: 50_000, maxDiscount: 20_000, usageLimit: 5 }),
    );
    expect(preview).toEqual({
      code: "WELCOME10", name: "Welcome 10%", desc: "10% off", discount_type: "percent", discount_value: 10,
      max_discount: 20_000, min_spend: 50_000, starts_at: null, ends_at: "2026-12-31T17:00:00.000Z",
      members_only: false, exclusive_only: false,
    });
  });

  it("hides a cap on a fixed coupon (it does not apply)", () => {
    expect(couponPreview(coupon({ discountType: "fixed", discountValue: 5_000, maxDiscount: 100 })).max_discount)
      .toBeNull();
  });
});
