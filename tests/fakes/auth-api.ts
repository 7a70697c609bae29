// The auth and member calls as server/routes/api/auth and /user answer them: tokens, the member, sign-in, sign-up,
// social login through a sandbox provider, sign-out. Sign-in and sign-up answer the member's cart id (`memberCart`),
// as the server does after merging the guest's cart.
import type { User } from "#contract/auth.ts";
import { fail, json, type Route } from "./http.ts";

export const MEMBER_EMAIL = "ada@example.com";
export const MEMBER_PASSWORD = "Secret12!";
/** A stored token the fake knows (as "Bearer valid-token"). */
export const VALID_TOKEN = "valid-token";
const TAKEN = "This email is already registered.";

export function fakeUser(email: string, first = "Ada"): User {
  return {
    id: 7, first_name: first, last_name: "Lee", email, phone: null, phone_verified: false, birth_date: null,
    birthday: false, points: 0, member_status: "member", exclusive_until: null, joined_at: "2026-01-01T00:00:00.000Z",
    has_password: true,
  };
}

export interface FakeAuthApi {
  route: Route;
  tokens: Map<string, string>;
  state: {
    /** Every auth or member request fails as if the network were down. */
    offline: boolean;
    /** The cart id sign-in, sign-up and social completion answer (the guest cart merged into the member's). */
    memberCart: string | null;
    firstName: string;
    requests: string[];
  };
}

export function createFakeAuthApi(): FakeAuthApi {
  const tokens = new Map<string, string>([[VALID_TOKEN, MEMBER_EMAIL]]);
  const state: FakeAuthApi["state"] = { offline: false, memberCart: null, firstName: "Ada", requests: [] };
  let next = 1;
  const signedIn = (email: string, status = 200) => {
    const token = `t${next++}`;
    tokens.set(token, email);
    return json(status, {
      token, token_type: "Bearer", expires_at: "2027-01-01T00:00:00.000Z", data: fakeUser(email, state.firstName),
      cart_id: state.memberCart,
    });
  };
  const route: Route = async (request, url) => {
    if (!url.pathname.startsWith("/api/auth") && !url.pathname.startsWith("/api/user")) return null;
    state.requests.push(`${request.method} ${url.pathname}`);
    if (state.offline) throw new TypeError("Failed to fetch");
    const body = request.method === "POST" ? ((await request.json()) as Record<string, unknown>) : {};
    const bearer = (request.headers.get("authorization") ?? "").replace(/^Bearer /, "");
    const member = () => fakeUser(tokens.get(bearer)!, state.firstName);
    const unauthorized = () => fail(401, "unauthorized", "Please log in.");
    switch (`${request.method} ${url.pathname}`) {
      case "GET /api/user/me":
        return tokens.has(bearer) ? json(200, { data: member() }) : unauthorized();
      case "POST /api/auth/login":
        return body.email === MEMBER_EMAIL && body.password === MEMBER_PASSWORD
          ? signedIn(MEMBER_EMAIL)
          : fail(401, "invalid_credentials", "The email or password is incorrect.");
      case "POST /api/auth/register":
        return body.email === MEMBER_EMAIL
          ? fail(409, "email_taken", TAKEN, { errors: { email: [TAKEN] } })
          : signedIn(String(body.email), 201);
      case "GET /api/auth/social/request-url":
        return url.searchParams.get("provider") === "google"
          ? json(200, { data: { url: "https://sandbox.test/google/authorize?state=s1" } })
          : fail(429, "rate_limited", "Too many requests.");
      case "POST /api/auth/social/token":
        return body.code === "good"
          ? signedIn("social@example.com")
          : fail(400, "social_state_invalid", "This sign-in link has expired.");
      case "POST /api/auth/logout":
        tokens.delete(bearer);
        return json(200, { data: { ok: true } });
      case "POST /api/user/": {
        if (!tokens.has(bearer)) return unauthorized();
        state.firstName = String(body.first_name);
        return json(200, { data: { ...member(), last_name: String(body.last_name) } });
      }
      case "POST /api/user/delete-account":
        tokens.delete(bearer);
        return json(200, { data: { ok: true } });
      default:
        return fail(404, "route_not_found", "Not found");
    }
  };
  return { route, tokens, state };
}
