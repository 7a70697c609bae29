// Rate limits: per account and per IP, a clear 429 with retry_after and Retry-After, counters per app,
// in memory or (with REDIS_URL, e.g. redis://127.0.0.1:6379) in Redis; an unreachable Redis never causes a 5xx.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#server/app.ts";
import {
  createRateLimiter, DEFAULT_LIMITS, MemoryStore, parseRateLimits, RateLimitConfigError, RateLimiter, RedisStore,
} from "#plugins/rate-limit.ts";
import { ApiError } from "#plugins/api-error.ts";
import { api, STRONG, uniqueEmail } from "./auth-helpers.ts";
import { seededDatabase, testEnv, type TestApp } from "./harness.ts";
import { createTestMember } from "./members.ts";

const REDIS_URL = process.env.REDIS_URL ?? "";
/** IPs unique to this run: Redis counters outlive a run, memory ones do not. */
const RUN = Math.floor(Math.random() * 250) + 1;
const ip = (n: string) => `10.${RUN}.${n}`;

let t: TestApp;
beforeAll(async () => {
  const db = await seededDatabase();
  const app = await buildApp({
    env: testEnv({
      RATE_LIMITS:
        "login.account=3/900,login.ip=6/900,register.ip=2/600,reset_request.account=1/3600,reset_confirm.ip=2/900",
      ...(REDIS_URL ? { REDIS_URL } : {}),
    }),
    db, clientDir: "/nonexistent",
  });
  t = { app, db, close: async () => { await app.close(); await db.close(); } };
});
afterAll(async () => {
  await t.close();
});

const login = (email: string, password: string, ip: string, locale: "en" | "th" = "en") =>
  api(t, "POST", "/api/auth/login", { body: { email, password }, ip, locale });

describe("login limits", () => {
  it(
    "after 3 tries on one account answers 429 rate_limited with retry_after and Retry-After, even for the right "
      + "password", async () => {
    const m = await createTestMember(t.app);
    for (let i = 0; i < 3; i++) expect((await login(m.email, "Wrong#pass1", ip("0.1"))).status).toBe(401);
    const limited = await login(m.email, m.password, ip("0.2"));
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe("rate_limited");
    expect(limited.body.message).toBe("Too many requests. Please wait a moment and try again.");
    expect(limited.body.retry_after).toBeGreaterThan(890);
    expect(limited.body.retry_after).toBeLessThanOrEqual(900);
    expect(limited.headers["retry-after"]).toBe(String(limited.body.retry_after));
    const thai = await login(m.email.toUpperCase(), m.password, ip("0.3"), "th");
    expect(thai.status).toBe(429);
    expect(thai.body.message).toMatch(/[\u0E00-\u0E7F]/);
    // Another account is not affected.
    const other = await createTestMember(t.app);
    expect((await login(other.email, other.password, ip("0.4"))).status).toBe(200);
  });

  it("after 6 tries from one IP over many accounts answers 429 for any account from that IP only", async () => {
    for (let i = 0; i < 6; i++) expect((await login(uniqueEmail("spray"), "Wrong#pass1", ip("1.1"))).status).toBe(401);
    const m = await createTestMember(t.app);
    expect((await login(m.email, m.password, ip("1.1"))).status).toBe(429);
    expect((await login(m.email, m.password, ip("1.2"))).status).toBe(200);
  });
});

describe("register and reset limits", () => {
  it("register: the third sign-up from one IP within the window is refused and creates nothing", async () => {
    const from = ip("2.1");
    for (let i = 0; i < 2; i++) {
      expect((await api(t, "POST", "/api/auth/register", { body:
        { email: uniqueEmail(), password: STRONG, password_confirmation: STRONG }, ip: from })).status).toBe(201);
    }
    const email = uniqueEmail();
    const third = await api(t, "POST", "/api/auth/register",
      { body: { email, password: STRONG, password_confirmation: STRONG }, ip: from });
    expect(third.status).toBe(429);
    expect((await login(email, STRONG, ip("2.9"))).status).toBe(401);
  });

  it("reset request: one mail per account per hour; unknown e-mails are limited the same way (nothing leaks)",
    async () => {
    const m = await createTestMember(t.app);
    const ghost = uniqueEmail("ghost");
    for (const email of [m.email, ghost]) {
      expect((await api(t, "POST", "/api/auth/reset-password/request", { body: { email }, ip: ip("3.1") })).status)
        .toBe(200);
      const second = await api(t, "POST", "/api/auth/reset-password/request", { body: { email }, ip: ip("3.2") });
      expect(second.status).toBe(429);
      expect(second.body.retry_after).toBeGreaterThan(3500);
    }
  });

  it("reset confirm: guessing tokens from one IP stops after 2 tries", async () => {
    const m = await createTestMember(t.app);
    const body = { email: m.email, token: "x".repeat(43), password: STRONG, password_confirmation: STRONG };
    for (let i = 0; i < 2; i++) expect((await api(t, "POST", "/api/auth/reset-password/reset",
      { body, ip: ip("4.1") })).status).toBe(400);
    expect((await api(t, "POST", "/api/auth/reset-password/reset", { body, ip: ip("4.1") })).status).toBe(429);
  });
});

describe("the limiter", () => {
  it("opens again when the window has passed (fixed windows, counted per key)", async () => {
    const limiter = new RateLimiter(parseRateLimits("otp_verify.account=2/60,otp_verify.ip=100/60"), new MemoryStore());
    const now = 1_000_000;
    await limiter.check("otp_verify", "1.1.1.1", 7, now);
    await limiter.check("otp_verify", "1.1.1.1", 7, now + 1_000);
    const refused = await limiter.check("otp_verify", "1.1.1.1", 7, now + 2_000).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).extra.retry_after).toBe(58);
    await limiter.check("otp_verify", "1.1.1.1", 8, now + 2_000); // another member
    await limiter.check("otp_verify", "1.1.1.1", 7, now + 60_001); // next window
  });

  it("reads RATE_LIMITS overrides and refuses a malformed one", () => {
    const limits = parseRateLimits("otp_request.account=2/60, login.ip=5/30");
    expect(limits.otp_request.account).toEqual({ max: 2, windowSeconds: 60 });
    expect(limits.login.ip).toEqual({ max: 5, windowSeconds: 30 });
    expect(limits.login.account).toEqual(DEFAULT_LIMITS.login.account);
    expect(() => parseRateLimits("login.everyone=1/1")).toThrow(RateLimitConfigError);
    expect(() => parseRateLimits("logins.ip=1/1")).toThrow(RateLimitConfigError);
  });

  it("counts in memory when Redis cannot be reached, instead of failing the request", async () => {
    const limiter = createRateLimiter({ REDIS_URL: "redis://127.0.0.1:1", RATE_LIMITS: "login.account=1/60" });
    try {
      await limiter.check("login", "1.2.3.4", "a@example.com");
      await expect(limiter.check("login", "1.2.3.4", "a@example.com")).rejects.toMatchObject({ code: "rate_limited" });
    } finally {
      await limiter.close();
    }
  });

  it("shares counters through one store between two limiters (two server processes; Redis when REDIS_URL is set)",
    async () => {
    const limits = parseRateLimits(`login.account=2/60`);
    const prefix = `rl-test-${process.pid}-${Date.now()}:`;
    const shared = new MemoryStore();
    const store = () => (REDIS_URL ? new RedisStore(REDIS_URL) : shared);
    const a = new RateLimiter(limits, store(), undefined, prefix);
    const b = new RateLimiter(limits, store(), undefined, prefix);
    try {
      await a.check("login", "9.9.9.9", "shared@example.com");
      await b.check("login", "9.9.9.8", "shared@example.com");
      const refused = await a.check("login", "9.9.9.7", "shared@example.com").catch((e: unknown) => e);
      expect((refused as ApiError).code).toBe("rate_limited");
      expect((refused as ApiError).extra.retry_after).toBeLessThanOrEqual(60);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
