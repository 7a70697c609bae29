import { randomBytes } from "node:crypto";
import type { FastifyInstance, FastifyPluginAsync } from "fastify";
import { OtpRequestBody, OtpVerify } from "#contract/user.ts";
import { loadUser } from "#db/repositories/member/user-view.ts";
import { storedSecret } from "#db/repositories/secrets.ts";
import { linePointsProvider } from "#integrations/line-points/provider.ts";
import { ApiError, unauthorized } from "#plugins/api-error.ts";
import { requestLocale } from "#plugins/locale.ts";
import { memberOf, requireMember } from "#plugins/member.ts";
import { message } from "#plugins/messages.ts";
import { rateLimit } from "#plugins/rate-limit.ts";
import { validated } from "#plugins/validation.ts";
import { requestPhoneCode, verifyPhoneCode } from "#workflows/member/verify-phone.ts";

/**
 * The key codes are hashed under (decision 0161): OTP_PEPPER, which is never stored in the database, so a leaked
 * otp_codes table cannot be brute-forced; a production shop does not start without it (env.ts). Outside production,
 * unset, a development pepper kept in store_settings, so every process on the database checks codes alike. An app
 * built for production without one (tests) gets a random one of its own.
 */
function pepperOf(app: FastifyInstance): () => Promise<string> {
  if (app.env.OTP_PEPPER) return async () => app.env.OTP_PEPPER;
  if (app.env.NODE_ENV === "production") {
    app.log.warn("OTP_PEPPER is not set: pending phone codes stop working on a restart and across processes");
    const random = randomBytes(32).toString("hex");
    return async () => random;
  }
  return async () => (await storedSecret(app.db, "otp_development_pepper")).toString("hex");
}

/** spec §4 Phone verification, under /api/user/otp. */
const routes: FastifyPluginAsync = async (app) => {
  const pepper = pepperOf(app);
  // Made at boot, so no request (a refused one least of all) is the one that writes it.
  await pepper();

  app.post("/phone/request", { onRequest: requireMember, ...validated({ body: OtpRequestBody }, async (_input, req) => {
    const member = memberOf(req);
    await rateLimit(req, "otp_request", member.id);
    const outcome = await requestPhoneCode(app.db, member.id, requestLocale(req), await pepper());
    if (outcome.ok) return { data: outcome.challenge };
    switch (outcome.code) {
      case "not_found": throw unauthorized();
      case "phone_required": throw new ApiError(400, "phone_required");
      case "phone_taken": throw new ApiError(409, "phone_taken");
      case "otp_cooldown": throw new ApiError(429, "otp_cooldown", undefined, { retry_after: outcome.retryAfter });
    }
  }) });

  app.post("/phone/verify", { onRequest: requireMember, ...validated({ body: OtpVerify }, async ({ body }, req) => {
    const member = memberOf(req);
    await rateLimit(req, "otp_verify", member.id);
    // The phone is proven: its LINE shopping points join this account once, arriving tomorrow (decision 0134),
    // written with the verification so that neither happens without the other.
    const now = new Date();
    const outcome = await verifyPhoneCode(app.db, linePointsProvider(), member.id, body.code, await pepper(), now);
    if (outcome.ok) {
      const user = await loadUser(app.db, member.id);
      if (!user) throw unauthorized();
      return { data: user };
    }
    switch (outcome.code) {
      case "not_found": throw unauthorized();
      case "otp_not_requested": throw new ApiError(400, "otp_not_requested");
      case "otp_expired": throw new ApiError(400, "otp_expired");
      case "otp_locked":
        throw new ApiError(429, "otp_locked", undefined, { attempts_left: 0, retry_after: outcome.retryAfter });
      case "phone_taken": throw new ApiError(409, "phone_taken");
      case "otp_invalid":
        throw new ApiError(422, "otp_invalid", { code: [message("otp_invalid", requestLocale(req))] },
          { attempts_left: outcome.attemptsLeft });
    }
  }) });
};

export default routes;
