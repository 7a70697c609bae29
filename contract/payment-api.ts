import {
  array, boolean, enums, integer, literal, max, min, nullable, object, optional, pattern, string, union, type Infer,
} from "superstruct";
import { dataOf } from "./envelope.ts";
import { CHARGE_STATUSES, KNOWN_PAYMENT_METHODS, PaymentMethod } from "./payment.ts";
import { InstallmentPlan } from "./payment-installment.ts";
import { ORDER_STATUSES, OrderAccessToken, OrderId } from "./order.ts";

/**
 * The shop's payment calls (spec §2 Orders, §4 Order flow, decision 0125). The page posts a payment with an
 * `Idempotency-Key` header (one per attempt: a double click or a retry after a lost answer sends the same key and gets
 * the same charge), follows `next`, and polls `GET api/order/payment?order_id=` until `payment.status` is final.
 * Money is satang. Who may pay: the order's member, or anyone with the order's access token (`token`).
 */

/** Codes the payment calls answer beside the generic ones (contract/errors.ts); texts in both languages. */
export const PAYMENT_ERROR_CODES = [
  /** 409: the order is paid already (nothing was charged). */
  "order_already_paid",
  /** 409: the order is no longer waiting for payment (expired, cancelled, shipped…). */
  "order_not_payable",
  /** 409: an earlier payment of this order is still open at the provider (finish or leave it first). */
  "payment_in_progress",
  /** 422: installments only for orders above ฿10,000 (spec §9). Field `method`. */
  "installment_unavailable",
  /** 422: this bank does not offer this term for this amount. Fields `bank` / `term`. */
  "installment_term_unavailable",
  /** 422: the provider refused the card token (used already, for another order, or unknown). Field `card_token`. */
  "card_token_invalid",
  /** 422: the provider refused the payment details (e.g. TrueMoney phone). */
  "payment_refused",
  /** 400: the Idempotency-Key header is required on POST api/order/payment. */
  "idempotency_key_required",
  /** 409: this Idempotency-Key was used for a different payment (another order or method). */
  "payment_key_reused",
  /** 503: the payment provider is not answering; nothing was charged that the shop does not know of. */
  "payment_unavailable",
  /** 400: a webhook body that names no event the provider knows (forged, or another account's). */
  "webhook_rejected",
] as const;
export type PaymentErrorCode = (typeof PAYMENT_ERROR_CODES)[number];

/** A TrueMoney wallet number as Omise takes it: a Thai mobile, 10 digits starting 06, 08 or 09. */
export const TrueMoneyPhone = pattern(string(), /^0[689]\d{8}$/);
/** A one-time card token from Omise.js (or the sandbox's stand-in for it). */
export const CardToken = pattern(string(), /^tokn_(test_)?[0-9a-z]{1,40}$/);

/**
 * POST api/order/payment. Per method: `omise_credit` needs `card_token`; `omise_mobile_banking` needs `bank`
 * (MOBILE_BANKING_BANKS); `omise_installment` needs `bank` (INSTALLMENT_BANKS) and `term` from
 * `GET api/order/payment/installment-plan?amount=` (order total above ฿10,000); `omise_truemoney` takes `phone`
 * (the wallet; without it the TrueMoney app); `omise_promptpay` and `omise_rabbit_linepay` need nothing more.
 * `platform` tells mobile banking which app to open. A missing bank answers the spec's "Please select a bank." on
 * field `bank`. `accept_policy` must be true (spec §5 Payment).
 */
export const PayOrder = object({
  order_id: OrderId,
  token: optional(OrderAccessToken),
  method: PaymentMethod,
  card_token: optional(CardToken),
  bank: optional(pattern(string(), /^[a-z_]{2,20}$/)),
  term: optional(max(min(integer(), 1), 60)),
  phone: optional(TrueMoneyPhone),
  platform: optional(enums(["IOS", "ANDROID"])),
  accept_policy: boolean(),
});
export type PayOrder = Infer<typeof PayOrder>;

/** GET api/order/payment?order_id=&token=&via=return (the return page says so; the record keeps who asked). */
export const PaymentStatusQuery = object({
  order_id: OrderId,
  token: optional(OrderAccessToken),
  via: optional(enums(["poll", "return"])),
});
export type PaymentStatusQuery = Infer<typeof PaymentStatusQuery>;

/** The order's latest payment attempt as the shopper may see it. */
export const PaymentAttempt = object({
  /** The provider's charge id (null while it is being created). */
  charge_id: nullable(string()),
  method: enums(KNOWN_PAYMENT_METHODS),
  bank: nullable(string()),
  term: nullable(integer()),
  amount: integer(),
  /** `creating`: sent to the provider, answer not known yet (treat as pending). Every status but these is final. */
  status: enums(["creating", ...CHARGE_STATUSES]),
  failure_code: nullable(string()),
  /** In the shopper's language: spec §8 "Failed payment, Please make payment again." with the reason when known. */
  failure_message: nullable(string()),
  /** Until when a pending charge can be paid (QR, redirect pages). */
  expires_at: nullable(string()),
  card: nullable(object({ brand: string(), last_digits: string() })),
  /**
   * A success the order did not take (it was paid by another charge, closed, or the amount did not fit): the money
   * goes back automatically (`true` once the refund is asked for). Show it as not paid.
   */
  refunded: boolean(),
  created_at: string(),
  paid_at: nullable(string()),
});
export type PaymentAttempt = Infer<typeof PaymentAttempt>;

/**
 * What the page does next:
 * - `redirect`: go to `url` (3-D Secure, the bank's, LINE Pay's or TrueMoney's page, an app deep link); the provider
 *   sends the shopper back to `/order/{id}/return`.
 * - `qr`: show the PromptPay QR (`svg`, a whole SVG document) until `expires_at`, polling meanwhile.
 * - `wait`: the charge is pending without anything to show (or being created): poll.
 * - `complete`: paid; go to `path` (`/order/{id}/complete`).
 * - `retry`: the last attempt failed or expired; the shopper may pay again with any method.
 * - `closed`: the order cannot be paid any more (expired or cancelled).
 */
export const PaymentNext = union([
  object({ type: literal("redirect"), url: string() }),
  object({ type: literal("qr"), svg: string(), expires_at: nullable(string()) }),
  object({ type: literal("wait") }),
  object({ type: literal("complete"), path: string() }),
  object({ type: literal("retry") }),
  object({ type: literal("closed") }),
]);
export type PaymentNext = Infer<typeof PaymentNext>;

/** The answer of POST and GET api/order/payment (`{ data: PaymentState }`). */
export const PaymentState = object({
  order_id: OrderId,
  order_number: string(),
  order_status: enums(ORDER_STATUSES),
  /** What is to pay (the order's total). */
  amount: integer(),
  /** null before the first attempt. */
  payment: nullable(PaymentAttempt),
  next: PaymentNext,
});
export type PaymentState = Infer<typeof PaymentState>;

/**
 * GET api/order/payment/config: how the page tokenizes cards and which choices exist. `script_url` is Omise.js (with
 * Omise keys) or the sandbox's stand-in (`/sandbox/omise/omise.js`), used with `public_key` the same way.
 * `provider: "unavailable"`: payments are off (production without keys): show the methods disabled.
 */
export const PaymentConfig = object({
  provider: enums(["omise", "sandbox", "unavailable"]),
  public_key: string(),
  script_url: string(),
  methods: array(PaymentMethod),
  mobile_banking_banks: array(string()),
  installment_banks: array(string()),
  /** Satang: installment only for orders above this (spec §9). */
  installment_min_order: integer(),
});
export type PaymentConfig = Infer<typeof PaymentConfig>;
export const PaymentConfigResponse = dataOf(PaymentConfig);

/** POST api/order/payment (200) and GET api/order/payment?order_id= (200). */
export const PaymentResponse = dataOf(PaymentState);
/** GET api/order/payment/installment-plan?amount= (200): contract/payment-installment.ts InstallmentPlan. */
export const InstallmentPlanResponse = dataOf(InstallmentPlan);
/** POST /api/webhooks/omise (200): what the shop made of the event; replays answer `unchanged`. */
export const WebhookResponse = dataOf(object({
  received: literal(true), outcome: enums(["applied", "unchanged", "ignored"]),
}));

export const orderReturnPath = (id: string) => `/order/${id}/return`;
export const orderCompletePath = (id: string) => `/order/${id}/complete`;
