import type { OrderStatus } from "#contract/order.ts";
import {
  INSTALLMENT_BANKS, MOBILE_BANKING_BANKS, type ChargeStatus, type InstallmentBank, type MobileBankingBank,
  type PaymentMethod, type SourceChoice,
} from "#contract/payment.ts";
import {
  isInstallmentAvailable, isInstallmentChoiceAllowed, type OfferedTerms,
} from "#contract/payment-installment.ts";

// The payment rules (spec §5 Payment, §9, decision 0125), pure: what a payment request asks for, whether it
// fits the order, and what a charge's outcome does to the order.

/** How long a new charge stays payable at the provider (never past the order's own deadline). */
export const CHARGE_PAYABLE_MINUTES = 30;

export function chargeExpiry(now: Date, orderExpiresAt: Date | null): Date {
  const soon = new Date(now.getTime() + CHARGE_PAYABLE_MINUTES * 60_000);
  return orderExpiresAt && orderExpiresAt < soon ? orderExpiresAt : soon;
}

export type PaymentRequest = {
  method: PaymentMethod;
  card_token?: string;
  bank?: string;
  term?: number;
  phone?: string;
};

/** What to charge: a card token, or a source for the method. */
export type ChargeChoice = { kind: "card"; token: string } | { kind: "source"; choice: SourceChoice };

/** Why a request does not fit: the error code and the fields it is about (field → message key). */
export type ChoiceProblem = {
  code: "validation_failed" | "installment_unavailable" | "installment_term_unavailable";
  fields: Partial<Record<"bank" | "term" | "card_token" | "method", "bank" | "term" | "card_token" | "method">>;
};

const isOneOf = <T extends string>(list: readonly T[], value: string | undefined): value is T =>
  value !== undefined && (list as readonly string[]).includes(value);

/**
 * Checks a payment request against the order's amount: a card needs its token, mobile banking a bank of its list,
 * installment an order above ฿10,000 and a bank and term that bank offers for the amount (`offered`: the account's
 * terms, else Omise's table).
 */
export function chargeChoice(
  request: PaymentRequest, amount: number, offered?: OfferedTerms,
): { ok: true; value: ChargeChoice } | { ok: false; problem: ChoiceProblem } {
  const refuse = (code: ChoiceProblem["code"], fields: ChoiceProblem["fields"]) =>
    ({ ok: false, problem: { code, fields } }) as const;
  const source = (choice: SourceChoice) => ({ ok: true, value: { kind: "source", choice } }) as const;
  switch (request.method) {
    case "omise_credit":
      return request.card_token ? { ok: true, value: { kind: "card", token: request.card_token } }
        : refuse("validation_failed", { card_token: "card_token" });
    case "omise_mobile_banking":
      return isOneOf<MobileBankingBank>(MOBILE_BANKING_BANKS, request.bank)
        ? source({ method: "omise_mobile_banking", bank: request.bank })
        : refuse("validation_failed", { bank: "bank" });
    case "omise_installment": {
      if (!isInstallmentAvailable(amount)) return refuse("installment_unavailable", { method: "method" });
      if (!isOneOf<InstallmentBank>(INSTALLMENT_BANKS, request.bank)) {
        return refuse("validation_failed", { bank: "bank" });
      }
      if (request.term === undefined) return refuse("validation_failed", { term: "term" });
      if (!isInstallmentChoiceAllowed(amount, request.bank, request.term, offered)) {
        return refuse("installment_term_unavailable", { term: "term" });
      }
      return source({ method: "omise_installment", bank: request.bank, term: request.term });
    }
    case "omise_promptpay": return source({ method: "omise_promptpay" });
    case "omise_truemoney":
      return source(request.phone
        ? { method: "omise_truemoney", phone: request.phone } : { method: "omise_truemoney" });
    case "omise_rabbit_linepay": return source({ method: "omise_rabbit_linepay" });
  }
}

/** Why an order cannot take a new payment now, or null when it can. */
export function payability(status: OrderStatus, expiresAt: Date | null, now: Date):
  "order_already_paid" | "order_not_payable" | null {
  if (status === "processing" || status === "in_transit" || status === "completed") return "order_already_paid";
  if (status !== "pending" || (expiresAt !== null && expiresAt <= now)) return "order_not_payable";
  return null;
}

/**
 * What a charge that just became successful does: it pays the order when the order is still waiting for payment, no
 * other charge paid it and it is for the order's total (in baht); otherwise the money is given back (exactly one
 * successful charge per order, and never an order paid by a charge of another amount).
 */
export function successOutcome(
  orderStatus: OrderStatus, paidByAnother: boolean, charged: { amount: number; currency: string }, total: number,
): "pay" | "refund" {
  const fits = charged.amount === total && charged.currency.toLowerCase() === "thb";
  return orderStatus === "pending" && !paidByAnother && fits ? "pay" : "refund";
}

export const isOpenStatus = (status: string): boolean => status === "creating" || status === "pending";

/** What the shop wrote when it gave up looking for a charge whose create call never answered. */
export const NOT_CREATED = "not_created";

/**
 * The status a stored attempt moves to when the provider reports `reported`, or null: final attempts never move
 * again, except one the shop declared never created (`lost`) that the provider does have after all (a create call
 * that landed very late): its final word wins, so its money is never left without an order or a refund.
 */
export function nextChargeStatus(stored: string, reported: ChargeStatus, lost = false): ChargeStatus | null {
  // A lost attempt is only revived by a final word: while pending, a newer attempt may be the open one.
  if (lost) return reported === "pending" ? null : reported;
  if (!isOpenStatus(stored)) return null;
  return stored === reported ? null : reported;
}
