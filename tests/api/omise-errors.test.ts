// Bad input to the payment sandbox gets Omise's error shape and status and changes nothing; production serves no
// sandbox at all, and without Omise keys it has no provider that can take money.
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#server/app.ts";
import { card, SANDBOX_PUBLIC_KEY, startSandboxShop, THIS_YEAR, type SandboxShop } from "./omise-harness.ts";
import { seededDatabase, testEnv } from "./harness.ts";

let shop: SandboxShop;
beforeAll(async () => { shop = await startSandboxShop(); });
afterAll(async () => { await shop?.close(); });

const json = (body: unknown) => ({ method: "POST", headers: { "content-type": "application/json" },
  body: JSON.stringify(body) });

async function omiseError(answer: Response, status: number, code: string) {
  expect(answer.status).toBe(status);
  const body = await answer.json() as Record<string, unknown>;
  expect(body).toMatchObject({ object: "error", code });
  expect(body.location).toBe(`https://www.omise.co/api-errors#${code.replaceAll("_", "-")}`);
  expect(typeof body.message).toBe("string");
  return body.message as string;
}

const chargeCount = async () => (await shop.omise.charges.list({ limit: 1 })).total;

describe("the sandbox refuses bad input the way Omise does", () => {
  it("401 authentication_failure for a missing or wrong key, and for the public key where the secret one is needed",
    async () => {
    await omiseError(await fetch(`${shop.origin}/sandbox/omise/charges`), 401, "authentication_failure");
    await omiseError(await shop.api("/charges", { key: "skey_test_somebody_else" }), 401, "authentication_failure");
    await omiseError(await shop.api("/charges", { key: SANDBOX_PUBLIC_KEY }), 401, "authentication_failure");
    await omiseError(await shop.api("/events", { key: SANDBOX_PUBLIC_KEY }), 401, "authentication_failure");
  });

  it("400 invalid_card for cards that are not valid test cards, with what is wrong", async () => {
    const token = (data: unknown) => shop.api("/tokens", { key: SANDBOX_PUBLIC_KEY, ...json({ card: data }) });
    expect(await omiseError(await token(card("4242424242424241")), 400, "invalid_card")).toMatch(/number is invalid/);
    expect(await omiseError(await token(card("4012888888881881")), 400, "invalid_card")).toMatch(/not a test card/);
    expect(await omiseError(await token(card("4242424242424242", { expiration_year: THIS_YEAR - 1 })), 400,
      "invalid_card"))
      .toMatch(/in the past/);
    await omiseError(await token(card("4242424242424242", { expiration_month: 13 })), 400, "invalid_card");
    await omiseError(await token(card("4242424242424242", { security_code: "12a" })), 400, "invalid_card");
    expect(await omiseError(await token({ number: "4242424242424242", expiration_month: 1,
      expiration_year: THIS_YEAR + 1 }),
      400, "invalid_card")).toBe("card.name is required");
  });

  it("takes form fields as Omise does (card[number]=…), and answers bad_request to a body it cannot read", async () => {
    const form = new URLSearchParams({ "card[name]": "Malee", "card[number]": "4242424242424242",
      "card[expiration_month]": "1", "card[expiration_year]": String(THIS_YEAR + 1), "__proto__[polluted]": "yes" });
    const made = await shop.api("/tokens", { key: SANDBOX_PUBLIC_KEY, method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" }, body: form.toString() });
    expect(made.status).toBe(200);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    await omiseError(await shop.api("/charges", { method: "POST", headers: { "content-type": "application/json" },
      body: "{not json" }), 400, "bad_request");
  });

  it("400 for charges and sources that do not fit, and nothing is charged", async () => {
    const before = await chargeCount();
    const token = await shop.omise.tokens.create({ card: card("4000000000003220") });
    const charge = (body: Record<string, unknown>) => shop.api("/charges",
      json({ amount: 50_000, currency: "thb", ...body }));
    const source = (body: Record<string, unknown>) => shop.api("/sources",
      json({ amount: 1_200_000, currency: "thb", ...body }));
    const refused: [Promise<Response>, number, string][] = [
      [charge({ amount: 1_999, source: { type: "promptpay" } }), 400, "invalid_charge"],
      [charge({ amount: 10.5, source: { type: "promptpay" } }), 400, "invalid_charge"],
      [charge({ currency: "usd", source: { type: "promptpay" } }), 400, "invalid_charge"],
      [charge({}), 400, "invalid_charge"],
      [charge({ card: "tokn_test_nosuchtoken000000" }), 404, "not_found"],
      [charge({ card: token.id }), 400, "invalid_charge"],
      [charge({ card: token.id, return_uri: "javascript:alert(1)" }), 400, "invalid_charge"],
      [charge({ source: { type: "rabbit_linepay" } }), 400, "invalid_charge"],
      [charge({ source: { type: "promptpay" }, expires_at: "2001-01-01T00:00:00Z" }), 400, "invalid_charge"],
      [charge({ source: { type: "promptpay" }, webhook_endpoints: ["a", "b", "c"] }), 400, "invalid_charge"],
      [source({ type: "internet_banking_bbl" }), 400, "bad_request"],
      [source({ type: "alipay" }), 400, "bad_request"],
      [source({ type: "installment_kbank", installment_term: 5 }), 400, "bad_request"],
      [source({ type: "installment_scb", installment_term: 10, amount: 400_000 }), 400, "bad_request"],
      [source({ type: "truemoney", phone_number: "12345" }), 400, "bad_request"],
      [source({ type: "truemoney" }), 400, "bad_request"],
    ];
    for (const [answer, status, code] of refused) await omiseError(await answer, status, code);
    expect(await chargeCount()).toBe(before);
    // The token of the refused 3-D Secure charge was not spent.
    expect((await shop.omise.tokens.retrieve(token.id)).used).toBe(false);
  });

  it("404 not_found for unknown objects and routes; pages answer an HTML 404", async () => {
    await omiseError(await shop.api("/charges/chrg_test_nosuchcharge0000"), 404, "not_found");
    await omiseError(await shop.api("/sources/src_test_nosuchsource0000"), 404, "not_found");
    await omiseError(await shop.api("/transfers"), 404, "not_found");
    const page = await fetch(`${shop.origin}/sandbox/omise/payments/chrg_test_nosuchcharge0000/authorize`);
    expect(page.status).toBe(404);
    expect(page.headers.get("content-type")).toContain("text/html");
    const made = await shop.omise.charges.create({ amount: 20_000, currency: "thb", source: { type: "rabbit_linepay",
      amount: 20_000, currency: "thb" }, return_uri: "http://shop.test/r" });
    const odd = await fetch(made.authorize_uri, { method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "decision=steal" });
    expect(odd.status).toBe(400);
    expect((await shop.omise.charges.retrieve(made.id)).status).toBe("pending");
  });
});

describe("production", () => {
  it("serves no /sandbox/omise and has no provider without keys; with keys it is Omise", async () => {
    const db = await seededDatabase();
    const clientDir = join(tmpdir(), "skinstate-no-client");
    const off = await buildApp({ env: testEnv({ NODE_ENV: "production" }), db, clientDir });
    const on = await buildApp({ env: testEnv({ NODE_ENV: "production", OMISE_PUBLIC_KEY: "pkey_test_abc",
      OMISE_SECRET_KEY: "skey_test_abc" }), db, clientDir });
    try {
      for (const app of [off, on]) {
        for (const [method, url] of [["GET", "/sandbox/omise/capability"], ["GET", "/sandbox/omise/omise.js"],
          ["POST", "/sandbox/omise/charges"], ["GET", "/sandbox/omise/payments/chrg_test_x/authorize"]] as const) {
          const answer = await app.inject({ method, url });
          expect(answer.statusCode, url).toBe(404);
          expect(answer.json(), url).toMatchObject({ code: "route_not_found" });
        }
      }
      expect(off.payments.kind).toBe("unavailable");
      await expect(off.payments.retrieveCharge("chrg_test_x")).rejects.toMatchObject(
        { code: "payments_not_configured" });
      expect(on.payments.kind).toBe("omise");
      expect(on.payments.browser()).toEqual({ publicKey: "pkey_test_abc", scriptUrl: "https://cdn.omise.co/omise.js" });
    } finally {
      await off.close();
      await on.close();
      await db.close();
    }
  });

  it("outside production the shop's own provider is the sandbox, for the browser too", () => {
    expect(shop.app.payments.kind).toBe("sandbox");
    expect(shop.app.payments.browser()).toEqual({ publicKey: SANDBOX_PUBLIC_KEY,
      scriptUrl: "/sandbox/omise/omise.js" });
  });
});
