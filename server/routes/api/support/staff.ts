import type { FastifyPluginAsync } from "fastify";
import { StaffSignIn, type StaffSession } from "#contract/support.ts";
import {
  issueStaffToken, recordStaffAction, revokeStaffToken, staffForToken,
} from "#db/repositories/support/staff.ts";
import { checkStaffPassword } from "#workflows/support/staff.ts";
import { ApiError } from "#plugins/api-error.ts";
import { bearerToken } from "#plugins/member.ts";
import { rateLimit } from "#plugins/rate-limit.ts";
import { validated } from "#plugins/validation.ts";

/**
 * POST api/staff/sign-in and sign-out (decision 0150): the console's own sign-in, rate-limited like the shop's
 * (`staff_login` per IP and per e-mail). A wrong e-mail or password answers 401 invalid_credentials, as the shop's.
 */
const staffAuth: FastifyPluginAsync = async (app) => {
  app.post("/sign-in", validated({ body: StaffSignIn }, async ({ body }, req) => {
    await rateLimit(req, "staff_login", body.email);
    const staff = await checkStaffPassword(app.db, body.email, body.password);
    if (!staff) throw new ApiError(401, "invalid_credentials");
    const now = new Date();
    const { token, expiresAt } = await issueStaffToken(app.db, staff.id, now);
    await recordStaffAction(app.db, {
      staff, action: "sign_in", orderNumber: null, reason: "sign in", outcome: { ip: req.ip }, at: now,
    });
    const data: StaffSession = { token, expires_at: expiresAt.toISOString(), staff: { email: staff.email,
      name: staff.name } };
    return { data };
  }));

  app.post("/sign-out", validated({}, async (_input, req) => {
    const token = bearerToken(req);
    if (token && (await staffForToken(app.db, token))) await revokeStaffToken(app.db, token);
    return { data: { ok: true as const } };
  }));
};

export default staffAuth;
