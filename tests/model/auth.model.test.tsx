import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { createMachine } from "xstate";
import { createTestModel } from "xstate/graph";
import { authMachine } from "#machines/auth.machine.ts";
import { AUTH_TOKEN_KEY, readAuthToken } from "#lib/auth-token.ts";
import { CART_ID_KEY } from "#lib/cart.tsx";
import { MEMBER_EMAIL, MEMBER_PASSWORD, VALID_TOKEN } from "../fakes/auth-api.ts";
import { selfLoopsAsSteps, trackCoverage, uniquePaths } from "./coverage.ts";
import { installShopApi, mountShop, type MountedShop, type ShopWorld } from "./shop-app.tsx";

// The session as a shopper notices it, clicking through the real shop: the header's Log in / Log out, the sign-in
// and sign-up dialogs, the social buttons and the provider's return to /auth/social/google, the account page's
// profile form and account deletion; toasts, where the page goes, the stored token and cart id. Every step runs the
// real shop actor system (auth talks to the cart, the dialog stack and the toasts itself) against fake APIs.

type Token = "none" | "valid" | "expired" | "offline";
type Page = "about" | "account";
type ModelEvent =
  | { type: "page.open"; token: Token; page: Page }
  | { type: "auth.signIn"; ok: boolean }
  | { type: "auth.register"; ok: boolean }
  | { type: "auth.social"; ok: boolean }
  | { type: "auth.completeSocial"; ok: boolean }
  | { type: "wait.reload" }
  | { type: "auth.signOut"; ok: boolean }
  | { type: "profile.save" }
  | { type: "account.delete" };

const ok = ({ event }: { event: ModelEvent }) => "ok" in event && event.ok;

const model = createMachine({
  id: "authModel",
  types: {} as { events: ModelEvent },
  initial: "closed",
  states: {
    closed: {
      on: {
        "page.open": [
          { guard: ({ event }) => event.token === "valid", target: "member" },
          { guard: ({ event }) => event.page === "account", target: "askedToSignIn" },
          { target: "guest" },
        ],
      },
    },
    guest: {
      on: {
        "auth.signIn": [{ guard: ok, target: "justSignedIn" }, { target: "guest" }],
        "auth.register": [{ guard: ok, target: "member" }, { target: "guest" }],
        "auth.social": { target: "guest" },
        "auth.completeSocial": [{ guard: ok, target: "member" }, { target: "guest" }],
      },
    },
    askedToSignIn: { on: { "auth.signIn": [{ guard: ok, target: "justSignedIn" }, { target: "askedToSignIn" }] } },
    justSignedIn: { on: { "wait.reload": "member" } },
    member: { on: { "auth.signOut": "guest", "profile.save": "member", "account.delete": "guest" } },
  },
});

const pageOpen = (token: Token, page: Page): ModelEvent => ({ type: "page.open", token, page });
const pages: ModelEvent[] = [
  ...(["none", "valid", "expired", "offline"] as const).map((token) => pageOpen(token, "about")),
  ...(["none", "valid", "expired"] as const).map((token) => pageOpen(token, "account")),
];
const events: ModelEvent[] = [
  ...pages,
  ...(["auth.signIn", "auth.register", "auth.social", "auth.completeSocial", "auth.signOut"] as const)
    .flatMap((type) => [{ type, ok: true }, { type, ok: false }]),
  { type: "wait.reload" }, { type: "profile.save" }, { type: "account.delete" },
];
const testModel = createTestModel(model, { events, ...selfLoopsAsSteps });

const coverage = trackCoverage(authMachine);
afterAll(() => coverage.assertComplete());

let world: ShopWorld;
let app: MountedShop;
let user: UserEvent;
const reloadPage = vi.fn();
const redirect = vi.fn();
const consoleError = vi.spyOn(console, "error");

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  document.cookie = `${AUTH_TOKEN_KEY}=; path=/; max-age=0`;
  world = installShopApi();
  vi.useFakeTimers({ shouldAdvanceTime: true });
  user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  reloadPage.mockReset();
  redirect.mockReset();
  consoleError.mockImplementation(() => {});
  consoleError.mockClear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const PATHS: Record<Page, string> = { about: "/about-us", account: "/my-account" };

/** Opens the shop at `path` as a new page load would (the token and cart id are read from storage). */
async function open(path: string) {
  app = mountShop({ path, coverage: [coverage], reloadPage, redirect });
  await screen.findByRole("banner", { hidden: true });
}

// jsdom applies no media queries, so the header's desktop parts (Log in, Log out, My Account) count as hidden; an
// open dialog hides the whole page behind it from assistive technology.
const banner = () => screen.getByRole("banner", { hidden: true });
const headerControl = (role: "button" | "link", name: string) =>
  within(banner()).queryByRole(role, { name, hidden: true });
/** The token as the shop reads it back: from the cookie, localStorage or (without "Remember me") sessionStorage. */
const storedToken = () => readAuthToken();
const cartLoads = () => world.cart.requests.filter((r) => r.startsWith("GET /api/cart?"));
/** A toast (or a page message) saying `text`. */
const memberCartLoad = () => `GET /api/cart?cart_id=${world.auth.state.memberCart}`;
const GOOGLE_CONSENT = "https://sandbox.test/google/authorize?state=s1";
const status = (text: string) => waitFor(() => expect(screen.getAllByText(text).length).toBeGreaterThan(0));

async function signInDialog() {
  if (!screen.queryByRole("dialog", { name: "Log in" })) await user.click(headerControl("button", "Log in")!);
  return screen.findByRole("dialog", { name: "Log in" });
}

let loadsBeforeSignIn = 0;

describe("auth machine (model paths clicking through the shop)", () => {
  const paths = uniquePaths(testModel.getShortestPaths());
  for (const path of paths) {
    it(path.description, { timeout: 30_000 }, async () => {
      await path.test({
        states: {
          closed: () => {},
          guest: async () => {
            await waitFor(() => expect(headerControl("button", "Log in")).not.toBeNull());
            expect(headerControl("link", "My Account")).toBeNull();
            expect(coverage.currentValue()).toBe("anonymous");
          },
          askedToSignIn: async () => {
            // An account page asks a guest to sign in and stays where it is.
            await screen.findByRole("dialog", { name: "Log in" });
            expect(app.history.location.pathname).toBe("/my-account");
            expect(coverage.currentValue()).toBe("anonymous");
          },
          justSignedIn: async () => {
            await waitFor(() => expect(coverage.currentValue()).toEqual({ signedIn: "reloading" }));
            expect(reloadPage).not.toHaveBeenCalled();
            // The member's cart id is kept for the reload, which loads it: nothing is loaded now.
            expect(localStorage.getItem(CART_ID_KEY)).toBe(world.auth.state.memberCart);
            expect(cartLoads()).toHaveLength(loadsBeforeSignIn);
          },
          member: async () => {
            await waitFor(() => expect(headerControl("link", "My Account")).not.toBeNull());
            expect(headerControl("button", "Log in")).toBeNull();
            expect(coverage.currentValue()).toEqual({ signedIn: "settled" });
            expect(storedToken()).toMatch(/^Bearer /);
          },
        },
        events: {
          "page.open": async ({ event }) => {
            const { token, page } = event as Extract<ModelEvent, { type: "page.open" }>;
            const stored = token === "expired" ? "gone" : VALID_TOKEN;
            if (token !== "none") localStorage.setItem(AUTH_TOKEN_KEY, `Bearer ${stored}`);
            world.auth.state.offline = token === "offline";
            await open(PATHS[page]);
            await waitFor(() => expect(coverage.currentValue()).not.toEqual({ init: "loadingUser" }));
            world.auth.state.offline = false;
            if (token === "expired") expect(storedToken()).toBeNull();
            if (token === "offline") {
              // Unexpected init errors are logged; the token stays for the next visit.
              expect(consoleError).toHaveBeenCalledWith("auth init failed", expect.anything());
              expect(storedToken()).toBe(`Bearer ${VALID_TOKEN}`);
            }
          },
          "auth.signIn": async ({ event }) => {
            const { ok: good } = event as Extract<ModelEvent, { type: "auth.signIn" }>;
            world.auth.state.memberCart = world.cart.seedCart([{ productId: 2, qty: 3 }]);
            loadsBeforeSignIn = cartLoads().length;
            const dialog = await signInDialog();
            await user.type(await within(dialog).findByRole("textbox", { name: "Email" }), MEMBER_EMAIL);
            const password = within(dialog).getByLabelText(/^Password/, { selector: "input" });
            await user.type(password, good ? MEMBER_PASSWORD : "wrong-pass");
            await user.click(within(dialog).getByRole("checkbox", { name: "Remember me" }));
            await user.click(within(dialog).getByRole("button", { name: "Log in" }));
            if (good) {
              await status("Signed in successfully.");
              await waitFor(() => expect(screen.queryByRole("dialog", { name: "Log in" })).toBeNull());
              expect(document.cookie).toContain(AUTH_TOKEN_KEY);
            } else {
              // The server's message, on the toast and above the form; the dialog stays with what was typed.
              // The error toast and the form's alert.
              await waitFor(() => expect(screen.getAllByText("The email or password is incorrect.")).toHaveLength(2));
              const alerts = screen.getAllByRole("alert").map((alert) => alert.textContent ?? "");
              expect(alerts.some((text) => text.includes("Something went wrong!"))).toBe(true);
              expect(within(dialog).getByRole("textbox", { name: "Email" })).toHaveProperty("value", MEMBER_EMAIL);
              expect(storedToken()).toBeNull();
            }
          },
          "auth.register": async ({ event }) => {
            const { ok: good } = event as Extract<ModelEvent, { type: "auth.register" }>;
            world.auth.state.memberCart = world.cart.seedCart([{ productId: 1, qty: 1 }]);
            await user.click(await within(await signInDialog()).findByRole("button", { name: "Sign up" }));
            const dialog = await screen.findByRole("dialog", { name: "Sign up" });
            const email = good ? "new@example.com" : MEMBER_EMAIL;
            await user.type(await within(dialog).findByRole("textbox", { name: "Email" }), email);
            await user.type(within(dialog).getByLabelText(/^Password/, { selector: "input" }), MEMBER_PASSWORD);
            await user.type(within(dialog).getByLabelText(/^Confirm password/, { selector: "input" }), MEMBER_PASSWORD);
            await user.click(within(dialog).getByRole("checkbox", { name: "I accept the terms of service" }));
            await user.click(within(dialog).getByRole("button", { name: "Sign up" }));
            if (good) {
              await status("Registered successfully.");
              await waitFor(() => expect(app.history.location.pathname).toBe("/"));
              // Registration adopts the member's cart at once: stored and loaded.
              await waitFor(() => expect(cartLoads()).toContain(memberCartLoad()));
              await waitFor(() => expect(within(banner()).getByRole("link", { name: "Cart, 1 item" })).toBeDefined());
            } else {
              await within(dialog).findByText("This email is already registered.");
              expect(app.history.location.pathname).toBe("/about-us");
            }
          },
          "auth.social": async ({ event }) => {
            const { ok: good } = event as Extract<ModelEvent, { type: "auth.social" }>;
            const provider = good ? "Continue with Google" : "Continue with LINE";
            await user.click(within(await signInDialog()).getByRole("button", { name: provider }));
            if (good) await waitFor(() => expect(redirect).toHaveBeenCalledWith(GOOGLE_CONSENT));
            else {
              await status("Too many requests.");
              expect(redirect).not.toHaveBeenCalled();
            }
          },
          "auth.completeSocial": async ({ event }) => {
            const { ok: good } = event as Extract<ModelEvent, { type: "auth.completeSocial" }>;
            world.auth.state.memberCart = world.cart.seedCart([{ productId: 2, qty: 1 }]);
            // The provider sends the browser back: a new page load at the callback.
            app.stop();
            await open(`/auth/social/google?code=${good ? "good" : "stale"}&state=s1`);
            if (good) {
              await status("Signed in successfully.");
              // The callback moves on to /login, which moves on home.
              await waitFor(() => expect(app.history.location.pathname).toBe("/"));
              await waitFor(() => expect(localStorage.getItem(CART_ID_KEY)).toBe(world.auth.state.memberCart));
            } else {
              await status("This sign-in link has expired.");
            }
          },
          "wait.reload": async () => {
            act(() => void vi.advanceTimersByTime(2000));
            await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
            // The browser reloads the page: a new start on the same address, which loads the member's cart once.
            const where = app.history.location.pathname;
            app.stop();
            await open(where);
            await waitFor(() => expect(cartLoads().slice(loadsBeforeSignIn)).toEqual([memberCartLoad()]));
            await waitFor(() => expect(within(banner()).getByRole("link", { name: "Cart, 3 items" })).toBeDefined());
          },
          "auth.signOut": async ({ event }) => {
            const { ok: good } = event as Extract<ModelEvent, { type: "auth.signOut" }>;
            if (!good) world.auth.state.offline = true;
            await user.click(headerControl("button", "Log out")!);
            // Signed out on this device even when the server could not be told.
            await status("Log out successfully!");
            world.auth.state.offline = false;
            await waitFor(() => expect(app.history.location.pathname).toBe("/"));
            expect(storedToken()).toBeNull();
            await waitFor(() => expect(localStorage.getItem(CART_ID_KEY)).toBeNull());
          },
          "profile.save": async () => {
            await user.click(headerControl("link", "My Account")!);
            const first = await screen.findByRole("textbox", { name: /^First name/ });
            await user.clear(first);
            await user.type(first, "Adele");
            await user.click(screen.getByRole("button", { name: "Save" }));
            await status("Personal information has been edited!");
            // The session took the server's answer: the form starts from the new name.
            const field = () => screen.getByRole("textbox", { name: /^First name/ });
            await waitFor(() => expect(field()).toHaveProperty("value", "Adele"));
          },
          "account.delete": async () => {
            await user.click(headerControl("link", "My Account")!);
            await user.click(await screen.findByRole("button", { name: "Delete account" }));
            const confirm = await screen.findByRole("alertdialog", { name: "Delete your account?" });
            await user.click(within(confirm).getByRole("button", { name: "Delete Account" }));
            await status("Your account has been deleted.");
            await waitFor(() => expect(app.history.location.pathname).toBe("/"));
            expect(storedToken()).toBeNull();
          },
        },
      });
    });
  }
});
