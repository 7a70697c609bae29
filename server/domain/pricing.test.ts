import { describe, expect, it } from "vitest";
import { GUEST, type CouponRule } from "./coupon.ts";
import { lineTotal, subtotalOf, type CartLine } from "./lines.ts";
import { priceCart } from "./pricing.ts";

const now = new Date("2026-11-20T05:00:00Z");
const line = (unitPrice: number, qty: number, over: Partial<CartLine> = {}): CartLine => ({
  productId: 1, categorySlug: "serum", brandSlug: "lumi", unitPrice, qty, ...over,
});
const rule = (over: Partial<CouponRule> = {}): CouponRule => ({
  code: "TAKE200", name: "฿200 off", desc: "From ฿1,000", discountType: "fixed", discountValue: 20_000,
  maxDiscount: null,
  minSpend: 100_000, startsAt: null, endsAt: null, usageLimit: null, usedCount: 0, perMemberLimit: null,
  membersOnly: false, exclusiveOnly: false, scope: null, ...over,
});
const withCoupon = (over: Partial<CouponRule> = {}) => ({ rule: rule(over), shopper: GUEST, now });

describe("lines", () => {
  it("multiplies unit price by quantity and sums lines", () => {
    expect(lineTotal(129_050, 3)).toBe(387_150);
    expect(subtotalOf([line(100, 2), line(250, 1)])).toBe(450);
    expect(subtotalOf([])).toBe(0);
  });
  it("refuses amounts that are not whole satang or quantities that are not whole", () => {
    expect(() => lineTotal(10.5, 1)).toThrow(RangeError);
    expect(() => lineTotal(100, 0.5)).toThrow(RangeError);
    expect(() => lineTotal(-1, 1)).toThrow(RangeError);
  });
});

describe("priceCart", () => {
  it("prices a cart without a coupon, standard shipping below ฿1,500", () => {
    const { totals, lineTotals, coupon } = priceCart({
      lines: [line(45_000, 2), line(20_000, 1)], coupon: null, shippingMethod: null,
    });
    expect(lineTotals).toEqual([90_000, 20_000]);
    expect(coupon).toBeNull();
    expect(totals).toEqual({
      subtotal: 110_000, discount: 0, shipping: 5_000, total: 115_000, vat: 7_523, item_count: 3,
    });
  });

  it("applies a coupon, then decides free shipping on the goods after the discount", () => {
    // ฿1,600 of goods - ฿200 = ฿1,400: below ฿1,500, so standard shipping is charged.
    const { totals, coupon } = priceCart({ lines: [line(160_000, 1)], coupon: withCoupon(),
      shippingMethod: "standard" });
    expect(coupon).toEqual({ ok: true, discount: 20_000, line: { name: "฿200 off", desc: "From ฿1,000" } });
    expect(totals).toMatchObject({ subtotal: 160_000, discount: 20_000, shipping: 5_000, total: 145_000 });
  });

  it("ships free at exactly ฿1,500 after the discount", () => {
    const { totals } = priceCart({ lines: [line(170_000, 1)], coupon: withCoupon(), shippingMethod: "standard" });
    expect(totals).toMatchObject({ shipping: 0, total: 150_000 });
  });

  it("never discounts more than the subtotal: goods floor at 0, shipping still applies", () => {
    const { totals } = priceCart({
      lines: [line(15_000, 1)], coupon: withCoupon({ discountValue: 50_000, minSpend: 0 }), shippingMethod: "express",
    });
    expect(totals).toMatchObject({ subtotal: 15_000, discount: 15_000, shipping: 12_000, total: 12_000 });
    expect(totals.vat).toBe(Math.round((12_000 * 7) / 107));
  });

  it("prices without a coupon that no longer applies and reports why", () => {
    const { totals, coupon } = priceCart({ lines: [line(50_000, 1)], coupon: withCoupon(), shippingMethod: "pickup" });
    expect(coupon).toEqual({ ok: false, code: "coupon_min_spend" });
    expect(totals).toMatchObject({ discount: 0, shipping: 0, total: 50_000 });
  });

  it("charges nothing for an empty cart, whatever the method", () => {
    expect(priceCart({ lines: [], coupon: null, shippingMethod: "express" }).totals).toEqual({
      subtotal: 0, discount: 0, shipping: 0, vat: 0, total: 0, item_count: 0,
    });
  });

  it("uses a configured VAT rate", () => {
    const { totals } = priceCart({ lines: [line(110_000, 1)], coupon: null, shippingMethod: "pickup",
      vatRatePercent: 10 });
    expect(totals.vat).toBe(10_000);
  });
});

describe("priceCart with member prices (decisions 0132, 0135)", () => {
  const exclusive = { isExclusive: true, inBirthMonth: false, birthdayUsedThisYear: false, isFirstOrder: false };

  it("takes the member discount first, then a scoped coupon on the eligible goods after it", () => {
    // ฿1,000 serum + ฿1,000 toner; a 10% serum-only coupon after 5% off: 10% of ฿950 = ฿95.
    const { totals, member, couponDiscount } = priceCart({
      lines: [line(100_000, 1), line(100_000, 1, { productId: 2, categorySlug: "toner" })],
      coupon: withCoupon({ discountType: "percent", discountValue: 10, minSpend: 0, scope: { categories: ["serum"] } }),
      shippingMethod: "standard", member: exclusive,
    });
    expect(member).toEqual({ perk: { kind: "exclusive", percent: 5 }, amount: 10_000 });
    expect(couponDiscount).toBe(9_500);
    expect(totals.discount).toBe(19_500);
  });

  it("judges the coupon's minimum spend after the member discount", () => {
    // ฿1,050 - 5% = ฿997.50: under TAKE200's ฿1,000 minimum.
    const { coupon, totals } = priceCart({
      lines: [line(105_000, 1)], coupon: withCoupon(), shippingMethod: "standard", member: exclusive,
    });
    expect(coupon).toEqual({ ok: false, code: "coupon_min_spend" });
    expect(totals.discount).toBe(5_250);
  });
});
