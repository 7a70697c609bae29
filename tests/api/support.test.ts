// The support console's API: only staff see it (404 for shoppers and guests on every route), each
// kind of stuck checkout made by the shop's own payment code shows in "Stuck now", re-checking with the provider
// repairs it, the actions follow the order lifecycle and are idempotent, and every one lands in the trace.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Story, StuckItem } from "#contract/support.ts";
import { queryRows } from "#db/database.ts";
import { PaymentProviderError } from "#integrations/payments/provider.ts";
import { defineJob } from "#jobs/job.ts";
import { startJobs } from "#jobs/runner.ts";
import { createTestMember } from "./members.ts";
import { testEnv } from "./harness.ts";
import { startSandboxShop, type SandboxShop } from "./omise-harness.ts";
import { decide, eventsOfCharge, paymentFacts, pendingOrder, type PayableOrder } from "./payment-helpers.ts";
import { chargedThenKilled, orderNumber, paidAgo, signedInStaff, stuckList } from "./support-helpers.ts";

let shop: SandboxShop;
let staff: Awaited<ReturnType<typeof signedInStaff>>;

beforeAll(async () => {
  shop = await startSandboxShop();
  staff = await signedInStaff(shop);
});
afterAll(async () => {
  await shop?.close();
});

const story = async (number: string): Promise<Story> => {
  const res = await shop.app.inject({ method: "GET", url: `/api/support/orders/${number}`, headers: staff.auth });
  expect(res.statusCode).toBe(200);
  return res.json().data as Story;
};

const act = (number: string, action: string, reason = "shopper called about it") => shop.app.inject({
  method: "POST", url: `/api/support/orders/${number}/${action}`, headers: staff.auth, payload: { reason },
});

const itemsFor = (list: StuckItem[], number: string) => list.filter((i) => i.order_number === number);

describe("who may enter", () => {
  const routes = [
    ["GET", "/api/support/stuck"], ["GET", "/api/support/orders?q=SS-2601-000001"],
    ["GET", "/api/support/orders/SS-2601-000001"], ["POST", "/api/support/orders/SS-2601-000001/recheck"],
    ["POST", "/api/support/orders/SS-2601-000001/expire"], ["POST", "/api/support/orders/SS-2601-000001/refund"],
    ["POST", "/api/support/orders/SS-2601-000001/resend_confirmation"], ["GET", "/api/support/anything"],
  ] as const;

  it("guests and signed-in shoppers get 404 route_not_found on every support route, like a path that is not there",
    async () => {
    const member = await createTestMember(shop.app);
    for (const headers of [{}, member.auth, { authorization: "Bearer not-a-real-token-at-all-000" }]) {
      for (const [method, url] of routes) {
        const res = await shop.app.inject({ method, url, headers,
          payload: method === "POST" ? { reason: "x" } : undefined });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json().code).toBe("route_not_found");
      }
    }
    const missing = await shop.app.inject({ method: "GET", url: "/api/nothing-here" });
    expect(missing.json().code).toBe("route_not_found");
  });

  it("a staff token is not a shopper's: it does not open member routes", async () => {
    const res = await shop.app.inject({ method: "GET", url: "/api/user/me", headers: staff.auth });
    expect(res.statusCode).toBe(401);
  });

  it("wrong passwords answer 401, and sign-in is rate-limited per account like the shop's", async () => {
    const email = staff.email;
    let last = 0;
    for (let i = 0; i < 11; i++) {
      const res = await shop.app.inject({ method: "POST", url: "/api/staff/sign-in",
        payload: { email, password: "wrong-password" } });
      last = res.statusCode;
      if (i < 9) expect(res.statusCode).toBe(401);
    }
    expect(last).toBe(429);
  });

  it("staff sending JSON nested thousands deep get 400 bad_request, as on every shop route", async () => {
    const res = await shop.app.inject({ method: "POST", url: "/api/support/orders/SS-2601-000001/recheck",
      headers: { ...staff.auth, "content-type": "application/json" },
      payload: `${"[".repeat(4000)}${"]".repeat(4000)}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("bad_request");
  });

  it("an action needs a reason", async () => {
    const order = await pendingOrder(shop);
    const res = await act(await orderNumber(shop, order), "expire", " ");
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty("reason");
  });
});

describe("stuck checkouts, found and repaired", () => {
  it("a PromptPay charge left pending shows as pending too long; re-check after the bank paid makes it Processing",
    async () => {
    const order = await pendingOrder(shop);
    const number = await orderNumber(shop, order);
    const charge = await paidAgo(shop, order, 20, "promptpay");
    const [item] = itemsFor(await stuckList(shop, staff.auth), number);
    expect(item).toMatchObject({ kind: "pending_too_long", method: "omise_promptpay", amount: 125_000,
      charge_id: charge, order_status: "pending" });
    expect(item?.email).toMatch(/^pa•••@example\.com$/);
    expect(item?.age_seconds).toBeGreaterThanOrEqual(20 * 60 - 5);
    // Still unpaid at the bank: re-checking changes nothing and says so.
    const first = await act(number, "recheck");
    expect(first.json().data).toMatchObject({ changed: false, status: "pending" });
    // The shopper pays; the webhook is dropped (no job delivers it here): the order still waits.
    await decide(shop, charge, "paid");
    expect((await paymentFacts(shop, order)).status).toBe("pending");
    const repaired = await act(number, "recheck");
    expect(repaired.statusCode).toBe(200);
    expect(repaired.json().data).toMatchObject({ changed: true, status: "processing" });
    expect(itemsFor(await stuckList(shop, staff.auth), number)).toEqual([]);
    expect(await paymentFacts(shop, order)).toMatchObject({ status: "processing", kept: 1, pays: 1, receipts: 1 });
    // Again: nothing more happens, and the second re-check is in the trace too.
    expect((await act(number, "recheck")).json().data).toMatchObject({ changed: false, status: "processing" });
    const told = await story(number);
    const staffEntries = told.timeline.filter((e) => e.kind === "staff");
    expect(staffEntries.map((e) => e.event)).toEqual(["recheck", "recheck", "recheck"]);
    expect(staffEntries[0]).toMatchObject({ actor: staff.email, detail: { reason: "shopper called about it" } });
    const payment = told.timeline.find((e) => e.kind === "payment" && e.to === "successful");
    expect(payment).toMatchObject({ source: "staff", charge_id: charge, provider_status: "successful" });
    expect(told.timeline.find((e) => e.kind === "order" && e.event === "pay")).toMatchObject({ from: "pending",
      to: "processing" });
  });

  it("the shop killed between charge and order: the attempt waits as `creating`; re-check finds the paid charge",
    async () => {
    const order = await pendingOrder(shop);
    const number = await orderNumber(shop, order);
    const charge = await chargedThenKilled(shop, order, 25);
    await decide(shop, charge, "paid");
    const [item] = itemsFor(await stuckList(shop, staff.auth), number);
    expect(item).toMatchObject({ kind: "pending_too_long", charge_id: null, order_status: "pending" });
    const res = await act(number, "recheck", "paid but no order");
    expect(res.json().data).toMatchObject({ changed: true, status: "processing" });
    const told = await story(number);
    expect(told.charges).toEqual([expect.objectContaining({ charge_id: charge, status: "successful" })]);
    expect(itemsFor(await stuckList(shop, staff.auth), number)).toEqual([]);
  });

  it("a charge settled without its webhook shows as webhook missing until it arrives or staff re-check", async () => {
    const order = await pendingOrder(shop);
    const number = await orderNumber(shop, order);
    const charge = await paidAgo(shop, order, 10, "card");
    const [item] = itemsFor(await stuckList(shop, staff.auth), number);
    expect(item).toMatchObject({ kind: "webhook_missing", charge_id: charge, order_status: "processing",
      method: "omise_credit" });
    expect((await act(number, "recheck", "confirm with Omise")).json().data).toMatchObject({ changed: false });
    expect(itemsFor(await stuckList(shop, staff.auth), number)).toEqual([]);
  });

  it("a webhook that does arrive is in the story as a delivery", async () => {
    const order = await pendingOrder(shop);
    const number = await orderNumber(shop, order);
    const charge = await paidAgo(shop, order, 1, "promptpay");
    await decide(shop, charge, "paid");
    const event = (await eventsOfCharge(shop, charge)).find((e) => e.key === "charge.complete");
    const res = await shop.app.inject({ method: "POST", url: "/api/webhooks/omise",
      payload: { object: "event", id: event?.id } });
    expect(res.json().data.outcome).toBe("applied");
    const told = await story(number);
    expect(told.order.status).toBe("processing");
    expect(told.timeline.find((e) => e.kind === "webhook")).toMatchObject({ charge_id: charge, actor: event?.id,
      detail: { outcome: "applied" } });
  });

  it("an unpaid order near its deadline is listed; staff expire it (stock back), and again changes nothing",
    async () => {
    const order: PayableOrder = await pendingOrder(shop);
    const number = await orderNumber(shop, order);
    await shop.db.db.execute(sql`UPDATE orders SET expires_at = now() + interval '3 hours' WHERE id = ${order.id}`);
    const [item] = itemsFor(await stuckList(shop, staff.auth), number);
    expect(item).toMatchObject({ kind: "expiring_unpaid", order_status: "pending" });
    expect(item?.age_seconds).toBeLessThanOrEqual(3 * 3600);
    const res = await act(number, "expire", "shopper asked to cancel");
    expect(res.json().data).toMatchObject({ changed: true, status: "failed" });
    expect((await act(number, "expire", "double click")).json().data).toMatchObject({ changed: false,
      status: "failed" });
    const refused = await act(number, "refund", "not paid");
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe("support_action_refused");
    const told = await story(number);
    expect(told.timeline.filter((e) => e.kind === "order").map((e) => [e.event, e.source, e.to])).toEqual([
      ["place", "shopper", "pending"], ["cancel", "staff", "failed"]]);
    expect(told.timeline.filter((e) => e.kind === "staff").map((e) => e.event)).toEqual(["expire", "expire", "refund"]);
    expect(told.actions).toEqual([]);
  });

  it("a paid order is refunded in full through the provider, its points taken back; once", async () => {
    const member = await createTestMember(shop.app);
    const order = await pendingOrder(shop, { total: 1_250_000, memberId: member.id, email: member.email });
    const number = await orderNumber(shop, order);
    const charge = await paidAgo(shop, order, 1, "card");
    const points = async () => (await shop.app.inject({ method: "GET", url: "/api/user/point",
      headers: member.auth })).json().data.points as number;
    expect(await points()).toBe(12);
    expect((await story(number)).actions).toEqual(["recheck", "refund", "resend_confirmation"]);
    const res = await act(number, "refund", "damaged on arrival");
    expect(res.json().data).toMatchObject({ changed: true, status: "failed", refund: "done", points_reversed: 12 });
    expect(await points()).toBe(0);
    const [provider] = await queryRows<{ refunded_amount: number }>(shop.db.db, sql`
      SELECT refunded_amount FROM omise_sandbox_charges WHERE id = ${charge}`);
    expect(Number(provider?.refunded_amount)).toBe(1_250_000);
    expect((await act(number, "refund", "again")).json().data).toMatchObject({ changed: false, status: "failed" });
    const told = await story(number);
    expect(told.timeline.filter((e) => e.kind === "payment").map((e) => e.event)).toEqual(
      ["attempt", "create", "refund_due", "refund"]);
  });

  it("a refund the provider cannot do now is listed as pending, and asking again finishes it", async () => {
    const order = await pendingOrder(shop);
    const number = await orderNumber(shop, order);
    await paidAgo(shop, order, 1, "card");
    const provider = shop.app.payments;
    const refundCharge = provider.refundCharge.bind(provider);
    // The provider is down for this one call (a network failure: no answer to act on).
    provider.refundCharge = () => Promise.reject(new PaymentProviderError("unavailable", "timeout", "no answer"));
    try {
      const res = await act(number, "refund", "customer returned the parcel");
      expect(res.json().data).toMatchObject({ changed: true, status: "failed", refund: "due" });
    } finally {
      provider.refundCharge = refundCharge;
    }
    const [item] = itemsFor(await stuckList(shop, staff.auth), number);
    expect(item).toMatchObject({ kind: "refund_pending", order_status: "failed", method: "omise_credit" });
    expect((await act(number, "refund", "provider is back")).json().data).toMatchObject({ changed: false,
      status: "failed", retried: 1 });
    expect(itemsFor(await stuckList(shop, staff.auth), number)).toEqual([]);
    expect((await story(number)).charges[0]).toMatchObject({ status: "successful", refund_state: "done" });
  });

  it("resend confirmation queues the mail again in the shopper's language", async () => {
    const order = await pendingOrder(shop, { locale: "th" });
    const number = await orderNumber(shop, order);
    await paidAgo(shop, order, 1, "card");
    const before = await queryRows<{ n: number }>(shop.db.db, sql`
      SELECT count(*)::int AS n FROM outbox WHERE "to" = ${order.email}`);
    expect((await act(number, "resend_confirmation", "mail lost")).json().data).toMatchObject({ changed: true });
    const [mail] = await queryRows<{ subject: string; body: string }>(shop.db.db, sql`
      SELECT subject, body FROM outbox WHERE "to" = ${order.email} ORDER BY id DESC LIMIT 1`);
    expect(mail?.subject).toContain(number);
    expect(mail?.body).toContain("/th/order/");
    const after = await queryRows<{ n: number }>(shop.db.db, sql`
      SELECT count(*)::int AS n FROM outbox WHERE "to" = ${order.email}`);
    expect(Number(after[0]?.n)).toBe(Number(before[0]?.n) + 1);
  });

  it("search finds an order by number, e-mail and charge id; the record of staff actions refuses edits", async () => {
    const order = await pendingOrder(shop);
    const number = await orderNumber(shop, order);
    const charge = await paidAgo(shop, order, 1, "card");
    for (const q of [number.toLowerCase(), order.email.toUpperCase(), charge]) {
      const res = await shop.app.inject({ method: "GET", url: `/api/support/orders?q=${encodeURIComponent(q)}`,
        headers: staff.auth });
      expect(res.json().data.map((h: { number: string }) => h.number), q).toEqual([number]);
    }
    await expect(shop.db.db.execute(sql`UPDATE staff_actions SET reason = 'edited'`)).rejects.toThrow();
    await expect(shop.db.db.execute(sql`DELETE FROM staff_actions`)).rejects.toThrow();
  });
});

describe("failed background jobs", () => {
  it("a job that failed after its last retry is listed with its name and error", async () => {
    const failing = defineJob({
      name: "support-test-mail", description: "always fails", retryLimit: 1, retryDelaySeconds: 1,
      run: async () => { throw new Error("the mail server said no"); },
    });
    const quiet = { info: () => {}, warn: () => {}, error: () => {} };
    const runner = await startJobs({ connection: shop.db.connection, db: shop.db.db, log: quiet, env: testEnv(),
      jobs: [failing], work: true, pollSeconds: 0.5 });
    try {
      await runner.send("support-test-mail");
      let item: StuckItem | undefined;
      for (let i = 0; i < 60 && !item; i++) {
        item = (await stuckList(shop, staff.auth)).find((x) => x.job?.name === "support-test-mail");
        if (!item) await new Promise((resolve) => setTimeout(resolve, 500));
      }
      expect(item).toMatchObject({ kind: "job_failed", order_number: null,
        job: { name: "support-test-mail", error: "the mail server said no", retries: 1 } });
    } finally {
      await runner.stop();
    }
  });
});
