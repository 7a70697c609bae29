import { afterEach, describe, expect, it, vi } from "vitest";
import { configureApiClient } from "./client.ts";
import { fetchStuck, signIn } from "./support.ts";

function respond(status: number, body: unknown) {
  const headers = { "content-type": "application/json" };
  return vi.fn(async () => new Response(JSON.stringify(body), { status, headers }));
}

const headersOf = (fetch: ReturnType<typeof respond>) =>
  new Headers((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].headers);

const SESSION = { token: "staff-token", expires_at: "2026-12-07T20:00:00.000Z",
  staff: { email: "support@skinstate.test", name: "Malee Support" } };

afterEach(() => {
  vi.unstubAllGlobals();
  configureApiClient({ locale: () => "en", authorization: () => null });
});

describe("the support console's calls", () => {
  // A staff member signed in to the shop as a shopper too: the console must never send the shopper's token.
  it("send the staff token (or none to sign in), never the shopper's, in the language on screen", async () => {
    configureApiClient({ locale: () => "th", authorization: () => "Bearer shopper-token" });
    const login = respond(200, { data: SESSION });
    vi.stubGlobal("fetch", login);
    await expect(signIn("support@skinstate.test", "Support#2026")).resolves.toEqual(SESSION);
    expect(headersOf(login).get("authorization")).toBeNull();
    expect(headersOf(login).get("accept-language")).toBe("th");

    const stuck = respond(200, { data: [] });
    vi.stubGlobal("fetch", stuck);
    await expect(fetchStuck("staff-token")).resolves.toEqual([]);
    expect(headersOf(stuck).get("authorization")).toBe("Bearer staff-token");
  });

  it("reject an answer that breaks the contract instead of showing it", async () => {
    vi.stubGlobal("fetch", respond(200, { data: [{ kind: "lost_in_space", age_seconds: "soon" }] }));
    await expect(fetchStuck("staff-token")).rejects.toMatchObject({ code: "internal_error" });
  });

  it("keep the server's code and message when a call is refused", async () => {
    const refusal = { code: "invalid_credentials", message: "The email or password is incorrect." };
    vi.stubGlobal("fetch", respond(401, refusal));
    await expect(signIn("support@skinstate.test", "wrong")).rejects.toMatchObject({ status: 401, ...refusal });
  });
});
