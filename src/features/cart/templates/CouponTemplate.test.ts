import { afterEach, describe, expect, it } from "vitest";
import type { CouponPreview } from "#contract/cart.ts";
import { activateLocale, i18n } from "#lib/i18n.ts";
import { couponTerms, couponValue } from "./CouponTemplate.tsx";

// A coupon's page states its terms (minimum spend, cap, dates) in the shopper's language; a Thai reader
// gets Buddhist-era years and no English.
const summer: CouponPreview = {
  code: "SUMMER25", name: "Summer", desc: "", discount_type: "percent", discount_value: 25, max_discount: 100_000,
  min_spend: 150_000, starts_at: "2026-04-01T00:00:00+07:00", ends_at: "2026-08-31T23:59:59+07:00",
  members_only: false, exclusive_only: false,
};

describe("coupon terms", () => {
  afterEach(async () => {
    await activateLocale("en");
  });

  it("says the minimum spend, the cap and the dates", () => {
    expect(couponValue(summer, i18n, "en")).toBe("25% off");
    expect(couponTerms(summer, i18n, "en")).toEqual([
      "Minimum spend ฿1,500", "Up to ฿1,000 off", "From 1 Apr 2026", "Until 31 Aug 2026",
    ]);
  });

  it("says so when there is no minimum or end", () => {
    const open = { ...summer, min_spend: 0, max_discount: null, starts_at: null, ends_at: null };
    expect(couponTerms(open, i18n, "en")).toEqual(["No minimum spend", "No end date"]);
  });

  it("reads as Thai in Thai, with Buddhist-era years", async () => {
    await activateLocale("th");
    const terms = couponTerms(summer, i18n, "th");
    expect(terms).toHaveLength(4);
    expect(terms.join(" ")).not.toMatch(/[A-Za-z]/);
    expect(terms[2]).toContain("2569");
    expect(terms[3]).toContain("2569");
  });
});
