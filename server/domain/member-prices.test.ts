import { describe, expect, it } from "vitest";
import { discountOn } from "./coupon.ts";
import { combineDiscounts, memberPerk, qualifyingPerks, type MemberContext } from "./member-prices.ts";

const THB = 100;
const subtotal = 2_000 * THB;

/** Every member context: exclusive, birth month, birthday used this year, first order. */
const contexts: MemberContext[] = [];
for (const isExclusive of [false, true]) for (const inBirthMonth of [false, true])
  for (const birthdayUsedThisYear of [false, true]) for (const isFirstOrder of [false, true])
    contexts.push({ isExclusive, inBirthMonth, birthdayUsedThisYear, isFirstOrder });

/** The written rule, independently: the largest member discount the member qualifies for, none for guests. */
function expectedPercent(m: MemberContext | null): number {
  if (!m) return 0;
  if (m.isExclusive && m.inBirthMonth && !m.birthdayUsedThisYear) return 30;
  if (m.isFirstOrder) return 10;
  return m.isExclusive ? 5 : 0;
}

const coupons = {
  none: null,
  percent10: (base: number) => discountOn({ discountType: "percent", discountValue: 10, maxDiscount: null }, base),
  fixed300: (base: number) => discountOn({ discountType: "fixed", discountValue: 300 * THB, maxDiscount: null }, base),
  // A ฿1,900 minimum spend: met by the list price, not always after a member discount (rule 2).
  minSpend1900: (base: number) => (base >= 1_900 * THB ? 150 * THB : 0),
  wholeCart: (base: number) =>
    discountOn({ discountType: "fixed", discountValue: 5_000 * THB, maxDiscount: null }, base),
} as const;

describe("member prices and coupons, every combination", () => {
  for (const member of [null, ...contexts]) {
    for (const [name, coupon] of Object.entries(coupons)) {
      const label = member ? JSON.stringify(member) : "guest";
      it(`${label} with coupon ${name}`, () => {
        const result = combineDiscounts(subtotal, member, coupon);
        const memberDiscount = Math.floor((subtotal * expectedPercent(member)) / 100);
        const after = subtotal - memberDiscount;
        const couponDiscount = coupon ? Math.min(coupon(after), after) : 0;
        expect(result.memberDiscount).toBe(memberDiscount);
        expect(result.afterMember).toBe(after);
        expect(result.couponDiscount).toBe(couponDiscount);
        expect(result.total).toBe(memberDiscount + couponDiscount);
        expect(result.total).toBeLessThanOrEqual(subtotal);
      });
    }
  }

  it("never adds member discounts up: a first-order exclusive member gets 10%, not 15%", () => {
    const m = { isExclusive: true, inBirthMonth: false, birthdayUsedThisYear: false, isFirstOrder: true };
    expect(qualifyingPerks(m).map((p) => p.kind)).toEqual(["first_order", "exclusive"]);
    expect(memberPerk(m)).toEqual({ kind: "first_order", percent: 10 });
  });

  it("gives the birthday 30% once a year, to exclusive members only", () => {
    const notExclusive = { isExclusive: false, inBirthMonth: true, birthdayUsedThisYear: false, isFirstOrder: false };
    expect(memberPerk(notExclusive)).toBeNull();
    expect(memberPerk({ isExclusive: true, inBirthMonth: true, birthdayUsedThisYear: true, isFirstOrder: false }))
      .toEqual({ kind: "exclusive", percent: 5 });
  });

  it("takes a coupon's percent of the member price, and a minimum spend is measured after it", () => {
    const exclusive = { isExclusive: true, inBirthMonth: false, birthdayUsedThisYear: false, isFirstOrder: false };
    expect(combineDiscounts(subtotal, exclusive, coupons.percent10).couponDiscount).toBe(190 * THB);
    expect(combineDiscounts(subtotal, exclusive, coupons.minSpend1900).couponDiscount).toBe(150 * THB);
    const birthday = { ...exclusive, inBirthMonth: true };
    expect(combineDiscounts(subtotal, birthday, coupons.minSpend1900).couponDiscount).toBe(0);
  });

  it("rounds down to the satang and handles an empty cart", () => {
    const exclusive = { isExclusive: true, inBirthMonth: false, birthdayUsedThisYear: false, isFirstOrder: false };
    expect(combineDiscounts(1999, exclusive, null).memberDiscount).toBe(99);
    expect(combineDiscounts(0, exclusive, coupons.fixed300).total).toBe(0);
  });
});
