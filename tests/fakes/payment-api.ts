// An in-memory payment API answering like server/routes/api/order/payment.ts (decision 0125) for the payment model
// test: one order, its attempts, statuses the test moves as the sandbox's pages would (pay, fail, expire), and a
// stand-in `window.Omise` that tokenizes Omise's test cards as the sandbox's vault does.
import type { Order } from "#contract/order.ts";
import type { PaymentAttempt, PaymentConfig, PaymentState } from "#contract/payment-api.ts";
import { installmentPlan } from "#contract/payment-installment.ts";
import { fail, json, type Route } from "./http.ts";

export const PAYMENT_ORDER_ID = "20000000-0000-4000-8000-000000000001";
const TOKEN = "t".repeat(43);

export interface FakePaymentApi {
  route: Route;
  order: Order;
  token: string;
  /** Bodies of POST api/order/payment and the Idempotency-Keys they carried. */
  posts: { body: Record<string, unknown>; key: string | null }[];
  /** The `via` of each status request. */
  vias: string[];
  /** How long the next PromptPay QR stays payable (ms). */
  qrLife: number;
  /** Moves the pending attempt to a final status (the sandbox's Pay, Fail, or its expiry). */
  settle: (status: "successful" | "failed" | "expired") => void;
  /** A pending redirect attempt, as if the shopper had been sent to the provider's page. */
  startRedirect: () => void;
  closeOrder: () => void;
  /** The next request to `path` fails as if the network were down. */
  failNetwork: (path: string) => void;
}

const CARDS: Record<string, string> = { "4242424242424242": "tokn_test_ok", "4111111111140011": "tokn_test_declined" };

/** window.Omise as Omise.js offers it; unknown numbers are refused like the vault refuses a card. */
export function installFakeOmise(): void {
  window.Omise = {
    setPublicKey: () => {},
    createToken: (_type, card, callback) => {
      const id = CARDS[String(card.number)];
      const refusal = { code: "invalid_card", message: "number is invalid" };
      setTimeout(() => (id ? callback(200, { id }) : callback(400, refusal)), 0);
    },
  };
}

export function createFakePaymentApi(order: Order): FakePaymentApi {
  const posts: FakePaymentApi["posts"] = [];
  const vias: string[] = [];
  let attempt: PaymentAttempt | null = null;
  let failing: string | null = null;
  const config: PaymentConfig = {
    provider: "sandbox", public_key: "pkey_test_x", script_url: "/sandbox/omise/omise.js",
    methods: ["omise_credit", "omise_mobile_banking", "omise_installment", "omise_promptpay", "omise_truemoney",
      "omise_rabbit_linepay"],
    mobile_banking_banks: ["kbank", "scb"], installment_banks: ["bay", "kbank"], installment_min_order: 1_000_000,
  };

  const newAttempt = (method: PaymentAttempt["method"], status: PaymentAttempt["status"], expiresAt: string | null):
    PaymentAttempt => ({
    charge_id: `chrg_test_${posts.length}`, method, bank: null, term: null, amount: order.total, status,
    failure_code: null, failure_message: null, expires_at: expiresAt, card: null, refunded: false,
    created_at: new Date().toISOString(), paid_at: null,
  });
  const finish = (status: "successful" | "failed" | "expired") => {
    if (!attempt || attempt.status !== "pending") return;
    attempt = { ...attempt, status, expires_at: null,
      failure_code: status === "successful" ? null : status === "failed" ? "insufficient_fund" : "expired",
      failure_message: status === "successful" ? null : status === "failed"
        ? "Failed payment, Please make payment again. The card has insufficient funds."
        : "Failed payment, Please make payment again. The payment expired." };
    if (status === "successful") order.status = "processing";
  };
  function stateOf(): PaymentState {
    if (attempt?.status === "pending" && attempt.expires_at && Date.parse(attempt.expires_at) <= Date.now()) {
      finish("expired");
    }
    let next: PaymentState["next"];
    if (order.status === "processing") next = { type: "complete", path: `/order/${order.id}/complete` };
    else if (order.status === "failed") next = { type: "closed" };
    else if (attempt?.status === "pending" && attempt.method === "omise_promptpay") {
      next = { type: "qr", svg: "<svg xmlns='http://www.w3.org/2000/svg'/>", expires_at: attempt.expires_at };
    } else if (attempt?.status === "pending") next = { type: "redirect", url: "https://sandbox.test/authorize" };
    else next = { type: "retry" };
    return { order_id: order.id, order_number: order.number, order_status: order.status, amount: order.total,
      payment: attempt, next };
  }
  function pay(body: Record<string, unknown>, key: string | null): Response {
    posts.push({ body, key });
    const method = body.method as PaymentAttempt["method"];
    if (method === "omise_credit") {
      attempt = newAttempt(method, "pending", null);
      finish(body.card_token === "tokn_test_ok" ? "successful" : "failed");
    } else if (method === "omise_promptpay") {
      attempt = newAttempt(method, "pending", new Date(Date.now() + api.qrLife).toISOString());
    } else {
      attempt = newAttempt(method, "pending", new Date(Date.now() + 3_600_000).toISOString());
    }
    return json(200, { data: stateOf() });
  }

  const route: Route = async (request, url) => {
    if (!url.pathname.startsWith("/api/order")) return null;
    if (failing === url.pathname) {
      failing = null;
      throw new TypeError("Failed to fetch");
    }
    if (url.pathname === "/api/order/payment/config") return json(200, { data: config });
    if (url.pathname === "/api/order/payment/installment-plan") {
      return json(200, { data: installmentPlan(Number(url.searchParams.get("amount"))) });
    }
    if (url.pathname === "/api/order/payment" && request.method === "POST") {
      return pay(JSON.parse(await request.text()) as Record<string, unknown>, request.headers.get("Idempotency-Key"));
    }
    if (url.pathname === "/api/order/payment") {
      vias.push(url.searchParams.get("via") ?? "");
      return json(200, { data: stateOf() });
    }
    if (url.pathname === `/api/order/${order.id}`) return json(200, { data: order });
    return fail(404, "order_not_found", "This order was not found.");
  };
  const api: FakePaymentApi = {
    route, order, token: TOKEN, posts, vias, qrLife: 3_600_000,
    settle: finish,
    startRedirect: () => void (attempt = newAttempt("omise_rabbit_linepay", "pending",
      new Date(Date.now() + 3_600_000).toISOString())),
    closeOrder: () => void (order.status = "failed"),
    failNetwork: (path) => void (failing = path),
  };
  return api;
}
