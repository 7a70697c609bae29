import type { FastifyPluginAsync } from "fastify";
import { ChangePassword, DeleteAccount, UpdatePhone, UpdateProfile } from "#contract/user.ts";
import { parsePhone } from "#contract/phone.ts";
import { POINTS_PER_PAGE, PointsQuery } from "#contract/membership.ts";
import { pointsSummary } from "#db/repositories/membership/summary.ts";
import { passwordHashOf, setPasswordHash, updatePhone, updateProfile } from "#db/repositories/member/profile.ts";
import { keepSkinProfile, keptSkinProfile } from "#db/repositories/member/skin-profile.ts";
import { loadUser } from "#db/repositories/member/user-view.ts";
import { KeepSkinProfile } from "#contract/skin-quiz.ts";
import { ApiError, unauthorized } from "#plugins/api-error.ts";
import { requestLocale } from "#plugins/locale.ts";
import { memberOf, requireMember } from "#plugins/member.ts";
import { message } from "#plugins/messages.ts";
import { hashPassword, verifyPassword } from "#workflows/member/passwords.ts";
import { validated } from "#plugins/validation.ts";
import { deleteMember } from "#workflows/member/delete-account.ts";
import addressRoutes from "./address.ts";
import otpRoutes from "./otp.ts";

/**
 * spec §7 User, under /api/user: the signed-in member's own data. Every route is guarded by requireMember and keyed
 * on the member id of the bearer token, never on an id from the request.
 */
const routes: FastifyPluginAsync = async (app) => {
  const userOf = async (memberId: number) => {
    const user = await loadUser(app.db, memberId);
    if (!user) throw unauthorized(); // deleted between the token check and now
    return user;
  };

  app.get("/me", { onRequest: requireMember, ...validated({},
    async (_input, req) => ({ data: await userOf(memberOf(req).id) })) });

  // The skin quiz's result kept on the profile: the answers; the routine is rebuilt from them.
  app.get("/skin-profile", { onRequest: requireMember, ...validated({}, async (_input, req) => ({
    data: await keptSkinProfile(app.db, memberOf(req).id),
  })) });
  app.post("/skin-profile", {
    onRequest: requireMember,
    ...validated({ body: KeepSkinProfile }, async ({ body }, req) => ({
      data: await keepSkinProfile(app.db, memberOf(req).id, body.answers),
    })),
  });

  // Edit profile: names, birth date, e-mail (another member's e-mail: 409 email_taken, nothing changes).
  app.post("/", { onRequest: requireMember, ...validated({ body: UpdateProfile }, async ({ body }, req) => {
    const member = memberOf(req);
    if ((await updateProfile(app.db, member.id, body)) === "email_taken") {
      throw new ApiError(409, "email_taken", { email: [message("email_taken", requestLocale(req))] });
    }
    return { data: await userOf(member.id) };
  }) });

  // Change password. A member with a password must give the current one; a member who only ever signed in through a
  // provider (has_password false) sets a first password and current_password is ignored. Other sessions end.
  app.post("/password", { onRequest: requireMember, ...validated({ body: ChangePassword }, async ({ body }, req) => {
    const member = memberOf(req);
    const locale = requestLocale(req);
    const hash = await passwordHashOf(app.db, member.id);
    if (hash === undefined) throw unauthorized();
    if (hash !== null) {
      if (body.current_password === undefined) {
        throw new ApiError(400, "validation_failed", { current_password: [message("field_required", locale)] });
      }
      if (!(await verifyPassword(hash, body.current_password))) {
        throw new ApiError(400, "password_incorrect", { current_password: [message("password_incorrect", locale)] });
      }
    }
    // Other sessions are signed out in the same transaction as the change (this one stays).
    await setPasswordHash(app.db, member.id, await hashPassword(body.password), member.token);
    return { data: { ok: true as const } };
  }) });

  // Edit phone: parsed with the prefix selector's country; a changed number is unverified until the OTP check.
  app.post("/phone", { onRequest: requireMember, ...validated({ body: UpdatePhone }, async ({ body }, req) => {
    const member = memberOf(req);
    const phone = parsePhone(body.phone.number, body.phone.country_code);
    if (!phone) throw new ApiError(400, "phone_invalid", { phone: [message("field_phone", requestLocale(req))] });
    await updatePhone(app.db, member.id, phone);
    return { data: await userOf(member.id) };
  }) });

  // Delete account (spec §6 retention): the member and everything kept for them; the token dies with the member.
  app.post("/delete-account", { onRequest: requireMember, ...validated({ body: DeleteAccount }, async (_input, req) => {
    await deleteMember(app.db, memberOf(req).id);
    return { data: { ok: true as const } };
  }) });

  // Points: balance, pending points with their arrival, the tier and a page of history (contract/membership.ts).
  app.get("/point", { onRequest: requireMember, ...validated({ query: PointsQuery }, async ({ query }, req) => {
    const page = query.page ?? 1;
    const summary = await pointsSummary(app.db, memberOf(req).id, page, new Date(), requestLocale(req));
    if (!summary) throw unauthorized();
    return { data: summary.data, meta: { page, per_page: POINTS_PER_PAGE, total: summary.total } };
  }) });

  await app.register(addressRoutes, { prefix: "/address" });
  await app.register(otpRoutes, { prefix: "/otp" });
};

export default routes;
