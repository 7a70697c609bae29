import { describe, expect, it } from "vitest";
import {
  INSTALLMENT_BANKS, methodOfSourceType, MOBILE_BANKING_BANKS, sourceTypeOf, type SourceChoice,
} from "./payment.ts";

describe("payment methods and Omise source types", () => {
  it("maps each method (and its bank, term or phone) to the source type Omise knows", () => {
    const cases: [SourceChoice, string][] = [
      [{ method: "omise_promptpay" }, "promptpay"],
      [{ method: "omise_rabbit_linepay" }, "rabbit_linepay"],
      [{ method: "omise_truemoney", phone: "0812345678" }, "truemoney"],
      [{ method: "omise_truemoney" }, "truemoney_jumpapp"],
      [{ method: "omise_mobile_banking", bank: "scb" }, "mobile_banking_scb"],
      [{ method: "omise_installment", bank: "first_choice", term: 10 }, "installment_first_choice"],
    ];
    for (const [choice, type] of cases) expect(sourceTypeOf(choice)).toBe(type);
  });

  it("reads every source type back as its method, a card charge as omise_credit and unknown types as null", () => {
    for (const bank of MOBILE_BANKING_BANKS) expect(methodOfSourceType(`mobile_banking_${bank}`))
      .toBe("omise_mobile_banking");
    for (const bank of INSTALLMENT_BANKS) expect(methodOfSourceType(`installment_${bank}`)).toBe("omise_installment");
    expect(methodOfSourceType(null)).toBe("omise_credit");
    expect(methodOfSourceType("internet_banking_bbl")).toBe("omise_internet_banking");
    expect(methodOfSourceType("truemoney_jumpapp")).toBe("omise_truemoney");
    expect(methodOfSourceType("alipay")).toBeNull();
    expect(methodOfSourceType("installment_unknownbank")).toBeNull();
  });
});
