import { describe, expect, it } from "vitest";
import { ageSeconds, isPendingTooLong, MIN_PENDING_MINUTES, pendingLimitMinutes } from "./support-stuck.ts";

describe("when a pending payment counts as stuck", () => {
  const now = new Date("2026-11-25T03:00:00Z");
  const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
  it("PromptPay after 10 minutes, installments after 30, unknown methods after 15", () => {
    expect(isPendingTooLong("omise_promptpay", ago(9), now)).toBe(false);
    expect(isPendingTooLong("omise_promptpay", ago(11), now)).toBe(true);
    expect(isPendingTooLong("omise_installment", ago(20), now)).toBe(false);
    expect(pendingLimitMinutes("something_new")).toBe(15);
    expect(MIN_PENDING_MINUTES).toBe(10);
  });
  it("ages are whole seconds, never negative", () => {
    expect(ageSeconds(ago(2), now)).toBe(120);
    expect(ageSeconds(now, ago(2))).toBe(0);
  });
});
