import { assign, setup } from "xstate";
import type { PaymentConfig, PaymentState } from "#contract/payment-api.ts";
import {
  attemptStatus, choiceProblems, freshContext, payBody, paymentRequests, pollDelay, POLL_LIMIT,
  type PaymentContext, type PaymentEvent, type PaymentFailure,
} from "./payment-command.ts";

export * from "./payment-command.ts";

const failureOf = ({ event }: { event: { error: unknown } }): PaymentFailure => {
  const error = event.error as { code?: unknown; message?: unknown } | undefined;
  return {
    code: typeof error?.code === "string" ? error.code : "internal_error",
    message: typeof error?.message === "string" ? error.message : null,
  };
};
const nextOf = (context: PaymentContext) => context.state?.next.type ?? null;
const orderOf = ({ context }: { context: PaymentContext }) =>
  ({ orderId: context.orderId ?? "", token: context.token });

/**
 * Paying an order (spec §4 Order flow, §5 Payment; systemId `payment`, decision 0126). The page renders the snapshot
 * and sends the events; the machine checks the form's choice, tokenizes a card, creates the charge with one
 * Idempotency-Key per attempt and follows the answer's `next`: the provider's page, the PromptPay QR (polled until
 * paid or expired), polling, or the complete page. A failed or expired attempt leaves the form open for any method.
 */
const paymentSetup = setup({
  types: { context: {} as PaymentContext, events: {} as PaymentEvent },
  actors: paymentRequests,
  actions: {
    // Navigation is the app's (src/app/actors/payment.ts): the provider's page, the complete and payment pages.
    openRedirect: (_, _params: { url: string }) => {},
    openComplete: (_, _params: { orderId: string; token: string | null }) => {},
    openPayment: (_, _params: { orderId: string; token: string | null }) => {},

    start: assign(({ event }) => (event.type === "payment.open" || event.type === "payment.return"
      ? { ...freshContext(), orderId: event.orderId, token: event.token,
        phase: event.type === "payment.open" ? "load" as const : "poll" as const,
        via: event.type === "payment.open" ? "poll" as const : "return" as const }
      : {})),
    takeLoaded: assign((_, params: { config: PaymentConfig; state: PaymentState }) =>
      ({ config: params.config, state: params.state })),
    takeState: assign({ state: (_, params: { state: PaymentState }) => params.state }),
    takeChoice: assign(({ context, event }) => {
      if (event.type !== "payment.pay") return {};
      return { choice: event.choice, problems: choiceProblems(event.choice, context.state?.amount ?? 0) };
    }),
    newAttempt: assign({
      attemptKey: () => crypto.randomUUID(), failure: null, cardToken: null, polls: 0, phase: "pay" as const,
      via: "poll" as const,
    }),
    takeToken: assign({ cardToken: (_, params: { token: string }) => params.token }),
    recordFailure: assign({ failure: (_, params: PaymentFailure) => params }),
    countPoll: assign({ polls: ({ context }) => context.polls + 1, phase: "poll" as const }),
    resetPolls: assign({ polls: 0 }),
  },
  guards: {
    hasProblems: ({ context, event }) => event.type === "payment.pay"
      && Object.keys(choiceProblems(event.choice, context.state?.amount ?? 0)).length > 0,
    isCard: ({ event }) => event.type === "payment.pay" && event.choice.method === "omise_credit",
    isPaid: ({ context }) => nextOf(context) === "complete",
    isQr: ({ context }) => nextOf(context) === "qr",
    // Only right after paying: a pending redirect found later (Back from the bank's page) is polled instead.
    isRedirect: ({ context }) => context.phase === "pay" && nextOf(context) === "redirect",
    isPending: ({ context }) =>
      context.phase !== "load" && (nextOf(context) === "wait" || nextOf(context) === "redirect"),
    isExpired: ({ context }) => nextOf(context) === "retry" && attemptStatus(context.state) === "expired",
    isFailed: ({ context }) => nextOf(context) === "retry" && attemptStatus(context.state) !== null,
    isClosed: ({ context }) => nextOf(context) === "closed",
    pollsExhausted: ({ context }) => context.polls >= POLL_LIMIT,
  },
  delays: {
    pollInterval: ({ context }) => pollDelay(context.polls),
    // Until the QR's expiry (then one more check, which finds it expired); never longer than a timer can wait.
    qrExpiry: ({ context }) => {
      const at = context.state?.next.type === "qr" ? context.state.next.expires_at : null;
      return at ? Math.min(Math.max(Date.parse(at) - Date.now(), 0) + 200, 2_000_000_000) : 2_000_000_000;
    },
  },
});

/** A status check, the QR's or the polling's: on to what the server says, or back to waiting after a lost answer. */
const checking = (description: string) => paymentSetup.createStateConfig({
  description,
  invoke: {
    src: "fetchStatus",
    input: ({ context }) => ({ orderId: context.orderId ?? "", token: context.token, via: context.via }),
    onDone: {
      target: "#payment.routing",
      actions: [{ type: "takeState", params: ({ event }) => ({ state: event.output }) }, "countPoll"],
    },
    onError: { target: "waiting", description: "A lost answer: check again later.", actions: "countPoll" },
  },
});

export const paymentMachine = paymentSetup.createMachine({
  id: "payment",
  description: "Pays an order: choose, tokenize a card, charge once per key, follow the provider, poll until final.",
  context: freshContext,
  initial: "idle",
  on: {
    "payment.open": { target: ".loading", description: "The payment page opened: load it afresh.", actions: "start" },
    "payment.return": {
      target: ".polling", description: "Back from the provider's page: poll until the charge is final.",
      actions: "start",
    },
  },
  states: {
    idle: { description: "No payment page has been opened." },
    loading: {
      description: "The order's payment state and the provider's configuration.",
      invoke: {
        src: "loadPayment",
        input: ({ context }) => ({ orderId: context.orderId ?? "", token: context.token }),
        onDone: { target: "routing", actions: { type: "takeLoaded", params: ({ event }) => event.output } },
        onError: { target: "missing", actions: { type: "recordFailure", params: failureOf } },
      },
    },
    routing: {
      description: "Follows the last answer's `next` (and the attempt's status).",
      always: [
        { guard: "isPaid", target: "paid" },
        { guard: "isQr", target: "showingQr" },
        { guard: "isRedirect", target: "redirecting" },
        { guard: "isPending", target: "polling" },
        { guard: "isExpired", target: "expired" },
        { guard: "isFailed", target: "failed" },
        { guard: "isClosed", target: "closed" },
        { target: "choosing", description: "Nothing paid or pending: the form." },
      ],
    },
    choosing: {
      description: "The methods card, the fields of the chosen method and the policy box.",
      on: {
        "payment.pay": [
          { guard: "hasProblems", description: "Something is missing: each field says what.", actions: "takeChoice" },
          { guard: "isCard", target: "tokenizing", actions: ["takeChoice", "newAttempt"] },
          { target: "charging", actions: ["takeChoice", "newAttempt"] },
        ],
      },
    },
    tokenizing: {
      description: "The card goes to Omise.js (or the sandbox's stand-in); only its token comes back.",
      invoke: {
        src: "tokenizeCard",
        input: ({ context }) => {
          if (!context.config || !context.choice?.card) throw new Error("tokenizing without a card");
          return { config: context.config, card: context.choice.card };
        },
        onDone: {
          target: "charging", actions: { type: "takeToken", params: ({ event }) => ({ token: event.output }) },
        },
        onError: { target: "failed", actions: { type: "recordFailure", params: failureOf } },
      },
    },
    charging: {
      description: "POST api/order/payment with the attempt's Idempotency-Key.",
      invoke: {
        src: "payOrder",
        input: ({ context }) => payBody(context),
        onDone: { target: "routing", actions: { type: "takeState", params: ({ event }) => ({ state: event.output }) } },
        onError: { target: "failed", actions: { type: "recordFailure", params: failureOf } },
      },
    },
    redirecting: {
      description: "Off to the provider's page (3-D Secure, bank, LINE Pay, TrueMoney); it returns to /return.",
      entry: {
        type: "openRedirect",
        params: ({ context }) => ({ url: context.state?.next.type === "redirect" ? context.state.next.url : "" }),
      },
    },
    showingQr: {
      description: "The PromptPay QR with its expiry, checked meanwhile until paid or expired.",
      initial: "waiting",
      on: {
        "payment.change": {
          target: "choosing",
          description: "Pay another way: the form again; paying by another method expires the QR at the provider.",
        },
      },
      states: {
        waiting: {
          description: "The QR on screen until the next check or its expiry.",
          after: { pollInterval: "checking", qrExpiry: "checking" },
        },
        checking: checking("GET api/order/payment: paid, still pending, or expired."),
      },
    },
    polling: {
      description: "A pending charge: GET api/order/payment, backing off, until final or the limit.",
      initial: "waiting",
      states: {
        waiting: {
          description: "Until the next check (backing off), or stalled once the limit is reached.",
          always: { guard: "pollsExhausted", target: "#payment.stalled" },
          after: { pollInterval: "checking" },
        },
        checking: checking("GET api/order/payment (via return on the return page), backing off after each check."),
      },
    },
    stalled: {
      description: "Still pending after the limit: the shopper can check again.",
      on: { "payment.check": { target: "polling", actions: "resetPolls" } },
    },
    paid: {
      description: "The order is paid: the complete page.",
      entry: { type: "openComplete", params: orderOf },
    },
    failed: {
      description: "Spec §8 'Failed payment, Please make payment again.' with the reason; any method may be tried.",
      entry: { type: "openPayment", params: orderOf },
      on: {
        "payment.pay": [
          { guard: "hasProblems", target: "choosing", actions: "takeChoice" },
          { guard: "isCard", target: "tokenizing", actions: ["takeChoice", "newAttempt"] },
          { target: "charging", actions: ["takeChoice", "newAttempt"] },
        ],
      },
    },
    expired: {
      description: "The QR or the provider's page expired unpaid; any method may be tried.",
      entry: { type: "openPayment", params: orderOf },
      on: {
        "payment.pay": [
          { guard: "hasProblems", target: "choosing", actions: "takeChoice" },
          { guard: "isCard", target: "tokenizing", actions: ["takeChoice", "newAttempt"] },
          { target: "charging", actions: ["takeChoice", "newAttempt"] },
        ],
      },
    },
    closed: { description: "The order can no longer be paid (expired or cancelled)." },
    missing: { description: "The order could not be read (not found, not theirs, or offline)." },
  },
});
