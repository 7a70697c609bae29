/**
 * Fixed-window rate limits per IP and per account for the sensitive auth actions.
 *
 * USE FROM A ROUTE (e.g. the OTP routes):
 *
 *   import { rateLimit } from "#plugins/rate-limit.ts";
 *   await rateLimit(request, "otp_request", request.member?.id);   // before doing the work
 *
 * It counts one attempt for the request's IP and (when `accountKey` is given: an e-mail or a member id) one for the
 * account, and throws `ApiError(429, "rate_limited", undefined, { retry_after })` when either window is full; the
 * error handler adds the Retry-After header. Actions: login, register, reset_request, reset_confirm, otp_request,
 * otp_verify, social_token, staff_login, stock_notify. Limits: DEFAULT_LIMITS below, overridden by env RATE_LIMITS
 * ("otp_request.account=2/60,login.ip=5/60": max/window seconds), so a test can build an app with tiny limits.
 *
 * Counters live in Redis when REDIS_URL is set (shared by several server processes), in memory otherwise. Each app
 * gets its own limiter (plugin below, registered by server/app.ts, decorates `app.rateLimiter`), so every test app
 * starts with empty counters (in Redis too: under NODE_ENV=test each app has its own key prefix). If Redis is
 * unreachable, counting falls back to memory for that attempt: a broken cache never turns a
 * sign-in into a 5xx.
 */
import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { ApiError } from "./api-error.ts";

export const RATE_LIMIT_ACTIONS = [
  "login", "register", "reset_request", "reset_confirm", "otp_request", "otp_verify", "social_token", "staff_login",
  "stock_notify",
] as const;
export type RateLimitAction = (typeof RATE_LIMIT_ACTIONS)[number];
export type Limit = { max: number; windowSeconds: number };
export type ActionLimits = { ip: Limit; account: Limit };
export type RateLimits = Record<RateLimitAction, ActionLimits>;

const M15 = 15 * 60;
const H1 = 60 * 60;

/**
 * Per account they stop guessing one member's password or code; per IP they stop one machine from trying many
 * accounts, yet leave room for a household or office behind one address.
 */
export const DEFAULT_LIMITS: RateLimits = {
  login: { ip: { max: 100, windowSeconds: M15 }, account: { max: 10, windowSeconds: M15 } },
  register: { ip: { max: 100, windowSeconds: H1 }, account: { max: 5, windowSeconds: M15 } },
  reset_request: { ip: { max: 30, windowSeconds: M15 }, account: { max: 5, windowSeconds: H1 } },
  reset_confirm: { ip: { max: 30, windowSeconds: M15 }, account: { max: 10, windowSeconds: M15 } },
  otp_request: { ip: { max: 30, windowSeconds: M15 }, account: { max: 10, windowSeconds: H1 } },
  otp_verify: { ip: { max: 60, windowSeconds: M15 }, account: { max: 20, windowSeconds: M15 } },
  social_token: { ip: { max: 60, windowSeconds: M15 }, account: { max: 30, windowSeconds: M15 } },
  // The support console's sign-in (decision 0150): as strict as the shop's.
  staff_login: { ip: { max: 100, windowSeconds: M15 }, account: { max: 10, windowSeconds: M15 } },
  // Back-in-stock requests mail a confirmation: one machine cannot use the shop to mail many strangers.
  stock_notify: { ip: { max: 20, windowSeconds: H1 }, account: { max: 5, windowSeconds: H1 } },
};

type Logger = { warn: (obj: object, msg: string) => void };

export class RateLimitConfigError extends Error {}

/** DEFAULT_LIMITS with the overrides of a RATE_LIMITS string applied. Throws on a malformed entry. */
export function parseRateLimits(spec: string, base: RateLimits = DEFAULT_LIMITS): RateLimits {
  const limits = structuredClone(base);
  for (const part of spec.split(",").map((p) => p.trim()).filter(Boolean)) {
    const match = /^([a-z_]+)\.(ip|account)=(\d{1,7})\/(\d{1,7})$/.exec(part);
    const action = match?.[1] as RateLimitAction | undefined;
    if (!match || !action || !RATE_LIMIT_ACTIONS.includes(action) || Number(match[4]) < 1) {
      throw new RateLimitConfigError(`RATE_LIMITS: cannot read "${part}" (want action.ip=max/seconds)`);
    }
    limits[action][match[2] as "ip" | "account"] = { max: Number(match[3]), windowSeconds: Number(match[4]) };
  }
  return limits;
}

/** One fixed-window hit: the count in the current window (this hit included) and the ms until it resets. */
export type Hit = { count: number; resetInMs: number };

export interface CounterStore {
  hit(key: string, windowMs: number, now: number): Promise<Hit>;
  close(): Promise<void>;
}

/** Counters in this process. Expired windows are swept now and then so the map stays small. */
export class MemoryStore implements CounterStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private lastSweep = 0;

  async hit(key: string, windowMs: number, now: number): Promise<Hit> {
    this.sweep(now);
    let entry = this.windows.get(key);
    if (!entry || entry.resetAt <= now) {
      entry = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, entry);
    }
    entry.count += 1;
    return { count: entry.count, resetInMs: entry.resetAt - now };
  }

  private sweep(now: number): void {
    if (now - this.lastSweep < 60_000 && this.windows.size < 10_000) return;
    this.lastSweep = now;
    for (const [key, entry] of this.windows) if (entry.resetAt <= now) this.windows.delete(key);
  }

  async close(): Promise<void> {
    this.windows.clear();
  }
}

// INCR, and start the window on the first hit (or if the key somehow lost its expiry); answer count and ms left.
const HIT_SCRIPT = `
local c = redis.call('INCR', KEYS[1])
local t = redis.call('PTTL', KEYS[1])
if t < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); t = tonumber(ARGV[1]) end
return {c, t}`;

/** How long the first counted attempt waits for Redis to connect before counting in memory instead. */
const REDIS_FIRST_CONNECT_MS = 2_000;

/**
 * Counters in Redis, one atomic script per hit. Commands fail fast while disconnected (no offline queue) and the
 * limiter then counts in memory; the client keeps reconnecting in the background.
 */
export class RedisStore implements CounterStore {
  private client: Awaited<ReturnType<typeof connectRedis>> | undefined;
  private readonly url: string;
  private readonly log: Logger | undefined;
  private firstConnect: Promise<unknown> | undefined;

  constructor(url: string, log?: Logger) {
    this.url = url;
    this.log = log;
  }

  async hit(key: string, windowMs: number): Promise<Hit> {
    this.firstConnect ??= connectRedis(this.url, this.log).then((client) => {
      this.client = client;
      return Promise.race([
        client.connect().catch((err: unknown) => this.log?.warn({ err }, "rate limit: redis connect failed")),
        new Promise((resolve) => setTimeout(resolve, REDIS_FIRST_CONNECT_MS).unref()),
      ]);
    });
    await this.firstConnect;
    const client = this.client;
    if (!client?.isReady) throw new Error("redis is not connected");
    const reply = (await client.eval(HIT_SCRIPT, { keys: [key], arguments: [String(windowMs)] })) as [number, number];
    return { count: Number(reply[0]), resetInMs: Number(reply[1]) };
  }

  async close(): Promise<void> {
    if (!this.firstConnect) return;
    await this.firstConnect;
    const client = this.client;
    if (client?.isReady) await client.close().catch(() => client.destroy());
    else if (client?.isOpen) client.destroy();
  }
}

/** The Redis client, loaded only by a shop that counts in Redis (REDIS_URL): memory a single shop never needs. */
async function connectRedis(url: string, log: Logger | undefined) {
  const { createClient } = await import("redis");
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: 2_000, reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 5_000) },
  });
  client.on("error", (err: unknown) => log?.warn({ err }, "rate limit: redis error"));
  return client;
}

/** Account keys are hashed: e-mail addresses never sit in Redis or in memory dumps in clear. */
function accountHash(accountKey: string | number): string {
  return createHash("sha256").update(String(accountKey).trim().toLowerCase()).digest("base64url").slice(0, 22);
}

export class RateLimiter {
  private readonly fallback = new MemoryStore();
  readonly limits: RateLimits;
  private readonly store: CounterStore;
  private readonly log: Logger | undefined;
  private readonly prefix: string;

  constructor(limits: RateLimits, store: CounterStore = new MemoryStore(), log?: Logger, prefix = "rl:") {
    this.limits = limits;
    this.store = store;
    this.log = log;
    this.prefix = prefix;
  }

  private async hit(key: string, windowMs: number, now: number): Promise<Hit> {
    try {
      return await this.store.hit(key, windowMs, now);
    } catch (err) {
      this.log?.warn({ err }, "rate limit store failed; counting in memory");
      return this.fallback.hit(key, windowMs, now);
    }
  }

  /** Counts one attempt; throws 429 rate_limited (with retry_after seconds) when a window is full. */
  async check(action: RateLimitAction, ip: string, accountKey?: string | number | null,
    now = Date.now()): Promise<void> {
    const limits = this.limits[action];
    const checks: { key: string; limit: Limit }[] = [{ key: `${this.prefix}${action}:ip:${ip}`, limit: limits.ip }];
    if (accountKey !== undefined && accountKey !== null && String(accountKey) !== "") {
      checks.push({ key: `${this.prefix}${action}:acct:${accountHash(accountKey)}`, limit: limits.account });
    }
    let retryAfter = 0;
    for (const { key, limit } of checks) {
      const hit = await this.hit(key, limit.windowSeconds * 1000, now);
      if (hit.count > limit.max) retryAfter = Math.max(retryAfter, Math.max(1, Math.ceil(hit.resetInMs / 1000)));
    }
    if (retryAfter > 0) throw new ApiError(429, "rate_limited", undefined, { retry_after: retryAfter });
  }

  async close(): Promise<void> {
    await this.store.close();
    await this.fallback.close();
  }
}

/** A limiter from env values: Redis when REDIS_URL is set, memory otherwise; counters under RATE_LIMIT_PREFIX. */
export function createRateLimiter(
  env: { REDIS_URL?: string; RATE_LIMITS?: string; RATE_LIMIT_PREFIX?: string },
  log?: Logger,
): RateLimiter {
  const limits = parseRateLimits(env.RATE_LIMITS ?? "");
  const store = env.REDIS_URL ? new RedisStore(env.REDIS_URL, log) : new MemoryStore();
  return new RateLimiter(limits, store, log, env.RATE_LIMIT_PREFIX ?? "rl:");
}

declare module "fastify" {
  interface FastifyInstance {
    /** This app's limiter (decorated by the plugin at the end of this file). */
    rateLimiter: RateLimiter;
  }
}

let processLimiter: RateLimiter | undefined;

/** The app's limiter; a process-wide in-memory one if the app has none (never the case once the app is built). */
export function limiterOf(app: FastifyInstance): RateLimiter {
  if (app.hasDecorator("rateLimiter")) return app.rateLimiter;
  processLimiter ??= new RateLimiter(DEFAULT_LIMITS);
  return processLimiter;
}

/**
 * Counts one `action` attempt for the request's IP and, when given, for `accountKey` (e-mail or member id). Throws
 * 429 rate_limited with `retry_after` (and the Retry-After header) when a limit is exceeded.
 */
export async function rateLimit(
  request: FastifyRequest, action: RateLimitAction, accountKey?: string | number | null,
): Promise<void> {
  await limiterOf(request.server).check(action, request.ip, accountKey);
}

/** Decorates the app with its own limiter (from env) and closes it with the app. */
export default fp<{ env: { REDIS_URL?: string; RATE_LIMITS?: string; RATE_LIMIT_PREFIX?: string } }>(async (app,
  opts) => {
  const limiter = createRateLimiter(opts.env, app.log);
  app.decorate("rateLimiter", limiter);
  app.addHook("onClose", async () => limiter.close());
}, { name: "rate-limit" });
