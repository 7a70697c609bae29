import { describe, expect, it } from "vitest";
import { maskEmail, maskPhone } from "./support.ts";

describe("what support sees of a shopper", () => {
  it("e-mail: two letters and the domain", () => {
    expect(maskEmail("somchai@example.com")).toBe("so•••@example.com");
    expect(maskEmail("a@b.co")).toBe("a•••@b.co");
    expect(maskEmail("")).toBe("");
  });
  it("phone: the country code and the last four digits", () => {
    expect(maskPhone("+66812345678")).toBe("+66•••••5678");
    expect(maskPhone(null)).toBeNull();
  });
});
