import { IDEMPOTENCY_HEADER } from "#contract/checkout.ts";
import { PaymentConfig, PaymentState, type PayOrder } from "#contract/payment-api.ts";
import { InstallmentPlan } from "#contract/payment-installment.ts";
import { getData, postData, withQuery, type CallOptions } from "./client.ts";

// Spec §7 Orders, payment calls (contract/payment-api.ts, decision 0125). A guest sends the order's access token.

/** GET api/order/payment/config: the provider, its public key and tokenizer script, the methods and banks. */
export const fetchPaymentConfig = (options?: CallOptions) =>
  getData("api/order/payment/config", PaymentConfig, options);

/** GET api/order/payment?order_id=&token=&via=: the order's latest attempt (re-fetched from the provider). */
export const fetchPaymentState = (
  input: { orderId: string; token: string | null; via?: "poll" | "return" }, options?: CallOptions,
) => getData(withQuery("api/order/payment", {
  order_id: input.orderId, token: input.token ?? undefined, via: input.via,
}), PaymentState, options);

/** POST api/order/payment with one Idempotency-Key per attempt. */
export const payOrder = (body: PayOrder, idempotencyKey: string, options: CallOptions = {}) =>
  postData("api/order/payment", body, PaymentState, { ...options, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } });

/** GET api/order/payment/installment-plan?amount=: banks, terms and monthly amounts (satang). */
export const fetchInstallmentPlan = (amount: number, options?: CallOptions) =>
  getData(withQuery("api/order/payment/installment-plan", { amount }), InstallmentPlan, options);
