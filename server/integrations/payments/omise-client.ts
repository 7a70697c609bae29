// The official `omise` client (omise-node), made for Omise itself or for the shop's sandbox.
// CommonJS, required on first use: the client and its lodash are ~4 MB of the shop's idle memory otherwise.
import { createRequire } from "node:module";
import type createOmiseType from "omise";
import { sandboxClientHost } from "./client-routing.ts";

export type OmiseClient = ReturnType<typeof createOmiseType>;
export type OmiseOptions = Parameters<typeof createOmiseType>[0];

const require = createRequire(import.meta.url);
const createOmise = (options: OmiseOptions): OmiseClient => (require("omise") as typeof createOmiseType)(options);

/** omise-node 1.x targets this API version; answers are parsed as it describes them. */
export const OMISE_API_VERSION = "2019-05-29";

/** Where the sandbox's Omise API lives in the shop (routes/sandbox/omise.ts). */
export const SANDBOX_API_PREFIX = "/sandbox/omise";

/** The sandbox account's keys: a test-mode account that only this shop's sandbox knows. */
export const SANDBOX_PUBLIC_KEY = "pkey_test_skinstate_sandbox";
export const SANDBOX_SECRET_KEY = "skey_test_skinstate_sandbox";


/** A client for Omise's own servers (https://api.omise.co, https://vault.omise.co). */
export function omiseClient(publicKey: string, secretKey: string): OmiseClient {
  return createOmise({ publicKey, secretKey, omiseVersion: OMISE_API_VERSION });
}

/**
 * A client for the sandbox served by a shop at `origin` (e.g. http://127.0.0.1:3000): API and vault both go there,
 * over plain HTTP, through the routing agent (client-routing.ts).
 */
export function sandboxOmiseClient(origin: string, keys = { publicKey: SANDBOX_PUBLIC_KEY,
  secretKey: SANDBOX_SECRET_KEY }) {
  const host = sandboxClientHost(origin, SANDBOX_API_PREFIX);
  return createOmise({ ...keys, host, vaultHost: host, scheme: "http" as OmiseOptions["scheme"],
    omiseVersion: OMISE_API_VERSION });
}
