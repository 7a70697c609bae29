// Cards through the official `omise` client against the shop's sandbox: Omise's test cards succeed or fail with
// their failure codes, 3-D Secure goes through the authorize page, tokens are single-use, refunds, idempotency.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { card, startSandboxShop, type SandboxShop } from "./omise-harness.ts";

let shop: SandboxShop;
beforeAll(async () => { shop = await startSandboxShop(); });
afterAll(async () => { await shop?.close(); });

const RETURN = "http://shop.test/order/7/return";

async function chargeCard(number: string, extra: Record<string, unknown> = {}) {
  const token = await shop.omise.tokens.create({ card: card(number) });
  return shop.omise.charges.create({ amount: 129_050, currency: "thb", card: token.id, return_uri: RETURN, ...extra });
}

/** Submits the authorize page's form as a browser would, and where it sends the browser next. */
async function decide(authorizeUri: string, decision: "pay" | "fail" | "leave") {
  const answer = await fetch(authorizeUri, {
    method: "POST", redirect: "manual", headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ decision, lang: "en" }).toString(),
  });
  return { status: answer.status, location: answer.headers.get("location") };
}

describe("card charges", () => {
  it("tokenizes in the vault without keeping the number, and charges a success card at once", async () => {
    const token = await shop.omise.tokens.create({ card: card("4242424242424242") });
    expect(token).toMatchObject({ object: "token", used: false, card: { brand: "Visa", last_digits: "4242" } });
    expect(JSON.stringify(token)).not.toContain("4242424242424242");
    const charge = await shop.omise.charges.create({ amount: 129_050, currency: "thb", card: token.id,
      metadata: { order_id: 7 } });
    expect(charge).toMatchObject({ object: "charge", status: "successful", paid: true, amount: 129_050,
      failure_code: null, authorize_uri: null, metadata: { order_id: 7 } });
    expect((await shop.omise.tokens.retrieve(token.id)).used).toBe(true);
  });

  it("gives every documented failure card its failure code (a resolved charge, not a rejection)", async () => {
    const cards: [string, string][] = [
      ["4111111111140011", "insufficient_fund"], ["5555551111100012", "stolen_or_lost_card"],
      ["3530111111170013", "failed_processing"], ["4111111111110014", "payment_rejected"],
      ["5555551111130001", "invalid_security_code"], ["4111111111150002", "payment_rejected"],
    ];
    for (const [number, code] of cards) {
      const charge = await chargeCard(number);
      expect(charge, number).toMatchObject({ status: "failed", paid: false, failure_code: code });
      expect(charge.failure_message, number).not.toBe("");
    }
  });

  it("refuses a token used twice with used_token", async () => {
    const token = await shop.omise.tokens.create({ card: card("5555555555554444") });
    await shop.omise.charges.create({ amount: 50_000, currency: "thb", card: token.id });
    await expect(shop.omise.charges.create({ amount: 50_000, currency: "thb", card: token.id }))
      .rejects.toMatchObject({ object: "error", code: "used_token" });
  });
});

describe("3-D Secure through the authorize page", () => {
  it("a 3-D Secure card waits on the authorize page; Pay completes it and returns to return_uri", async () => {
    const charge = await chargeCard("4000000000003220");
    expect(charge).toMatchObject({ status: "pending", paid: false });
    expect(charge.authorize_uri).toMatch(/\/sandbox\/omise\/payments\/chrg_test_\w+\/authorize$/);
    const page = await fetch(charge.authorize_uri, { headers: { "accept-language": "th" } });
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('lang="th"');
    expect(html).toContain("฿1,290.50");
    expect(html).toContain("3220");
    expect(await decide(charge.authorize_uri, "pay")).toEqual({ status: 303, location: RETURN });
    expect(await shop.omise.charges.retrieve(charge.id)).toMatchObject({ status: "successful", paid: true,
      authenticated_by: "3DS" });
  });

  it("Fail declines it, Leave leaves it pending, and a decided charge cannot be decided again", async () => {
    const failed = await chargeCard("5200000000003225");
    expect(await decide(failed.authorize_uri, "fail")).toEqual({ status: 303, location: RETURN });
    expect(await shop.omise.charges.retrieve(failed.id)).toMatchObject({ status: "failed",
      failure_code: "payment_rejected" });
    expect((await decide(failed.authorize_uri, "pay")).status).toBe(303);
    expect((await shop.omise.charges.retrieve(failed.id)).status).toBe("failed");

    const left = await chargeCard("4000000000003220");
    expect(await decide(left.authorize_uri, "leave")).toEqual({ status: 303, location: RETURN });
    expect((await shop.omise.charges.retrieve(left.id)).status).toBe("pending");
  });

  it("a validation-failure card shows the page but fails even on Pay; authentication: 3DS asks any card", async () => {
    const failing = await chargeCard("4111111111140003");
    expect(await (await fetch(failing.authorize_uri)).text()).toContain("fails its 3-D Secure check");
    await decide(failing.authorize_uri, "pay");
    expect((await shop.omise.charges.retrieve(failing.id)).failure_code).toBe("payment_rejected");

    const asked = await chargeCard("4242424242424242", { authentication: "3DS" });
    expect(asked.status).toBe("pending");
    await decide(asked.authorize_uri, "pay");
    expect((await shop.omise.charges.retrieve(asked.id)).status).toBe("successful");
  });

  it("two Pay clicks at once complete the charge once, with one charge.complete event", async () => {
    const charge = await chargeCard("4000000000003220");
    await Promise.all([decide(charge.authorize_uri, "pay"), decide(charge.authorize_uri, "pay"),
      decide(charge.authorize_uri, "fail")]);
    const final = await shop.omise.charges.retrieve(charge.id);
    const events = await shop.omise.events.list({ limit: 100, order: "reverse_chronological" });
    const completes = events.data.filter((e) => e.key === "charge.complete" && e.data.id === charge.id);
    expect(completes).toHaveLength(1);
    expect(completes[0]?.data.status).toBe(final.status);
  });
});

describe("authorisations, refunds and idempotency", () => {
  it("capture: false authorises only; capture makes it successful, reverse makes another reversed", async () => {
    const held = await chargeCard("4242424242424242", { capture: false });
    expect(held).toMatchObject({ status: "pending", authorized: true, paid: false, capturable: true });
    expect(await shop.omise.charges.capture(held.id)).toMatchObject({ status: "successful", paid: true });
    const voided = await chargeCard("4242424242424242", { capture: false });
    expect(await shop.omise.charges.reverse(voided.id)).toMatchObject({ status: "reversed", reversed: true });
    await expect(shop.omise.charges.capture(voided.id)).rejects.toMatchObject({ code: "failed_capture" });
  });

  it("refunds a successful charge in full through the adapter, once", async () => {
    const charge = await chargeCard("4242424242424242");
    const refund = await shop.app.payments.refundCharge(charge.id);
    expect(refund).toMatchObject({ chargeId: charge.id, amount: 129_050 });
    expect(await shop.omise.charges.retrieve(charge.id)).toMatchObject({ status: "successful", refunded_amount: 129_050,
      refundable: false });
    await expect(shop.app.payments.refundCharge(charge.id)).rejects.toMatchObject({ kind: "rejected",
      code: "not_refundable" });
    await expect(shop.omise.charges.createRefund(charge.id, { amount: 1 })).rejects.toMatchObject(
      { code: "bad_request" });
    const failed = await chargeCard("4111111111140011");
    await expect(shop.omise.charges.createRefund(failed.id, { amount: 100 })).rejects.toMatchObject(
      { code: "bad_request" });
  });

  it("keeps the idempotency key in the metadata, so a retry finds the charge instead of making another", async () => {
    const since = new Date(Date.now() - 1000);
    const token = await shop.omise.tokens.create({ card: card("3566111111111113") });
    const made = await shop.app.payments.chargeCard({ token: token.id, amount: 88_800, returnUri: RETURN,
      idempotencyKey: "attempt-42", metadata: { order_id: 42 } });
    expect(made).toMatchObject({ status: "successful", method: "omise_credit",
      card: { brand: "JCB", lastDigits: "1113" } });
    expect(made.metadata).toEqual({ order_id: 42, idempotency_key: "attempt-42" });
    expect((await shop.app.payments.findCharge("attempt-42", since))?.id).toBe(made.id);
    expect(await shop.app.payments.findCharge("attempt-43", since)).toBeNull();
  });
});
