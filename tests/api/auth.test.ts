// Sign-up, sign-in, sign-out and password reset (spec §7 Authentication): answers a shopper notices,
// bad input that changes nothing, and reset links read from the outbox.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "#db/database.ts";
import { enqueue } from "#db/repositories/outbox.ts";
import { api, authOf, outboxFor, resetLinkFor, STRONG, uniqueEmail } from "./auth-helpers.ts";
import { startApp, type TestApp } from "./harness.ts";
import { createTestMember } from "./members.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(async () => {
  await t.close();
});

const DAY = 86_400_000;
const hoursFromNow = (iso: string) => (new Date(iso).getTime() - Date.now()) / 3_600_000;

async function memberCount(email: string): Promise<number> {
  const [row] =
    await queryRows<{ n: number }>(t.db.db, sql`SELECT count(*)::int AS n FROM members WHERE email = ${email}`);
  return Number(row?.n ?? 0);
}

describe("register", () => {
  it("creates a member, answers 201 with a bearer token for 24 h, and the token opens /api/user/me", async () => {
    const email = uniqueEmail();
    const auth = authOf(await api(t, "POST", "/api/auth/register", {
      body: { email: `  ${email.toUpperCase()} `, password: STRONG, password_confirmation: STRONG },
    }), 201);
    expect(auth.token_type).toBe("Bearer");
    expect(auth.data.email).toBe(email);
    expect(auth.data.has_password).toBe(true);
    expect(auth.cart_id).toBeNull();
    expect(hoursFromNow(auth.expires_at)).toBeGreaterThan(23);
    expect(hoursFromNow(auth.expires_at)).toBeLessThanOrEqual(24);
    const me = await api(t, "GET", "/api/user/me", { token: auth.token });
    expect(me.status).toBe(200);
    expect((me.body.data as { email: string }).email).toBe(email);
    // The password is stored as an argon2id hash, never as typed.
    const [row] = await queryRows<{ password_hash: string }>(t.db.db,
      sql`SELECT password_hash FROM members WHERE email = ${email}`);
    expect(row?.password_hash).toMatch(/^\$argon2id\$/);
  });

  it("refuses an e-mail already registered (any case) with 409 email_taken under the email field", async () => {
    const email = uniqueEmail();
    authOf(await api(t, "POST", "/api/auth/register", { body:
      { email, password: STRONG, password_confirmation: STRONG } }), 201);
    const again = await api(t, "POST", "/api/auth/register", {
      body: { email: email.toUpperCase(), password: STRONG, password_confirmation: STRONG },
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("email_taken");
    expect(again.body.errors?.email?.[0]).toMatch(/already registered/);
    expect(await memberCount(email)).toBe(1);
  });

  it("refuses a weak password with the policy under the password field, in the shopper's language", async () => {
    const email = uniqueEmail();
    const en = await api(t, "POST", "/api/auth/register",
      { body: { email, password: "password", password_confirmation: "password" } });
    expect(en.status).toBe(400);
    expect(en.body.code).toBe("validation_failed");
    expect(en.body.errors?.password).toEqual(
      ["Use at least 8 characters with three of: upper case, lower case, numbers, symbols."]);
    const th = await api(t, "POST", "/api/auth/register",
      { body: { email, password: "Ab1", password_confirmation: "Ab1" }, locale: "th" });
    expect(th.body.errors?.password?.[0]).toMatch(/อย่างน้อย 8 ตัวอักษร/);
    expect(await memberCount(email)).toBe(0);
  });

  it("refuses a mismatched confirmation under password_confirmation, and a bad e-mail under email", async () => {
    const email = uniqueEmail();
    const mismatch = await api(t, "POST", "/api/auth/register",
      { body: { email, password: STRONG, password_confirmation: `${STRONG}x` } });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.errors?.password_confirmation).toEqual(["The passwords do not match."]);
    const badEmail = await api(t, "POST", "/api/auth/register",
      { body: { email: "nok@", password: STRONG, password_confirmation: STRONG } });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.errors?.email).toEqual(["Please enter a valid email address."]);
    expect(await memberCount(email)).toBe(0);
  });
});

describe("login", () => {
  it("signs in with the right password: 24 h without remember, 30 days with it", async () => {
    const m = await createTestMember(t.app);
    const short = authOf(await api(t, "POST", "/api/auth/login", { body: { email: m.email, password: m.password } }));
    expect(short.data.id).toBe(m.id);
    expect(hoursFromNow(short.expires_at)).toBeLessThanOrEqual(24);
    const long = authOf(await api(t, "POST", "/api/auth/login",
      { body: { email: m.email.toUpperCase(), password: m.password, remember: true } }));
    expect(new Date(long.expires_at).getTime() - Date.now()).toBeGreaterThan(29.9 * DAY);
    expect(long.token).not.toBe(short.token);
    expect((await api(t, "GET", "/api/user/me", { token: long.token })).status).toBe(200);
  });

  it("answers the same 401 invalid_credentials for a wrong password and for an unknown e-mail", async () => {
    const m = await createTestMember(t.app);
    const wrong = await api(t, "POST", "/api/auth/login", { body: { email: m.email, password: "Wrong#pass1" } });
    const unknown = await api(t, "POST", "/api/auth/login",
      { body: { email: uniqueEmail("nobody"), password: "Wrong#pass1" } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ code: "invalid_credentials", message: "The email or password is incorrect." });
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body).not.toHaveProperty("token");
  });

  it("tells a Thai shopper in Thai", async () => {
    const m = await createTestMember(t.app);
    const wrong = await api(t, "POST", "/api/auth/login",
      { body: { email: m.email, password: "Wrong#pass1" }, locale: "th" });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe("อีเมลหรือรหัสผ่านไม่ถูกต้อง");
    const empty = await api(t, "POST", "/api/auth/login", { body: { email: m.email, password: "" }, locale: "th" });
    expect(empty.status).toBe(400);
    expect(empty.body.errors?.password?.[0]).toMatch(/[\u0E00-\u0E7F]/);
  });
});

describe("logout", () => {
  it("revokes the presented token: /api/user/me and a second logout then answer 401; other sessions stay", async () => {
    const m = await createTestMember(t.app);
    const other = authOf(await api(t, "POST", "/api/auth/login", { body: { email: m.email, password: m.password } }));
    const out = await api(t, "POST", "/api/auth/logout", { token: m.token });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ data: { ok: true } });
    expect((await api(t, "GET", "/api/user/me", { token: m.token })).status).toBe(401);
    const again = await api(t, "POST", "/api/auth/logout", { token: m.token });
    expect(again.status).toBe(401);
    expect(again.body.code).toBe("unauthorized");
    expect((await api(t, "GET", "/api/user/me", { token: other.token })).status).toBe(200);
  });

  it("answers 401 without a token", async () => {
    expect((await api(t, "POST", "/api/auth/logout")).status).toBe(401);
  });
});

describe("password reset", () => {
  it("answers the same for an unknown e-mail and mails nothing; for a member it mails a one-hour link", async () => {
    const m = await createTestMember(t.app);
    const unknownEmail = uniqueEmail("ghost");
    const unknown = await api(t, "POST", "/api/auth/reset-password/request", { body: { email: unknownEmail } });
    const known = await api(t, "POST", "/api/auth/reset-password/request", { body: { email: m.email } });
    expect(unknown.status).toBe(200);
    expect(known.status).toBe(unknown.status);
    expect(known.body).toEqual(unknown.body);
    expect(known.body.message).toMatch(/If an account exists/);
    expect(await outboxFor(t, unknownEmail)).toEqual([]);
    const [mail] = await outboxFor(t, m.email);
    expect(mail?.kind).toBe("mail");
    expect(mail?.subject).toBe("Reset your SkinState password");
    const link = await resetLinkFor(t, m.email);
    expect(link.pathname).toBe("/auth/reset-password");
    expect(link.searchParams.get("email")).toBe(m.email);
    expect(link.searchParams.get("token")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the hash is stored.
    const rows = await queryRows<{ token_hash: string }>(t.db.db, sql`
      SELECT token_hash FROM password_resets WHERE member_id = ${m.id}`);
    expect(rows.map((r) => r.token_hash)).not.toContain(link.searchParams.get("token"));
  });

  it("never builds the link from the request's Host header, and survives one that is no host name", async () => {
    const m = await createTestMember(t.app);
    const ok = await t.app.inject({ method: "POST", url: "/api/auth/reset-password/request",
      payload: { email: m.email }, headers: { host: "attacker.example:3000" } });
    expect(ok.statusCode).toBe(200);
    // No PUBLIC_URL and not listening yet: the address it is configured to listen on (tests/api/reset-link.test.ts).
    expect((await resetLinkFor(t, m.email)).origin).toBe("http://127.0.0.1:3000");
    const odd = await t.app.inject({ method: "POST", url: "/api/auth/reset-password/request",
      payload: { email: m.email }, headers: { host: "a b" } });
    expect(odd.statusCode).toBe(200);
  });

  it("mails a Thai member in Thai with a /th link", async () => {
    const email = uniqueEmail("thai");
    authOf(await api(t, "POST", "/api/auth/register", { body:
      { email, password: STRONG, password_confirmation: STRONG }, locale: "th" }), 201);
    const res = await api(t, "POST", "/api/auth/reset-password/request", { body: { email }, locale: "th" });
    expect(res.body.message).toMatch(/[\u0E00-\u0E7F]/);
    const [mail] = await outboxFor(t, email);
    expect(mail?.subject).toMatch(/ตั้งรหัสผ่านใหม่/);
    const link = await resetLinkFor(t, email);
    expect(link.pathname).toBe("/th/auth/reset-password");
  });

  it("sets the new password once, signs the member out everywhere, and refuses the link a second time", async () => {
    const m = await createTestMember(t.app);
    await api(t, "POST", "/api/auth/reset-password/request", { body: { email: m.email } });
    const link = await resetLinkFor(t, m.email);
    const token = link.searchParams.get("token") ?? "";
    const body = { email: m.email, token, password: STRONG, password_confirmation: STRONG };

    const weak = await api(t, "POST", "/api/auth/reset-password/reset",
      { body: { ...body, password: "short", password_confirmation: "short" } });
    expect(weak.status).toBe(400);
    expect(weak.body.errors?.password?.[0]).toMatch(/at least 8 characters/);

    const done = await api(t, "POST", "/api/auth/reset-password/reset", { body });
    expect(done.status).toBe(200);
    expect(done.body.message).toMatch(/password has been reset/);
    expect((await api(t, "GET", "/api/user/me", { token: m.token })).status).toBe(401);
    expect((await api(t, "POST", "/api/auth/login", { body: { email: m.email, password: m.password } })).status)
      .toBe(401);
    authOf(await api(t, "POST", "/api/auth/login", { body: { email: m.email, password: STRONG } }));

    const reused = await api(t, "POST", "/api/auth/reset-password/reset",
      { body: { ...body, password: "Another#Pass9", password_confirmation: "Another#Pass9" } });
    expect(reused.status).toBe(400);
    expect(reused.body.code).toBe("reset_token_invalid");
    expect(reused.body.message).toMatch(/expired or was already used/);
    authOf(await api(t, "POST", "/api/auth/login", { body: { email: m.email, password: STRONG } }));
  });

  it("refuses an expired token, a token for another e-mail, and an older link once a newer one was sent", async () => {
    const m = await createTestMember(t.app);
    const other = await createTestMember(t.app);
    await api(t, "POST", "/api/auth/reset-password/request", { body: { email: m.email } });
    const first = (await resetLinkFor(t, m.email)).searchParams.get("token") ?? "";
    await api(t, "POST", "/api/auth/reset-password/request", { body: { email: m.email } });
    const second = (await resetLinkFor(t, m.email)).searchParams.get("token") ?? "";
    expect(second).not.toBe(first);
    const reset = (email: string, token: string, locale: "en" | "th" = "en") =>
      api(t, "POST", "/api/auth/reset-password/reset", { body:
        { email, token, password: STRONG, password_confirmation: STRONG }, locale });

    expect((await reset(m.email, first)).body.code).toBe("reset_token_invalid");
    expect((await reset(other.email, second)).body.code).toBe("reset_token_invalid");
    await t.db.db.execute(
      sql`UPDATE password_resets SET expires_at = now() - interval '1 minute' WHERE member_id = ${m.id}`);
    const expired = await reset(m.email, second, "th");
    expect(expired.status).toBe(400);
    expect(expired.body.code).toBe("reset_token_invalid");
    expect(expired.body.message).toMatch(/[\u0E00-\u0E7F]/);
    // Nothing changed: the old password still works.
    authOf(await api(t, "POST", "/api/auth/login", { body: { email: m.email, password: m.password } }));
  });
});

describe("dev outbox", () => {
  it("answers JSON for one address, e-mail in any case and phones with or without an encoded plus", async () => {
    const m = await createTestMember(t.app);
    await api(t, "POST", "/api/auth/reset-password/request", { body: { email: m.email } });
    const mails = await outboxFor(t, m.email.toUpperCase());
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: "mail", to: m.email, subject: "Reset your SkinState password" });
    expect(Date.parse(mails[0]?.created_at ?? "")).not.toBeNaN();
    const phone = `+6681${String(Date.now()).slice(-7)}`;
    await enqueue(t.db.db, { kind: "sms", to: phone, subject: "", body: "SkinState code 123456" });
    for (const query of [encodeURIComponent(phone), phone]) {
      const res = await api(t, "GET", `/dev/outbox.json?to=${query}`);
      expect(res.body.data).toEqual([expect.objectContaining({ kind: "sms", to: phone,
        body: "SkinState code 123456" })]);
    }
  });

  it("lists mails newest first as HTML with clickable links", async () => {
    const m = await createTestMember(t.app);
    await api(t, "POST", "/api/auth/reset-password/request", { body: { email: m.email } });
    const res = await t.app.inject({ method: "GET", url: "/dev/outbox" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/text\/html/);
    expect(res.body).toContain(`<a href="http://127.0.0.1:3000/auth/reset-password?token=`);
    expect(res.body).toContain(m.email);
  });
});
