import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, codeForStatus, toApiError } from "./errors.ts";
import { configureApiClient, getData, withMinDelay } from "./client.ts";
import { Sitewide } from "#contract/general.ts";

function respond(status: number, body: unknown, contentType = "application/json") {
  const text = typeof body === "string" ? body : JSON.stringify(body);
  return vi.fn(async () => new Response(text, { status, headers: { "content-type": contentType } }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  configureApiClient({ locale: () => "en", authorization: () => null, onRequest: () => () => undefined });
});

describe("API error mapping", () => {
  it("keeps the server's code, message and field errors", async () => {
    vi.stubGlobal("fetch", respond(422, { message: "Email is invalid", code: "validation_failed",
      errors: { email: ["Email is invalid"] } }));
    const error = await getData("api/general/sitewide", Sitewide).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, code: "validation_failed", message: "Email is invalid",
      errors: { email: ["Email is invalid"] } });
  });

  it("derives the code from the status when the body is not the API's", async () => {
    vi.stubGlobal("fetch", respond(502, "<html>Bad gateway</html>", "text/html"));
    const error = await getData("api/general/sitewide", Sitewide).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, code: "internal_error" });
  });

  it("maps an unknown code to the status's code", () => {
    const error = toApiError({ status: 404, message: JSON.stringify({ message: "Nope", code: "teapot" }) });
    expect(error).toMatchObject({ status: 404, code: "not_found", message: "Nope" });
  });

  it("turns a network failure into network_error with status 0", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => { throw new TypeError("Failed to fetch"); }));
    const error = await getData("api/general/sitewide", Sitewide).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, code: "network_error" });
  });

  it("rejects a body that breaks the contract", async () => {
    vi.stubGlobal("fetch", respond(200, { data: { enabled: "yes" } }));
    const error = await getData("api/general/sitewide", Sitewide).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "internal_error" });
  });

  it.each([[400, "bad_request"], [401, "unauthorized"], [403, "forbidden"], [409, "conflict"], [429, "rate_limited"],
    [500, "internal_error"]] as const)(
    "status %i means %s", (status, code) => expect(codeForStatus(status)).toBe(code),
  );
});

describe("API client requests", () => {
  it("sends JSON accept, the current locale and the bearer token, and returns data", async () => {
    const fetch = respond(200, { data: { enabled: true, guests_only: false, text: "Free shipping" } });
    vi.stubGlobal("fetch", fetch);
    configureApiClient({ locale: () => "th", authorization: () => "Bearer abc" });
    await expect(getData("api/general/sitewide", Sitewide)).resolves
      .toEqual({ enabled: true, guests_only: false, text: "Free shipping" });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    const headers = new Headers(init.headers);
    expect(url).toBe("/api/general/sitewide");
    expect(headers.get("accept")).toBe("application/json");
    expect(headers.get("accept-language")).toBe("th");
    expect(headers.get("authorization")).toBe("Bearer abc");
  });

  it("takes an answer from a newer server: fields this tab does not know are dropped, the rest kept", async () => {
    vi.stubGlobal("fetch", respond(200, { data: { enabled: true, guests_only: false, text: "Free shipping",
      starts_at: "2026-12-01" }, meta: { version: 2 } }));
    await expect(getData("api/general/sitewide", Sitewide)).resolves
      .toEqual({ enabled: true, guests_only: false, text: "Free shipping" });
  });

  it("reports failures to the progress bar but not cancellations", async () => {
    const outcomes: string[] = [];
    configureApiClient({ onRequest: () => (outcome) => void outcomes.push(outcome) });
    vi.stubGlobal("fetch", respond(500, { message: "x", code: "internal_error" }));
    await getData("api/general/sitewide", Sitewide).catch(() => undefined);
    const controller = new AbortController();
    vi.stubGlobal("fetch", vi.fn(async () => { controller.abort(); throw new DOMException("aborted", "AbortError"); }));
    await getData("api/general/sitewide", Sitewide, { signal: controller.signal }).catch(() => undefined);
    expect(outcomes).toEqual(["failed", "cancelled"]);
  });
});

describe("withMinDelay", () => {
  it("waits at least 200 ms even when the work is instant", async () => {
    vi.useFakeTimers();
    let done = false;
    const pending = withMinDelay(Promise.resolve(1)).then(() => { done = true; });
    await vi.advanceTimersByTimeAsync(199);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await pending;
    expect(done).toBe(true);
    vi.useRealTimers();
  });
});
