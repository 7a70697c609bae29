import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import {
  SearchQuery, StoryParams, SupportActionBody, SupportActionParams,
} from "#contract/support.ts";
import { ActionRefused, runAction } from "#workflows/support/actions.ts";
import { orderIdByNumber, readStory, searchOrders } from "#db/repositories/support/story.ts";
import { recordStaffAction, staffForToken, type Staff } from "#db/repositories/support/staff.ts";
import { stuckNow } from "#db/repositories/support/stuck.ts";
import { PaymentProviderError } from "#integrations/payments/provider.ts";
import { ApiError } from "#plugins/api-error.ts";
import { bearerToken } from "#plugins/member.ts";
import { shopOrigin } from "#plugins/origin.ts";
import { validated } from "#plugins/validation.ts";

declare module "fastify" {
  interface FastifyRequest {
    staff?: Staff;
  }
}

/** Anyone without a live staff token gets what a path that does not exist answers: the console is not there. */
const hidden = () => new ApiError(404, "route_not_found");

function staffOf(req: FastifyRequest): Staff {
  if (!req.staff) throw hidden();
  return req.staff;
}

/**
 * api/support/* (decision 0150): the stuck list, search, an order's story and the actions. The staff
 * token is checked before anything else (onRequest, before the body or the input is read), so a shopper or a guest
 * learns nothing, not even which paths exist.
 */
const support: FastifyPluginAsync = async (app) => {
  app.addHook("onRequest", async (req) => {
    const token = bearerToken(req);
    const staff = token ? await staffForToken(app.db, token) : null;
    if (!staff) throw hidden();
    req.staff = staff;
  });

  app.get("/stuck", async () => ({ data: await stuckNow(app.db, new Date()) }));

  app.get("/orders", validated({ query: SearchQuery }, async ({ query }) => ({
    data: await searchOrders(app.db, query.q),
  })));

  app.get("/orders/:number", validated({ params: StoryParams }, async ({ params }) => {
    const story = await readStory(app.db, params.number);
    if (!story) throw new ApiError(404, "order_not_found");
    return { data: story };
  }));

  app.post("/orders/:number/:action", validated({ params: SupportActionParams, body: SupportActionBody },
    async ({ params, body }, req) => {
      const staff = staffOf(req);
      const orderId = await orderIdByNumber(app.db, params.number);
      if (orderId === null) throw new ApiError(404, "order_not_found");
      const now = new Date();
      const record = (outcome: Record<string, unknown>) => recordStaffAction(app.db, {
        staff, action: params.action, orderNumber: params.number.trim().toUpperCase(), reason: body.reason, outcome,
        at: now,
      });
      try {
        const outcome = await runAction(params.action, {
          deps: { db: app.db, provider: app.payments }, orderId, actor: `staff:${staff.email}`, now,
          origin: shopOrigin(req),
        });
        await record(outcome);
        return { data: { ...outcome, story: await readStory(app.db, params.number) } };
      } catch (error) {
        // A refusal is recorded too: the trace shows what was asked, by whom, and why it did not happen.
        if (error instanceof ActionRefused) {
          await record({ refused: error.why });
          throw new ApiError(409, "support_action_refused");
        }
        if (error instanceof PaymentProviderError) {
          await record({ provider_error: error.code });
          throw new ApiError(503, "support_provider_unavailable");
        }
        throw error;
      }
    }));
};

export default support;
