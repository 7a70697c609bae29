// The sandbox's events and webhooks: every charge change writes an event retrievable by id, its delivery is queued
// on pg-boss and retried until the endpoint answers 2xx, every attempt is recorded, and the shop's adapter reads a
// webhook by re-fetching its event (a forged id reads as nothing).
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "#db/database.ts";
import { OMISE_SANDBOX_WEBHOOK_JOB, omiseSandboxWebhookJob } from "#jobs/omise-sandbox-webhook.ts";
import { startJobs, type JobRunner } from "#jobs/runner.ts";
import { card, startSandboxShop, type SandboxShop } from "./omise-harness.ts";
import { testEnv } from "./harness.ts";

/** A webhook endpoint that answers the statuses it is told to, in turn (then 200), and keeps what it received. */
class Receiver {
  readonly received: { path: string; body: Record<string, unknown> }[] = [];
  answers: number[] = [];
  /** How long each answer takes (a slow endpoint), and the most requests it held at once. */
  delayMs = 0;
  mostAtOnce = 0;
  private open = 0;
  readonly server: Server = createServer((req, res) => {
    let text = "";
    this.mostAtOnce = Math.max(this.mostAtOnce, ++this.open);
    req.on("data", (chunk) => { text += chunk; });
    req.on("end", () => {
      this.received.push({ path: req.url ?? "", body: JSON.parse(text) as Record<string, unknown> });
      setTimeout(() => {
        this.open -= 1;
        res.writeHead(this.answers.shift() ?? 200, { "content-type": "text/plain" }).end("noted");
      }, this.delayMs);
    });
  });

  url(path: string) {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}${path}`;
  }

  of(eventId: string) {
    return this.received.filter((r) => r.body.id === eventId);
  }
}

const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const receiver = new Receiver();
let shop: SandboxShop;
let runner: JobRunner | undefined;

beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.server.listen(0, "127.0.0.1", resolve));
  shop = await startSandboxShop({ OMISE_SANDBOX_WEBHOOK_URL: receiver.url("/api/webhooks/omise") });
});
afterAll(async () => {
  await runner?.stop();
  await shop?.close();
  await new Promise((resolve) => receiver.server.close(resolve));
});

async function queuedDeliveries(): Promise<{ eventId: string; uri: string }[]> {
  const rows = await queryRows<{ data: { eventId: string; uri: string } }>(shop.db.db,
    sql`SELECT data FROM pgboss.job WHERE name = ${OMISE_SANDBOX_WEBHOOK_JOB} ORDER BY created_on`);
  return rows.map((row) => row.data);
}

async function cardCharge(extra: Record<string, unknown> = {}) {
  const token = await shop.omise.tokens.create({ card: card("4242424242424242") });
  return shop.omise.charges.create({ amount: 45_000, currency: "thb", card: token.id, ...extra });
}

const runJob = (data: { eventId: string; uri: string }) =>
  omiseSandboxWebhookJob.run({ db: shop.db.db, log: quiet, now: new Date(), env: testEnv() }, data);

describe("events and webhook deliveries", () => {
  it("writes charge.create, queues its delivery, retries a refused one and records every answer", async () => {
    const charge = await cardCharge();
    const events = await shop.omise.events.list({ limit: 100, order: "reverse_chronological" });
    const created = events.data.find((e) => e.key === "charge.create" && e.data.id === charge.id);
    expect(created?.data).toMatchObject({ object: "charge", id: charge.id, status: "successful" });
    const queued = (await queuedDeliveries()).find((d) => d.eventId === created?.id);
    expect(queued).toEqual({ eventId: created?.id, uri: receiver.url("/api/webhooks/omise") });

    receiver.answers = [503];
    await expect(runJob(queued!)).rejects.toThrow(/503/);
    expect(await runJob(queued!)).toEqual({ status: 200 });
    expect(await runJob(queued!)).toEqual({ status: "skipped" });
    const got = receiver.of(created!.id);
    expect(got).toHaveLength(2);
    expect(got[1]).toMatchObject({ path: "/api/webhooks/omise", body: { object: "event", key: "charge.create",
      data: { id: charge.id } } });
    const retrieved = await shop.omise.events.retrieve(created!.id);
    expect(retrieved.webhook_deliveries).toEqual([expect.objectContaining({ uri: queued!.uri, status: 200 })]);
    const attempts = await queryRows<{ status: number | null; response: string }>(shop.db.db, sql`
      SELECT status, response FROM omise_sandbox_deliveries WHERE event_id = ${created!.id} ORDER BY id`);
    expect(attempts).toEqual([{ status: 503, response: "noted" }, { status: 200, response: "noted" }]);
  });

  it("a working job queue delivers by itself and tries a refused delivery again", async () => {
    runner = await startJobs({ connection: shop.db.connection, db: shop.db.db, log: quiet, env: testEnv(),
      jobs: [omiseSandboxWebhookJob], work: true, pollSeconds: 0.5 });
    receiver.answers = [500];
    const before = receiver.received.length;
    const charge = await cardCharge({ webhook_endpoints: [receiver.url("/own-endpoint")] });
    for (const deadline = Date.now() + 40_000; Date.now() < deadline;) {
      if (receiver.received.slice(before).filter((r) => r.path === "/own-endpoint").length >= 2) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const mine = receiver.received.slice(before).filter((r) => (r.body.data as { id?: string }).id === charge.id);
    expect(mine.map((r) => r.path)).toEqual(["/own-endpoint", "/own-endpoint"]);
  }, 60_000);

  it("delivers each event at once, several at a time, without waiting for the queue's next poll", async () => {
    await runner?.stop();
    // Polled every 60 s: only the queue's NOTIFY can bring these deliveries within the test (decision 0185).
    runner = await startJobs({ connection: shop.db.connection, db: shop.db.db, log: quiet, env: testEnv(),
      jobs: [omiseSandboxWebhookJob], work: true, pollSeconds: 60 });
    receiver.delayMs = 1000;
    receiver.mostAtOnce = 0;
    const endpoint = receiver.url("/at-once");
    const charges = await Promise.all([1, 2, 3, 4].map(() => cardCharge({ webhook_endpoints: [endpoint] })));
    const arrived = () => receiver.received.filter((r) => r.path === "/at-once").length;
    for (const deadline = Date.now() + 30_000; arrived() < charges.length && Date.now() < deadline;) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    receiver.delayMs = 0;
    const got = receiver.received.filter((r) => r.path === "/at-once").map((r) => (r.body.data as { id: string }).id);
    expect(got.sort()).toEqual(charges.map((c) => c.id).sort());
    expect(receiver.mostAtOnce).toBeGreaterThan(1);
  }, 60_000);

  it("sends charge.complete when an authorize page decides and refund.create on a refund", async () => {
    const token = await shop.omise.tokens.create({ card: card("4000000000003220") });
    const charge = await shop.omise.charges.create({ amount: 45_000, currency: "thb", card: token.id,
      return_uri: "http://shop.test/return" });
    await fetch(charge.authorize_uri, { method: "POST", redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" }, body: "decision=pay" });
    await shop.app.payments.refundCharge(charge.id);
    const keys = (await shop.omise.events.list({ limit: 100, order: "chronological" })).data
      .filter((e) => e.data.id === charge.id || e.data.charge === charge.id).map((e) => e.key);
    expect(keys).toEqual(["charge.create", "charge.complete", "refund.create"]);
  });
});

describe("the adapter reads webhooks by re-fetching the event", () => {
  it("maps a real event to its charge, and ignores a forged or malformed one", async () => {
    const charge = await cardCharge();
    const event = (await shop.omise.events.list({ limit: 100, order: "reverse_chronological" })).data
      .find((e) => e.data.id === charge.id);
    // Only the id is read: a body claiming another key or charge changes nothing.
    const read = await shop.app.payments.readWebhook({ object: "event", id: event?.id, key: "charge.complete",
      data: { id: "chrg_test_someoneelse", status: "successful" } });
    expect(read).toEqual({ id: event?.id, key: "charge.create", chargeId: charge.id });
    expect(await shop.app.payments.readWebhook({ object: "event", id: "evnt_test_doesnotexist0000" })).toBeNull();
    for (const body of [null, {}, "evnt_test_x", { object: "charge", id: charge.id },
      { object: "event", id: "../charges" }]) {
      expect(await shop.app.payments.readWebhook(body)).toBeNull();
    }
    await expect(shop.omise.events.retrieve("evnt_test_doesnotexist0000")).rejects.toMatchObject({ code: "not_found" });
  });
});
