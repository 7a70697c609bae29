// Every source type through the official `omise` client and the shop's adapter: redirect and app-redirect methods
// through the authorize page, PromptPay's QR (decoded back to its EMVCo payload) paid on the sandbox's bank page,
// and expiry.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installmentPlan } from "#contract/payment-installment.ts";
import { MOBILE_BANKING_BANKS } from "#contract/payment.ts";
import { SANDBOX_PUBLIC_KEY, startSandboxShop, type SandboxShop } from "./omise-harness.ts";
import { crcOf, decodeQrSvg, emvFields } from "./omise-qr.ts";

let shop: SandboxShop;
beforeAll(async () => { shop = await startSandboxShop(); });
afterAll(async () => { await shop?.close(); });

const RETURN = "http://shop.test/th/order/9/return";

async function pay(authorizeUri: string) {
  const answer = await fetch(authorizeUri, {
    method: "POST", redirect: "manual", headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "decision=pay&lang=th",
  });
  expect(answer.status).toBe(303);
  expect(answer.headers.get("location")).toBe(RETURN);
}

describe("redirect and app-redirect sources", () => {
  const redirectSources: [string, Record<string, unknown>, string][] = [
    ["rabbit_linepay", {}, "redirect"],
    ["truemoney", { phone_number: "0812345678" }, "redirect"],
    ["truemoney_jumpapp", {}, "app_redirect"],
    ["installment_kbank", { installment_term: 10 }, "redirect"],
    ...MOBILE_BANKING_BANKS.map((bank): [string, Record<string, unknown>, string] =>
      [`mobile_banking_${bank}`, { platform_type: "ANDROID" }, "app_redirect"]),
  ];

  it.each(redirectSources)("%s: source with the public key, charge pending, paid on the authorize page",
    async (type, extra, flow) => {
    const amount = 1_250_000;
    const source = await shop.omise.sources.create({ type, amount, currency: "thb", ...extra });
    expect(source).toMatchObject({ object: "source", type, flow, amount, charge_status: "unknown" });
    const charge = await shop.omise.charges.create({ amount, currency: "thb", source: source.id, return_uri: RETURN });
    expect(charge).toMatchObject({ status: "pending", paid: false, source: { id: source.id, type } });
    const page = await (await fetch(`${charge.authorize_uri}?lang=th`)).text();
    expect(page).toContain("฿12,500.00");
    await pay(charge.authorize_uri);
    expect(await shop.omise.charges.retrieve(charge.id)).toMatchObject({ status: "successful", paid: true });
    expect((await shop.omise.sources.retrieve(source.id)).charge_status).toBe("successful");
  });

  it("a source pays for one charge only, at its own amount", async () => {
    const source = await shop.omise.sources.create({ type: "rabbit_linepay", amount: 50_000, currency: "thb" });
    await expect(shop.omise.charges.create({ amount: 60_000, currency: "thb", source: source.id, return_uri: RETURN }))
      .rejects.toMatchObject({ code: "invalid_charge" });
    await shop.omise.charges.create({ amount: 50_000, currency: "thb", source: source.id, return_uri: RETURN });
    await expect(shop.omise.charges.create({ amount: 50_000, currency: "thb", source: source.id, return_uri: RETURN }))
      .rejects.toMatchObject({ code: "invalid_charge", message: "source was already used" });
  });

  it("the adapter charges a method chosen on the server (inline source) and offers the account's installment terms",
    async () => {
    const terms = await shop.app.payments.installmentTerms();
    expect(terms.kbank).toEqual([3, 4, 6, 10]);
    const plan = installmentPlan(1_500_000, terms);
    const scb = plan.banks.find((b) => b.bank === "scb")?.terms.at(-1);
    expect(scb).toEqual({ term: 10, monthly: 150_000 });
    const charge = await shop.app.payments.chargeSource({ amount: 1_500_000, returnUri: RETURN, idempotencyKey: "a-1",
      source: { method: "omise_installment", bank: "scb", term: 10 } });
    expect(charge).toMatchObject({ status: "pending", method: "omise_installment", sourceType: "installment_scb" });
    const wallet = await shop.app.payments.chargeSource({ amount: 30_000, returnUri: RETURN, idempotencyKey: "a-2",
      source: { method: "omise_truemoney", phone: "+66 81 234 5678" } });
    expect(wallet).toMatchObject({ method: "omise_truemoney", sourceType: "truemoney" });
    await pay(wallet.authorizeUri ?? "");
    expect((await shop.app.payments.retrieveCharge(wallet.id)).status).toBe("successful");
  });

  it("the Omise.js stand-in creates sources and tokens with the public key", async () => {
    const script = await fetch(`${shop.origin}/sandbox/omise/omise.js`);
    expect(script.headers.get("content-type")).toContain("javascript");
    const text = await script.text();
    for (const name of ["setPublicKey", "createToken", "createSource"]) expect(text).toContain(name);
    const source = await shop.api("/sources", { method: "POST", key: SANDBOX_PUBLIC_KEY,
      headers: { "content-type": "application/json" }, body:
        JSON.stringify({ type: "promptpay", amount: 2_000, currency: "THB" }) });
    expect(source.status).toBe(200);
    expect(await source.json()).toMatchObject({ type: "promptpay", flow: "offline" });
  });
});

describe("PromptPay", () => {
  it("gives a pending charge a scannable QR of its amount, with an expiry, paid on the sandbox bank page", async () => {
    const charge = await shop.app.payments.chargeSource({ amount: 129_050, returnUri: RETURN, idempotencyKey: "pp-1",
      source: { method: "omise_promptpay" }, expiresAt: new Date(Date.now() + 15 * 60_000) });
    expect(charge).toMatchObject({ status: "pending", method: "omise_promptpay", authorizeUri: null });
    expect(Date.parse(charge.expiresAt ?? "") - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(charge.qrImageUri).toMatch(/\/documents\/docu_test_\w+\/downloads\/qrcode\.svg$/);

    const payload = decodeQrSvg(await shop.app.payments.promptPayQr(charge));
    const fields = emvFields(payload);
    expect(fields.get("54")).toBe("1290.50");
    expect(fields.get("53")).toBe("764");
    expect(emvFields(fields.get("30") ?? "").get("00")).toBe("A000000677010112");
    expect(fields.get("63")).toBe(crcOf(payload.slice(0, -4)));

    const bankPage = `${shop.origin}/sandbox/omise/promptpay/${charge.id}`;
    const html = await (await fetch(bankPage, { headers: { "accept-language": "th-TH" } })).text();
    expect(html).toContain("฿1,290.50");
    expect(html).toContain("คิวอาร์โค้ดพร้อมเพย์");
    const paid = await fetch(bankPage, { method: "POST", redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" }, body: "decision=pay&lang=th" });
    expect(paid.status).toBe(303);
    expect((await shop.app.payments.retrieveCharge(charge.id)).status).toBe("successful");
  });

  it("needs the secret key to download the QR, as Omise does", async () => {
    const charge = await shop.app.payments.chargeSource({ amount: 20_000, returnUri: RETURN, idempotencyKey: "pp-2",
      source: { method: "omise_promptpay" } });
    const open = await fetch(charge.qrImageUri ?? "");
    expect(open.status).toBe(401);
    expect(await open.json()).toMatchObject({ object: "error", code: "authentication_failure" });
  });

  it("expires: on request, and by itself once read past expires_at (with its charge.complete event)", async () => {
    const abandoned = await shop.app.payments.chargeSource({ amount: 20_000, returnUri: RETURN, idempotencyKey: "pp-3",
      source: { method: "omise_promptpay" } });
    expect((await shop.app.payments.expireCharge(abandoned.id)).status).toBe("expired");
    await expect(shop.omise.charges.expire(abandoned.id)).rejects.toMatchObject({ code: "failed_expire" });

    const late = await shop.app.payments.chargeSource({ amount: 20_000, returnUri: RETURN, idempotencyKey: "pp-4",
      source: { method: "omise_promptpay" } });
    await shop.db.db.execute(sql`UPDATE omise_sandbox_charges SET expires_at = now() - interval '1 second'
      WHERE id = ${late.id}`);
    expect((await shop.app.payments.retrieveCharge(late.id)).status).toBe("expired");
    expect((await shop.omise.charges.retrieve(late.id)).status).toBe("expired");
    const events = await shop.omise.events.list({ limit: 100, order: "reverse_chronological" });
    expect(events.data.filter((e) => e.key === "charge.complete" && e.data.id === late.id)).toHaveLength(1);
  });
});
