import { fromPromise } from "xstate";
import type { PaymentConfig, PaymentState, PayOrder } from "#contract/payment-api.ts";
import { orderCompletePath } from "#contract/payment-api.ts";
import { paymentMachine, pollDelay, type CardInput } from "#machines/payment.machine.ts";
import { withMinDelay } from "#api/client.ts";
import * as api from "#api/payment.ts";
import { homeOf, type Navigator } from "./navigator.ts";
import { tokenizeCard } from "./omise-js.ts";

type Token = string | null;

export interface PaymentWiring {
  history: Navigator;
  /** Leaves the shop for the provider's page (tests record it instead). */
  redirect?: ((url: string) => void) | undefined;
  /** The first poll's wait in ms (1.5 s; the model tests make it short). */
  pollBase?: number | undefined;
}

/** An order page in the shopper's prefix style, with the guest's key. */
export function orderPagePath(path: string, token: string | null, pathname: string): string {
  const home = homeOf(pathname);
  return `${home === "/" ? "" : home}${path}${token ? `?token=${encodeURIComponent(token)}` : ""}`;
}

/** The payment machine wired to the payment API, Omise.js and the router's history (decision 0126). */
export function paymentLogic({ history, redirect, pollBase }: PaymentWiring) {
  const go = (path: string, token: string | null) => {
    const to = orderPagePath(path, token, history.location.pathname);
    // The return page moves on without staying in the history; the payment page is not opened twice.
    if (history.location.pathname === to.split("?")[0]) return;
    if (history.location.pathname.endsWith("/return")) history.replace(to);
    else history.push(to);
  };
  return paymentMachine.provide({
    actors: {
      loadPayment: fromPromise<{ config: PaymentConfig; state: PaymentState }, { orderId: string; token: Token }>(
        async ({ input, signal }) => {
          const [config, state] = await withMinDelay(Promise.all([
            api.fetchPaymentConfig({ signal }), api.fetchPaymentState(input, { signal }),
          ]));
          return { config, state };
        }),
      tokenizeCard: fromPromise<string, { config: PaymentConfig; card: CardInput }>(({ input }) =>
        tokenizeCard(input.config, input.card)),
      payOrder: fromPromise<PaymentState, { body: PayOrder; key: string }>(({ input }) =>
        api.payOrder(input.body, input.key)),
      fetchStatus: fromPromise<PaymentState, { orderId: string; token: string | null; via: "poll" | "return" }>(
        ({ input, signal }) => api.fetchPaymentState(input, { signal })),
    },
    actions: {
      openRedirect: (_, { url }: { url: string }) => (redirect ?? ((to: string) => window.location.assign(to)))(url),
      openComplete: (_, { orderId, token }: { orderId: string; token: string | null }) =>
        go(orderCompletePath(orderId), token),
      openPayment: (_, { orderId, token }: { orderId: string; token: string | null }) =>
        go(`/order/${orderId}/payment`, token),
    },
    delays: { pollInterval: ({ context }) => pollDelay(context.polls, pollBase) },
  });
}
