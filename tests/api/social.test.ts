// Social login: request-url -> the sandbox consent page -> code -> token, as the browser walks it, plus
// linking to an existing member by e-mail only once that member proved the mailbox (decision 0077), refused states and
// codes, and a real provider (Google) with fetch stubbed.
import { createHmac } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { SocialProvider } from "#contract/auth.ts";
import { queryRows } from "#db/database.ts";
import { buildApp } from "#server/app.ts";
import { api, authOf, resetLinkFor, STRONG, uniqueEmail, type Reply } from "./auth-helpers.ts";
import { inLanguage, seededDatabase, startApp, testEnv, type TestApp } from "./harness.ts";
import { createTestMember } from "./members.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(async () => {
  await t.close();
});

async function requestUrl(provider: SocialProvider, locale: "en" | "th" = "en"): Promise<URL> {
  const res = await api(t, "GET", `/api/auth/social/request-url?provider=${provider}`, { locale });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return new URL((res.body.data as { url: string }).url);
}

/** Submits the consent form the way the browser does (form-encoded, the page's hidden fields plus the edits). */
async function consent(url: URL, fields: Record<string, string>) {
  const form = new URLSearchParams();
  for (const key of ["state", "nonce", "code_challenge", "code_challenge_method",
    "lang"]) form.set(key, url.searchParams.get(key) ?? "");
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return t.app.inject({
    method: "POST", url: url.pathname, payload: form.toString(),
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
}

/** Back at /auth/social/<provider>?code=&state=: the query the browser page reads. */
function callbackOf(res: { statusCode: number; headers: Record<string, unknown> }): URL {
  expect(res.statusCode).toBe(303);
  return new URL(String(res.headers.location), "http://shop.test");
}

async function token(provider: SocialProvider, cb: URL, extra: Record<string, unknown> = {}): Promise<Reply> {
  return api(t, "POST", "/api/auth/social/token", {
    body: { provider, code: cb.searchParams.get("code") ?? "", state: cb.searchParams.get("state") ?? "", ...extra },
  });
}

/** The providers linked to a member, by name. */
async function linksOf(memberId: number): Promise<string[]> {
  const rows = await queryRows<{ provider: string }>(t.db.db, sql`
    SELECT provider FROM social_accounts WHERE member_id = ${memberId} ORDER BY provider`);
  return rows.map((r) => r.provider);
}

/** Asks a reset link and sets `password` through it, as the shopper does from the mail. */
async function resetThroughMail(email: string, password: string): Promise<void> {
  expect((await api(t, "POST", "/api/auth/reset-password/request", { body: { email } })).status).toBe(200);
  const link = await resetLinkFor(t, email);
  const done = await api(t, "POST", "/api/auth/reset-password/reset", {
    body: { email: link.searchParams.get("email"), token: link.searchParams.get("token"), password,
      password_confirmation: password },
  });
  expect(done.status, JSON.stringify(done.body)).toBe(200);
}

/** The whole sandbox flow for an e-mail; answers the token reply. */
async function signInWith(provider: SocialProvider, email: string, name = "Sandbox Shopper",
  extra: Record<string, unknown> = {}) {
  const url = await requestUrl(provider);
  const cb = callbackOf(await consent(url, { email, name, decision: "allow" }));
  return token(provider, cb, extra);
}

describe("sandbox social login", () => {
  it("walks request-url -> consent page -> code -> token and creates a member without a password", async () => {
    const url = await requestUrl("google");
    expect(url.origin).toBe("http://localhost");
    expect(url.pathname).toBe("/sandbox/oauth/google/authorize");
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(url.searchParams.get("code_challenge")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get("state")).toBeTruthy();
    expect(url.searchParams.get("nonce")).toBeTruthy();

    const page = await t.app.inject({ method: "GET", url: `${url.pathname}${url.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/text\/html/);
    expect(page.body).toContain("Continue as Sandbox Shopper");
    expect(page.body).toContain(">Cancel<");
    expect(page.body).toMatch(/<label for="email">Email<\/label>/);
    expect(page.body).toMatch(/<label for="name">Name<\/label>/);

    const email = uniqueEmail("google");
    const cb = callbackOf(await consent(url, { email, name: "Malee Srisuk", decision: "allow" }));
    expect(cb.pathname).toBe("/auth/social/google");
    expect(cb.searchParams.get("state")).toBe(url.searchParams.get("state"));
    expect(cb.searchParams.get("code")).toBeTruthy();

    const auth = authOf(await token("google", cb, { remember: true }));
    expect(auth.data.email).toBe(email);
    expect(auth.data.first_name).toBe("Malee");
    expect(auth.data.last_name).toBe("Srisuk");
    expect(auth.data.has_password).toBe(false);
    expect(new Date(auth.expires_at).getTime() - Date.now()).toBeGreaterThan(29 * 86_400_000);
    expect((await api(t, "GET", "/api/user/me", { token: auth.token })).status).toBe(200);

    // Signing in again with the same provider account is the same member.
    const again = authOf(await signInWith("google", email));
    expect(again.data.id).toBe(auth.data.id);
  });

  it("refuses to link a password account whose e-mail was never proven: 409 email_taken, no link, no session",
    async () => {
    const m = await createTestMember(t.app);
    const [tokensBefore] = await queryRows<{ n: number }>(t.db.db,
      sql`SELECT count(*)::int AS n FROM auth_tokens WHERE member_id = ${m.id}`);
    const res = await signInWith("google", m.email.toUpperCase());
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("email_taken");
    expect(res.body.message).toBe("This email is already registered. Please log in or reset your password.");
    expect(res.body).not.toHaveProperty("token");
    expect(await linksOf(m.id)).toEqual([]);
    const [tokensAfter] = await queryRows<{ n: number }>(t.db.db,
      sql`SELECT count(*)::int AS n FROM auth_tokens WHERE member_id = ${m.id}`);
    expect(tokensAfter?.n).toBe(tokensBefore?.n);
    // Nobody else got the e-mail either, and the password account works as before.
    const [owners] = await queryRows<{ n: number }>(t.db.db,
      sql`SELECT count(*)::int AS n FROM members WHERE email = ${m.email}`);
    expect(owners?.n).toBe(1);
    expect(authOf(await api(t, "POST", "/api/auth/login", { body: { email: m.email, password: m.password } })).data.id)
      .toBe(m.id);
    // In Thai too.
    const url = await requestUrl("line", "th");
    const cb = callbackOf(await consent(url, { email: m.email, name: "Nok", decision: "allow" }));
    const thai = await api(t, "POST", "/api/auth/social/token", {
      body: { provider: "line", code: cb.searchParams.get("code"), state: cb.searchParams.get("state") }, locale: "th",
    });
    expect(thai.status).toBe(409);
    expect(thai.body.message).toBe("อีเมลนี้ลงทะเบียนแล้ว กรุณาเข้าสู่ระบบหรือตั้งรหัสผ่านใหม่");
  });

  it("links the same provider account once the member reset the password through the mailed link", async () => {
    const m = await createTestMember(t.app);
    expect((await signInWith("google", m.email)).status).toBe(409);
    await resetThroughMail(m.email, STRONG);
    const auth = authOf(await signInWith("google", m.email));
    expect(auth.data.id).toBe(m.id);
    expect(auth.data.has_password).toBe(true);
    expect(await linksOf(m.id)).toEqual(["google"]);
    // The new password works too, and a second provider with the proven e-mail links as well.
    authOf(await api(t, "POST", "/api/auth/login", { body: { email: m.email, password: STRONG } }));
    expect(authOf(await signInWith("line", m.email)).data.id).toBe(m.id);
    expect(await linksOf(m.id)).toEqual(["google", "line"]);
  });

  it("a reset link only asked for proves nothing: the e-mail stays unproven until the link is used", async () => {
    const m = await createTestMember(t.app);
    expect((await api(t, "POST", "/api/auth/reset-password/request", { body: { email: m.email } })).status).toBe(200);
    expect((await signInWith("facebook", m.email)).status).toBe(409);
    expect(await linksOf(m.id)).toEqual([]);
  });

  it("a member created by a social sign-in has a proven e-mail: another provider with it links", async () => {
    const email = uniqueEmail("proven");
    const created = authOf(await signInWith("google", email));
    const [row] = await queryRows<{ proven: boolean }>(t.db.db, sql`
      SELECT email_verified_at IS NOT NULL AS proven FROM members WHERE id = ${created.data.id}`);
    expect(row?.proven).toBe(true);
    expect(authOf(await signInWith("facebook", email)).data.id).toBe(created.data.id);
    expect(await linksOf(created.data.id)).toEqual(["facebook", "google"]);
  });

  it("a changed e-mail is unproven again, while linked provider accounts keep signing in", async () => {
    const email = uniqueEmail("mover");
    const created = authOf(await signInWith("google", email));
    // A reset link mailed to the old address must not prove the new one.
    expect((await api(t, "POST", "/api/auth/reset-password/request", { body: { email } })).status).toBe(200);
    const oldLink = await resetLinkFor(t, email);
    const moved = uniqueEmail("moved");
    const edit = await api(t, "POST", "/api/user", {
      token: created.token, body: { first_name: "Nok", last_name: "Mover", birth_date: null, email: moved },
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    const late = await api(t, "POST", "/api/auth/reset-password/reset", {
      body: { email: moved, token: oldLink.searchParams.get("token"), password: STRONG, password_confirmation: STRONG },
    });
    expect(late.status).toBe(400);
    expect(late.body.code).toBe("reset_token_invalid");
    expect((await signInWith("line", moved)).status).toBe(409);
    // The Google account was linked by its subject: it still signs in to the member, whose e-mail is now `moved`.
    const again = authOf(await signInWith("google", email));
    expect(again.data).toMatchObject({ id: created.data.id, email: moved });
    expect(await linksOf(created.data.id)).toEqual(["google"]);
  });

  it("refuses a state used twice, and a code used twice", async () => {
    const url = await requestUrl("google");
    const cb = callbackOf(await consent(url, { email: uniqueEmail(), name: "A B", decision: "allow" }));
    authOf(await token("google", cb));
    const reused = await token("google", cb);
    expect(reused.status).toBe(400);
    expect(reused.body.code).toBe("social_state_invalid");

    const fresh = await requestUrl("google");
    const replay = await api(t, "POST", "/api/auth/social/token", {
      body: { provider: "google", code: cb.searchParams.get("code"), state: fresh.searchParams.get("state") },
    });
    expect(replay.status).toBe(400);
    expect(replay.body.code).toBe("social_failed");
  });

  it("refuses an unknown state and a state started for another provider", async () => {
    const unknown = await api(t, "POST", "/api/auth/social/token",
      { body: { provider: "google", code: "abc", state: "no-such-state" }, locale: "th" });
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe("social_state_invalid");
    expect(unknown.body.message).toMatch(/[\u0E00-\u0E7F]/);
    const url = await requestUrl("google");
    const cb = callbackOf(await consent(url, { email: uniqueEmail(), name: "A B", decision: "allow" }));
    const crossed = await token("line", cb);
    expect(crossed.body.code).toBe("social_state_invalid");
  });

  it("checks the PKCE verifier like a real provider: a code issued for another challenge is refused", async () => {
    const url = await requestUrl("line");
    url.searchParams.set("code_challenge", "A".repeat(43));
    const cb = callbackOf(await consent(url, { email: uniqueEmail(), name: "A B", decision: "allow" }));
    const res = await token("line", cb);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("social_failed");
  });

  it("answers 422 social_email_missing when the provider shares no e-mail, and creates nobody", async () => {
    const [before] = await queryRows<{ n: number }>(t.db.db, sql`SELECT count(*)::int AS n FROM members`);
    const res = await signInWith("facebook", "", "No Mail");
    expect(res.status).toBe(422);
    expect(res.body.code).toBe("social_email_missing");
    const [after] = await queryRows<{ n: number }>(t.db.db, sql`SELECT count(*)::int AS n FROM members`);
    expect(after?.n).toBe(before?.n);
  });

  it("uses the plain code flow (no PKCE) for Facebook", async () => {
    const url = await requestUrl("facebook");
    expect(url.searchParams.has("code_challenge")).toBe(false);
    const cb = callbackOf(await consent(url, { email: uniqueEmail("fb"), name: "Fah", decision: "allow" }));
    authOf(await token("facebook", cb));
  });

  it("Cancel returns to the shop with error=access_denied and the state", async () => {
    const url = await requestUrl("google");
    const cb = callbackOf(await consent(url, { decision: "deny" }));
    expect(cb.pathname).toBe("/auth/social/google");
    expect(cb.searchParams.get("error")).toBe("access_denied");
    expect(cb.searchParams.get("state")).toBe(url.searchParams.get("state"));
    expect(cb.searchParams.has("code")).toBe(false);
  });

  it("shows the consent page in Thai and returns to the Thai callback page", async () => {
    const url = await requestUrl("line", "th");
    expect(url.searchParams.get("lang")).toBe("th");
    const page = await t.app.inject({ method: "GET", url: `${url.pathname}${url.search}` });
    expect(page.body).toContain('lang="th"');
    expect(page.body).toContain("ยกเลิก");
    const cb = callbackOf(await consent(url, { email: uniqueEmail("th"), name: "มะลิ ศรีสุข", decision: "allow" }));
    expect(cb.pathname).toBe("/th/auth/social/line");
  });

  it("the consent page refuses an unknown state and a bad e-mail without issuing a code", async () => {
    const stale = await t.app.inject({ method: "GET", url:
      "/sandbox/oauth/google/authorize?state=nope&code_challenge=x&code_challenge_method=S256" });
    expect(stale.statusCode).toBe(400);
    expect(stale.body).toContain("expired");
    const url = await requestUrl("google");
    const bad = await consent(url, { email: "not-an-email", name: "A", decision: "allow" });
    expect(bad.statusCode).toBe(422);
    expect(bad.body).toContain("Please enter a valid email address.");
    expect((await t.app.inject({ method: "GET", url: "/sandbox/oauth/myspace/authorize?state=x" })).statusCode)
      .toBe(404);
  });

  it("refuses an unknown provider with a field message", async () => {
    const res = await api(t, "GET", "/api/auth/social/request-url?provider=myspace");
    expect(res.status).toBe(400);
    expect(res.body.errors?.provider).toBeDefined();
  });
});

describe("a production shop without a provider's client id", () => {
  it("answers 400 social_failed for that provider's sign-in and stores no login state", async () => {
    const db = await seededDatabase();
    const app = await buildApp({ env: testEnv({ NODE_ENV: "production" }), db, clientDir: "/nonexistent" });
    try {
      const states = async () => (await queryRows<{ n: number }>(db.db,
        sql`SELECT count(*)::int AS n FROM oauth_states`))[0]?.n;
      const before = await states();
      const res = await app.inject({ method: "GET", url: "/api/auth/social/request-url?provider=line",
        headers: inLanguage("th") });
      expect(res.statusCode).toBe(400);
      expect(JSON.parse(res.body).code).toBe("social_failed");
      expect(await states()).toBe(before);
    } finally {
      await app.close();
      await db.close();
    }
  });
});

describe("real providers (arctic, network stubbed)", () => {
  let real: TestApp;
  beforeAll(async () => {
    const db = await seededDatabase();
    const app = await buildApp({
      env: testEnv({
        GOOGLE_CLIENT_ID: "client-123", GOOGLE_CLIENT_SECRET: "secret-456", PUBLIC_URL: "https://shop.example/",
        LINE_CLIENT_ID: "line-1", LINE_CLIENT_SECRET: "line-secret", FACEBOOK_CLIENT_ID: "fb-1",
        FACEBOOK_CLIENT_SECRET: "fb-secret",
      }),
      db, clientDir: "/nonexistent",
    });
    real = { app, db, close: async () => { await app.close(); await db.close(); } };
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await real.close();
  });

  const startGoogle = async () => {
    const res = await real.app.inject({ method: "GET", url: "/api/auth/social/request-url?provider=google",
      headers: inLanguage("en") });
    return new URL(JSON.parse(res.body).data.url as string);
  };
  const idToken = (claims: Record<string, unknown>) =>
    `${Buffer.from('{"alg":"RS256"}').toString("base64url")}.`
    + `${Buffer.from(JSON.stringify(claims)).toString("base64url")}.sig`;

  it("sends the shopper to Google with PKCE, nonce and the PUBLIC_URL redirect URI; the sandbox page is off",
    async () => {
    const url = await startGoogle();
    expect(url.origin).toBe("https://accounts.google.com");
    expect(url.searchParams.get("redirect_uri")).toBe("https://shop.example/auth/social/google");
    expect(url.searchParams.get("client_id")).toBe("client-123");
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(url.searchParams.get("nonce")).toBeTruthy();
    const sandbox = await real.app.inject({ method: "GET",
      url: `/sandbox/oauth/google/authorize?state=${url.searchParams.get("state")}` });
    expect(sandbox.statusCode).toBe(404);
  });

  it("signs in with Google's verified e-mail, and answers 400 social_failed (never 5xx) when Google refuses",
    async () => {
    const url = await startGoogle();
    const state = url.searchParams.get("state") ?? "";
    const nonce = url.searchParams.get("nonce") ?? "";
    const email = uniqueEmail("g");
    const fetchMock = vi.spyOn(globalThis, "fetch").mockResolvedValueOnce(new Response(JSON.stringify({
      access_token: "at", token_type: "Bearer", expires_in: 3600,
      id_token: idToken({
        iss: "https://accounts.google.com", aud: "client-123", sub: "g-1", email, email_verified: true,
        given_name: "Nok", family_name: "Google", nonce, exp: Math.floor(Date.now() / 1000) + 600,
      }),
    }), { status: 200, headers: { "content-type": "application/json" } }));
    const ok = await real.app.inject({ method: "POST", url: "/api/auth/social/token",
      payload: { provider: "google", code: "c", state } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(JSON.parse(ok.body).data).toMatchObject({ email, first_name: "Nok", last_name: "Google",
      has_password: false });
    const tokenCall = fetchMock.mock.calls[0];
    expect(String(tokenCall?.[0] instanceof Request ? tokenCall[0].url : tokenCall?.[0]))
      .toContain("oauth2.googleapis.com/token");

    const next = await startGoogle();
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ error: "invalid_grant" }),
      { status: 400, headers: { "content-type": "application/json" } }));
    const refused = await real.app.inject({ method: "POST", url: "/api/auth/social/token",
      payload: { provider: "google", code: "bad", state: next.searchParams.get("state") } });
    expect(refused.statusCode).toBe(400);
    expect(JSON.parse(refused.body).code).toBe("social_failed");

    const third = await startGoogle();
    fetchMock.mockRejectedValueOnce(new TypeError("fetch failed"));
    const offline = await real.app.inject({ method: "POST", url: "/api/auth/social/token",
      payload: { provider: "google", code: "c", state: third.searchParams.get("state") } });
    expect(offline.statusCode).toBe(400);
    expect(JSON.parse(offline.body).code).toBe("social_failed");
  });

  it("refuses an ID token whose nonce is not the one sent", async () => {
    const url = await startGoogle();
    vi.spyOn(globalThis, "fetch").mockResolvedValueOnce(new Response(JSON.stringify({
      access_token: "at", token_type: "Bearer", expires_in: 3600,
      id_token: idToken({ iss: "https://accounts.google.com", aud: "client-123", sub: "g-2", email: uniqueEmail(),
        email_verified: true, nonce: "other", exp: Math.floor(Date.now() / 1000) + 600 }),
    }), { status: 200, headers: { "content-type": "application/json" } }));
    const res = await real.app.inject({ method: "POST", url: "/api/auth/social/token",
      payload: { provider: "google", code: "c", state: url.searchParams.get("state") } });
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body).code).toBe("social_failed");
  });
});


describe("real LINE and Facebook adapters (network stubbed)", () => {
  let real: TestApp;
  beforeAll(async () => {
    const db = await seededDatabase();
    const app = await buildApp({
      env: testEnv({ LINE_CLIENT_ID: "line-1", LINE_CLIENT_SECRET: "line-secret", FACEBOOK_CLIENT_ID: "fb-1",
        FACEBOOK_CLIENT_SECRET: "fb-secret" }),
      db, clientDir: "/nonexistent",
    });
    real = { app, db, close: async () => { await app.close(); await db.close(); } };
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await real.close();
  });

  const start = async (provider: SocialProvider) => {
    const res = await real.app.inject({ method: "GET", url: `/api/auth/social/request-url?provider=${provider}` });
    return new URL(JSON.parse(res.body).data.url as string);
  };
  const json = (body: unknown) => new Response(JSON.stringify(body),
    { status: 200, headers: { "content-type": "application/json" } });
  const lineToken = (claims: Record<string, unknown>, secret: string) => {
    const head = Buffer.from('{"alg":"HS256","typ":"JWT"}').toString("base64url");
    const body = Buffer.from(JSON.stringify(claims)).toString("base64url");
    return `${head}.${body}.${createHmac("sha256", secret).update(`${head}.${body}`).digest("base64url")}`;
  };
  const exchange = (provider: SocialProvider, state: string | null) =>
    real.app.inject({ method: "POST", url: "/api/auth/social/token", payload: { provider, code: "c", state } });

  it("LINE: PKCE to access.line.me; an ID token signed with the channel secret signs in, a forged one is refused",
    async () => {
    const url = await start("line");
    expect(url.origin).toBe("https://access.line.me");
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(url.searchParams.get("redirect_uri")).toBe("http://localhost/auth/social/line");
    const email = uniqueEmail("line");
    const claims = {
      iss: "https://access.line.me", aud: "line-1", sub: "U1234", name: "Ploy Line", email,
      nonce: url.searchParams.get("nonce"), exp: Math.floor(Date.now() / 1000) + 600,
    };
    vi.spyOn(globalThis, "fetch").mockResolvedValueOnce(json({ access_token: "at", token_type: "Bearer",
      expires_in: 3600, id_token: lineToken(claims, "line-secret") }));
    const ok = await exchange("line", url.searchParams.get("state"));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(JSON.parse(ok.body).data).toMatchObject({ email, first_name: "Ploy", last_name: "Line" });

    const next = await start("line");
    vi.spyOn(globalThis, "fetch").mockResolvedValueOnce(json({
      access_token: "at", token_type: "Bearer", expires_in: 3600,
      id_token: lineToken({ ...claims, sub: "U999", nonce: next.searchParams.get("nonce") }, "not-the-secret"),
    }));
    const forged = await exchange("line", next.searchParams.get("state"));
    expect(forged.statusCode).toBe(400);
    expect(JSON.parse(forged.body).code).toBe("social_failed");
  });

  it("Facebook: plain code flow, then the Graph /me profile; no e-mail shared answers 422 social_email_missing",
    async () => {
    const url = await start("facebook");
    expect(url.hostname).toBe("www.facebook.com");
    expect(url.searchParams.has("code_challenge")).toBe(false);
    const email = uniqueEmail("fb");
    const fetchMock = vi.spyOn(globalThis, "fetch")
      .mockResolvedValueOnce(json({ access_token: "fb-at", token_type: "bearer", expires_in: 3600 }))
      .mockResolvedValueOnce(json({ id: "10001", email, first_name: "Fah", last_name: "Book" }));
    const ok = await exchange("facebook", url.searchParams.get("state"));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(JSON.parse(ok.body).data).toMatchObject({ email, first_name: "Fah", last_name: "Book" });
    expect(String(fetchMock.mock.calls[1]?.[0])).toContain("graph.facebook.com");

    const next = await start("facebook");
    vi.spyOn(globalThis, "fetch")
      .mockResolvedValueOnce(json({ access_token: "fb-at", token_type: "bearer", expires_in: 3600 }))
      .mockResolvedValueOnce(json({ id: "10002", name: "No Mail" }));
    const missing = await exchange("facebook", next.searchParams.get("state"));
    expect(missing.statusCode).toBe(422);
    expect(JSON.parse(missing.body).code).toBe("social_email_missing");
  });
});

describe("in production without client ids (the sandbox trusts any typed e-mail, so it never stands in)", () => {
  let prod: TestApp;
  beforeAll(async () => {
    const db = await seededDatabase();
    const app = await buildApp({ env: testEnv({ NODE_ENV: "production" }), db, clientDir: "/nonexistent" });
    prod = { app, db, close: async () => { await app.close(); await db.close(); } };
  });
  afterAll(async () => {
    await prod.close();
  });

  it("answers social_failed instead of a sandbox URL, refuses the consent page and hides the outbox", async () => {
    const res = await prod.app.inject({ method: "GET", url: "/api/auth/social/request-url?provider=line" });
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body).code).toBe("social_failed");
    const page = await prod.app.inject({ method: "GET", url:
      "/sandbox/oauth/google/authorize?state=x&redirect_uri=%2F" });
    expect(page.body).not.toContain("Continue as Sandbox Shopper");
    const grant = await prod.app.inject({ method: "POST", url: "/sandbox/oauth/google/authorize",
      payload: { state: "x", email: "victim@example.com", name: "X" } });
    expect(grant.statusCode).toBeGreaterThanOrEqual(400);
    expect(grant.statusCode).toBeLessThan(500);
    const token = await prod.app.inject({ method: "POST", url: "/api/auth/social/token",
      payload: { provider: "google", code: "anything", state: "anything-at-all" } });
    expect(token.statusCode).toBe(400);
    const outbox = await prod.app.inject({ method: "GET", url: "/dev/outbox.json" });
    expect(outbox.body).not.toContain('"data"');
  });
});
