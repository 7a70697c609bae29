// The shop listening on a real port, with the official `omise` client pointed at its payment sandbox the way the
// shop's own adapter is (integrations/payments/client-routing.ts): what every omise-*.test.ts drives.
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { buildApp } from "#server/app.ts";
import type { DbHandle } from "#db/database.ts";
import { shopOrigin } from "#integrations/payments/index.ts";
import {
  SANDBOX_API_PREFIX, SANDBOX_PUBLIC_KEY, SANDBOX_SECRET_KEY, sandboxOmiseClient, type OmiseClient,
} from "#integrations/payments/omise-client.ts";
import { seededDatabase, testEnv } from "./harness.ts";

export interface SandboxShop {
  app: FastifyInstance;
  db: DbHandle;
  /** http://127.0.0.1:<port> */
  origin: string;
  omise: OmiseClient;
  /** fetch() on the sandbox's API with a key (default: the secret key). */
  api(path: string, init?: RequestInit & { key?: string }): Promise<Response>;
  close(): Promise<void>;
}

export async function startSandboxShop(env: Record<string, string> = {}): Promise<SandboxShop> {
  const db = await seededDatabase();
  const app = await buildApp({ env: testEnv(env), db, clientDir: join(tmpdir(), "skinstate-no-client") });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const origin = shopOrigin(app);
  return {
    app, db, origin, omise: sandboxOmiseClient(origin),
    api: (path, { key = SANDBOX_SECRET_KEY, headers, ...init } = {}) => fetch(`${origin}${SANDBOX_API_PREFIX}${path}`, {
      ...init, headers: { authorization: `Basic ${Buffer.from(`${key}:`).toString("base64")}`, ...headers },
    }),
    close: async () => { await app.close(); await db.close(); },
  };
}

export const THIS_YEAR = new Date().getUTCFullYear();

/** A card as Omise.js sends it to the vault. */
export const card = (number: string, extra: Record<string, unknown> = {}) => ({
  name: "Somchai Prasert", number, expiration_month: 12, expiration_year: THIS_YEAR + 2, security_code: "123", ...extra,
});

export { SANDBOX_PUBLIC_KEY, SANDBOX_SECRET_KEY };
