import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor } from "@testing-library/react";
import { useLocation } from "react-router-dom";
import { createMachine } from "xstate";
import { createTestModel } from "xstate/graph";
import type { User } from "../../contract/auth.ts";
import { authMachine } from "../../machines/auth.machine.ts";
import { AuthEffects, AuthProvider } from "../../src/app/providers/AuthProvider.tsx";
import { CartProvider } from "../../src/app/providers/CartProvider.tsx";
import { FeedbackProvider } from "../../src/app/providers/FeedbackProvider.tsx";
import { LocaleProvider } from "../../src/app/providers/LocaleProvider.tsx";
import { configureApiClient } from "../../src/api/client.ts";
import { AUTH_TOKEN_KEY, readAuthToken } from "../../src/lib/auth-token.ts";
import { CART_ID_KEY } from "../../src/lib/cart.tsx";
import { useDialogs } from "../../src/lib/feedback.tsx";
import { useSession, type AuthOutcome, type Session } from "../../src/lib/session.tsx";
import { createFakeCartApi, type FakeCartApi } from "../fakes/cart-api.ts";
import { selfLoopsAsSteps, trackCoverage, uniquePaths } from "./coverage.ts";
import { renderApp } from "./render.tsx";

// The session as a shopper notices it: guest or member (the account state), the toast, the dialog closing, the page
// going home or reloading, the stored token and cart id. Every step runs through the real AuthProvider (real API
// client, real token storage, real cart actor) against a fake auth API.

type Token = "none" | "valid" | "expired" | "offline";
type ModelEvent =
  | { type: "page.open"; token: Token }
  | { type: "auth.signIn"; ok: boolean }
  | { type: "auth.register"; ok: boolean }
  | { type: "auth.social"; ok: boolean }
  | { type: "auth.completeSocial"; ok: boolean }
  | { type: "wait.reload" }
  | { type: "auth.signOut"; ok: boolean }
  | { type: "auth.refresh"; with: "user" | "load" | "expired" | "offline" };

const ok = ({ event }: { event: ModelEvent }) => "ok" in event && event.ok;

const model = createMachine({
  id: "authModel",
  types: {} as { events: ModelEvent },
  initial: "closed",
  states: {
    closed: {
      on: { "page.open": [{ guard: ({ event }) => event.token === "valid", target: "member" }, { target: "guest" }] },
    },
    guest: {
      on: {
        "auth.signIn": [{ guard: ok, target: "justSignedIn" }, { target: "guest" }],
        "auth.register": [{ guard: ok, target: "member" }, { target: "guest" }],
        "auth.social": { target: "guest" },
        "auth.completeSocial": [{ guard: ok, target: "member" }, { target: "guest" }],
      },
    },
    justSignedIn: { on: { "wait.reload": "member" } },
    member: {
      on: {
        "auth.signOut": "guest",
        "auth.refresh": [{ guard: ({ event }) => event.with === "expired", target: "guest" }, { target: "member" }],
      },
    },
  },
});

const events: ModelEvent[] = [
  ...(["none", "valid", "expired", "offline"] as const).map((token) => ({ type: "page.open" as const, token })),
  ...(["auth.signIn", "auth.register", "auth.social", "auth.completeSocial", "auth.signOut"] as const).flatMap((type) => [
    { type, ok: true }, { type, ok: false },
  ]),
  { type: "wait.reload" },
  ...(["user", "load", "expired", "offline"] as const).map((w) => ({ type: "auth.refresh" as const, with: w })),
];
const testModel = createTestModel(model, { events, ...selfLoopsAsSteps });

const coverage = trackCoverage(authMachine);
afterAll(() => coverage.assertComplete());

const MEMBER_EMAIL = "ada@example.com";
const PASSWORD = "Secret12!";
const VALID = "valid-token";

function user(email: string, first = "Ada"): User {
  return {
    id: 7, first_name: first, last_name: "Lee", email, phone: null, phone_verified: false, birth_date: null, birthday: false,
    points: 0, member_status: "member", exclusive_until: null, joined_at: "2026-01-01T00:00:00.000Z", has_password: true,
  };
}

/** The auth API as the shop's server answers it; anything else goes to the fake cart API. */
function createFakeAuthApi(cart: FakeCartApi) {
  const tokens = new Map<string, string>([[VALID, MEMBER_EMAIL]]);
  const state = { offline: false, memberCart: null as string | null, firstName: "Ada", requests: [] as string[] };
  let next = 1;
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  const fail = (status: number, code: string, message: string, errors?: Record<string, string[]>) =>
    json(status, { message, code, ...(errors ? { errors } : {}) });
  const signedIn = (email: string, status = 200) => {
    const token = `t${next++}`;
    tokens.set(token, email);
    return json(status, { token, token_type: "Bearer", expires_at: "2027-01-01T00:00:00.000Z", data: user(email, state.firstName), cart_id: state.memberCart });
  };
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), "http://shop.test/"), init);
    const url = new URL(request.url, "http://shop.test/");
    if (!url.pathname.startsWith("/api/auth") && !url.pathname.startsWith("/api/user")) return cart.fetch(input, init);
    state.requests.push(`${request.method} ${url.pathname}`);
    if (state.offline) throw new TypeError("Failed to fetch");
    const body = request.method === "POST" ? ((await request.json()) as Record<string, unknown>) : {};
    const bearer = (request.headers.get("authorization") ?? "").replace(/^Bearer /, "");
    switch (`${request.method} ${url.pathname}`) {
      case "GET /api/user/me":
        return tokens.has(bearer) ? json(200, { data: user(tokens.get(bearer)!, state.firstName) }) : fail(401, "unauthorized", "Please log in.");
      case "POST /api/auth/login":
        return body.email === MEMBER_EMAIL && body.password === PASSWORD
          ? signedIn(MEMBER_EMAIL)
          : fail(401, "invalid_credentials", "The email or password is incorrect.");
      case "POST /api/auth/register":
        return body.email === MEMBER_EMAIL
          ? fail(409, "email_taken", "This email is already registered.", { email: ["This email is already registered."] })
          : signedIn(String(body.email), 201);
      case "GET /api/auth/social/request-url":
        return url.searchParams.get("provider") === "google"
          ? json(200, { data: { url: "https://sandbox.test/google/authorize?state=s1" } })
          : fail(429, "rate_limited", "Too many requests.");
      case "POST /api/auth/social/token":
        return body.code === "good" ? signedIn("social@example.com") : fail(400, "social_state_invalid", "This sign-in link has expired.");
      case "POST /api/auth/logout":
        tokens.delete(bearer);
        return json(200, { data: { ok: true } });
      default:
        return fail(404, "route_not_found", "Not found");
    }
  }) as typeof globalThis.fetch;
  return { fetch, state, tokens };
}

let cartApi: FakeCartApi;
let authApi: ReturnType<typeof createFakeAuthApi>;
let probe: { session: Session; openSignIn: () => void } | null = null;
const reloadPage = vi.fn();
const redirect = vi.fn();
const consoleError = vi.spyOn(console, "error");

function Probe() {
  const session = useSession();
  const dialogs = useDialogs();
  const { pathname } = useLocation();
  probe = { session, openSignIn: () => dialogs.open("signIn") };
  return (
    <>
      <p>{`Path: ${pathname}`}</p>
      <p>{session.signedIn ? `Member: ${session.user?.first_name ?? ""}` : session.ready ? "Guest" : "Starting"}</p>
    </>
  );
}

// As src/main.tsx wires it: the client sends the stored token.
configureApiClient({ authorization: readAuthToken });

beforeEach(() => {
  localStorage.clear();
  document.cookie = `${AUTH_TOKEN_KEY}=; path=/; max-age=0`;
  cartApi = createFakeCartApi();
  authApi = createFakeAuthApi(cartApi);
  vi.stubGlobal("fetch", authApi.fetch);
  vi.useFakeTimers({ shouldAdvanceTime: true });
  reloadPage.mockReset();
  redirect.mockReset();
  consoleError.mockImplementation(() => {});
  consoleError.mockClear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  probe = null;
});

async function mount(token: Token) {
  if (token !== "none") localStorage.setItem(AUTH_TOKEN_KEY, `Bearer ${token === "valid" || token === "offline" ? VALID : "gone"}`);
  if (token === "offline") authApi.state.offline = true;
  renderApp(
    <LocaleProvider>
      <AuthProvider inspect={coverage.inspect} reloadPage={reloadPage} redirect={redirect}>
        <FeedbackProvider>
          <CartProvider>
            <AuthEffects />
            <Probe />
          </CartProvider>
        </FeedbackProvider>
      </AuthProvider>
    </LocaleProvider>,
    { path: "/about-us" },
  );
  await screen.findByText(/^(Member|Guest)/);
  authApi.state.offline = false;
}

const session = () => probe!.session;
const storedToken = () => localStorage.getItem(AUTH_TOKEN_KEY);
const toast = (text: string) => screen.findByText(text);

describe("auth machine (model paths through AuthProvider and the API client)", () => {
  const paths = uniquePaths(testModel.getShortestPaths());
  for (const path of paths) {
    it(path.description, async () => {
      let last: AuthOutcome | null = null;
      await path.test({
        states: {
          closed: () => {},
          guest: async () => {
            await screen.findByText("Guest");
            expect(coverage.currentValue()).toBe("anonymous");
          },
          justSignedIn: async () => {
            await screen.findByText("Member: Ada");
            expect(coverage.currentValue()).toEqual({ signedIn: "reloading" });
            expect(reloadPage).not.toHaveBeenCalled();
          },
          member: async () => {
            await screen.findByText(/^Member: /);
            expect(coverage.currentValue()).toEqual({ signedIn: "settled" });
            expect(storedToken()).toMatch(/^Bearer /);
          },
        },
        events: {
          "page.open": async ({ event }) => {
            const { token } = event as Extract<ModelEvent, { type: "page.open" }>;
            await mount(token);
            if (token === "expired") expect(storedToken()).toBeNull();
            if (token === "offline") {
              // Unexpected init errors are logged; the token stays for the next visit.
              expect(consoleError).toHaveBeenCalledWith("auth init failed", expect.anything());
              expect(storedToken()).toBe(`Bearer ${VALID}`);
            }
          },
          "auth.signIn": async ({ event }) => {
            const { ok: good } = event as Extract<ModelEvent, { type: "auth.signIn" }>;
            authApi.state.memberCart = cartApi.seedCart([{ productId: 2, qty: 3 }]);
            act(() => probe!.openSignIn());
            await screen.findByRole("dialog");
            last = await act(() => session().signIn({ email: MEMBER_EMAIL, password: good ? PASSWORD : "wrong", remember: true }));
            if (good) {
              expect(last).toEqual({ ok: true });
              await toast("Signed in successfully.");
              await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
              await waitFor(() => expect(localStorage.getItem(CART_ID_KEY)).toBe(authApi.state.memberCart));
              expect(document.cookie).toContain(AUTH_TOKEN_KEY);
            } else {
              expect(last).toMatchObject({ ok: false, code: "invalid_credentials", message: "The email or password is incorrect." });
              await toast("Something went wrong!");
              expect(screen.getByText("The email or password is incorrect.")).toBeDefined();
              expect(storedToken()).toBeNull();
            }
          },
          "auth.register": async ({ event }) => {
            const { ok: good } = event as Extract<ModelEvent, { type: "auth.register" }>;
            last = await act(() => session().register({
              email: good ? "new@example.com" : MEMBER_EMAIL, password: PASSWORD, passwordConfirmation: PASSWORD,
            }));
            if (good) {
              await toast("Registered successfully.");
              await screen.findByText("Path: /");
            } else {
              expect(last).toMatchObject({ ok: false, code: "email_taken", fields: { email: ["This email is already registered."] } });
              await screen.findByText("Path: /about-us");
            }
          },
          "auth.social": async ({ event }) => {
            const { ok: good } = event as Extract<ModelEvent, { type: "auth.social" }>;
            last = await act(() => session().social(good ? "google" : "line"));
            if (good) expect(redirect).toHaveBeenCalledWith("https://sandbox.test/google/authorize?state=s1");
            else {
              expect(redirect).not.toHaveBeenCalled();
              await toast("Too many requests.");
            }
          },
          "auth.completeSocial": async ({ event }) => {
            const { ok: good } = event as Extract<ModelEvent, { type: "auth.completeSocial" }>;
            last = await act(() => session().completeSocial({ provider: "google", code: good ? "good" : "stale", state: "s1" }));
            expect(last.ok).toBe(good);
            if (good) await toast("Signed in successfully.");
            else await toast("This sign-in link has expired.");
          },
          "wait.reload": async () => {
            act(() => void vi.advanceTimersByTime(2000));
            await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
          },
          "auth.signOut": async ({ event }) => {
            const { ok: good } = event as Extract<ModelEvent, { type: "auth.signOut" }>;
            if (!good) authApi.state.offline = true;
            last = await act(() => session().signOut());
            authApi.state.offline = false;
            // Signed out on this device even when the server could not be told.
            expect(last).toEqual({ ok: true });
            await toast("Log out successfully!");
            await screen.findByText("Path: /");
            expect(storedToken()).toBeNull();
            await waitFor(() => expect(localStorage.getItem(CART_ID_KEY)).toBeNull());
          },
          "auth.refresh": async ({ event }) => {
            const { with: how } = event as Extract<ModelEvent, { type: "auth.refresh" }>;
            if (how === "user") {
              last = await act(() => session().refresh(user(session().user!.email, "Adele")));
              await screen.findByText("Member: Adele");
              return;
            }
            if (how === "expired") authApi.tokens.clear();
            if (how === "offline") authApi.state.offline = true;
            authApi.state.firstName = "Bea";
            last = await act(() => session().refresh());
            authApi.state.offline = false;
            if (how === "load") await screen.findByText("Member: Bea");
            if (how === "offline") expect(last).toMatchObject({ ok: false, code: "network_error" });
            if (how === "expired") expect(storedToken()).toBeNull();
          },
        },
      });
    });
  }
});

describe("auth commands the state ignores", () => {
  it("answer at once without a request", async () => {
    await mount("none");
    expect(await act(() => session().signOut())).toMatchObject({ ok: false, code: "conflict" });
    expect(authApi.state.requests).toEqual([]);
  });
});
