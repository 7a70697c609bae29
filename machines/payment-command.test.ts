import { describe, expect, it } from "vitest";
import {
  choiceProblems, expiryOf, freshContext, payBody, pollDelay, POLL_LIMIT, type PaymentChoice,
} from "./payment-command.ts";

const choice = (over: Partial<PaymentChoice>): PaymentChoice => ({
  method: null, bank: null, term: null, phone: "", card: null, saveCard: false, acceptPolicy: true, ...over,
});

describe("payment rules of the form (spec §5 Payment)", () => {
  it("asks for a method, a bank, a term and the policy box in the spec's words' codes", () => {
    expect(choiceProblems(choice({ acceptPolicy: false }), 50_000))
      .toEqual({ method: "method_required", policy: "policy_required" });
    expect(choiceProblems(choice({ method: "omise_mobile_banking" }), 50_000)).toEqual({ bank: "bank_required" });
    expect(choiceProblems(choice({ method: "omise_installment", bank: "kbank" }), 1_000_001))
      .toEqual({ term: "term_required" });
  });

  it("offers installments only above ฿10,000", () => {
    expect(choiceProblems(choice({ method: "omise_installment", bank: "kbank", term: 3 }), 1_000_000))
      .toEqual({ method: "installment_unavailable" });
    expect(choiceProblems(choice({ method: "omise_installment", bank: "kbank", term: 3 }), 1_000_001)).toEqual({});
  });

  it("checks card fields and the TrueMoney number before anything is sent", () => {
    const card = { name: "Malee", number: "4242 4242 4242 4241", expiry: "01/20", cvc: "12" };
    expect(choiceProblems(choice({ method: "omise_credit", card }), 50_000))
      .toEqual({ number: "number_invalid", expiry: "expiry_invalid", cvc: "cvc_invalid" });
    expect(choiceProblems(choice({ method: "omise_truemoney", phone: "0212345678" }), 50_000))
      .toEqual({ phone: "phone_invalid" });
    expect(expiryOf("12/30", new Date("2026-11-25T00:00:00Z"))).toEqual({ month: 12, year: 2030 });
  });

  it("sends the card's token, never its number", () => {
    const card = { name: "Malee", number: "4242424242424242", expiry: "12/30", cvc: "123" };
    const context = { ...freshContext(), orderId: "o", attemptKey: "k", cardToken: "tokn_test_1",
      choice: choice({ method: "omise_credit", card }) };
    const { body } = payBody(context);
    expect(body).toEqual({ order_id: "o", method: "omise_credit", accept_policy: true, card_token: "tokn_test_1" });
  });

  it("backs off between checks up to six times the first wait", () => {
    expect([0, 1, 2, 5, POLL_LIMIT].map((n) => pollDelay(n))).toEqual([1500, 2250, 3375, 9000, 9000]);
  });
});
