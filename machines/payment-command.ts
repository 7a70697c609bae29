import { fromPromise } from "xstate";
import type { PayOrder, PaymentConfig, PaymentState } from "#contract/payment-api.ts";
import type { PaymentMethod } from "#contract/payment.ts";
import { isInstallmentAvailable } from "#contract/payment-installment.ts";
import type { Requested } from "./command.ts";
import { notProvided } from "./not-provided.ts";

/**
 * The payment machine's events, context and requests (spec §3 Payment form, §4 Order flow, §5 Payment; decision
 * 0126). The card's number only ever goes to the tokenizer (Omise.js or the sandbox's stand-in), never to the shop.
 */

/** What the card fields hold; passed to the tokenizer only. */
export interface CardInput {
  name: string;
  number: string;
  /** "MM/YY" as typed. */
  expiry: string;
  cvc: string;
}

/** What the payment form collected. */
export interface PaymentChoice {
  method: PaymentMethod | null;
  bank: string | null;
  term: number | null;
  phone: string;
  card: CardInput | null;
  saveCard: boolean;
  acceptPolicy: boolean;
}

/** Why a choice cannot be sent yet, per field (the page words each code in the shopper's language). */
export type ChoiceProblem =
  | "method_required" | "bank_required" | "term_required" | "installment_unavailable" | "phone_invalid"
  | "name_required" | "number_invalid" | "expiry_invalid" | "cvc_invalid" | "policy_required";
export type ChoiceProblems = Partial<Record<"method" | "bank" | "term" | "phone" | "name" | "number" | "expiry" |
  "cvc" | "policy", ChoiceProblem>>;

export type PaymentCommand = Requested & (
  /** The payment page opened for this order: load its state and the provider's configuration. */
  | { type: "payment.open"; orderId: string; token: string | null }
  /** The return page opened (after a redirect): poll until the charge is final. */
  | { type: "payment.return"; orderId: string; token: string | null }
  /** Pay with the form's choice (a failed or expired attempt may be retried with any method). */
  | { type: "payment.pay"; choice: PaymentChoice }
  /** Polling gave up waiting: ask again. */
  | { type: "payment.check" }
  /** "Pay another way" while the QR shows: back to the form (the next payment expires the QR, decision 0125). */
  | { type: "payment.change" }
);
export type PaymentEvent = PaymentCommand;

/** What the last request answered: on loading, pending charges leave the form open; after paying they are followed. */
export type PaymentPhase = "load" | "pay" | "poll";

export interface PaymentFailure {
  code: string;
  /** In the shopper's language (the server's, or the tokenizer's). */
  message: string | null;
}

export interface PaymentContext {
  orderId: string | null;
  token: string | null;
  config: PaymentConfig | null;
  state: PaymentState | null;
  phase: PaymentPhase;
  /** Who asks for the status (the record keeps it): the return page, or the page polling. */
  via: "poll" | "return";
  choice: PaymentChoice | null;
  problems: ChoiceProblems;
  cardToken: string | null;
  /** One Idempotency-Key per attempt. */
  attemptKey: string | null;
  failure: PaymentFailure | null;
  /** Status checks since the last attempt (the poll interval backs off with it; polling stops at POLL_LIMIT). */
  polls: number;
}

/** Status checks before the return page stops polling and offers "Check again". */
export const POLL_LIMIT = 12;
/** The wait before the n-th check: `base`, growing half again each time, at most six times `base` (9 s). */
export const pollDelay = (polls: number, base = 1500): number => Math.round(Math.min(base * 1.5 ** polls, base * 6));

export const freshContext = (): PaymentContext => ({
  orderId: null, token: null, config: null, state: null, phase: "load", via: "poll", choice: null, problems: {},
  cardToken: null, attemptKey: null, failure: null, polls: 0,
});

/** The requests the payment makes; the app provides them (src/app/actors/payment.ts). */
export const paymentRequests = {
  loadPayment: fromPromise<{ config: PaymentConfig; state: PaymentState }, { orderId: string; token: string | null }>(
    notProvided("loadPayment")),
  tokenizeCard: fromPromise<string, { config: PaymentConfig; card: CardInput }>(notProvided("tokenizeCard")),
  payOrder: fromPromise<PaymentState, { body: PayOrder; key: string }>(notProvided("payOrder")),
  fetchStatus: fromPromise<PaymentState, { orderId: string; token: string | null; via: "poll" | "return" }>(
    notProvided("fetchStatus")),
};

const digits = (value: string) => value.replace(/\D/g, "");

function passesLuhn(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let d = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** "MM/YY" (or MM/YYYY) not before this month. */
export function expiryOf(value: string, now = new Date()): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return null;
  if (year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) return null;
  return { month, year };
}

/** Spec §5 Payment: a method, a bank where one is needed, installments only above ฿10,000, the policy box. */
export function choiceProblems(choice: PaymentChoice, amount: number): ChoiceProblems {
  const problems: ChoiceProblems = {};
  const { method } = choice;
  if (!method) problems.method = "method_required";
  if ((method === "omise_mobile_banking" || method === "omise_installment") && !choice.bank) {
    problems.bank = "bank_required";
  }
  if (method === "omise_installment") {
    if (!isInstallmentAvailable(amount)) problems.method = "installment_unavailable";
    else if (choice.bank && !choice.term) problems.term = "term_required";
  }
  if (method === "omise_truemoney" && !/^0[689]\d{8}$/.test(digits(choice.phone))) problems.phone = "phone_invalid";
  if (method === "omise_credit") {
    const card = choice.card;
    const number = digits(card?.number ?? "");
    if (!card?.name.trim()) problems.name = "name_required";
    if (number.length < 12 || number.length > 19 || !passesLuhn(number)) problems.number = "number_invalid";
    if (!expiryOf(card?.expiry ?? "")) problems.expiry = "expiry_invalid";
    if (!/^\d{3,4}$/.test(card?.cvc.trim() ?? "")) problems.cvc = "cvc_invalid";
  }
  if (!choice.acceptPolicy) problems.policy = "policy_required";
  return problems;
}

/** The body of POST api/order/payment (the card only as its token). */
export function payBody(context: PaymentContext): { body: PayOrder; key: string } {
  const { orderId, choice, attemptKey, token, cardToken } = context;
  if (!orderId || !choice?.method || !attemptKey) throw new Error("paying without an order, a method or a key");
  const body: PayOrder = { order_id: orderId, method: choice.method, accept_policy: choice.acceptPolicy };
  if (token) body.token = token;
  if (choice.method === "omise_credit" && cardToken) body.card_token = cardToken;
  if (choice.method === "omise_mobile_banking" || choice.method === "omise_installment") body.bank = choice.bank ?? "";
  if (choice.method === "omise_installment" && choice.term) body.term = choice.term;
  if (choice.method === "omise_truemoney") body.phone = digits(choice.phone);
  return { body, key: attemptKey };
}

/** The latest attempt's status as the page should treat it. */
export const attemptStatus = (state: PaymentState | null) => state?.payment?.status ?? null;
