// A mailed reset link carries the member's token, so its host is the shop's own: PUBLIC_URL, else the address the
// shop listens on; never the Host header of whoever asked for the mail (docs/decisions/0183-hostile-input.md).
import { join } from "node:path";
import { tmpdir } from "node:os";
import { afterEach, describe, expect, it } from "vitest";
import { buildApp } from "#server/app.ts";
import { seededDatabase, testEnv, type TestApp } from "./harness.ts";
import { resetLinkFor } from "./auth-helpers.ts";
import { createTestMember } from "./members.ts";

const opened: TestApp[] = [];
async function shop(env: Record<string, string>): Promise<TestApp> {
  const db = await seededDatabase();
  const app = await buildApp({ env: testEnv(env), db, clientDir: join(tmpdir(), "skinstate-no-client") });
  const t = { app, db, close: async () => { await app.close(); await db.close(); } };
  opened.push(t);
  return t;
}
afterEach(async () => {
  for (const t of opened.splice(0)) await t.close();
});

/** Asks for a reset link with a forged Host header and returns the link that was mailed. */
async function linkAfterForgedRequest(t: TestApp): Promise<URL> {
  const m = await createTestMember(t.app);
  const res = await t.app.inject({ method: "POST", url: "/api/auth/reset-password/request",
    payload: { email: m.email }, headers: { host: "attacker.example" } });
  expect(res.statusCode).toBe(200);
  return resetLinkFor(t, m.email);
}

describe("the host of a mailed reset link", () => {
  it("is PUBLIC_URL when it is set, whatever Host the request named", async () => {
    const t = await shop({ PUBLIC_URL: "https://shop.example" });
    expect((await linkAfterForgedRequest(t)).origin).toBe("https://shop.example");
  });

  it("is the address the shop listens on without PUBLIC_URL, not the request's Host", async () => {
    const t = await shop({ HOST: "127.0.0.1" });
    await t.app.listen({ host: "127.0.0.1", port: 0 });
    const address = t.app.server.address();
    const port = address && typeof address !== "string" ? address.port : 0;
    const link = await linkAfterForgedRequest(t);
    expect(link.origin).toBe(`http://127.0.0.1:${port}`);
    expect(link.host).not.toContain("attacker");
  });
});
