// The support console's calls as server/routes/api/staff.ts and api/support answer them (decision 0150): the staff
// sign-in checked with the contract's StaffSignIn, tokens that every api/support/* route checks first (404
// route_not_found without one, as for a path that does not exist), search and story, and actions that need the
// contract's Reason and apply only when the order's story lists them (409 support_action_refused otherwise).
// Error texts are the server's own (server/plugins/messages.ts).
import { is } from "superstruct";
import type { Locale } from "#contract/locale.ts";
import {
  maskEmail, SearchQuery, STAFF_SESSION_HOURS, StaffSignIn, SupportActionBody, SUPPORT_ACTIONS,
  type StaffSession, type Story, type StuckItem, type SupportAction,
} from "#contract/support.ts";
import { message, type MessageKey } from "#plugins/messages.ts";
import { fail, json, type Route } from "./http.ts";

export const STAFF_EMAIL = "support@skinstate.test";
export const STAFF_PASSWORD = "Support#2026";
export const STUCK_NUMBER = "SS-2611-000101";
export const PAID_NUMBER = "SS-2611-000102";

const AT = "2026-11-25T01:00:00.000Z";

function story(number: string, email: string, status: "pending" | "processing"): Story {
  return {
    order: {
      number, public_id: `10000000-0000-4000-8000-${number.slice(-12).replace("-", "0")}`, status, total: 1290_00,
      email: maskEmail(email), phone: null, locale: "en", created_at: AT, expires_at: null,
      paid_at: status === "processing" ? AT : null, member: false,
    },
    charges: [{ id: 1, charge_id: `chrg_test_${number.slice(-3)}`, method: "omise_promptpay", status: status ===
      "pending" ? "pending" : "successful", amount: 1290_00, failure_code: null, expires_at: null, refund_state: null,
    created_at: AT }],
    timeline: [{ at: AT, kind: "order", event: "place", from: null, to: "pending", source: "shopper", actor: null,
      charge_id: null, provider_status: null, failure_code: null, detail: null }],
    actions: status === "pending" ? ["recheck", "expire"] : ["refund", "resend_confirmation"],
  };
}

export interface FakeSupportApi {
  route: Route;
  stories: Map<string, Story>;
  /** Every staff token is revoked (or ran out): the next support call answers 404. */
  revokeAll: () => void;
  /** The next request whose path starts with `prefix` fails as if the network were down. */
  failNext: (prefix: string) => void;
  /** Someone else expired the order meanwhile: no action applies to it any more. */
  expireElsewhere: (number: string) => void;
}

export function createFakeSupportApi(): FakeSupportApi {
  const tokens = new Set<string>();
  const failing: string[] = [];
  const stories = new Map([STUCK_NUMBER, PAID_NUMBER].map((n, i) =>
    [n, story(n, i === 0 ? "somchai@example.com" : "ada@example.com", i === 0 ? "pending" : "processing")]));
  let next = 1;
  const err = (status: number, code: MessageKey, locale: Locale) => fail(status, code, message(code, locale));
  const stuck = (): StuckItem[] => [...stories.values()].filter((s) => s.order.status === "pending").map((s) => ({
    kind: "pending_too_long", age_seconds: 1200, since: AT, order_number: s.order.number, order_status: "pending",
    email: s.order.email, phone: null, amount: s.order.total, method: "omise_promptpay",
    charge_id: s.charges[0]?.charge_id ?? null,
  }));

  const act = (s: Story, action: SupportAction, reason: string, locale: Locale) => {
    if (!s.actions.includes(action)) return err(409, "support_action_refused", locale);
    const changed = action === "recheck" || action === "expire";
    const status = action === "recheck" ? "processing" : action === "resend_confirmation" ? s.order.status : "failed";
    const after: Story = {
      ...s, order: { ...s.order, status },
      timeline: [...s.timeline, { at: AT, kind: "staff", event: action, from: null, to: null, source: "staff",
        actor: STAFF_EMAIL, charge_id: null, provider_status: null, failure_code: null, detail: { reason } }],
      actions: status === "processing" ? ["refund", "resend_confirmation"] : [],
    };
    stories.set(s.order.number, after);
    return json(200, { data: { changed, status, story: after } });
  };

  const route: Route = async (request, url) => {
    const path = url.pathname;
    if (!path.startsWith("/api/staff/") && !path.startsWith("/api/support/")) return null;
    const at = failing.findIndex((prefix) => path.startsWith(prefix));
    if (at >= 0) {
      failing.splice(at, 1);
      throw new TypeError("Failed to fetch");
    }
    const locale: Locale = request.headers.get("accept-language") === "th" ? "th" : "en";
    const token = request.headers.get("authorization")?.replace(/^Bearer /, "") ?? "";
    const body = request.method === "POST" ? ((await request.json()) as unknown) : null;
    if (path === "/api/staff/sign-in") {
      if (!is(body, StaffSignIn)) return err(400, "validation_failed", locale);
      if (body.email !== STAFF_EMAIL || body.password !== STAFF_PASSWORD) {
        return err(401, "invalid_credentials", locale);
      }
      const session: StaffSession = { token: `staff-${next++}`, staff: { email: STAFF_EMAIL, name: "Malee Support" },
        expires_at: new Date(Date.now() + STAFF_SESSION_HOURS * 3_600_000).toISOString() };
      tokens.add(session.token);
      return json(200, { data: session });
    }
    if (path === "/api/staff/sign-out") {
      tokens.delete(token);
      return json(200, { data: { ok: true } });
    }
    // Checked before anything else: without a live staff token the console is not there.
    if (!tokens.has(token)) return err(404, "route_not_found", locale);
    if (path === "/api/support/stuck") return json(200, { data: stuck() });
    if (path === "/api/support/orders") {
      const q = { q: url.searchParams.get("q") ?? "" };
      if (!is(q, SearchQuery)) return err(400, "validation_failed", locale);
      const needle = q.q.trim().toLowerCase();
      const hits = [...stories.values()].filter((s) => s.order.number.toLowerCase().includes(needle) ||
        s.order.email.toLowerCase().includes(needle));
      return json(200, { data: hits.map(({ order: o }) => ({ number: o.number, status: o.status, email: o.email,
        phone: o.phone, total: o.total, created_at: o.created_at })) });
    }
    const [, number = "", action] = /^\/api\/support\/orders\/([^/]+)(?:\/([^/]+))?$/.exec(path) ?? [];
    const found = stories.get(decodeURIComponent(number));
    if (!found) return err(404, "order_not_found", locale);
    if (!action) return json(200, { data: found });
    const known = (SUPPORT_ACTIONS as readonly string[]).includes(action);
    if (!known || !is(body, SupportActionBody)) return err(400, "validation_failed", locale);
    return act(found, action as SupportAction, body.reason.trim(), locale);
  };

  return {
    route, stories,
    revokeAll: () => tokens.clear(),
    failNext: (prefix) => failing.push(prefix),
    expireElsewhere: (n) => {
      const s = stories.get(n);
      if (s) stories.set(n, { ...s, order: { ...s.order, status: "failed" }, actions: [] });
    },
  };
}
