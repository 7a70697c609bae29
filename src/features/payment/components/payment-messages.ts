import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { PaymentMethod } from "#contract/payment.ts";
import type { ChoiceProblem } from "#machines/payment-command.ts";

// The payment page's words (spec §3 Payment form, §8 messages), one place for the methods, banks and problems.

const METHODS = {
  omise_credit: msg`Credit / debit card`,
  omise_mobile_banking: msg`Internet banking`,
  omise_installment: msg`Installment`,
  omise_promptpay: msg`PromptPay`,
  omise_truemoney: msg`TrueMoney Wallet`,
  omise_rabbit_linepay: msg`Rabbit LINE Pay`,
} as const;

const BANKS: Record<string, ReturnType<typeof msg>> = {
  kbank: msg`Kasikorn Bank (K PLUS)`,
  scb: msg`Siam Commercial Bank (SCB EASY)`,
  bay: msg`Krungsri (KMA)`,
  bbl: msg`Bangkok Bank (Bualuang mBanking)`,
  ktb: msg`Krungthai (Krungthai NEXT)`,
  first_choice: msg`Krungsri First Choice`,
  ktc: msg`KTC`,
  ttb: msg`ttb`,
  uob: msg`UOB`,
};

const PROBLEMS: Record<ChoiceProblem, ReturnType<typeof msg>> = {
  method_required: msg`Please select a payment method.`,
  bank_required: msg`Please select a bank.`,
  term_required: msg`Please select an installment term.`,
  installment_unavailable: msg`Installment will be available for order more than 10,000 ฿`,
  phone_invalid: msg`Please enter your TrueMoney number (10 digits, starting 06, 08 or 09).`,
  name_required: msg`Please enter the name on the card.`,
  number_invalid: msg`Please check the card number.`,
  expiry_invalid: msg`Please enter a valid expiry date (MM/YY).`,
  cvc_invalid: msg`Please enter the 3 or 4 digit security code.`,
  policy_required: msg`Please accept the terms and the privacy policy to pay.`,
};

export const methodLabel = (i18n: I18n, method: PaymentMethod | string) =>
  method in METHODS ? i18n._(METHODS[method as PaymentMethod]) : method;
export const bankLabel = (i18n: I18n, bank: string) => (BANKS[bank] ? i18n._(BANKS[bank]) : bank.toUpperCase());
export const problemText = (i18n: I18n, problem: ChoiceProblem | undefined) =>
  (problem ? i18n._(PROBLEMS[problem]) : undefined);

/** Spec §8's failure sentence (the server adds the reason when it knows one). */
export const failedPayment = msg`Failed payment, Please make payment again.`;
export const cardRefused = msg`Failed payment, Please make payment again. The card details were not accepted: \
check the number, expiry date and security code.`;
