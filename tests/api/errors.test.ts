import type { AddressInfo } from "node:net";
import { connect } from "node:net";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assert } from "superstruct";
import { ErrorBody } from "#contract/errors.ts";
import { OTP_MAX_ATTEMPTS, OTP_RESEND_SECONDS } from "#contract/user.ts";
import { ApiError } from "#plugins/api-error.ts";
import errorsPlugin, { DEFAULT_RETRY_AFTER_SECONDS } from "#plugins/errors.ts";
import { inLanguage, startApp, type TestApp } from "./harness.ts";
import { createTestMember } from "./members.ts";
import { as } from "./user-fixtures.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(async () => {
  await t.close();
});

const seoUrl = "/api/general/seo";

function expectError(res: { statusCode: number; json(): unknown; headers: Record<string, unknown> }, status: number,
  code: string) {
  expect(res.statusCode).toBe(status);
  expect(String(res.headers["content-type"])).toMatch(/^application\/json/);
  const body = res.json();
  assert(body, ErrorBody);
  expect(body.code).toBe(code);
  expect(body.message).not.toBe("");
  return body;
}

describe("error answers", () => {
  it("answers 400 bad_request for malformed JSON", async () => {
    const res = await t.app.inject({
      method: "POST", url: seoUrl, headers: { "content-type": "application/json" }, payload: '{"path": ',
    });
    const body = expectError(res, 400, "bad_request");
    expect(body.message).not.toMatch(/Unexpected|JSON\.parse|position/); // no parser internals
  });

  it("answers 400 bad_request for an empty JSON body", async () => {
    const res = await t.app.inject({ method: "POST", url: seoUrl, headers: { "content-type": "application/json" },
      payload: "" });
    expectError(res, 400, "bad_request");
  });

  it("answers 400 validation_failed for JSON that is not an object", async () => {
    for (const payload of ["null", "[]", '"text"', "42"]) {
      const res = await t.app.inject({ method: "POST", url: seoUrl, headers: { "content-type": "application/json" },
        payload });
      expectError(res, 400, "validation_failed");
    }
  });

  it("rejects unknown body fields", async () => {
    const res = await t.app.inject({ method: "POST", url: seoUrl, payload: { path: "", admin: true } });
    const body = expectError(res, 400, "validation_failed");
    expect(body.errors).toEqual({ admin: ["This field is not accepted."] });
  });

  it("answers 413 payload_too_large for a huge body", async () => {
    const res = await t.app.inject({
      method: "POST", url: seoUrl, headers: { "content-type": "application/json" },
      payload: JSON.stringify({ path: "x".repeat(2 * 1024 * 1024) }),
    });
    expectError(res, 413, "payload_too_large");
  });

  it("answers 400 validation_failed for a path longer than 500 characters", async () => {
    const res = await t.app.inject({ method: "POST", url: seoUrl, payload: { path: "a".repeat(501) } });
    expectError(res, 400, "validation_failed");
  });

  it("answers 400 for text PostgreSQL cannot store (U+0000) instead of failing in the database", async () => {
    const res = await t.app.inject({ method: "POST", url: seoUrl, payload: { path: "faq\u0000" } });
    expect(expectError(res, 400, "validation_failed").errors).toEqual({ path: ["This value is not valid."] });
  });

  it("answers 415 unsupported_media_type for a non-JSON content type", async () => {
    const res = await t.app.inject({ method: "POST", url: seoUrl, headers: { "content-type": "text/xml" },
      payload: "<path/>" });
    expectError(res, 415, "unsupported_media_type");
  });

  it("answers 404 route_not_found JSON for unknown /api paths, whatever the method", async () => {
    for (const [method, url] of [["GET", "/api/nope"], ["POST", "/api/general/nope"], ["DELETE", "/api/general/faq"],
      ["GET", "/api"]] as const) {
      const res = await t.app.inject({ method, url });
      expectError(res, 404, "route_not_found");
    }
  });

  it("answers 400 for a URL with broken percent-encoding", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/blog/%E0%A4%A" });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    assert(res.json(), ErrorBody);
  });

  it("speaks Thai with Accept-Language: th, field messages included", async () => {
    const res = await t.app.inject({ method: "POST", url: seoUrl, headers: inLanguage("th"), payload: {} });
    const body = expectError(res, 400, "validation_failed");
    expect(body.message).toBe("ข้อมูลบางช่องไม่ถูกต้อง");
    expect(body.errors).toEqual({ path: ["กรุณากรอกข้อมูลช่องนี้"] });
    const notFound = await t.app.inject({ method: "GET", url: "/api/unknown", headers: { "accept-language": "th" } });
    expect(expectError(notFound, 404, "route_not_found").message).toBe("ไม่พบเส้นทาง API นี้");
  });

  it("falls back to English for other languages", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/unknown",
      headers: { "accept-language": "fr-FR,de;q=0.8" } });
    expect(expectError(res, 404, "route_not_found").message).toBe("This API path does not exist.");
  });
});

describe("security headers and compression", () => {
  it("sends a CSP that allows the SPA and the usual hardening headers", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/general/sitewide" });
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data:");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(res.headers["referrer-policy"]).toBe("no-referrer");
    // HSTS only in production: the shop is also served over plain http on localhost.
    expect(res.headers["strict-transport-security"]).toBeUndefined();
  });

  it("compresses large JSON answers when asked", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/general/faq/", headers: { "accept-encoding": "gzip" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("gzip");
  });
});

/** Sends raw bytes to the listening app and reads the whole answer (the server closes the connection). */
function rawExchange(port: number, request: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(request));
    const chunks: Buffer[] = [];
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      const [head = "", body = ""] = text.split("\r\n\r\n");
      resolve({ status: Number(head.split(" ")[1]), headers: head, body });
    });
  });
}

describe("answers Node gives before there is a request", () => {
  let port: number;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    port = (t.app.server.address() as AddressInfo).port;
  });

  it("431 for headers too large, as { message, code } in the shopper's language", async () => {
    for (const [language, text] of [["th-TH", "คำขอมีขนาดใหญ่เกินไป"], ["en", "The request is too large."]] as const) {
      const res = await rawExchange(port, "GET /api/general/sitewide HTTP/1.1\r\nHost: x\r\n"
        + `Accept-Language: ${language}\r\nX-Padding: ${"a".repeat(20_000)}\r\n\r\n`);
      expect(res.status).toBe(431);
      expect(res.headers).toMatch(/content-type: application\/json/i);
      const body = JSON.parse(res.body) as unknown;
      assert(body, ErrorBody);
      expect(body).toEqual({ message: text, code: "payload_too_large" });
    }
  });

  it("400 bad_request for a request line Node cannot read", async () => {
    const res = await rawExchange(port, "GET /api/general/sitewide HTTP/9.9 extra\r\n\r\n");
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual({ message: "The request could not be read.", code: "bad_request" });
  });
});

describe("every 429 says when to retry", () => {
  it("otp_locked carries Retry-After: the wait until a new code may be asked for", async () => {
    const m = await createTestMember(t.app);
    await as(t, m.auth, "POST", "/api/user/phone", { phone: { country_code: "TH", number: "0861239876" } });
    expect((await as(t, m.auth, "POST", "/api/user/otp/phone/request", {})).status).toBe(200);
    const verify = () => as(t, m.auth, "POST", "/api/user/otp/phone/verify", { code: "000000" }, "th");
    for (let i = 0; i < OTP_MAX_ATTEMPTS; i++) await verify();
    const locked = await verify();
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({ code: "otp_locked", attempts_left: 0 });
    expect(locked.body.retry_after).toBeGreaterThanOrEqual(1);
    expect(locked.body.retry_after).toBeLessThanOrEqual(OTP_RESEND_SECONDS);
    expect(locked.headers["retry-after"]).toBe(String(locked.body.retry_after));
  });

  it("a 429 thrown without a wait still gets one", async () => {
    const app = Fastify();
    await app.register(errorsPlugin);
    app.get("/busy", async () => {
      throw new ApiError(429, "rate_limited");
    });
    const res = await app.inject({ method: "GET", url: "/busy" });
    expect(res.statusCode).toBe(429);
    expect(res.headers["retry-after"]).toBe(String(DEFAULT_RETRY_AFTER_SECONDS));
    expect(res.json()).toMatchObject({ code: "rate_limited", retry_after: DEFAULT_RETRY_AFTER_SECONDS });
    await app.close();
  });
});
