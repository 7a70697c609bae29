import { describe, expect, it } from "vitest";
import { INSTALLMENT_BANKS } from "./payment.ts";
import { validate } from "superstruct";
import {
  InstallmentPlanQuery, INSTALLMENT_MIN_ORDER, INSTALLMENT_RULES, installmentPlan, isInstallmentAvailable,
  isInstallmentChoiceAllowed,
} from "./payment-installment.ts";

const termsOf = (amount: number, bank: string) =>
  installmentPlan(amount).banks.find((b) => b.bank === bank)?.terms.map((t) => t.term) ?? [];

describe("installment plan", () => {
  it("offers nothing at or below 10,000 THB (spec §9: above it only)", () => {
    for (const amount of [0, 200_000, 999_999, 1_000_000]) {
      expect(installmentPlan(amount), String(amount)).toEqual({ amount, available: false, banks: [] });
      expect(isInstallmentAvailable(amount)).toBe(false);
    }
    expect(isInstallmentAvailable(INSTALLMENT_MIN_ORDER + 1)).toBe(true);
  });

  it("at ฿10,000.01 offers every bank's terms but First Choice's 36 months (฿277.78 < ฿300 a month)", () => {
    const plan = installmentPlan(1_000_001);
    expect(plan.available).toBe(true);
    expect(plan.banks.map((b) => b.bank)).toEqual([...INSTALLMENT_BANKS]);
    for (const bank of INSTALLMENT_BANKS) {
      const expected = INSTALLMENT_RULES[bank].terms.filter((term) => !(bank === "first_choice" && term === 36));
      expect(termsOf(1_000_001, bank), bank).toEqual(expected);
    }
  });

  it("keeps only terms whose monthly payment reaches the bank's minimum", () => {
    // ฿20,000: KBank (min ฿300) keeps all its terms; SCB (min ฿500) keeps up to 10 months (฿2,000 a month) too.
    expect(termsOf(2_000_000, "kbank")).toEqual([3, 4, 6, 10]);
    // ฿12,000 with First Choice: 36 months would be ฿333.34 a month, above ฿300, so it is offered.
    expect(termsOf(1_200_000, "first_choice")).toContain(36);
    // ฿10,500 with First Choice: 36 months is ฿291.67, below ฿300.
    expect(termsOf(1_050_000, "first_choice")).not.toContain(36);
  });

  it("states the monthly amount rounded up to the satang", () => {
    const kbank = installmentPlan(1_000_001).banks.find((b) => b.bank === "kbank");
    expect(kbank?.terms).toEqual([
      { term: 3, monthly: 333_334 }, { term: 4, monthly: 250_001 }, { term: 6, monthly: 166_667 },
      { term: 10, monthly: 100_001 },
    ]);
    for (const { term, monthly } of kbank?.terms ?? []) expect(monthly * term).toBeGreaterThanOrEqual(1_000_001);
  });

  it("takes the provider's offered terms over the table, and drops banks it does not offer", () => {
    const plan = installmentPlan(3_000_000, { kbank: [10, 3, 3, 24], scb: [] });
    expect(plan.banks).toEqual([{ bank: "kbank", terms: [
      { term: 3, monthly: 1_000_000 }, { term: 10, monthly: 300_000 }, { term: 24, monthly: 125_000 },
    ] }]);
  });

  it("checks a chosen bank and term", () => {
    expect(isInstallmentChoiceAllowed(2_000_000, "kbank", 10)).toBe(true);
    expect(isInstallmentChoiceAllowed(2_000_000, "kbank", 9)).toBe(false);
    expect(isInstallmentChoiceAllowed(900_000, "kbank", 3)).toBe(false);
    expect(isInstallmentChoiceAllowed(2_000_000, "bbl", 4, { kbank: [4] })).toBe(false);
  });
});

describe("InstallmentPlanQuery", () => {
  it("reads a whole number of satang from the query string and refuses anything else", () => {
    expect(validate({ amount: "1000001" }, InstallmentPlanQuery, { coerce: true })[1]).toEqual({ amount: 1_000_001 });
    for (const amount of ["", "-1", "1.5", "1e6", "abc", "999999999999", undefined]) {
      expect(validate({ amount }, InstallmentPlanQuery, { coerce: true })[0], String(amount)).toBeDefined();
    }
  });
});
