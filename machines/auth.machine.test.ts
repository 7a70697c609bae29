import { describe, expect, it } from "vitest";
import { createActor, fromPromise, SimulatedClock, waitFor } from "xstate";
import type { User } from "#contract/auth.ts";
import { authMachine, type AuthResult, type AuthSettled } from "./auth.machine.ts";

const user: User = {
  id: 1, first_name: "Ada", last_name: "Lee", email: "ada@example.com", phone: null, phone_verified: false,
  birth_date: null,
  birthday: false, points: 0, member_status: "member", exclusive_until: null, joined_at: "2026-01-01T00:00:00Z",
  has_password: true,
};
const result: AuthResult = { token: "tok", user, cartId: "0b3a4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d" };

class Coded extends Error {
  readonly code: string;
  constructor(code: string) {
    super(code);
    this.code = code;
  }
}

type Server = Partial<Record<"loadUser" | "signIn" | "register" | "requestSocialUrl" | "completeSocial"
  | "signOut", (input: never) => Promise<unknown>>>;

/** The auth machine with recorded effects; `log` lists effects and requests in order. */
function start(hadToken: boolean, server: Server = {}) {
  const log: string[] = [];
  const settled: AuthSettled[] = [];
  const call = <I, O>(name: keyof Server, fallback: (input: I) => Promise<O>) =>
    fromPromise<O, I>(async ({ input }) => {
      log.push(`${name}${input === undefined ? "" : ` ${JSON.stringify(input)}`}`);
      const handler = server[name] as ((input: I) => Promise<O>) | undefined;
      return (handler ?? fallback)(input);
    });
  const effect = (name: string) => (_: unknown, params?: unknown) =>
    void log.push(params === undefined ? name : `${name} ${JSON.stringify(params)}`);
  const logic = authMachine.provide({
    actors: {
      loadUser: call("loadUser", async () => user),
      signIn: call("signIn", async () => result),
      register: call("register", async () => result),
      requestSocialUrl: call("requestSocialUrl", async () => "https://provider.example/authorize"),
      completeSocial: call("completeSocial", async () => result),
      signOut: call("signOut", async (): Promise<void> => {}),
    },
    // The machine's sends to the cart, the dialog stack and the toast stack, recorded instead (shop.machine.test.ts
    // runs them in the real system).
    actions: {
      storeToken: effect("storeToken"), clearToken: effect("clearToken"), adoptCart: effect("adoptCart"),
      rememberCart: effect("rememberCart"), forgetCart: effect("forgetCart"), askSignIn: effect("askSignIn"),
      closeDialog: effect("closeDialog"), navigateHome: effect("navigateHome"), reloadPage: effect("reloadPage"),
      redirectToProvider: effect("redirectToProvider"), toast: effect("toast"),
      toastFailure: (_, params) => void log.push(`toastFailure ${(params.error as Error).message}`),
      logInitError: (_, params) => void log.push(`logInitError ${(params.error as Error).message}`),
    },
  });
  const clock = new SimulatedClock();
  const actor = createActor(logic, { input: { hadToken }, clock });
  actor.on("command.settled", (event) => void settled.push(event));
  actor.start();
  return { actor, log, settled, clock };
}

describe("auth machine", () => {
  it("without a stored token the shopper is a guest and nothing is loaded", () => {
    const { actor, log } = start(false);
    expect(actor.getSnapshot().value).toBe("anonymous");
    expect(log).toEqual([]);
  });

  it("with a stored token the member is loaded", async () => {
    const { actor, log } = start(true);
    await waitFor(actor, (s) => s.matches("signedIn"));
    expect(actor.getSnapshot().context.user?.email).toBe("ada@example.com");
    expect(log).toEqual(["loadUser"]);
  });

  it("a 401 at start clears the token; other failures are logged and keep it", async () => {
    const expired = start(true, { loadUser: async () => Promise.reject(new Coded("unauthorized")) });
    await waitFor(expired.actor, (s) => s.matches("anonymous"));
    expect(expired.log).toEqual(["loadUser", "clearToken"]);
    expect(expired.actor.getSnapshot().context.failure).toEqual({ command: "auth.init", code: "unauthorized" });

    const offline = start(true, { loadUser: async () => Promise.reject(new Coded("network_error")) });
    await waitFor(offline.actor, (s) => s.matches("anonymous"));
    expect(offline.log).toEqual(["loadUser", "logInitError network_error"]);
  });

  it("sign-in stores the token, keeps the cart id for the reload, closes the dialog, toasts, reloads after 2 s",
    async () => {
    const { actor, log, settled, clock } = start(false);
    actor.send({ type: "auth.signIn", email: "ada@example.com", password: "pw", remember: true, requestId: "r1" });
    await waitFor(actor, (s) => s.matches({ signedIn: "reloading" }));
    expect(log).toEqual([
      `signIn {"email":"ada@example.com","password":"pw","remember":true,"cartId":null}`,
      `storeToken {"token":"tok","remember":true}`,
      `rememberCart {"cartId":"${result.cartId}"}`,
      "closeDialog",
      `toast {"notice":"signedIn"}`,
    ]);
    expect(settled).toEqual([{ type: "command.settled", requestId: "r1", command: "auth.signIn", ok: true }]);
    clock.increment(1999);
    expect(log).not.toContain("reloadPage");
    clock.increment(1);
    expect(log.at(-1)).toBe("reloadPage");
    expect(actor.getSnapshot().matches({ signedIn: "settled" })).toBe(true);
  });

  it("a refused sign-in keeps the code, shows the server's message and stays a guest", async () => {
    const { actor, log, settled } = start(false, { signIn:
      async () => Promise.reject(new Coded("invalid_credentials")) });
    actor.send({ type: "auth.signIn", email: "ada@example.com", password: "bad", remember: false, requestId: "r2" });
    await waitFor(actor, (s) => s.matches("anonymous") && settled.length > 0);
    expect(actor.getSnapshot().context.failure).toEqual({ command: "auth.signIn", code: "invalid_credentials" });
    expect(log.at(-1)).toBe("toastFailure invalid_credentials");
    expect(settled[0]).toMatchObject({ ok: false, code: "invalid_credentials", requestId: "r2" });
  });

  it("registration stores a session token, goes home and toasts", async () => {
    const { actor, log } = start(false);
    actor.send({ type: "auth.register", email: "new@example.com", password: "Secret12!",
      passwordConfirmation: "Secret12!" });
    await waitFor(actor, (s) => s.matches({ signedIn: "settled" }));
    expect(log.slice(1)).toEqual([
      `storeToken {"token":"tok","remember":false}`,
      `adoptCart {"cartId":"${result.cartId}"}`,
      "closeDialog",
      "navigateHome",
      `toast {"notice":"registered"}`,
    ]);
  });

  it("social login asks the URL and redirects; the callback completes the session", async () => {
    const { actor, log } = start(false);
    actor.send({ type: "auth.social", provider: "google" });
    await waitFor(actor, () => log.some((l) => l.startsWith("redirectToProvider")));
    expect(log).toEqual([`requestSocialUrl {"provider":"google"}`,
      `redirectToProvider {"url":"https://provider.example/authorize"}`]);
    expect(actor.getSnapshot().value).toBe("anonymous");
    actor.send({ type: "auth.completeSocial", provider: "google", code: "c", state: "s" });
    await waitFor(actor, (s) => s.matches("signedIn"));
    expect(log.slice(2)).toEqual([
      `completeSocial {"provider":"google","code":"c","state":"s","cartId":null}`,
      `storeToken {"token":"tok","remember":true}`,
      `adoptCart {"cartId":"${result.cartId}"}`,
      `toast {"notice":"signedIn"}`,
    ]);
  });

  it("sign-out clears the token and the cart id, goes home and toasts, even when the server cannot be told",
    async () => {
    for (const signOut of [async () => undefined, async () => Promise.reject(new Coded("network_error"))]) {
      const { actor, log } = start(true, { signOut });
      await waitFor(actor, (s) => s.matches("signedIn"));
      actor.send({ type: "auth.signOut" });
      await waitFor(actor, (s) => s.matches("anonymous"));
      expect(log.slice(1)).toEqual([
        "signOut", "clearToken", "forgetCart", "navigateHome", `toast {"notice":"signedOut"}`,
      ]);
      expect(actor.getSnapshot().context.user).toBeNull();
    }
  });

  it("refresh takes the member the server answered", async () => {
    const { actor, log, settled } = start(true);
    await waitFor(actor, (s) => s.matches("signedIn"));
    actor.send({ type: "auth.refresh", user: { ...user, first_name: "Adele" }, requestId: "f" });
    expect(actor.getSnapshot().context.user?.first_name).toBe("Adele");
    expect(log).toEqual(["loadUser"]);
    expect(settled).toEqual([{ type: "command.settled", requestId: "f", command: "auth.refresh", ok: true }]);
  });

  it("a deleted account ends the session: token cleared, member and cart forgotten, no request", async () => {
    const { actor, log } = start(true);
    await waitFor(actor, (s) => s.matches("signedIn"));
    actor.send({ type: "auth.accountDeleted" });
    expect(actor.getSnapshot().value).toBe("anonymous");
    expect(actor.getSnapshot().context.user).toBeNull();
    expect(log).toEqual(["loadUser", "clearToken", "forgetCart"]);
  });

  it("a members-only page asks a guest to sign in, at once or once the stored token turned out dead", async () => {
    const guest = start(false);
    guest.actor.send({ type: "auth.requireMember" });
    expect(guest.log).toEqual(["askSignIn"]);

    const expired = start(true, { loadUser: async () => Promise.reject(new Coded("unauthorized")) });
    expired.actor.send({ type: "auth.requireMember" });
    expect(expired.log).toEqual(["loadUser"]);
    await waitFor(expired.actor, (s) => s.matches("anonymous"));
    expect(expired.log).toEqual(["loadUser", "clearToken", "askSignIn"]);

    // A member is not asked, and a later sign-out does not ask either.
    const member = start(true);
    member.actor.send({ type: "auth.requireMember" });
    await waitFor(member.actor, (s) => s.matches("signedIn"));
    member.actor.send({ type: "auth.signOut" });
    await waitFor(member.actor, (s) => s.matches("anonymous"));
    expect(member.log).not.toContain("askSignIn");
  });

  it("events that do not fit the state are ignored", async () => {
    const { actor, log } = start(false);
    actor.send({ type: "auth.signOut" });
    actor.send({ type: "auth.refresh", user });
    expect(actor.getSnapshot().value).toBe("anonymous");
    const member = start(true);
    await waitFor(member.actor, (s) => s.matches("signedIn"));
    member.actor.send({ type: "auth.signIn", email: "a@b.co", password: "x", remember: false });
    expect(member.actor.getSnapshot().matches({ signedIn: "settled" })).toBe(true);
    expect(log).toEqual([]);
  });
});
