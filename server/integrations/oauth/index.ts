import fp from "fastify-plugin";
import { SOCIAL_PROVIDERS, type SocialProvider } from "#contract/auth.ts";
import type { Env } from "#server/env.ts";
import { UnavailableProvider, type OAuthProvider, type OAuthProviders } from "./provider.ts";
import { realProvider } from "./real.ts";
import { SandboxProvider } from "./sandbox.ts";

export * from "./provider.ts";
export { sandboxAuthorizePath, SANDBOX_USES_PKCE } from "./sandbox.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The social login providers: real (arctic) when their client id and secret are set, else the sandbox. */
    oauth: OAuthProviders;
    /** PUBLIC_URL without a trailing slash, or "" (then links use the request's origin). */
    publicUrl: string;
  }
}

type OAuthEnv = Pick<Env, "NODE_ENV" | "PUBLIC_URL" | "GOOGLE_CLIENT_ID" | "GOOGLE_CLIENT_SECRET" | "FACEBOOK_CLIENT_ID"
  | "FACEBOOK_CLIENT_SECRET" | "LINE_CLIENT_ID" | "LINE_CLIENT_SECRET">;

function credentials(env: OAuthEnv, name: SocialProvider): [string, string] {
  if (name === "google") return [env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET];
  if (name === "facebook") return [env.FACEBOOK_CLIENT_ID, env.FACEBOOK_CLIENT_SECRET];
  return [env.LINE_CLIENT_ID, env.LINE_CLIENT_SECRET];
}

/** Decorates the app with its providers (and the public URL the redirect URIs and mailed links use). */
export default fp<{ env: OAuthEnv }>(async (app, opts) => {
  const entries = SOCIAL_PROVIDERS.map((name): [SocialProvider, OAuthProvider] => {
    const [id, secret] = credentials(opts.env, name);
    // The sandbox trusts whatever e-mail is typed on its page, so it must never stand in for a provider in
    // production: there a provider without client id and secret is simply unavailable.
    if (id && secret) return [name, realProvider(name, id, secret)];
    return [name, opts.env.NODE_ENV === "production" ? new UnavailableProvider(name)
      : new SandboxProvider(name, app.db)];
  });
  app.decorate("oauth", Object.fromEntries(entries) as OAuthProviders);
  app.decorate("publicUrl", opts.env.PUBLIC_URL.replace(/\/+$/, ""));
  if (opts.env.NODE_ENV === "production") {
    const off = entries.filter(([, provider]) => provider.kind === "unavailable").map(([name]) => name);
    if (off.length) app.log.warn(`Social login off for ${off.join(", ")}: set its client id and secret`);
  }
  if (opts.env.NODE_ENV === "production" && !opts.env.PUBLIC_URL) {
    app.log.warn("PUBLIC_URL is not set: reset links and OAuth redirect URIs use the request's Host header");
  }
}, { name: "oauth", dependencies: ["db"] });
