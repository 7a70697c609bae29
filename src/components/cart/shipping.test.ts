import { describe, expect, it } from "vitest";
import type { CartCommand } from "#machines/cart.machine.ts";
import { pendingShipping } from "./shipping.ts";

type Snapshot = Parameters<typeof pendingShipping>[0];
const snapshot = (state: "idle" | "applyingShipping", current: CartCommand | null, queue: CartCommand[]) =>
  ({ context: { current, queue }, matches: (value: string) => value === state }) as unknown as Snapshot;

describe("pendingShipping", () => {
  it("is the shipping choice in flight", () => {
    expect(pendingShipping(snapshot("applyingShipping", { type: "shipping.apply", method: "express" }, [])))
      .toEqual({ method: "express", branchId: null });
  });

  it("prefers the latest queued choice, with its branch", () => {
    const queue: CartCommand[] = [{ type: "shipping.apply", method: "standard" }, { type: "cart.load" },
      { type: "shipping.apply", method: "pickup", branchId: 2 }];
    expect(pendingShipping(snapshot("applyingShipping", { type: "shipping.apply", method: "express" }, queue)))
      .toEqual({ method: "pickup", branchId: 2 });
  });

  it("is null once the answer is in (idle) or when only other commands wait", () => {
    expect(pendingShipping(snapshot("idle", { type: "shipping.apply", method: "express" }, []))).toBeNull();
    const otherCommands = snapshot("applyingShipping", { type: "cart.load" }, [{ type: "cart.preCheck" }]);
    expect(pendingShipping(otherCommands)).toBeNull();
  });
});
