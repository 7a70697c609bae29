import { describe, expect, it } from "vitest";
import { confirmationMail, type ConfirmationFacts } from "./order-mail.ts";

const facts = (over: Partial<ConfirmationFacts> = {}): ConfirmationFacts => ({
  locale: "en", number: "SS-2611-000042", firstName: "Kanya",
  lines: [{ name: "Calm Serum", qty: 2, total: 259_000 }, { name: "Soft Cleanser", qty: 1, total: 45_050 }],
  subtotal: 304_050, discount: 0, shipping: 0, vat: 19_891, total: 304_050, shippingMethod: "standard",
  destination: "99/1 Sukhumvit Soi 11, Khlong Toei Nuea, Watthana, Bangkok, 10110",
  link: "https://shop.example/order/0b1c/payment?token=abc", payBy: "2026-12-01", ...over,
});

describe("confirmationMail", () => {
  it("lists the lines, the sums with VAT included, where it goes, the link and the pay-by day", () => {
    const mail = confirmationMail(facts());
    expect(mail.subject).toBe("We received your order SS-2611-000042");
    for (const text of [
      "Hello Kanya,", "- 2 × Calm Serum: ฿2,590", "- 1 × Soft Cleanser: ฿450.50", "Shipping: ฿0 (Standard delivery)",
      "Total: ฿3,040.50 (VAT included ฿198.91)", "Shipping to: 99/1 Sukhumvit Soi 11",
      "https://shop.example/order/0b1c/payment?token=abc",
      "Please pay by 2026-12-01",
    ]) expect(mail.body).toContain(text);
    expect(mail.body).not.toContain("Discount");
  });

  it("shows a discount only when there is one, and writes Thai for a Thai shopper", () => {
    const mail = confirmationMail(facts({ locale: "th", discount: 30_405, total: 273_645, shippingMethod: "express" }));
    expect(mail.subject).toBe("ได้รับคำสั่งซื้อ SS-2611-000042 แล้ว");
    expect(mail.body).toContain("ส่วนลด: -฿304.05");
    expect(mail.body).toContain("จัดส่งด่วน");
    expect(mail.body).toContain("https://shop.example/order/0b1c/payment?token=abc");
  });
});
