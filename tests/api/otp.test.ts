// Phone verification (spec §4): codes go out through the SMS outbox (read back here), are stored hashed, expire,
// count wrong attempts down to a lock, respect the resend cooldown and the per-account rate limit, and a phone
// verified by one member cannot be verified by another.
import { createHash } from "node:crypto";
import { join } from "node:path";
import { tmpdir } from "node:os";
import { sql } from "drizzle-orm";
import { is } from "superstruct";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OTP_MAX_ATTEMPTS, OTP_RESEND_SECONDS, OtpChallengeResponse, UserResponse,
  type OtpChallenge } from "#contract/user.ts";
import { buildApp } from "#server/app.ts";
import { queryRows } from "#db/database.ts";
import { listOutbox } from "#db/repositories/outbox.ts";
import { startApp, testEnv, type TestApp } from "./harness.ts";
import { createTestMember, type TestMember } from "./members.ts";
import { as } from "./user-fixtures.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(async () => {
  await t.close();
});

let phoneCounter = 0;
/** A distinct valid Thai mobile per call, as typed and as E.164. */
function nextPhone(): { number: string; e164: string } {
  const tail = String(1000000 + ((process.pid * 7 + ++phoneCounter) % 8999999)).slice(-7);
  return { number: `089${tail}`, e164: `+6689${tail}` };
}

async function withPhone(app: TestApp = t, phone = nextPhone()): Promise<TestMember & { e164: string }> {
  const m = await createTestMember(app.app);
  const reply = await as(app, m.auth, "POST", "/api/user/phone",
    { phone: { country_code: "TH", number: phone.number } });
  expect(reply.status).toBe(200);
  return { ...m, e164: phone.e164 };
}

/** The newest SMS to a number and the code in it. */
async function lastSms(app: TestApp, e164: string): Promise<{ body: string; code: string; count: number }> {
  const rows = await listOutbox(app.app.db, { to: e164 });
  const sms = rows.filter((r) => r.kind === "sms");
  const body = sms[0]?.body ?? "";
  return { body, code: /\b(\d{6})\b/.exec(body)?.[1] ?? "", count: sms.length };
}

/** Lets the member ask for another code at once (the cooldown has passed). */
async function pastCooldown(app: TestApp, memberId: number): Promise<void> {
  await app.db.db.execute(
    sql`UPDATE otp_codes SET created_at = created_at - make_interval(secs => ${OTP_RESEND_SECONDS + 1})
      WHERE member_id = ${memberId}`);
}

/** Asks for a code with the empty JSON object the browser sends (a body-less POST is covered below too). */
const request = (app: TestApp, m: TestMember, locale: "en" | "th" = "en") =>
  as(app, m.auth, "POST", "/api/user/otp/phone/request", {}, locale);
const verify = (app: TestApp, m: TestMember, code: string, locale: "en" | "th" = "en") =>
  as(app, m.auth, "POST", "/api/user/otp/phone/verify", { code }, locale);
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("requesting a code", () => {
  it("sends a six-digit code by SMS in the shopper's language, stores only a hash, and answers the challenge",
    async () => {
    const m = await withPhone();
    const before = Date.now();
    const reply = await request(t, m);
    expect(reply.status).toBe(200);
    expect(is(reply.body, OtpChallengeResponse)).toBe(true);
    const challenge = reply.body.data as OtpChallenge;
    expect(challenge.attempts_left).toBe(OTP_MAX_ATTEMPTS);
    expect(challenge.phone).toMatch(/^089 \d{3} \d{4}$/);
    const expires = Date.parse(challenge.expires_at) - before;
    expect(expires).toBeGreaterThan(9.9 * 60_000);
    expect(expires).toBeLessThan(10.1 * 60_000);
    expect(Date.parse(challenge.resend_at) - before).toBeGreaterThan((OTP_RESEND_SECONDS - 1) * 1000);

    const sms = await lastSms(t, m.e164);
    expect(sms.body).toBe(`SkinState code: ${sms.code}. It expires in 10 minutes.`);
    const [row] = await queryRows<{ code_hash: string }>(t.db.db,
      sql`SELECT code_hash FROM otp_codes WHERE member_id = ${m.id}`);
    expect(row?.code_hash).not.toContain(sms.code);
    expect(row?.code_hash).not.toBe(createHash("sha256").update(sms.code).digest("hex"));
    expect(row?.code_hash).not.toBe(createHash("sha256").update(`${m.id}${sms.code}`).digest("hex"));

    const th = await withPhone();
    expect((await as(t, th.auth, "POST", "/api/user/otp/phone/request", undefined, "th")).status).toBe(200);
    const thSms = await lastSms(t, th.e164);
    expect(thSms.body).toMatch(/[\u0E00-\u0E7F]/);
    expect(thSms.code).toMatch(/^\d{6}$/);
  });

  it("answers 400 phone_required for a member without a phone", async () => {
    const m = await createTestMember(t.app);
    const reply = await request(t, m, "th");
    expect(reply.status).toBe(400);
    expect(reply.body.code).toBe("phone_required");
    expect(reply.body.message).toMatch(/[\u0E00-\u0E7F]/);
    const [row] = await queryRows<{ n: number }>(t.db.db,
      sql`SELECT count(*)::int AS n FROM otp_codes WHERE member_id = ${m.id}`);
    expect(Number(row?.n)).toBe(0);
  });

  it("holds a resend cooldown (429 otp_cooldown with retry_after) and then sends a new code that replaces the old",
    async () => {
    const m = await withPhone();
    expect((await request(t, m)).status).toBe(200);
    const first = await lastSms(t, m.e164);
    const again = await request(t, m);
    expect(again.status).toBe(429);
    expect(again.body.code).toBe("otp_cooldown");
    expect(again.body.retry_after).toBeGreaterThan(0);
    expect(again.body.retry_after).toBeLessThanOrEqual(OTP_RESEND_SECONDS);
    expect(again.headers["retry-after"]).toBe(String(again.body.retry_after));
    expect((await lastSms(t, m.e164)).count).toBe(1);

    await pastCooldown(t, m.id);
    expect((await request(t, m)).status).toBe(200);
    const second = await lastSms(t, m.e164);
    expect(second.count).toBe(2);
    if (second.code !== first.code) {
      const old = await verify(t, m, first.code);
      expect(old.status).toBe(422);
      expect(old.body.code).toBe("otp_invalid");
    }
    const ok = await verify(t, m, second.code);
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ phone_verified: true });
  });

  it("refuses a number another member already verified: 409 phone_taken, no SMS", async () => {
    const phone = nextPhone();
    const a = await withPhone(t, phone);
    await request(t, a);
    expect((await verify(t, a, (await lastSms(t, a.e164)).code)).status).toBe(200);
    const b = await withPhone(t, phone);
    const reply = await request(t, b, "th");
    expect(reply.status).toBe(409);
    expect(reply.body.code).toBe("phone_taken");
    expect(reply.body.message).toMatch(/[\u0E00-\u0E7F]/);
    expect((await lastSms(t, phone.e164)).count).toBe(1);
  });
});

describe("verifying a code", () => {
  it("verifies the phone with the code from the SMS and uses the code up", async () => {
    const m = await withPhone();
    await request(t, m);
    const { code } = await lastSms(t, m.e164);
    const reply = await verify(t, m, code);
    expect(reply.status).toBe(200);
    expect(is(reply.body, UserResponse)).toBe(true);
    expect(reply.body.data).toMatchObject({ phone_verified: true, phone: { e164: m.e164 } });
    expect((await as(t, m.auth, "GET", "/api/user/me")).body.data).toMatchObject({ phone_verified: true });
    const reused = await verify(t, m, code);
    expect(reused.status).toBe(400);
    expect(reused.body.code).toBe("otp_not_requested");
  });

  it("counts wrong codes down with attempts_left, then locks the code even for the right one", async () => {
    const m = await withPhone();
    await request(t, m);
    const { code } = await lastSms(t, m.e164);
    for (let left = OTP_MAX_ATTEMPTS - 1; left >= 0; left--) {
      const reply = await verify(t, m, wrongCode(code), left % 2 ? "th" : "en");
      expect(reply.status).toBe(422);
      expect(reply.body.code).toBe("otp_invalid");
      expect(reply.body.attempts_left).toBe(left);
      expect(reply.body.errors?.code?.[0]).toBe(reply.body.message);
      if (left % 2) expect(reply.body.message).toMatch(/[\u0E00-\u0E7F]/);
    }
    const locked = await verify(t, m, code);
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe("otp_locked");
    expect((await as(t, m.auth, "GET", "/api/user/me")).body.data).toMatchObject({ phone_verified: false });
    // A new code (after the cooldown) starts over.
    await pastCooldown(t, m.id);
    expect((await request(t, m)).status).toBe(200);
    expect((await verify(t, m, (await lastSms(t, m.e164)).code)).status).toBe(200);
  });

  it("answers 400 otp_expired once the code's time is up, and the phone stays unverified", async () => {
    const m = await withPhone();
    await request(t, m);
    const { code } = await lastSms(t, m.e164);
    await t.db.db.execute(sql`UPDATE otp_codes SET expires_at = now() - interval '1 second' WHERE member_id = ${m.id}`);
    const reply = await verify(t, m, code, "th");
    expect(reply.status).toBe(400);
    expect(reply.body.code).toBe("otp_expired");
    expect(reply.body.message).toMatch(/[\u0E00-\u0E7F]/);
    expect((await as(t, m.auth, "GET", "/api/user/me")).body.data).toMatchObject({ phone_verified: false });
  });

  it("answers 400 otp_not_requested without a code, and after the phone changed", async () => {
    const m = await withPhone();
    const none = await verify(t, m, "123456");
    expect(none.status).toBe(400);
    expect(none.body.code).toBe("otp_not_requested");
    await request(t, m);
    const { code } = await lastSms(t, m.e164);
    await as(t, m.auth, "POST", "/api/user/phone", { phone: { country_code: "TH", number: nextPhone().number } });
    const changed = await verify(t, m, code);
    expect(changed.status).toBe(400);
    expect(changed.body.code).toBe("otp_not_requested");
    expect((await as(t, m.auth, "GET", "/api/user/me")).body.data).toMatchObject({ phone_verified: false });
  });

  it("refuses codes that are not six digits with a field message, costing no attempt", async () => {
    const m = await withPhone();
    await request(t, m);
    for (const code of ["", "12345", "1234567", "12345a", 123456, null]) {
      const reply = await as(t, m.auth, "POST", "/api/user/otp/phone/verify", { code }, "th");
      expect(reply.status, String(code)).toBe(400);
      expect(reply.body.code).toBe("validation_failed");
      expect(reply.body.errors?.code?.[0]).toMatch(/[\u0E00-\u0E7F]/);
    }
    const [row] = await queryRows<{ attempts: number }>(t.db.db,
      sql`SELECT attempts FROM otp_codes WHERE member_id = ${m.id}`);
    expect(Number(row?.attempts)).toBe(0);
  });

  it("refuses the right code with 409 phone_taken when another member verified the number meanwhile", async () => {
    const phone = nextPhone();
    const a = await withPhone(t, phone);
    const b = await withPhone(t, phone);
    await request(t, b);
    const bCode = (await lastSms(t, phone.e164)).code;
    await pastCooldown(t, a.id);
    await request(t, a);
    expect((await verify(t, a, (await lastSms(t, phone.e164)).code)).status).toBe(200);
    const reply = await verify(t, b, bCode);
    expect(reply.status).toBe(409);
    expect(reply.body.code).toBe("phone_taken");
    expect((await as(t, b.auth, "GET", "/api/user/me")).body.data).toMatchObject({ phone_verified: false });
  });
});

describe("parallel checks", () => {
  it("parallel wrong codes each cost one attempt (never more tries than allowed), and a right code verifies once",
    async () => {
    const m = await withPhone();
    await request(t, m);
    const { code } = await lastSms(t, m.e164);
    const replies = await Promise.all(Array.from({ length: OTP_MAX_ATTEMPTS + 2 },
      () => verify(t, m, wrongCode(code))));
    const invalid = replies.filter((r) => r.body.code === "otp_invalid");
    expect(invalid).toHaveLength(OTP_MAX_ATTEMPTS);
    expect(invalid.map((r) => r.body.attempts_left).sort()).toEqual([0, 1, 2, 3, 4]);
    expect(replies.filter((r) => r.body.code === "otp_locked")).toHaveLength(2);

    const n = await withPhone();
    await request(t, n);
    const right = (await lastSms(t, n.e164)).code;
    const both = await Promise.all([verify(t, n, right), verify(t, n, right)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(both.find((r) => r.status === 400)?.body.code).toBe("otp_not_requested");
  });
});

describe("rate limits on OTP", () => {
  it("limits code requests and checks per account with a 429 rate_limited and retry_after", async () => {
    // A second app with tiny limits on the same database (the app does not close a database it was given).
    const app = await buildApp({
      env: testEnv({ RATE_LIMITS: "otp_request.account=2/3600,otp_verify.account=3/900" }), db: t.db,
      clientDir: join(tmpdir(), "skinstate-no-client"),
    });
    const small: TestApp = { app, db: t.db, close: () => app.close() };
    try {
      const m = await withPhone(small);
      expect((await request(small, m)).status).toBe(200);
      expect((await request(small, m)).body.code).toBe("otp_cooldown");
      await pastCooldown(small, m.id);
      const limited = await request(small, m, "th");
      expect(limited.status).toBe(429);
      expect(limited.body.code).toBe("rate_limited");
      expect(limited.body.retry_after).toBeGreaterThan(0);
      expect(limited.body.message).toMatch(/[\u0E00-\u0E7F]/);

      const { code } = await lastSms(small, m.e164);
      for (let i = 0; i < 3; i++) expect((await verify(small, m, wrongCode(code))).status).toBe(422);
      const tooMany = await verify(small, m, code);
      expect(tooMany.status).toBe(429);
      expect(tooMany.body.code).toBe("rate_limited");
      // Another member is not held back by m's limit.
      const other = await withPhone(small);
      expect((await request(small, other)).status).toBe(200);
    } finally {
      await small.close();
    }
  });
});
