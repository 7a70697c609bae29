import { existsSync, readFileSync } from "node:fs";
import { parseEnv } from "node:util";
import {
  boolean, coerce, defaulted, enums, integer, max, min, pattern, string, type, validate, type Infer,
} from "superstruct";

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

/** Env values are strings; an unset or empty value takes the default. */
const Port = coerce(max(min(integer(), 1), 65535), string(), (v) => (/^\d+$/.test(v) ? Number(v) : NaN));

/** "1"/"true" or "0"/"false"; anything else is an error rather than a silent false. */
const Flag = coerce(boolean(), enums(["0", "1", "true", "false"] as const), (v) => v === "1" || v === "true");

const EnvSchema = type({
  PORT: defaulted(Port, 3000),
  HOST: defaulted(string(), "127.0.0.1"),
  DATA_DIR: defaulted(string(), ".data"),
  DATABASE_URL: defaulted(pattern(string(), /^(|postgres(ql)?:\/\/.+)$/), ""),
  LOG_LEVEL: defaulted(enums(LOG_LEVELS), "info"),
  NODE_ENV: defaulted(enums(["development", "production", "test"] as const), "development"),
  /** Set by `npm run dev` (Vite serves the browser app there), so main.ts skips `vite build`. */
  SKIP_CLIENT_BUILD: defaulted(Flag, false),
  /**
   * The shop's public origin (https://shop.example), used in mailed links and OAuth redirect URIs. Empty = the
   * request's origin.
   */
  PUBLIC_URL: defaulted(pattern(string(), /^(|https?:\/\/[^\s/]+(\/[^\s]*)?)$/), ""),
  /** Rate-limit counters in Redis (shared by every server process). Empty = in memory (one process). */
  REDIS_URL: defaulted(pattern(string(), /^(|rediss?:\/\/.+)$/), ""),
  /** Overrides of the rate limits: "login.account=10/900,login.ip=50/900" (max/window seconds). Empty = defaults. */
  RATE_LIMITS: defaulted(string(), ""),
  /** Key prefix of the rate-limit counters in Redis (tests give each app its own, so it starts from zero). */
  RATE_LIMIT_PREFIX: defaulted(pattern(string(), /^[\w:.-]{1,64}$/), "rl:"),
  /** smtp(s)://user:pass@host:port: outbox mails are sent through it. Empty = mails stay in the outbox (dev page). */
  SMTP_URL: defaulted(pattern(string(), /^(|smtps?:\/\/.+)$/), ""),
  MAIL_FROM: defaulted(string(), "SkinState <no-reply@skinstate.local>"),
  /**
   * The key phone codes are hashed under (never stored in the database). Set it when several processes serve the
   * shop or codes must survive a restart; unset, each process makes a random one.
   */
  OTP_PEPPER: defaulted(string(), ""),
  /** OAuth clients. A provider whose id and secret are both set uses the real provider; otherwise the sandbox. */
  GOOGLE_CLIENT_ID: defaulted(string(), ""),
  GOOGLE_CLIENT_SECRET: defaulted(string(), ""),
  FACEBOOK_CLIENT_ID: defaulted(string(), ""),
  FACEBOOK_CLIENT_SECRET: defaulted(string(), ""),
  LINE_CLIENT_ID: defaulted(string(), ""),
  LINE_CLIENT_SECRET: defaulted(string(), ""),
  /**
   * Omise keys. Both set: payments go to Omise. Unset: to the shop's own Omise sandbox (never in production, where
   * nothing can be paid without them). Decision 0110.
   */
  OMISE_PUBLIC_KEY: defaulted(pattern(string(), /^(|pkey_[\w]+)$/), ""),
  OMISE_SECRET_KEY: defaulted(pattern(string(), /^(|skey_[\w]+)$/), ""),
  /** Where the payment sandbox sends its events. Empty = the shop's own webhook, <origin>/api/webhooks/omise. */
  OMISE_SANDBOX_WEBHOOK_URL: defaulted(pattern(string(), /^(|https?:\/\/\S+)$/), ""),
  /**
   * A PromptPay id (Thai mobile, 13-digit id or 15-digit e-wallet) the sandbox's QR codes pay to, so a banking app
   * shows a real recipient when a developer scans one. Empty = a bill-payment QR to a biller no bank knows.
   */
  OMISE_SANDBOX_PROMPTPAY_ID: defaulted(pattern(string(), /^(|0\d{9}|\d{13}|\d{15})$/), ""),
});

export type Env = Infer<typeof EnvSchema>;

export class EnvError extends Error {}

/** Reads and validates the environment once. Throws an EnvError naming every bad variable. */
export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  const picked: Record<string, string> = {};
  for (const key of Object.keys(EnvSchema.schema)) {
    const value = source[key]?.trim();
    if (value) picked[key] = value; // empty = unset, so `PORT=` falls back to the default
  }
  const [error, env] = validate(picked, EnvSchema, { coerce: true });
  if (error) {
    const lines =
      error.failures().map((f) => `  ${f.path.join(".")}=${JSON.stringify(picked[String(f.path[0])])}: ${f.message}`);
    throw new EnvError(`Invalid environment:\n${lines.join("\n")}`);
  }
  return env;
}

/**
 * What a production shop needs to run as several processes behind a load balancer (decision 0161): one PostgreSQL
 * they share (the embedded one belongs to one process and its data dir), one Redis for the rate-limit counters, the
 * same OTP pepper in each (never stored in the database, so no process can make one up for the others) and the public
 * address (behind a load balancer the request's Host is not the shop's name, and mailed links and OAuth redirects
 * must not trust it).
 */
export const PRODUCTION_REQUIRES = {
  DATABASE_URL: "the PostgreSQL every shop process shares (postgres://user:pass@host:5432/db)",
  REDIS_URL: "the Redis the rate-limit counters are shared in (redis://host:6379)",
  OTP_PEPPER: "the key phone codes are hashed under, the same in every process (32+ random characters)",
  PUBLIC_URL: "the shop's public address, for mailed links and OAuth redirects (https://shop.example)",
} as const satisfies Partial<Record<keyof Env, string>>;

/** Throws an EnvError naming every setting a production shop lacks; outside production it passes. */
export function checkProduction(env: Env): void {
  if (env.NODE_ENV !== "production") return;
  const missing = Object.entries(PRODUCTION_REQUIRES).filter(([key]) => !env[key as keyof typeof PRODUCTION_REQUIRES]);
  const lines = missing.map(([key, purpose]) => `  ${key}: ${purpose}`);
  if (env.OTP_PEPPER && env.OTP_PEPPER.length < 32) lines.push("  OTP_PEPPER: shorter than 32 characters");
  if (!lines.length) return;
  throw new EnvError(
    `NODE_ENV=production needs these settings (several shop processes share them):\n${lines.join("\n")}`);
}

/**
 * Reads a `.env` file into `target` when there is one. A variable already set in the environment wins, as with
 * Node's --env-file, so `PORT=4000 npm start` still overrides the file.
 */
export function loadDotEnv(file: string, target: Record<string, string | undefined> = process.env): void {
  if (!existsSync(file)) return;
  for (const [key, value] of Object.entries(parseEnv(readFileSync(file, "utf8")))) {
    if (target[key] === undefined) target[key] = value;
  }
}
