import { describe, expect, it } from "vitest";
import { reorderPlan } from "./reorder.ts";

describe("reorderPlan", () => {
  it("adds every line that is in stock in full", () => {
    expect(reorderPlan([{ productId: 1, wanted: 2, stock: 10, inCart: 0 }])).toEqual([{ productId: 1, wanted: 2,
      add: 2, code: null }]);
  });

  it("caps a line by the stock left after what the cart holds", () => {
    expect(reorderPlan([{ productId: 1, wanted: 3, stock: 4, inCart: 2 }])).toEqual([
      { productId: 1, wanted: 3, add: 2, code: "insufficient_stock" },
    ]);
  });

  it("adds nothing of a sold-out product and says so", () => {
    expect(reorderPlan([{ productId: 1, wanted: 1, stock: 0, inCart: 0 }])).toEqual([
      { productId: 1, wanted: 1, add: 0, code: "out_of_stock" },
    ]);
  });

  it("stops a line at 99 when stock would allow more", () => {
    expect(reorderPlan([{ productId: 1, wanted: 5, stock: 500, inCart: 97 }])).toEqual([
      { productId: 1, wanted: 5, add: 2, code: "quantity_limit" },
    ]);
  });

  it("says insufficient stock when the cart already holds all that is left", () => {
    expect(reorderPlan([{ productId: 1, wanted: 1, stock: 3, inCart: 3 }])).toEqual([
      { productId: 1, wanted: 1, add: 0, code: "insufficient_stock" },
    ]);
  });
});
