import { describe, expect, it } from "vitest";
import { chargeChoice, chargeExpiry, nextChargeStatus, payability, successOutcome } from "./payment-rules.ts";
import { receiptMail } from "./payment-mail.ts";

const NOW = new Date("2026-11-25T03:00:00Z");

describe("chargeChoice", () => {
  it("a card needs its token; mobile banking a bank of its list", () => {
    expect(chargeChoice({ method: "omise_credit" }, 50_000)).toMatchObject({ ok: false,
      problem: { fields: { card_token: "card_token" } } });
    expect(chargeChoice({ method: "omise_credit", card_token: "tokn_test_1" }, 50_000))
      .toEqual({ ok: true, value: { kind: "card", token: "tokn_test_1" } });
    expect(chargeChoice({ method: "omise_mobile_banking" }, 50_000)).toMatchObject({ ok: false,
      problem: { code: "validation_failed", fields: { bank: "bank" } } });
    expect(chargeChoice({ method: "omise_mobile_banking", bank: "uob" }, 50_000).ok).toBe(false);
    expect(chargeChoice({ method: "omise_mobile_banking", bank: "scb" }, 50_000)).toEqual({ ok: true,
      value: { kind: "source", choice: { method: "omise_mobile_banking", bank: "scb" } } });
  });

  it("installment: only above ฿10,000, with a term the bank offers for the amount", () => {
    const kbank4 = { method: "omise_installment", bank: "kbank", term: 4 } as const;
    expect(chargeChoice(kbank4, 1_000_000)).toMatchObject({ ok: false, problem: { code: "installment_unavailable" } });
    expect(chargeChoice(kbank4, 1_000_001).ok).toBe(true);
    expect(chargeChoice({ ...kbank4, term: 9 }, 2_000_000))
      .toMatchObject({ ok: false, problem: { code: "installment_term_unavailable" } });
    expect(chargeChoice({ ...kbank4, term: undefined }, 2_000_000))
      .toMatchObject({ ok: false, problem: { fields: { term: "term" } } });
    expect(chargeChoice(kbank4, 2_000_000, { kbank: [3, 6] }).ok).toBe(false);
  });

  it("TrueMoney with a phone is the wallet, without one the app", () => {
    expect(chargeChoice({ method: "omise_truemoney", phone: "0812345678" }, 50_000)).toMatchObject({
      value: { choice: { method: "omise_truemoney", phone: "0812345678" } } });
    expect(chargeChoice({ method: "omise_truemoney" }, 50_000)).toMatchObject({
      value: { choice: { method: "omise_truemoney" } } });
  });
});

describe("payability and outcomes", () => {
  it("only a pending order before its deadline takes a payment", () => {
    expect(payability("pending", new Date(NOW.getTime() + 1), NOW)).toBeNull();
    expect(payability("pending", NOW, NOW)).toBe("order_not_payable");
    expect(payability("failed", null, NOW)).toBe("order_not_payable");
    expect(payability("processing", null, NOW)).toBe("order_already_paid");
    expect(payability("completed", null, NOW)).toBe("order_already_paid");
  });

  it("a success pays a pending order once; any other success is refunded", () => {
    const thb = { amount: 50_000, currency: "thb" };
    expect(successOutcome("pending", false, thb, 50_000)).toBe("pay");
    expect(successOutcome("pending", true, thb, 50_000)).toBe("refund");
    expect(successOutcome("processing", false, thb, 50_000)).toBe("refund");
    expect(successOutcome("failed", false, thb, 50_000)).toBe("refund");
    expect(successOutcome("pending", false, thb, 60_000)).toBe("refund");
    expect(successOutcome("pending", false, { amount: 50_000, currency: "usd" }, 50_000)).toBe("refund");
  });

  it("final attempts never move again", () => {
    expect(nextChargeStatus("creating", "pending")).toBe("pending");
    expect(nextChargeStatus("pending", "successful")).toBe("successful");
    expect(nextChargeStatus("pending", "pending")).toBeNull();
    expect(nextChargeStatus("successful", "failed")).toBeNull();
    expect(nextChargeStatus("expired", "successful")).toBeNull();
    expect(nextChargeStatus("failed", "successful", true)).toBe("successful");
    expect(nextChargeStatus("failed", "pending", true)).toBeNull();
  });

  it("a charge stays payable 30 minutes, never past the order's deadline", () => {
    expect(chargeExpiry(NOW, null).toISOString()).toBe("2026-11-25T03:30:00.000Z");
    const soon = new Date("2026-11-25T03:10:00Z");
    expect(chargeExpiry(NOW, soon)).toBe(soon);
  });
});

describe("receiptMail", () => {
  const facts = {
    number: "SS-2611-000001", firstName: "Kanya", amount: 125_050, method: "omise_credit" as const,
    card: "Visa •••• 4242", chargeId: "chrg_test_1", paidAt: "25 Nov 2026, 10:00", link: "https://shop/order/x",
  };
  it("says what was paid, how, and where to see the order, in the shopper's language", () => {
    const en = receiptMail({ ...facts, locale: "en" });
    expect(en.subject).toBe("Payment received for order SS-2611-000001");
    expect(en.body).toContain("Paid with: Credit / debit card (Visa •••• 4242)");
    expect(en.body).toContain("https://shop/order/x");
    const th = receiptMail({ ...facts, locale: "th" });
    expect(th.subject).toBe("ได้รับชำระเงินคำสั่งซื้อ SS-2611-000001 แล้ว");
    expect(th.body).toContain("ช่องทาง: บัตรเครดิต / เดบิต (Visa •••• 4242)");
  });
});
