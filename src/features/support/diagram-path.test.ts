import { describe, expect, it } from "vitest";
import type { TimelineEntry } from "#contract/support.ts";
import { storyMachines } from "./diagram-machines.ts";
import { pathOn, type DiagramMachine } from "./diagram-path.ts";

const entry = (kind: TimelineEntry["kind"], event: string, to: string | null = null): TimelineEntry => ({
  at: "2026-11-25T03:00:00.000Z", kind, event, from: null, to, source: null, actor: null, charge_id: null,
  provider_status: null, failure_code: null, detail: null,
});

/** A payment machine as another helper might name its states: the path must still be found. */
const payment: DiagramMachine = {
  name: "payment", initial: "payment.choosing",
  states: ["choosing", "creating", "awaitingPayment", "paid", "failed"].map((key) => ({ id: `payment.${key}`, key })),
  transitions: [
    { source: "payment.choosing", targets: ["payment.creating"], trigger: "pay" },
    { source: "payment.creating", targets: ["payment.awaitingPayment"], trigger: "created" },
    { source: "payment.awaitingPayment", targets: ["payment.paid"], trigger: "paid" },
  ],
};

describe("an order's path on the atlas's diagrams", () => {
  it("the checkout machine of the atlas: a placed order walked editing → checking → placing → placed", () => {
    const checkout = storyMachines().find((m) => m.name === "checkout");
    expect(checkout).toBeDefined();
    const path = pathOn(checkout as DiagramMachine, [entry("order", "place", "pending"), entry("order", "pay")]);
    expect(path.visited).toEqual(["checkout.editing", "checkout.checking", "checkout.placing", "checkout.placed"]);
    expect(path.current).toBe("checkout.placed");
    expect(path.edges.has("checkout.placing→checkout.placed")).toBe(true);
  });

  it("payment events land on a payment machine's states by name, the current one last", () => {
    const path = pathOn(payment, [entry("order", "place", "pending"), entry("payment", "attempt", "creating"),
      entry("payment", "create", "pending"), entry("payment", "status", "successful"), entry("staff", "recheck")]);
    expect(path.visited.map((id) => id.split(".")[1])).toEqual(["choosing", "creating", "awaitingPayment", "paid"]);
    expect(path.current).toBe("payment.paid");
  });

  it("the shop's payment machine (its state names): a PromptPay payment walks choosing → charging → showingQr → paid",
    () => {
      const shop: DiagramMachine = { ...payment, states: ["idle", "choosing", "charging", "redirecting", "showingQr",
        "polling", "paid", "failed", "expired", "closed"].map((key) => ({ id: `payment.${key}`, key })) };
      const qr = { ...entry("payment", "create", "pending"), detail: { source_type: "promptpay" } };
      const path = pathOn(shop, [entry("payment", "attempt", "creating"), qr,
        entry("payment", "status", "successful")]);
      expect(path.visited.map((id) => id.split(".")[1])).toEqual(["choosing", "charging", "showingQr", "paid"]);
      const card = pathOn(shop, [entry("payment", "attempt"), entry("payment", "create", "pending"),
        entry("order", "cancel", "failed")]);
      expect(card.visited.map((id) => id.split(".")[1])).toEqual(["choosing", "charging", "redirecting", "closed"]);
    });

  it("a story that never reached a machine marks nothing", () => {
    expect(pathOn(payment, [entry("order", "place", "pending")])).toMatchObject({ visited: [], current: null });
  });
});
