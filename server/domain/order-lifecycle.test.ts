import { describe, expect, it } from "vitest";
import { ORDER_STATUSES } from "#contract/order.ts";
import {
  allowedEvents, expiresAt, isFinal, ORDER_EVENTS, ORDER_SOURCES, releasesStock, retentionCutoff, transition,
} from "./order-lifecycle.ts";

describe("order lifecycle", () => {
  it("places a new order as pending, by the shopper only", () => {
    expect(transition(null, "place", "shopper")).toEqual({ ok: true, from: null, to: "pending" });
    expect(transition(null, "place", "staff")).toEqual({ ok: false, reason: "not_by" });
    expect(transition("pending", "place", "shopper")).toEqual({ ok: false, reason: "not_from" });
  });

  it("walks the happy path: paid, shipped, delivered", () => {
    expect(transition("pending", "pay", "payment")).toMatchObject({ ok: true, to: "processing" });
    expect(transition("processing", "ship", "staff")).toMatchObject({ ok: true, to: "in_transit" });
    expect(transition("in_transit", "deliver", "staff")).toMatchObject({ ok: true, to: "completed" });
  });

  it("lets only the payment side or staff mark an order paid", () => {
    expect(transition("pending", "pay", "shopper")).toEqual({ ok: false, reason: "not_by" });
    expect(transition("pending", "pay", "job")).toEqual({ ok: false, reason: "not_by" });
    expect(transition("pending", "pay", "staff")).toMatchObject({ ok: true, to: "processing" });
  });

  it("keeps an order pending after a failed payment attempt, so the shopper can pay again", () => {
    expect(transition("pending", "payment_fail", "payment")).toMatchObject({ ok: true, from: "pending",
      to: "pending" });
  });

  it("expires only pending orders, only from a job", () => {
    expect(transition("pending", "expire", "job")).toMatchObject({ ok: true, to: "failed" });
    expect(transition("pending", "expire", "shopper")).toEqual({ ok: false, reason: "not_by" });
    for (const status of ["processing", "in_transit", "completed", "failed"] as const) {
      expect(transition(status, "expire", "job")).toEqual({ ok: false, reason: "not_from" });
    }
  });

  it("lets the shopper cancel while unpaid, and only staff once paid", () => {
    expect(transition("pending", "cancel", "shopper")).toMatchObject({ ok: true, to: "failed" });
    expect(transition("processing", "cancel", "shopper")).toEqual({ ok: false, reason: "not_by" });
    expect(transition("processing", "cancel", "staff")).toMatchObject({ ok: true, to: "failed" });
    expect(transition("in_transit", "cancel", "staff")).toEqual({ ok: false, reason: "not_from" });
  });

  it("never skips a step: no shipping before payment, no delivery before shipping", () => {
    expect(transition("pending", "ship", "staff")).toEqual({ ok: false, reason: "not_from" });
    expect(transition("processing", "deliver", "staff")).toEqual({ ok: false, reason: "not_from" });
  });

  it("has exactly two final statuses, and nothing leaves them", () => {
    expect(ORDER_STATUSES.filter(isFinal).sort()).toEqual(["completed", "failed"]);
    for (const source of ORDER_SOURCES) {
      expect(allowedEvents("completed", source)).toEqual([]);
      expect(allowedEvents("failed", source)).toEqual([]);
    }
  });

  it("reaches every status from a new order", () => {
    const seen = new Set<string>();
    const walk = (status: (typeof ORDER_STATUSES)[number] | null) => {
      for (const event of ORDER_EVENTS) {
        for (const source of ORDER_SOURCES) {
          const step = transition(status, event, source);
          if (step.ok && !seen.has(step.to)) {
            seen.add(step.to);
            walk(step.to);
          }
        }
      }
    };
    walk(null);
    expect([...seen].sort()).toEqual([...ORDER_STATUSES].sort());
  });

  it("lists what each side may do with a pending order", () => {
    expect(allowedEvents("pending", "shopper")).toEqual(["cancel"]);
    expect(allowedEvents("pending", "payment")).toEqual(["pay", "payment_fail"]);
    expect(allowedEvents("pending", "job")).toEqual(["expire"]);
    expect(allowedEvents("pending", "staff")).toEqual(["pay", "cancel"]);
  });

  it("gives stock back exactly when an order ends before shipping", () => {
    expect(releasesStock("pending", "failed")).toBe(true);
    expect(releasesStock("processing", "failed")).toBe(true);
    expect(releasesStock("pending", "pending")).toBe(false);
    expect(releasesStock("pending", "processing")).toBe(false);
    expect(releasesStock("in_transit", "completed")).toBe(false);
  });
});

describe("order deadlines", () => {
  it("keeps an unpaid order for exactly the given days", () => {
    expect(expiresAt(new Date("2026-11-20T03:00:00Z"), 7).toISOString()).toBe("2026-11-27T03:00:00.000Z");
  });

  it("counts retention in calendar years", () => {
    expect(retentionCutoff(new Date("2026-11-24T10:00:00Z"), 2).toISOString()).toBe("2024-11-24T10:00:00.000Z");
  });
});
