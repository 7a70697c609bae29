import { createHash, randomBytes } from "node:crypto";
import type { FastifyPluginAsync, FastifyReply } from "fastify";
import { enums, object, optional, size, string } from "superstruct";
import { validateInput } from "#contract/validate-input.ts";
import { isEmail, SOCIAL_PROVIDERS, type SocialProvider } from "#contract/auth.ts";
import type { Locale } from "#contract/locale.ts";
import { peekOAuthState } from "#db/repositories/member/social.ts";
import { createSandboxGrant } from "#integrations/oauth/sandbox-store.ts";
import { SANDBOX_USES_PKCE } from "#integrations/oauth/index.ts";
import { notFound } from "#plugins/api-error.ts";
import { esc, page } from "../dev/html.ts";
import omiseSandbox from "./omise.ts";

const PROVIDER_NAMES: Record<SocialProvider, string> = { google: "Google", facebook: "Facebook", line: "LINE" };

const TEXT = {
  en: {
    title: (p: string) => `Sign in with ${p} (sandbox)`,
    intro:
      (p: string) =>
        `SkinState wants to sign you in with your ${p} account. This is the offline sandbox: no real ${p} account is `
          + `used.`,
    email: "Email", name: "Name",
    emailNote: "Leave the email empty to try a provider that shares no email address.",
    allow: "Continue as Sandbox Shopper", cancel: "Cancel",
    expired: "This sign-in link has expired. Please go back to the shop and try again.",
    back: "Back to the shop",
    badEmail: "Please enter a valid email address.",
  },
  th: {
    title: (p: string) => `เข้าสู่ระบบด้วย ${p} (แซนด์บ็อกซ์)`,
    intro:
      (p: string) =>
        `SkinState ต้องการให้คุณเข้าสู่ระบบด้วยบัญชี ${p} นี่คือแซนด์บ็อกซ์แบบออฟไลน์ ไม่มีการใช้บัญชี ${p} จริง`,
    email: "อีเมล", name: "ชื่อ",
    emailNote: "เว้นอีเมลว่างไว้เพื่อทดลองผู้ให้บริการที่ไม่ส่งอีเมล",
    allow: "ดำเนินการต่อในชื่อ Sandbox Shopper", cancel: "ยกเลิก",
    expired: "ลิงก์เข้าสู่ระบบนี้หมดอายุแล้ว กรุณากลับไปที่ร้านแล้วลองอีกครั้ง",
    back: "กลับไปที่ร้าน",
    badEmail: "กรุณากรอกอีเมลให้ถูกต้อง",
  },
} as const;

const Params = object({ provider: enums(SOCIAL_PROVIDERS) });
const Consent = object({
  state: size(string(), 1, 512),
  nonce: optional(size(string(), 0, 512)),
  code_challenge: optional(size(string(), 0, 200)),
  code_challenge_method: optional(size(string(), 0, 10)),
  lang: optional(string()),
  email: optional(size(string(), 0, 254)),
  name: optional(size(string(), 0, 120)),
  decision: optional(enums(["allow", "deny"] as const)),
});
type Consent = typeof Consent.TYPE;

const DEFAULT_EMAIL = "sandbox.shopper@example.com";
const DEFAULT_NAME = "Sandbox Shopper";

const localeOf = (lang: string | undefined): Locale => (lang === "th" ? "th" : "en");
/** Back to the shop's callback page, in the language the sign-in started in. */
const callback = (provider: SocialProvider, locale: Locale) =>
  `${locale === "th" ? "/th" : ""}/auth/social/${provider}`;

/** The same e-mail always answers the same sandbox account id, like a real provider's stable `sub`. */
const subjectFor = (provider: SocialProvider, email: string, name: string) =>
  `sandbox-${provider}-${createHash("sha256").update(email || `name:${name}`).digest("hex").slice(0, 24)}`;

function consentPage(provider: SocialProvider, input: Consent, locale: Locale, error?: string): string {
  const t = TEXT[locale];
  const p = PROVIDER_NAMES[provider];
  const hidden = (["state", "nonce", "code_challenge", "code_challenge_method"] as const)
    .map((k) => `<input type="hidden" name="${k}" value="${esc(input[k] ?? "")}">`).join("");
  return page(t.title(p), `<h1>${esc(t.title(p))}</h1>
<p>${esc(t.intro(p))}</p>
<form method="post" action="/sandbox/oauth/${provider}/authorize" novalidate>
  ${hidden}<input type="hidden" name="lang" value="${locale}">
  <label for="email">${esc(t.email)}</label>
  <input id="email" name="email" type="email" autocomplete="email" value="${esc(input.email ?? DEFAULT_EMAIL)}"
    ${error ? 'aria-invalid="true" aria-describedby="email-error"' : 'aria-describedby="email-note"'}>
  ${error ? `<p id="email-error" class="error">${esc(error)}</p>` : ""}
  <p id="email-note" class="note">${esc(t.emailNote)}</p>
  <label for="name">${esc(t.name)}</label>
  <input id="name" name="name" type="text" autocomplete="name" value="${esc(input.name ?? DEFAULT_NAME)}">
  <div class="actions">
    <button class="primary" type="submit" name="decision" value="allow">${esc(t.allow)}</button>
    <button class="secondary" type="submit" name="decision" value="deny">${esc(t.cancel)}</button>
  </div>
</form>`, locale);
}

function expiredPage(reply: FastifyReply, locale: Locale) {
  const t = TEXT[locale];
  return reply.code(400).type("text/html; charset=utf-8")
    .send(page(t.expired,
      `<h1>${esc(t.expired)}</h1><p><a href="${locale === "th" ? "/th" : "/"}">${esc(t.back)}</a></p>`, locale));
}

/**
 * The offline social-login provider's consent page (used when a provider has no client id configured, also in
 * production). GET shows "Continue as Sandbox Shopper" with editable e-mail and name, and Cancel; POST issues a
 * one-time code bound to the PKCE challenge and nonce and redirects to /auth/social/<provider>?code=&state=
 * (Cancel: ?error=access_denied&state=), as a real provider would.
 */
const routes: FastifyPluginAsync = async (app) => {
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string", bodyLimit: 8 * 1024 },
    (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  // The payment sandbox (Omise's API, its pages and Omise.js stand-in): never in production (decision 0111).
  if (app.env.NODE_ENV !== "production") await app.register(omiseSandbox, { prefix: "/omise" });

  const handle = async (rawParams: unknown, raw: unknown, method: "GET" | "POST", reply: FastifyReply) => {
    const [paramError, params] = validateInput(rawParams, Params);
    if (paramError || app.oauth[params.provider].kind !== "sandbox") {
      throw notFound();
    }
    const provider = params.provider;
    const [error, input] = validateInput({ ...((raw ?? {}) as object) }, Consent, { coerce: true, mask: true });
    const locale = localeOf(error ? undefined : input.lang);
    if (error) return expiredPage(reply, locale);
    const saved = await peekOAuthState(app.db, input.state);
    const pkce = SANDBOX_USES_PKCE[provider];
    if (!saved || saved.provider !== provider || (pkce && (!input.code_challenge
      || input.code_challenge_method !== "S256"))) {
      return expiredPage(reply, locale);
    }
    if (method === "GET") return reply.type("text/html; charset=utf-8").send(consentPage(provider, input, locale));

    const back = new URLSearchParams();
    if (input.decision !== "allow") {
      back.set("error", "access_denied");
      back.set("state", input.state);
      return reply.redirect(`${callback(provider, locale)}?${back}`, 303);
    }
    const email = (input.email ?? "").trim().toLowerCase();
    if (email && !isEmail(email)) {
      return reply.code(422).type("text/html; charset=utf-8").send(consentPage(provider, input, locale,
        TEXT[locale].badEmail));
    }
    const name = (input.name ?? "").trim().slice(0, 120);
    const code = randomBytes(32).toString("base64url");
    await createSandboxGrant(app.db, {
      code, provider, subject: subjectFor(provider, email, name), email: email || null, emailVerified: true, name,
      codeChallenge: pkce ? (input.code_challenge ?? null) : null, nonce: input.nonce || null,
    });
    back.set("code", code);
    back.set("state", input.state);
    return reply.redirect(`${callback(provider, locale)}?${back}`, 303);
  };

  app.get("/oauth/:provider/authorize", async (req, reply) => handle(req.params, req.query, "GET", reply));
  app.post("/oauth/:provider/authorize", async (req, reply) => handle(req.params, req.body, "POST", reply));
};

export default routes;
