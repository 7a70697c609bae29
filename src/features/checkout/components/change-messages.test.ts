import { describe, expect, it } from "vitest";
import { setupI18n } from "@lingui/core";
import { formatBaht } from "#contract/money.ts";
import { changeText } from "./change-messages.ts";

describe("pre-check changes in words", () => {
  const i18n = setupI18n({ locale: "en", messages: { en: {} } });
  const money = (satang: number) => formatBaht(satang, "en");
  const ids = { product_id: 1, cart_item_id: 7 };

  it("names the line and both figures", () => {
    expect(changeText({ code: "price_changed", ...ids, previous: 89000, current: 99000 }, "Hydra Serum", money, i18n))
      .toBe("Hydra Serum: the price changed from ฿890 to ฿990.");
    expect(changeText({ code: "quantity_changed", ...ids, previous: 1, current: 2 }, "Hydra Serum", money, i18n))
      .toBe("Hydra Serum: the quantity changed from 1 to 2.");
    expect(changeText({ code: "insufficient_stock", ...ids, available: 2 }, "Hydra Serum", money, i18n))
      .toBe("Hydra Serum: only 2 left.");
    expect(changeText({ code: "total_changed", product_id: null, cart_item_id: null, previous: 94000, current: 104000 },
      "", money, i18n)).toBe("The total changed from ฿940 to ฿1,040.");
  });
});
