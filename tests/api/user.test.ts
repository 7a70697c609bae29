// /api/user: the member's own profile, password, phone, points and account deletion, plus the 401 cases for every
// member route (no token, garbage, revoked, expired).
import { eq, sql } from "drizzle-orm";
import { is } from "superstruct";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MeResponse } from "#contract/auth.ts";
import { OkResponse, PointsResponse, UserResponse } from "#contract/user.ts";
import { appendPoints } from "#db/repositories/membership/ledger.ts";
import { queryRows } from "#db/database.ts";
import { issueToken, revokeToken } from "#db/repositories/member/tokens.ts";
import { isUniqueViolation } from "#db/database.ts";
import { toUser } from "#db/repositories/member/user-view.ts";
import { members } from "#db/schema/index.ts";
import { startApp, type TestApp } from "./harness.ts";
import { createTestMember, TEST_PASSWORD, type TestMember } from "./members.ts";
import { addressInput, as, countWhere, geoChain } from "./user-fixtures.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(async () => {
  await t.close();
});

const me = async (m: TestMember) => {
  const reply = await as(t, m.auth, "GET", "/api/user/me");
  expect(reply.status).toBe(200);
  return reply.body.data as Record<string, unknown>;
};

describe("GET /api/user/me", () => {
  it("answers the signed-in member as the contract User, without any password material", async () => {
    const m = await createTestMember(t.app, { firstName: "Ploy" });
    const reply = await as(t, m.auth, "GET", "/api/user/me");
    expect(reply.status).toBe(200);
    expect(is(reply.body, MeResponse)).toBe(true);
    expect(reply.body.data).toMatchObject({
      id: m.id, email: m.email, first_name: "Ploy", last_name: "Tester", phone: null, phone_verified: false,
      birth_date: null, birthday: false, points: 0, member_status: "member", exclusive_until: null, has_password: true,
    });
    expect(JSON.stringify(reply.body)).not.toMatch(/argon2|password_hash/);
  });
});

describe("user view (loadUser)", () => {
  it("says birthday during the birth month in Bangkok, and exclusive only until exclusive_until", () => {
    const base = {
      id: 1, email: "a@b.co", passwordHash: null, firstName: "A", lastName: "B", birthDate: "1990-12-05",
      phoneE164: "+66812345678", phoneCountry: "TH", phoneVerifiedAt: new Date(), points: 5,
      memberStatus: "exclusive" as const,
      exclusiveUntil: new Date("2026-12-31T00:00:00Z"), locale: "en" as const,
      createdAt: new Date("2026-01-01T00:00:00Z"),
      updatedAt: new Date(),
    };
    // 30 Nov 17:30 UTC is already 1 Dec in Bangkok.
    expect(toUser(base, new Date("2026-11-30T17:30:00Z")).birthday).toBe(true);
    expect(toUser(base, new Date("2026-11-30T16:30:00Z")).birthday).toBe(false);
    const user = toUser(base, new Date("2026-11-30T16:30:00Z"));
    expect(user).toMatchObject({
      has_password: false, phone_verified: true, member_status: "exclusive",
      phone: { country_code: "TH", national_number: "812345678", e164: "+66812345678", formatted: "081 234 5678" },
    });
    expect(toUser(base, new Date("2027-01-02T00:00:00Z"))).toMatchObject({ member_status: "member",
      exclusive_until: null });
  });
});

describe("POST /api/user (edit profile)", () => {
  it("saves names, birth date and e-mail (trimmed, lower-cased) and answers the new User", async () => {
    const m = await createTestMember(t.app);
    const newEmail = `Edited-${m.id}@Example.com`;
    const reply = await as(t, m.auth, "POST", "/api/user", {
      first_name: " Malee ", last_name: "Srisuk", birth_date: "1995-04-12", email: ` ${newEmail} `,
    });
    expect(reply.status).toBe(200);
    expect(is(reply.body, UserResponse)).toBe(true);
    expect(reply.body.data).toMatchObject({
      first_name: "Malee", last_name: "Srisuk", birth_date: "1995-04-12", email: newEmail.toLowerCase(),
    });
    expect(await me(m)).toMatchObject({ first_name: "Malee", email: newEmail.toLowerCase() });
    // Keeping one's own e-mail is not a clash; a null birth date clears it.
    const again = await as(t, m.auth, "POST", "/api/user", {
      first_name: "Malee", last_name: "Srisuk", birth_date: null, email: newEmail.toLowerCase(),
    });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ birth_date: null });
  });

  it("refuses another member's e-mail with 409 email_taken on the email field, changing nothing", async () => {
    const a = await createTestMember(t.app);
    const b = await createTestMember(t.app);
    const before = await me(b);
    for (const locale of ["en", "th"] as const) {
      const reply = await as(t, b.auth, "POST", "/api/user", {
        first_name: "Other", last_name: "Name", birth_date: null, email: a.email.toUpperCase(),
      }, locale);
      expect(reply.status).toBe(409);
      expect(reply.body.code).toBe("email_taken");
      expect(reply.body.errors?.email?.[0]).toBe(reply.body.message);
      if (locale === "th") expect(reply.body.message).toMatch(/[\u0E00-\u0E7F]/);
    }
    expect(await me(b)).toEqual(before);
  });

  it("refuses bad fields with one message per field, in Thai for a Thai shopper, changing nothing", async () => {
    const m = await createTestMember(t.app);
    const before = await me(m);
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const en = await as(t, m.auth, "POST", "/api/user", {
      first_name: "   ", last_name: "x".repeat(61), birth_date: tomorrow, email: "not-an-email",
    });
    expect(en.status).toBe(400);
    expect(en.body.code).toBe("validation_failed");
    expect(Object.keys(en.body.errors ?? {}).sort()).toEqual(["birth_date", "email", "first_name", "last_name"]);
    expect(en.body.errors?.email).toEqual(["Please enter a valid email address."]);
    expect(en.body.errors?.birth_date).toEqual(["Please enter a real date in the past."]);

    const th = await as(t, m.auth, "POST", "/api/user", { first_name: "Nok", last_name: "T", birth_date: "2001-02-30",
      email: "a@b.co" }, "th");
    expect(th.status).toBe(400);
    expect(Object.keys(th.body.errors ?? {})).toEqual(["birth_date"]);
    expect(th.body.errors?.birth_date?.[0]).toMatch(/[\u0E00-\u0E7F]/);
    expect(th.body.message).toMatch(/[\u0E00-\u0E7F]/);

    const hostile = await as(t, m.auth, "POST", "/api/user",
      { first_name: "No\u0000k", last_name: 42, birth_date: [], email: { $ne: "" } });
    expect(hostile.status).toBe(400);
    expect(Object.keys(hostile.body.errors ?? {}).sort()).toEqual(["birth_date", "email", "last_name"]);
    const nul = await as(t, m.auth, "POST", "/api/user", { first_name: "No\u0000k", last_name: "T", birth_date: null,
      email: "a@b.co" });
    expect(nul.status).toBe(400);
    expect(nul.body.errors).toHaveProperty("first_name");
    const notJson = await t.app.inject({ method: "POST", url: "/api/user",
      headers: { ...m.auth, "content-type": "application/json" }, payload: "{" });
    expect(notJson.statusCode).toBe(400);

    const missing = await as(t, m.auth, "POST", "/api/user", { first_name: "Nok", extra: 1 });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toMatchObject({ last_name: ["This field is required."],
      extra: ["This field is not accepted."] });
    expect(await me(m)).toEqual(before);
  });
});

describe("a clash the pre-check missed (two members claiming one e-mail at once)", () => {
  it("is recognised from the database error on this driver, so the route still answers email_taken", async () => {
    const a = await createTestMember(t.app);
    const error = await t.app.db.insert(members).values({ email: a.email }).then(() => null, (e: unknown) => e);
    expect(error).not.toBeNull();
    expect(isUniqueViolation(error, "members_email_unique")).toBe(true);
    expect(isUniqueViolation(error, "members_verified_phone_unique")).toBe(false);
    expect(isUniqueViolation(new Error("boom"))).toBe(false);
  });
});

describe("POST /api/user/password", () => {
  const body = (current: string | undefined, password = "Retinol#2026") =>
    ({ ...(current === undefined ? {} : { current_password: current }), password, password_confirmation: password });

  it("changes the password, keeps this session and signs the member out everywhere else", async () => {
    const m = await createTestMember(t.app);
    const other = await issueToken(t.app.db, m.id, true);
    await t.db.db.execute(sql`INSERT INTO password_resets (member_id, token_hash, expires_at)
      VALUES (${m.id}, ${`h2-reset-${m.id}`}, now() + interval '1 hour')`);
    const reply = await as(t, m.auth, "POST", "/api/user/password", body(TEST_PASSWORD));
    expect(reply.status).toBe(200);
    expect(is(reply.body, OkResponse)).toBe(true);
    expect((await as(t, m.auth, "GET", "/api/user/me")).status).toBe(200);
    expect((await as(t, { authorization: `Bearer ${other.token}` }, "GET", "/api/user/me")).status).toBe(401);
    // A reset link sent before the change no longer works.
    const [reset] = await queryRows<{ used: boolean }>(t.db.db,
      sql`SELECT used_at IS NOT NULL AS used FROM password_resets WHERE member_id = ${m.id}`);
    expect(reset?.used).toBe(true);
    // The new password is the one that now verifies: the old one is refused as current.
    const old = await as(t, m.auth, "POST", "/api/user/password", body(TEST_PASSWORD, "Another#Pass1"));
    expect(old.status).toBe(400);
    expect(old.body.code).toBe("password_incorrect");
    const next = await as(t, m.auth, "POST", "/api/user/password", body("Retinol#2026", "Another#Pass1"));
    expect(next.status).toBe(200);
  });

  it("refuses a wrong current password on current_password (Thai too) and keeps the old password and sessions",
    async () => {
    const m = await createTestMember(t.app);
    const other = await issueToken(t.app.db, m.id, false);
    const [before] = await t.app.db.select({ hash: members.passwordHash }).from(members).where(eq(members.id, m.id));
    const en = await as(t, m.auth, "POST", "/api/user/password", body("Wrong#Pass99"));
    expect(en.status).toBe(400);
    expect(en.body).toMatchObject({ code: "password_incorrect",
      errors: { current_password: ["Your current password is incorrect."] } });
    const th = await as(t, m.auth, "POST", "/api/user/password", body("Wrong#Pass99"), "th");
    expect(th.body.errors?.current_password?.[0]).toMatch(/[\u0E00-\u0E7F]/);
    const missing = await as(t, m.auth, "POST", "/api/user/password", body(undefined));
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ current_password: ["This field is required."] });
    const [after] = await t.app.db.select({ hash: members.passwordHash }).from(members).where(eq(members.id, m.id));
    expect(after?.hash).toBe(before?.hash);
    expect((await as(t, { authorization: `Bearer ${other.token}` }, "GET", "/api/user/me")).status).toBe(200);
  });

  it("refuses a weak or mismatched new password with field messages", async () => {
    const m = await createTestMember(t.app);
    const weak = await as(t, m.auth, "POST", "/api/user/password", body(TEST_PASSWORD, "password"));
    expect(weak.status).toBe(400);
    expect(weak.body.errors?.password?.[0]).toMatch(/at least 8 characters/);
    const mismatch = await as(t, m.auth, "POST", "/api/user/password", {
      current_password: TEST_PASSWORD, password: "Retinol#2026", password_confirmation: "Retinol#2027",
    }, "th");
    expect(mismatch.status).toBe(400);
    expect(Object.values(mismatch.body.errors ?? {}).flat()[0]).toBe("รหัสผ่านไม่ตรงกัน");
    // Still the old password.
    expect((await as(t, m.auth, "POST", "/api/user/password", body(TEST_PASSWORD))).status).toBe(200);
  });

  it("lets a member without a password (provider sign-in only) set one without a current password", async () => {
    const m = await createTestMember(t.app);
    await t.app.db.update(members).set({ passwordHash: null }).where(eq(members.id, m.id));
    expect(await me(m)).toMatchObject({ has_password: false });
    const reply = await as(t, m.auth, "POST", "/api/user/password", body(undefined));
    expect(reply.status).toBe(200);
    expect(await me(m)).toMatchObject({ has_password: true });
    // From now on the current password is asked for.
    expect((await as(t, m.auth, "POST", "/api/user/password", body(undefined, "Another#Pass1"))).status).toBe(400);
  });
});

describe("POST /api/user/phone", () => {
  it("saves a parsed phone (unverified), keeps verification for the same number and drops it for a new one",
    async () => {
    const m = await createTestMember(t.app);
    const reply = await as(t, m.auth, "POST", "/api/user/phone",
      { phone: { country_code: "TH", number: "0812345678" } });
    expect(reply.status).toBe(200);
    expect(is(reply.body, UserResponse)).toBe(true);
    expect(reply.body.data).toMatchObject({
      phone: { country_code: "TH", national_number: "812345678", formatted: "081 234 5678", e164: "+66812345678" },
      phone_verified: false,
    });
    await t.app.db.update(members).set({ phoneVerifiedAt: new Date() }).where(eq(members.id, m.id));
    const same = await as(t, m.auth, "POST", "/api/user/phone",
      { phone: { country_code: "TH", number: "+66 81 234 5678" } });
    expect(same.body.data).toMatchObject({ phone_verified: true });
    const other = await as(t, m.auth, "POST", "/api/user/phone",
      { phone: { country_code: "GB", number: "07400 123456" } });
    expect(other.status).toBe(200);
    expect(other.body.data).toMatchObject({ phone: { country_code: "GB", e164: "+447400123456" },
      phone_verified: false });
  });

  it("refuses numbers that are not mobiles of the selected country with phone_invalid on the phone field", async () => {
    const m = await createTestMember(t.app);
    await as(t, m.auth, "POST", "/api/user/phone", { phone: { country_code: "TH", number: "0812345678" } });
    const before = await me(m);
    for (const [country, number] of [["TH", "12345"], ["TH", "021234567"], ["TH", "0012345678"], ["GB", "0812345678"],
      ["TH", "abc"]]) {
      const reply = await as(t, m.auth, "POST", "/api/user/phone", { phone: { country_code: country, number } }, "th");
      expect(reply.status, `${country} ${number}`).toBe(400);
      expect(reply.body.code).toBe("phone_invalid");
      expect(reply.body.errors?.phone?.[0]).toMatch(/[\u0E00-\u0E7F]/);
    }
    const shape = await as(t, m.auth, "POST", "/api/user/phone", { phone: { country_code: "thailand", number: "" } });
    expect(shape.status).toBe(400);
    expect(Object.keys(shape.body.errors ?? {}).sort()).toEqual(["phone.country_code", "phone.number"]);
    expect(await me(m)).toEqual(before);
  });
});

describe("GET /api/user/point", () => {
  it("answers points and status", async () => {
    const m = await createTestMember(t.app);
    await t.app.db.update(members).set({ memberStatus: "exclusive", exclusiveUntil: new Date(Date.now() + 86_400_000) })
      .where(eq(members.id, m.id));
    await appendPoints(t.app.db, {
      memberId: m.id, kind: "adjust", points: 120, key: `test:${m.id}`, spendableAt: new Date(), at: new Date(),
    });
    const reply = await as(t, m.auth, "GET", "/api/user/point");
    expect(reply.status).toBe(200);
    expect(is(reply.body, PointsResponse)).toBe(true);
    expect(reply.body.data).toMatchObject({ points: 120, member_status: "exclusive" });
  });
});

describe("POST /api/user/delete-account", () => {
  it("needs an explicit confirm: true and deletes nothing otherwise", async () => {
    const m = await createTestMember(t.app);
    for (const payload of [{}, { confirm: false }, { confirm: "yes" }]) {
      const reply = await as(t, m.auth, "POST", "/api/user/delete-account", payload);
      expect(reply.status).toBe(400);
      expect(reply.body.errors).toHaveProperty("confirm");
    }
    expect((await as(t, m.auth, "GET", "/api/user/me")).status).toBe(200);
  });

  it("removes the member with tokens, addresses, OTP codes, carts, reviews and reactions; the token is then 401",
    async () => {
    const m = await createTestMember(t.app);
    const keep = await createTestMember(t.app);
    const geo = await geoChain(t);
    expect((await as(t, m.auth, "POST", "/api/user/address", addressInput(geo))).status).toBe(200);
    expect((await as(t, keep.auth, "POST", "/api/user/address", addressInput(geo))).status).toBe(200);
    await as(t, m.auth, "POST", "/api/user/phone", { phone: { country_code: "TH", number: "0812345679" } });
    expect((await as(t, m.auth, "POST", "/api/user/otp/phone/request")).status).toBe(200);
    await issueToken(t.app.db, m.id, true);
    const [product] = await queryRows<{ id: number; price: number }>(t.db.db,
      sql`SELECT id, price FROM products ORDER BY id LIMIT 1`);
    const cartId = crypto.randomUUID();
    await t.db.db.execute(sql`INSERT INTO carts (id, member_id) VALUES (${cartId}, ${m.id})`);
    await t.db.db.execute(
      sql`INSERT INTO cart_items (cart_id, product_id, qty, unit_price)
        VALUES (${cartId}, ${product!.id}, 1, ${product!.price})`);
    const [review] = await queryRows<{ id: number }>(t.db.db, sql`
      INSERT INTO reviews (product_id, member_id, author_name, rating, text)
      VALUES (${product!.id}, ${m.id}, 'Nok T.', 5, 'Lovely') RETURNING id`);
    const [otherReview] = await queryRows<{ id: number }>(t.db.db,
      sql`SELECT id FROM reviews WHERE member_id IS NULL ORDER BY id LIMIT 1`);
    await t.db.db.execute(
      sql`INSERT INTO review_reactions (review_id, member_key, reaction)
        VALUES (${otherReview!.id}, ${`m${m.id}`}, 'helpful')`);
    await t.db.db.execute(
      sql`INSERT INTO review_reactions (review_id, member_key, reaction)
        VALUES (${review!.id}, ${`m${keep.id}`}, 'helpful')`);
    for (const table of ["addresses", "auth_tokens", "otp_codes", "carts", "reviews"] as const) {
      expect(await countWhere(t, table, m.id), table).toBeGreaterThan(0);
    }

    const reply = await as(t, m.auth, "POST", "/api/user/delete-account", { confirm: true });
    expect(reply.status).toBe(200);
    expect(is(reply.body, OkResponse)).toBe(true);

    for (const table of ["addresses", "auth_tokens", "otp_codes", "carts", "reviews", "social_accounts",
      "password_resets"] as const) {
      expect(await countWhere(t, table, m.id), table).toBe(0);
    }
    const leftovers = await queryRows<{ n: number }>(t.db.db, sql`
      SELECT (SELECT count(*) FROM members WHERE id = ${m.id})
        + (SELECT count(*) FROM cart_items WHERE cart_id = ${cartId})
        + (SELECT count(*) FROM review_reactions WHERE member_key = ${`m${m.id}`} OR review_id = ${review!.id}) AS n`);
    expect(Number(leftovers[0]?.n)).toBe(0);
    const after = await as(t, m.auth, "GET", "/api/user/me");
    expect(after.status).toBe(401);
    expect(after.body.code).toBe("unauthorized");
    // The other member keeps everything.
    expect(await countWhere(t, "addresses", keep.id)).toBe(1);
    expect((await as(t, keep.auth, "GET", "/api/user/me")).status).toBe(200);
  });
});

describe("member routes without a live token answer 401", () => {
  const routes: [("GET" | "POST" | "PATCH" | "DELETE"), string, unknown?][] = [
    ["GET", "/api/user/me"],
    ["POST", "/api/user", { first_name: "A", last_name: "B", birth_date: null, email: "x@y.co" }],
    ["POST", "/api/user/password", { current_password: TEST_PASSWORD, password: "Retinol#2026",
      password_confirmation: "Retinol#2026" }],
    ["POST", "/api/user/phone", { phone: { country_code: "TH", number: "0812345678" } }],
    ["POST", "/api/user/delete-account", { confirm: true }],
    ["GET", "/api/user/point"],
    ["GET", "/api/user/address"],
    ["POST", "/api/user/address", { kind: "billing", copy_from_id: 1 }],
    ["GET", "/api/user/address/1"],
    ["PATCH", "/api/user/address/1", {}],
    ["DELETE", "/api/user/address/1"],
    ["POST", "/api/user/otp/phone/request"],
    ["POST", "/api/user/otp/phone/verify", { code: "123456" }],
  ];

  it("for no token, a garbage token, a revoked token and an expired token, in the shopper's language", async () => {
    const m = await createTestMember(t.app);
    const revoked = await createTestMember(t.app);
    await revokeToken(t.app.db, revoked.token);
    const expired = await issueToken(t.app.db, m.id, false, new Date(Date.now() - 2 * 86_400_000));
    const cases: [string, Record<string, string>][] = [
      ["none", {}],
      ["garbage", { authorization: "Bearer not-a-real-token-at-all-0000" }],
      ["malformed", { authorization: "Token abc" }],
      ["revoked", revoked.auth],
      ["expired", { authorization: `Bearer ${expired.token}` }],
    ];
    const before = await me(m);
    for (const [name, auth] of cases) {
      for (const [method, url, payload] of routes) {
        const reply = await as(t, auth, method, url, payload, name === "expired" ? "th" : "en");
        expect(reply.status, `${name} ${method} ${url}`).toBe(401);
        expect(reply.body.code).toBe("unauthorized");
        if (name === "expired") expect(reply.body.message).toMatch(/[\u0E00-\u0E7F]/);
      }
    }
    // The revoked member is still there (401 deleted nothing), and m is unchanged.
    expect(await countWhere(t, "auth_tokens", revoked.id)).toBe(1);
    expect(await me(m)).toEqual(before);
  });
});
