import { enums, type Infer } from "superstruct";

/**
 * Payment methods (spec §1, §3; decision 0110). The spec names omise_credit, omise_promptpay, omise_truemoney and
 * omise_rabbit_linepay; internet banking and installment get codes of the same family. Omise ended internet banking
 * on 30 Sep 2025, so "internet (mobile) banking" is offered as Omise's mobile banking (`omise_mobile_banking`);
 * `omise_internet_banking` is only ever read, for charges made before then.
 */
export const PAYMENT_METHODS = [
  "omise_credit", "omise_mobile_banking", "omise_installment", "omise_promptpay", "omise_truemoney",
  "omise_rabbit_linepay",
] as const;
export const PaymentMethod = enums(PAYMENT_METHODS);
export type PaymentMethod = Infer<typeof PaymentMethod>;

/** Method codes a stored charge can carry: the offered ones plus the retired internet banking. */
export const KNOWN_PAYMENT_METHODS = [...PAYMENT_METHODS, "omise_internet_banking"] as const;
export type KnownPaymentMethod = (typeof KNOWN_PAYMENT_METHODS)[number];

/** Banks with a mobile banking app Omise redirects to (source `mobile_banking_<bank>`). */
export const MOBILE_BANKING_BANKS = ["kbank", "scb", "bay", "bbl", "ktb"] as const;
export const MobileBankingBank = enums(MOBILE_BANKING_BANKS);
export type MobileBankingBank = Infer<typeof MobileBankingBank>;

/** Card issuers Omise offers installments for (source `installment_<bank>`). */
export const INSTALLMENT_BANKS = ["bay", "bbl", "first_choice", "kbank", "ktc", "scb", "ttb", "uob"] as const;
export const InstallmentBank = enums(INSTALLMENT_BANKS);
export type InstallmentBank = Infer<typeof InstallmentBank>;

/** Omise charge statuses; every status but pending is final. */
export const CHARGE_STATUSES = ["pending", "successful", "failed", "expired", "reversed"] as const;
export const ChargeStatus = enums(CHARGE_STATUSES);
export type ChargeStatus = Infer<typeof ChargeStatus>;

export const isFinalChargeStatus = (status: ChargeStatus): boolean => status !== "pending";

/**
 * Failure codes a charge can carry: Omise's documented test set first, then ones its reference lists. Shoppers see
 * one message per code the shop knows and a generic one for any other (a provider may add codes).
 */
export const CHARGE_FAILURE_CODES = [
  "insufficient_fund", "stolen_or_lost_card", "failed_processing", "payment_rejected", "invalid_security_code",
  "failed_fraud_check", "invalid_account_number", "payment_cancelled", "timeout",
] as const;
export type ChargeFailureCode = (typeof CHARGE_FAILURE_CODES)[number];

/** Omise's source type for a method (and its bank and phone), the string its API and webhooks carry. */
export type SourceChoice =
  | { method: "omise_mobile_banking"; bank: MobileBankingBank }
  | { method: "omise_installment"; bank: InstallmentBank; term: number }
  | { method: "omise_promptpay" }
  /** With a phone: the TrueMoney wallet (OTP page); without: the TrueMoney app (jump app). */
  | { method: "omise_truemoney"; phone?: string }
  | { method: "omise_rabbit_linepay" };

export function sourceTypeOf(choice: SourceChoice): string {
  switch (choice.method) {
    case "omise_mobile_banking": return `mobile_banking_${choice.bank}`;
    case "omise_installment": return `installment_${choice.bank}`;
    case "omise_promptpay": return "promptpay";
    case "omise_truemoney": return choice.phone ? "truemoney" : "truemoney_jumpapp";
    case "omise_rabbit_linepay": return "rabbit_linepay";
  }
}

/** Our method code for an Omise source type (or a card charge: no source), null for a type the shop never uses. */
export function methodOfSourceType(type: string | null | undefined): KnownPaymentMethod | null {
  if (!type) return "omise_credit";
  if (type === "promptpay") return "omise_promptpay";
  if (type === "truemoney" || type === "truemoney_jumpapp") return "omise_truemoney";
  if (type === "rabbit_linepay") return "omise_rabbit_linepay";
  if ((MOBILE_BANKING_BANKS as readonly string[]).some((bank) => type === `mobile_banking_${bank}`)) {
    return "omise_mobile_banking";
  }
  if ((INSTALLMENT_BANKS as readonly string[]).some((bank) =>
    type === `installment_${bank}`)) return "omise_installment";
  if (type.startsWith("internet_banking_")) return "omise_internet_banking";
  return null;
}
