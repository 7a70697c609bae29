import fp from "fastify-plugin";
import type { FastifyInstance } from "fastify";
import type { Env } from "#server/env.ts";
import { OmiseProvider } from "./omise.ts";
import {
  omiseClient, SANDBOX_API_PREFIX, SANDBOX_PUBLIC_KEY, SANDBOX_SECRET_KEY, sandboxOmiseClient, type OmiseClient,
} from "./omise-client.ts";
import { PaymentProviderError, type PaymentProvider } from "./provider.ts";

export * from "./provider.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The payment provider: Omise when its keys are set, else the shop's own Omise sandbox (decision 0110). */
    payments: PaymentProvider;
  }
}

type PaymentEnv = Pick<Env, "NODE_ENV" | "OMISE_PUBLIC_KEY" | "OMISE_SECRET_KEY">;

const OMISE_JS = "https://cdn.omise.co/omise.js";

/** Production without Omise keys: nothing can be paid, and every call says so (the sandbox never stands in). */
function unavailableProvider(): PaymentProvider {
  const off = () => Promise.reject(new PaymentProviderError("unavailable", "payments_not_configured",
    "set OMISE_PUBLIC_KEY and OMISE_SECRET_KEY"));
  return {
    kind: "unavailable", browser: () => ({ publicKey: "", scriptUrl: "" }), chargeCard: off, createSource: off,
    chargeSource: off, retrieveCharge: off, findCharge: off, refundCharge: off, expireCharge: off,
    installmentTerms: off, promptPayQr: off, readWebhook: off,
  };
}

/** The shop's own address as a loopback client reaches it: the sandbox answers there. */
export function shopOrigin(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address === "string") {
    throw new PaymentProviderError("unavailable", "sandbox_not_listening", "the shop must listen to reach its sandbox");
  }
  const ipv6 = address.family === "IPv6" || address.address.includes(":");
  const host = address.address === "0.0.0.0" ? "127.0.0.1" : address.address === "::" ? "::1" : address.address;
  return `http://${ipv6 ? `[${host}]` : host}:${address.port}`;
}

function sandboxProvider(app: FastifyInstance): PaymentProvider {
  let cached: { origin: string; client: OmiseClient } | undefined;
  return new OmiseProvider({
    kind: "sandbox",
    secretKey: SANDBOX_SECRET_KEY,
    browser: { publicKey: SANDBOX_PUBLIC_KEY, scriptUrl: `${SANDBOX_API_PREFIX}/omise.js` },
    client: () => {
      const origin = shopOrigin(app);
      if (cached?.origin !== origin) cached = { origin, client: sandboxOmiseClient(origin) };
      return cached.client;
    },
  });
}

/** Decorates the app with its payment provider, chosen by the environment. */
export default fp<{ env: PaymentEnv }>(async (app, opts) => {
  const { OMISE_PUBLIC_KEY: publicKey, OMISE_SECRET_KEY: secretKey, NODE_ENV } = opts.env;
  if (Boolean(publicKey) !== Boolean(secretKey)) {
    app.log.warn("Only one of OMISE_PUBLIC_KEY and OMISE_SECRET_KEY is set: both are needed to use Omise");
  }
  let provider: PaymentProvider;
  if (publicKey && secretKey) {
    const client = omiseClient(publicKey, secretKey);
    provider = new OmiseProvider({ kind: "omise", secretKey, browser: { publicKey, scriptUrl: OMISE_JS },
      client: () => client });
  } else if (NODE_ENV === "production") {
    app.log.warn("Payments are off: set OMISE_PUBLIC_KEY and OMISE_SECRET_KEY (the sandbox never runs in production)");
    provider = unavailableProvider();
  } else {
    provider = sandboxProvider(app);
  }
  app.decorate("payments", provider);
}, { name: "payments" });
