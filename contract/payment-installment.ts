import { array, boolean, coerce, integer, max, min, object, string, type Infer } from "superstruct";
import { INSTALLMENT_BANKS, InstallmentBank } from "./payment.ts";

/**
 * Installment plans (spec §5 and §9, integrations notes §1.5). Both sides use this: the server answers
 * `GET api/order/payment/installment-plan?amount=` with it and checks a chosen bank and term against it, the
 * payment page shows it. Money is satang.
 */

/** Spec §9: installments only for orders above 10,000 THB (an order of exactly ฿10,000.00 does not qualify). */
export const INSTALLMENT_MIN_ORDER = 1_000_000;

export const isInstallmentAvailable = (amount: number): boolean =>
  Number.isSafeInteger(amount) && amount > INSTALLMENT_MIN_ORDER;

/**
 * Omise's terms (months) and minimum monthly payment per bank (docs.omise.co/installment-payment). BBL is listed
 * with its newer terms. An account's `GET /capability` answer overrides the terms (`installmentPlan`'s `offered`).
 */
export const INSTALLMENT_RULES: Readonly<Record<InstallmentBank, { terms: readonly number[]; minMonthly: number }>> = {
  bay: { terms: [3, 4, 6, 9, 10], minMonthly: 50_000 },
  bbl: { terms: [4, 6, 8, 9, 10], minMonthly: 50_000 },
  first_choice: { terms: [3, 4, 6, 9, 10, 12, 18, 24, 36], minMonthly: 30_000 },
  kbank: { terms: [3, 4, 6, 10], minMonthly: 30_000 },
  ktc: { terms: [3, 4, 5, 6, 7, 8, 9, 10], minMonthly: 30_000 },
  scb: { terms: [3, 4, 6, 9, 10], minMonthly: 50_000 },
  ttb: { terms: [3, 4, 6, 10], minMonthly: 50_000 },
  uob: { terms: [3, 4, 6, 10], minMonthly: 50_000 },
};

export const InstallmentTerm = object({
  term: min(integer(), 1),
  /** amount / term rounded up to the satang, before any interest the bank adds. */
  monthly: min(integer(), 0),
});
export type InstallmentTerm = Infer<typeof InstallmentTerm>;

export const InstallmentPlan = object({
  amount: min(integer(), 0),
  available: boolean(),
  banks: array(object({ bank: InstallmentBank, terms: array(InstallmentTerm) })),
});
export type InstallmentPlan = Infer<typeof InstallmentPlan>;

/** `GET api/order/payment/installment-plan?amount=`: the amount in satang, a whole number up to ฿100 million. */
export const InstallmentPlanQuery = object({
  amount: coerce(max(min(integer(), 0), 10_000_000_000), string(), (v) => (/^\d{1,11}$/.test(v) ? Number(v) : NaN)),
});
export type InstallmentPlanQuery = Infer<typeof InstallmentPlanQuery>;

/** Terms per bank as a provider offers them; a bank left out is not offered. */
export type OfferedTerms = Partial<Record<InstallmentBank, readonly number[]>>;

/**
 * The banks and terms an amount can be paid in: none at or below ฿10,000, otherwise each bank's terms (from
 * `offered` when given, else Omise's table) whose monthly payment reaches the bank's minimum. Banks with no term
 * left are dropped. With ฿10,000.01 every term passes except First Choice's 36 months (≈ ฿277.78 < ฿300).
 */
export function installmentPlan(amount: number, offered?: OfferedTerms): InstallmentPlan {
  if (!isInstallmentAvailable(amount)) return { amount, available: false, banks: [] };
  const banks = INSTALLMENT_BANKS.flatMap((bank) => {
    const rule = INSTALLMENT_RULES[bank];
    const candidates = offered ? offered[bank] ?? [] : rule.terms;
    const terms = [...new Set(candidates)]
      .filter((term) => Number.isSafeInteger(term) && term > 0 && amount >= rule.minMonthly * term)
      .sort((a, b) => a - b)
      .map((term) => ({ term, monthly: Math.ceil(amount / term) }));
    return terms.length ? [{ bank, terms }] : [];
  });
  return { amount, available: banks.length > 0, banks };
}

/** Whether a bank and term can pay this amount (what `POST api/order/payment` checks before charging). */
export function isInstallmentChoiceAllowed(amount: number, bank: InstallmentBank, term: number,
  offered?: OfferedTerms) {
  return installmentPlan(amount, offered).banks.some((b) => b.bank === bank && b.terms.some((t) => t.term === term));
}
