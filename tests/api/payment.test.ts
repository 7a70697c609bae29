// Paying an order (§4): every method through the shop's Omise adapter against its sandbox, what the
// page is told to do next, the order becoming Processing Order with a receipt in the shopper's language, a failed
// payment tried again, and every refusal a clear 4xx in the shopper's language that changes nothing.
import { sql } from "drizzle-orm";
import { assert } from "superstruct";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  InstallmentPlanResponse, PaymentConfigResponse, PaymentResponse, WebhookResponse,
} from "#contract/payment-api.ts";
import { randomUUID } from "node:crypto";
import { queryRows, type Database } from "#db/database.ts";
import { startAttempt } from "#workflows/payment/apply-charge.ts";
import { createTestMember } from "./members.ts";
import { startSandboxShop, type SandboxShop } from "./omise-harness.ts";
import {
  cardToken, decide, paymentFacts, paymentStatus, payOrder, pendingOrder, providerSuccesses, webhook, eventsOfCharge,
} from "./payment-helpers.ts";

let shop: SandboxShop;
/** A card payment's body with a fresh token of the card. */
const byCard = async (number: string) => ({ method: "omise_credit", card_token: await cardToken(shop, number) });

beforeAll(async () => {
  shop = await startSandboxShop();
});
afterAll(async () => {
  await shop?.close();
});

const receiptOf = async (email: string) => queryRows<{ subject: string; body: string }>(shop.db.db, sql`
  SELECT subject, body FROM outbox WHERE "to" = ${email} ORDER BY id`);

describe("card payments", () => {
  it("a good card pays at once: Processing Order, next is the complete page, one receipt", async () => {
    const order = await pendingOrder(shop);
    const res = await payOrder(shop, order, await byCard("4242424242424242"));
    expect(res.status).toBe(200);
    assert(res.body, PaymentResponse);
    const data = res.body.data;
    expect(data?.payment).toMatchObject({ status: "successful", method: "omise_credit", amount: 125_000,
      card: { brand: "Visa", last_digits: "4242" } });
    expect(data?.next).toEqual({ type: "complete", path: `/order/${order.publicId}/complete` });
    expect(data?.order_status).toBe("processing");
    expect(await paymentFacts(shop, order)).toMatchObject({ status: "processing", kept: 1, pays: 1, receipts: 1 });
    const [mail] = await receiptOf(order.email);
    expect(mail?.subject).toContain("Payment received");
    expect(mail?.body).toContain("Amount paid: ฿1,250");
  });

  it("a member's paid order earns its points: 1 per ฿1,000 of goods, in GET api/user/point at once", async () => {
    const member = await createTestMember(shop.app);
    const order = await pendingOrder(shop, { total: 1_250_000, memberId: member.id, email: member.email });
    expect((await payOrder(shop, order, await byCard("4242424242424242"))).body.data?.order_status).toBe("processing");
    const points = await shop.app.inject({ method: "GET", url: "/api/user/point", headers: member.auth });
    expect(points.json().data).toMatchObject({ points: 12 });
    // A webhook or poll that finds the same payment again earns nothing more.
    await paymentStatus(shop, order, "poll");
    const again = await shop.app.inject({ method: "GET", url: "/api/user/point", headers: member.auth });
    expect(again.json().data.points).toBe(12);
  });

  it("a declined card says why in Thai, leaves the order pending, and a second card pays it", async () => {
    const order = await pendingOrder(shop, { locale: "th" });
    const declined = await payOrder(shop, order,
      { method: "omise_credit", card_token: await cardToken(shop, "4111111111140011") }, { locale: "th" });
    expect(declined.status).toBe(200);
    expect(declined.body.data?.payment).toMatchObject({ status: "failed", failure_code: "insufficient_fund" });
    expect(declined.body.data?.payment?.failure_message)
      .toBe("ชำระเงินไม่สำเร็จ กรุณาชำระเงินอีกครั้ง ยอดเงินในบัตรไม่เพียงพอ");
    expect(declined.body.data?.next).toEqual({ type: "retry" });
    expect((await paymentFacts(shop, order)).status).toBe("pending");
    const paid = await payOrder(shop, order,
      { method: "omise_credit", card_token: await cardToken(shop, "5555555555554444") }, { locale: "th" });
    expect(paid.body.data?.payment?.status).toBe("successful");
    expect(await paymentFacts(shop, order)).toMatchObject({ status: "processing", attempts: 2, kept: 1, receipts: 1 });
    const [mail] = await receiptOf(order.email);
    expect(mail?.subject).toContain("ได้รับชำระเงิน");
  });

  it("3-D Secure: redirect to the authorize page, then the return page finds it paid", async () => {
    const order = await pendingOrder(shop);
    const res = await payOrder(shop, order, await byCard("4000000000003220"));
    expect(res.body.data?.payment?.status).toBe("pending");
    const next = res.body.data?.next;
    expect(next?.type).toBe("redirect");
    const chargeId = res.body.data?.payment?.charge_id ?? "";
    await decide(shop, chargeId, "paid");
    const back = await paymentStatus(shop, order, "return");
    expect(back.body.data?.payment?.status).toBe("successful");
    expect(back.body.data?.next.type).toBe("complete");
  });
});

describe("source methods", () => {
  const methods = [
    { method: "omise_mobile_banking", bank: "kbank" },
    { method: "omise_installment", bank: "kbank", term: 4 },
    { method: "omise_truemoney", phone: "0812345678" },
    { method: "omise_truemoney" },
    { method: "omise_rabbit_linepay" },
  ];
  for (const body of methods) {
    it(`${JSON.stringify(body)}: redirect, paid at the provider, completed by polling`, async () => {
      const order = await pendingOrder(shop, { total: 1_250_000 });
      const res = await payOrder(shop, order, body);
      expect(res.status).toBe(200);
      expect(res.body.data?.payment).toMatchObject({ status: "pending", method: body.method });
      const next = res.body.data?.next;
      expect(next?.type).toBe("redirect");
      if (next?.type === "redirect") expect(next.url).toMatch(/^http/);
      expect((await paymentStatus(shop, order)).body.data?.payment?.status).toBe("pending");
      await decide(shop, res.body.data?.payment?.charge_id ?? "", "paid");
      const polled = await paymentStatus(shop, order);
      expect(polled.body.data?.order_status).toBe("processing");
      expect(await paymentFacts(shop, order)).toMatchObject({ status: "processing", kept: 1, pays: 1, receipts: 1 });
    });
  }

  it("PromptPay answers a QR with its expiry; a failed scan can be paid again by card", async () => {
    const order = await pendingOrder(shop);
    const res = await payOrder(shop, order, { method: "omise_promptpay" });
    assert(res.body, PaymentResponse);
    const next = res.body.data?.next;
    expect(next?.type).toBe("qr");
    if (next?.type === "qr") {
      expect(next.svg).toMatch(/^<svg/);
      expect(Date.parse(next.expires_at ?? "")).toBeGreaterThan(Date.now());
    }
    await decide(shop, res.body.data?.payment?.charge_id ?? "", "failed");
    const failed = await paymentStatus(shop, order);
    expect(failed.body.data?.next).toEqual({ type: "retry" });
    assert(failed.body, PaymentResponse);
    expect(failed.body.data?.payment?.failure_message).toMatch(/^Failed payment, Please make payment again\./);
    const card = await payOrder(shop, order, await byCard("4242424242424242"));
    expect(card.body.data?.order_status).toBe("processing");
  });

  it("leaving a pending QR for another method expires it first: one charge open at a time", async () => {
    const order = await pendingOrder(shop);
    const qr = await payOrder(shop, order, { method: "omise_promptpay" });
    const firstCharge = qr.body.data?.payment?.charge_id ?? "";
    const card = await payOrder(shop, order, await byCard("4242424242424242"));
    expect(card.body.data?.order_status).toBe("processing");
    const [row] = await queryRows<{ status: string }>(shop.db.db, sql`
      SELECT status FROM payment_charges WHERE provider_charge_id = ${firstCharge}`);
    expect(row?.status).toBe("expired");
    expect(await paymentFacts(shop, order)).toMatchObject({ attempts: 2, kept: 1, pays: 1 });
  });

  it("a success for an order no longer payable is refunded automatically", async () => {
    const order = await pendingOrder(shop);
    const qr = await payOrder(shop, order, { method: "omise_rabbit_linepay" });
    await shop.db.db.execute(sql`UPDATE orders SET status = 'failed' WHERE id = ${order.id}`);
    await decide(shop, qr.body.data?.payment?.charge_id ?? "", "paid");
    const polled = await paymentStatus(shop, order);
    expect(polled.body.data?.next).toEqual({ type: "closed" });
    expect(await paymentFacts(shop, order)).toMatchObject({ status: "failed", kept: 0, refunded: 1, pays: 0 });
    expect(await providerSuccesses(shop, order)).toEqual({ successes: 1, refunded: 1 });
  });
});

describe("configuration for the page", () => {
  it("names the sandbox's Omise.js stand-in and public key, the methods and the installment minimum", async () => {
    const res = await shop.app.inject({ url: "/api/order/payment/config" });
    assert(res.json(), PaymentConfigResponse);
    expect(res.json().data).toMatchObject({ provider: "sandbox", script_url: "/sandbox/omise/omise.js",
      installment_min_order: 1_000_000 });
    expect(res.json().data.public_key).toMatch(/^pkey_test_/);
  });

  it("with Omise's keys: Omise.js from its CDN, allowed by the CSP with its vault and API", async () => {
    const live = await startSandboxShop({ OMISE_PUBLIC_KEY: "pkey_test_5x", OMISE_SECRET_KEY: "skey_test_5x" });
    try {
      const res = await live.app.inject({ url: "/api/order/payment/config" });
      expect(res.json().data).toMatchObject({ provider: "omise", public_key: "pkey_test_5x",
        script_url: "https://cdn.omise.co/omise.js" });
      const csp = String(res.headers["content-security-policy"]);
      expect(csp).toMatch(/script-src 'self'( '[^' ]+')* https:\/\/cdn\.omise\.co;/);
      expect(csp).toContain("connect-src 'self' https://vault.omise.co https://api.omise.co");
    } finally {
      await live.close();
    }
  });
});

describe("installment plan", () => {
  it("nothing at or below ฿10,000; banks with terms and monthly amounts above", async () => {
    const at = await shop.app.inject({ url: "/api/order/payment/installment-plan?amount=1000000" });
    expect(at.json().data).toEqual({ amount: 1_000_000, available: false, banks: [] });
    const above = await shop.app.inject({ url: "/api/order/payment/installment-plan?amount=1200000" });
    assert(above.json(), InstallmentPlanResponse);
    const kbank = above.json().data.banks.find((b: { bank: string }) => b.bank === "kbank");
    expect(kbank.terms).toContainEqual({ term: 4, monthly: 300_000 });
    const bad = await shop.app.inject({ url: "/api/order/payment/installment-plan?amount=abc" });
    expect(bad.statusCode).toBe(400);
  });
});

describe("refusals change nothing", () => {
  const unchanged = async (order: Awaited<ReturnType<typeof pendingOrder>>) =>
    expect(await paymentFacts(shop, order)).toMatchObject({ status: "pending", attempts: 0, events: 0 });

  it("someone else's order, or a wrong token: 404 as for no order", async () => {
    const order = await pendingOrder(shop);
    const other = await pendingOrder(shop);
    const body = { method: "omise_promptpay" };
    expect((await payOrder(shop, order, body, { token: null })).body.code).toBe("order_not_found");
    const wrong = await payOrder(shop, order, body, { token: other.token, locale: "th" });
    expect(wrong.status).toBe(404);
    expect(wrong.body.message).toBe("ไม่พบคำสั่งซื้อนี้");
    await unchanged(order);
  });

  it("installment under ฿10,000 and a bank without that term: 422 in the shopper's language", async () => {
    const small = await pendingOrder(shop, { total: 1_000_000 });
    const kbank4 = { method: "omise_installment", bank: "kbank", term: 4 };
    const under = await payOrder(shop, small, kbank4, { locale: "th" });
    expect(under.status).toBe(422);
    expect(under.body.code).toBe("installment_unavailable");
    expect(under.body.message).toBe("ผ่อนชำระได้สำหรับคำสั่งซื้อมากกว่า 10,000 ฿");
    await unchanged(small);
    const big = await pendingOrder(shop, { total: 1_500_000 });
    const term = await payOrder(shop, big, { method: "omise_installment", bank: "kbank", term: 9 });
    expect(term.status).toBe(422);
    expect(term.body.code).toBe("installment_term_unavailable");
    const noBank = await payOrder(shop, big, { method: "omise_mobile_banking" }, { locale: "th" });
    expect(noBank.body.errors?.bank).toEqual(["กรุณาเลือกธนาคาร"]);
    await unchanged(big);
  });

  it("no policy, no Idempotency-Key, an unknown method: 4xx and nothing written", async () => {
    const order = await pendingOrder(shop);
    expect((await payOrder(shop, order, { method: "omise_promptpay", accept_policy: false })).status).toBe(422);
    const keyless = await payOrder(shop, order, { method: "omise_promptpay" }, { key: null });
    expect([keyless.status, keyless.body.code]).toEqual([400, "idempotency_key_required"]);
    expect((await payOrder(shop, order, { method: "bitcoin" })).status).toBe(400);
    await unchanged(order);
  });

  it("a paid order and an expired order refuse a new payment", async () => {
    const paid = await pendingOrder(shop);
    await payOrder(shop, paid, await byCard("4242424242424242"));
    const again = await payOrder(shop, paid, { method: "omise_promptpay" });
    expect([again.status, again.body.code]).toEqual([409, "order_already_paid"]);
    expect(await providerSuccesses(shop, paid)).toEqual({ successes: 1, refunded: 0 });
    const expired = await pendingOrder(shop);
    await shop.db.db.execute(sql`UPDATE orders SET expires_at = now() - interval '1 minute' WHERE id = ${expired.id}`);
    const late = await payOrder(shop, expired, { method: "omise_promptpay" }, { locale: "th" });
    expect([late.status, late.body.code]).toEqual([409, "order_not_payable"]);
    await unchanged(expired);
  });

  it("a card token already used for another order: 422 card_token_invalid, the order stays pending", async () => {
    const first = await pendingOrder(shop);
    const token = await cardToken(shop, "4242424242424242");
    await payOrder(shop, first, { method: "omise_credit", card_token: token });
    const second = await pendingOrder(shop);
    const reused = await payOrder(shop, second, { method: "omise_credit", card_token: token }, { locale: "th" });
    expect([reused.status, reused.body.code]).toEqual([422, "card_token_invalid"]);
    expect(reused.body.errors?.card_token?.[0]).toBe("ไม่สามารถใช้บัตรนี้ได้ กรุณากรอกข้อมูลบัตรอีกครั้ง");
    expect(await paymentFacts(shop, second)).toMatchObject({ status: "pending", kept: 0, pays: 0 });
  });

  it("the same Idempotency-Key for another method: 409, the first attempt stands", async () => {
    const order = await pendingOrder(shop);
    await payOrder(shop, order, { method: "omise_promptpay" }, { key: "same-key-123" });
    const other = await payOrder(shop, order, { method: "omise_rabbit_linepay" }, { key: "same-key-123" });
    expect([other.status, other.body.code]).toEqual([409, "payment_key_reused"]);
    expect((await paymentFacts(shop, order)).attempts).toBe(1);
  });

  it("an Idempotency-Key used for another order: 409 in the shopper's language, nothing charged", async () => {
    const first = await pendingOrder(shop);
    const paid = await payOrder(shop, first, await byCard("4242424242424242"), { key: "order-key-shared-1" });
    expect(paid.body.data?.order_status).toBe("processing");
    const second = await pendingOrder(shop);
    const reused = await payOrder(shop, second, await byCard("4242424242424242"),
      { key: "order-key-shared-1", locale: "th" });
    expect([reused.status, reused.body.code]).toEqual([409, "payment_key_reused"]);
    expect(reused.body.message).toBe("รหัสคำขอนี้ถูกใช้กับการชำระเงินอื่นแล้ว กรุณาลองอีกครั้ง");
    expect(await paymentFacts(shop, second)).toMatchObject({ status: "pending", attempts: 0, kept: 0, pays: 0 });
    // The same key for the first order still answers its payment, charging nothing more.
    const again = await payOrder(shop, first, await byCard("4242424242424242"), { key: "order-key-shared-1" });
    expect(again.status).toBe(200);
    expect(await paymentFacts(shop, first)).toMatchObject({ status: "processing", attempts: 1, kept: 1, pays: 1 });
  });
});

describe("webhooks", () => {
  it("forged bodies: 400, nothing changes; a real event completes the order once, a replay is a 200", async () => {
    expect((await webhook(shop, { object: "event", id: "evnt_test_forged000" })).status).toBe(400);
    expect((await webhook(shop, { hello: "world" })).status).toBe(400);
    expect((await webhook(shop, "not json at all")).status).toBeLessThan(500);
    const order = await pendingOrder(shop);
    const res = await payOrder(shop, order, { method: "omise_rabbit_linepay" });
    const chargeId = res.body.data?.payment?.charge_id ?? "";
    // A body that lies about the status: only the event id is read, and the charge is still pending.
    const [created] = await eventsOfCharge(shop, chargeId);
    const lying = await webhook(shop, { ...created?.data, object: "event", id: created?.id, status: "successful" });
    expect(lying.status).toBe(200);
    expect((await paymentFacts(shop, order)).status).toBe("pending");
    await decide(shop, chargeId, "paid");
    const complete = (await eventsOfCharge(shop, chargeId)).find((e) => e.key === "charge.complete");
    const event = { object: "event", id: complete?.id };
    const applied = await webhook(shop, event);
    assert(applied.body, WebhookResponse);
    expect(applied.body).toMatchObject({ data: { outcome: "applied" } });
    expect((await webhook(shop, event)).body).toMatchObject({ data: { outcome: "unchanged" } });
    expect(await paymentFacts(shop, order)).toMatchObject({ status: "processing", kept: 1, pays: 1, receipts: 1 });
  });
});

describe("answers lost on the way", () => {
  const attempt = async (order: Awaited<ReturnType<typeof pendingOrder>>, createdAt: Date) => {
    const started = await startAttempt(shop.db.db as Database, {
      orderId: order.id, requestKey: randomUUID(), method: "omise_credit", bank: null, term: null, amount: 125_000,
      returnUri: `${shop.origin}/order/${order.publicId}/return`, now: createdAt,
    });
    if (started.kind !== "created") throw new Error(`attempt not created: ${started.kind}`);
    return started.row;
  };
  const chargeFor = async (order: Awaited<ReturnType<typeof pendingOrder>>, attemptKey: string, amount = 125_000) =>
    shop.omise.charges.create({ amount, currency: "thb", card: await cardToken(shop, "4242424242424242"),
      metadata: { order_id: order.publicId, idempotency_key: attemptKey } });

  it("a successful charge of another amount than the order's never pays it: it is refunded", async () => {
    const order = await pendingOrder(shop);
    const row = await attempt(order, new Date());
    await chargeFor(order, row.attemptKey, 100_000);
    const polled = await paymentStatus(shop, order);
    expect(polled.body.data?.order_status).toBe("pending");
    expect(polled.body.data?.payment).toMatchObject({ status: "successful", refunded: true });
    expect(polled.body.data?.next).toEqual({ type: "retry" });
    expect(await paymentFacts(shop, order)).toMatchObject({ status: "pending", kept: 0, refunded: 1, pays: 0 });
    expect(await providerSuccesses(shop, order)).toEqual({ successes: 1, refunded: 1 });
  });

  it("a charge whose create answer was lost is found by its key when the page polls", async () => {
    const order = await pendingOrder(shop);
    const row = await attempt(order, new Date());
    await chargeFor(order, row.attemptKey);
    const polled = await paymentStatus(shop, order);
    expect(polled.body.data?.payment?.status).toBe("successful");
    expect(await paymentFacts(shop, order)).toMatchObject({ status: "processing", kept: 1, receipts: 1 });
  });

  it("an attempt given up as never created still pays the order when its charge turns up after all", async () => {
    const order = await pendingOrder(shop);
    const row = await attempt(order, new Date(Date.now() - 10 * 60_000));
    expect((await paymentStatus(shop, order)).body.data?.payment?.status).toBe("failed");
    const charge = await chargeFor(order, row.attemptKey);
    const created = (await eventsOfCharge(shop, charge.id)).find((e) => e.key === "charge.create");
    const late = await webhook(shop, { object: "event", id: created?.id });
    expect(late.body).toMatchObject({ data: { outcome: "applied" } });
    expect(await paymentFacts(shop, order)).toMatchObject({ status: "processing", kept: 1, pays: 1, receipts: 1 });
  });
});

describe("the payment record", () => {
  it("keeps every step with its source, and refuses to be rewritten", async () => {
    const order = await pendingOrder(shop);
    const res = await payOrder(shop, order, { method: "omise_rabbit_linepay" });
    await decide(shop, res.body.data?.payment?.charge_id ?? "", "paid");
    await paymentStatus(shop, order, "return");
    type Row = { event: string; source: string; from_status: string | null; to_status: string | null;
      provider_charge_id: string | null };
    const events = await queryRows<Row>(shop.db.db, sql`
      SELECT event, source, from_status, to_status, provider_charge_id FROM payment_events
      WHERE order_id = ${order.id} ORDER BY id`);
    expect(events.map((e) => [e.event, e.source, e.from_status, e.to_status])).toEqual([
      ["attempt", "shopper", null, "creating"],
      ["create", "shopper", "creating", "pending"],
      ["status", "return", "pending", "successful"],
    ]);
    expect(events[2]?.provider_charge_id).toBe(res.body.data?.payment?.charge_id);
    const [pay] = await queryRows<{ actor: string }>(shop.db.db, sql`
      SELECT actor FROM order_events WHERE order_id = ${order.id} AND event = 'pay'`);
    expect(pay?.actor).toBe(`return:${res.body.data?.payment?.charge_id}`);
    await expect(shop.db.db.execute(sql`UPDATE payment_events SET source = 'job' WHERE order_id = ${order.id}`))
      .rejects.toThrow();
    await expect(shop.db.db.execute(sql`DELETE FROM payment_events WHERE order_id = ${order.id}`)).rejects.toThrow();
  });
});
