import * as arctic from "arctic";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import {
  LoginRequest, RegisterRequest, ResetConfirm, ResetRequest, SocialTokenRequest, SocialUrlQuery,
  type AuthResponse, type SocialProvider,
} from "#contract/auth.ts";
import type { Locale } from "#contract/locale.ts";
import { memberCartId } from "#db/repositories/cart/merge.ts";
import {
  createMember, EmailTaken, findMemberByEmail, proveEmail, rememberLocale, replacePassword, type MemberRow,
} from "#db/repositories/member/members.ts";
import { consumeReset, createReset } from "#db/repositories/member/resets.ts";
import { linkedMember, linkSocialAccount, saveOAuthState, takeOAuthState } from "#db/repositories/member/social.ts";
import { issueToken, revokeToken } from "#db/repositories/member/tokens.ts";
import { loadUser } from "#db/repositories/member/user-view.ts";
import { enqueue } from "#db/repositories/outbox.ts";
import { socialSignIn } from "#domain/social-link.ts";
import { resetPasswordMail } from "#integrations/mail/templates.ts";
import { OAuthFailure, randomNonce, type ProviderProfile } from "#integrations/oauth/index.ts";
import { ApiError, unauthorized } from "#plugins/api-error.ts";
import { requestLocale } from "#plugins/locale.ts";
import { requireMember } from "#plugins/member.ts";
import { message } from "#plugins/messages.ts";
import { burnPasswordCheck, hashPassword, verifyPassword } from "#workflows/member/passwords.ts";
import { rateLimit } from "#plugins/rate-limit.ts";
import { validated } from "#plugins/validation.ts";
import { mergeGuestCart } from "#workflows/cart/merge-cart.ts";
import { signUp } from "#workflows/member/sign-up.ts";
import { localized, mailedLinkOrigin, shopOrigin } from "./origin.ts";
import { authText } from "#plugins/auth-messages.ts";

/** Where every provider (and the sandbox) sends the shopper back; the browser page finishes through /social/token. */
const callbackPath = (provider: SocialProvider) => `/auth/social/${provider}`;

/** spec §7 Authentication, under /api/auth. */
const routes: FastifyPluginAsync = async (app) => {
  const db = app.db;

  /** The member's cart after the guest cart joined it. A failed merge is logged and never blocks the sign-in. */
  async function signInCart(request: FastifyRequest, memberId: number,
    guestCartId: string | undefined): Promise<string | null> {
    try {
      return (await mergeGuestCart(db, memberId, guestCartId)).cartId;
    } catch (err) {
      request.log.error({ err, memberId }, "cart merge at sign-in failed");
      return memberCartId(db, memberId);
    }
  }

  /** The token, the member and the member's cart (after merging the guest cart the browser sent). */
  async function signedIn(
    request: FastifyRequest, memberId: number, remember: boolean, guestCartId: string | undefined,
  ): Promise<AuthResponse> {
    const locale = requestLocale(request);
    await rememberLocale(db, memberId, locale);
    const cartId = await signInCart(request, memberId, guestCartId);
    const issued = await issueToken(db, memberId, remember);
    const user = await loadUser(db, memberId, locale);
    if (!user) throw unauthorized();
    return { token: issued.token, token_type: "Bearer", expires_at: issued.expiresAt.toISOString(), data: user,
      cart_id: cartId };
  }

  // Register -> 201 AuthResponse. An e-mail already registered: 409 email_taken (message also under `email`).
  app.post("/register", validated({ body: RegisterRequest }, async ({ body }, req, reply) => {
    await rateLimit(req, "register", body.email);
    const locale = requestLocale(req);
    let member: MemberRow;
    try {
      member = await signUp(db, { email: body.email, password: body.password, locale });
    } catch (error) {
      if (error instanceof EmailTaken) {
        throw new ApiError(409, "email_taken", { email: [message("email_taken", locale)] });
      }
      throw error;
    }
    reply.code(201);
    return signedIn(req, member.id, false, body.cart_id);
  }));

  // Login -> AuthResponse. Unknown e-mail, provider-only member and wrong password all answer the same 401 after the
  // same argon2 work, so neither the answer nor its timing tells whether an account exists.
  app.post("/login", validated({ body: LoginRequest }, async ({ body }, req) => {
    await rateLimit(req, "login", body.email);
    const member = await findMemberByEmail(db, body.email);
    if (!member?.passwordHash) {
      await burnPasswordCheck(body.password);
      throw new ApiError(401, "invalid_credentials");
    }
    if (!(await verifyPassword(member.passwordHash, body.password))) throw new ApiError(401, "invalid_credentials");
    return signedIn(req, member.id, body.remember ?? false, body.cart_id);
  }));

  // Logout: revokes the token the request carries (other sessions stay signed in).
  app.post("/logout", { onRequest: requireMember, ...validated({}, async (_input, req) => {
    if (req.member) await revokeToken(db, req.member.token);
    return { data: { ok: true as const } };
  }) });

  // Reset request: the same 200 { message } whether or not the e-mail is registered; for a member, a one-hour
  // single-use link goes through the outbox in the member's language.
  app.post("/reset-password/request", validated({ body: ResetRequest }, async ({ body }, req) => {
    await rateLimit(req, "reset_request", body.email);
    const requestLanguage = requestLocale(req);
    const member = await findMemberByEmail(db, body.email);
    if (member) {
      const locale: Locale = member.locale ?? requestLanguage;
      const { token } = await createReset(db, member.id);
      const link = new URL(localized("/auth/reset-password", locale), mailedLinkOrigin(app));
      link.searchParams.set("token", token);
      link.searchParams.set("email", member.email);
      const mail = resetPasswordMail(locale, link.toString());
      await enqueue(db, { kind: "mail", to: member.email, subject: mail.subject, body: mail.body });
    }
    return { message: authText("reset_requested", requestLanguage) };
  }));

  // Reset confirm: a live token for this e-mail sets the new password, is used up, and signs the member out
  // everywhere; the link came through the member's mailbox, so the e-mail counts as proven (docs/decisions/0077).
  // Unknown, expired or used: 400 reset_token_invalid, nothing changes.
  app.post("/reset-password/reset", validated({ body: ResetConfirm }, async ({ body }, req) => {
    await rateLimit(req, "reset_confirm", body.email);
    const passwordHash = await hashPassword(body.password);
    const done = await db.transaction(async (tx) => {
      const memberId = await consumeReset(tx, body.email, body.token);
      if (memberId === null) return false;
      await replacePassword(tx, memberId, passwordHash);
      await proveEmail(tx, memberId, body.email);
      return true;
    });
    if (!done) throw new ApiError(400, "reset_token_invalid");
    return { message: authText("reset_done", requestLocale(req)) };
  }));

  // Social login, step 1: the provider's authorization URL (state, PKCE verifier and nonce stored, 10 minutes).
  app.get("/social/request-url", validated({ query: SocialUrlQuery }, async ({ query }, req) => {
    await rateLimit(req, "social_token");
    const state = arctic.generateState();
    const codeVerifier = arctic.generateCodeVerifier();
    const nonce = randomNonce();
    const origin = shopOrigin(req);
    // Built before the state is stored: a provider that cannot start (not configured) leaves nothing behind.
    const url = await fromProvider(req, query.provider, () => app.oauth[query.provider].authorizationUrl({
      state, codeVerifier, nonce, origin, locale: requestLocale(req),
      redirectUri: `${origin}${callbackPath(query.provider)}`,
    }));
    await saveOAuthState(db, state, { provider: query.provider, codeVerifier, nonce });
    return { data: { url } };
  }));

  /** Links the provider account to the member; a parallel sign-in with the same account may have linked first. */
  async function linkTo(memberId: number, provider: SocialProvider, profile: ProviderProfile): Promise<number> {
    await linkSocialAccount(db, memberId, provider, profile.subject, profile.email);
    return (await linkedMember(db, provider, profile.subject)) ?? memberId;
  }

  /**
   * The member for a provider account (server/domain/social-link.ts): already linked, else linked by a verified e-mail
   * the member proved too, else a new member whose e-mail counts as proven. A member with that e-mail who never proved
   * it: 409 email_taken and nothing linked (they sign in with their password, or reset it through the mailed link).
   */
  async function memberForProfile(
    provider: SocialProvider, profile: ProviderProfile, locale: Locale, again = false,
  ): Promise<number> {
    const linked = await linkedMember(db, provider, profile.subject);
    const existing = linked === null && profile.email ? await findMemberByEmail(db, profile.email) : undefined;
    const decision = socialSignIn(linked, profile, existing ?? null);
    switch (decision.kind) {
      case "linked":
        return decision.memberId;
      case "email_missing":
        throw new ApiError(422, "social_email_missing");
      case "email_unproven":
        throw new ApiError(409, "email_taken");
      case "link":
        return linkTo(decision.memberId, provider, profile);
      case "create": {
        let memberId: number;
        try {
          memberId = (await createMember(db, {
            email: profile.email ?? "", passwordHash: null, firstName: profile.firstName, lastName: profile.lastName,
            locale,
            emailVerifiedAt: new Date(),
          })).id;
        } catch (error) {
          // Registered a moment ago in parallel: decide again with that member (once).
          if (!(error instanceof EmailTaken)) throw error;
          if (again) throw new ApiError(409, "email_taken");
          return memberForProfile(provider, profile, locale, true);
        }
        return linkTo(memberId, provider, profile);
      }
    }
  }

  // Social login, step 2: the code the provider sent back (with the state) -> AuthResponse. A state that is unknown,
  // expired, used or for another provider: 400 social_state_invalid. The provider refusing: 400 social_failed.
  app.post("/social/token", validated({ body: SocialTokenRequest }, async ({ body }, req) => {
    await rateLimit(req, "social_token");
    const saved = await takeOAuthState(db, body.state, body.provider);
    if (!saved) throw new ApiError(400, "social_state_invalid");
    const profile = await fromProvider(req, body.provider, () => app.oauth[body.provider].exchange({
      code: body.code, codeVerifier: saved.codeVerifier, nonce: saved.nonce,
      redirectUri: `${shopOrigin(req)}${callbackPath(body.provider)}`,
    }));
    const memberId = await memberForProfile(body.provider, profile, requestLocale(req));
    return signedIn(req, memberId, body.remember ?? false, body.cart_id);
  }));
};

export default routes;

/**
 * Whatever goes wrong with a provider (not configured, refused code, network, odd answer): a 400 the shopper can retry.
 */
async function fromProvider<T>(req: FastifyRequest, provider: SocialProvider, work: () => T | Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof OAuthFailure) req.log.info({ reason: error.message, provider }, "social login refused");
    else req.log.warn({ err: error, provider }, "social login: unexpected provider error");
    throw new ApiError(400, "social_failed");
  }
}
