import { describe, expect, it } from "vitest";
import { setupI18n } from "@lingui/core";
import { shortfallText } from "./reorder-messages.ts";

describe("re-order shortfalls", () => {
  const i18n = setupI18n({ locale: "en", messages: { en: {} } });
  const line = { product_id: 1, name: "Hydra Serum", wanted: 3 };

  it("says per line what did not go into the cart, and why", () => {
    expect(shortfallText({ ...line, added: 0, code: "out_of_stock" }, i18n))
      .toBe("Hydra Serum: not added, it is sold out.");
    expect(shortfallText({ ...line, added: 1, code: "insufficient_stock" }, i18n))
      .toBe("Hydra Serum: 1 of 3 added, only that many are left.");
    expect(shortfallText({ ...line, added: 2, code: "quantity_limit" }, i18n))
      .toBe("Hydra Serum: 2 of 3 added, the most allowed in one cart.");
    expect(shortfallText({ ...line, added: 0, code: "quantity_limit" }, i18n))
      .toBe("Hydra Serum: not added, your cart already holds the most allowed.");
  });
});
