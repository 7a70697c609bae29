import type { ShippingMethod } from "#contract/cart.ts";
import type { Locale } from "#contract/locale.ts";
import { formatBaht } from "#contract/money.ts";

/** What the confirmation mail says, already in the shopper's language where it comes from the catalog. */
export type ConfirmationFacts = {
  locale: Locale;
  number: string;
  firstName: string;
  lines: readonly { name: string; qty: number; total: number }[];
  subtotal: number;
  discount: number;
  shipping: number;
  vat: number;
  total: number;
  shippingMethod: ShippingMethod;
  /** One line: where it goes (an address, or the branch for pickup). */
  destination: string;
  /** Where the shopper sees the order and pays: it works without signing in. */
  link: string;
  /** "YYYY-MM-DD" (Bangkok) until which an unpaid order is kept. */
  payBy: string;
};

const METHOD: Record<ShippingMethod, Record<Locale, string>> = {
  standard: { en: "Standard delivery", th: "จัดส่งแบบมาตรฐาน" },
  express: { en: "Express delivery", th: "จัดส่งด่วน" },
  pickup: { en: "Pickup at the branch", th: "รับสินค้าที่สาขา" },
};

/** The order confirmation mail (plain text, as the outbox and SMTP send it). */
export function confirmationMail(facts: ConfirmationFacts): { subject: string; body: string } {
  const th = facts.locale === "th";
  const baht = (satang: number) => formatBaht(satang, facts.locale);
  const lines = facts.lines.map((line) => `- ${line.qty} × ${line.name}: ${baht(line.total)}`);
  const sums = [
    `${th ? "ยอดสินค้า" : "Subtotal"}: ${baht(facts.subtotal)}`,
    ...(facts.discount > 0 ? [`${th ? "ส่วนลด" : "Discount"}: -${baht(facts.discount)}`] : []),
    `${th ? "ค่าจัดส่ง" : "Shipping"}: ${baht(facts.shipping)} (${METHOD[facts.shippingMethod][facts.locale]})`,
    `${th ? "ยอดรวม" : "Total"}: ${baht(facts.total)} (${th ? "รวมภาษีมูลค่าเพิ่ม" : "VAT included"}`
      + ` ${baht(facts.vat)})`,
  ];
  if (th) {
    return {
      subject: `ได้รับคำสั่งซื้อ ${facts.number} แล้ว`,
      body: [
        `สวัสดีค่ะ คุณ${facts.firstName}`, "",
        `ขอบคุณที่สั่งซื้อกับ SkinState คำสั่งซื้อ ${facts.number} รอการชำระเงิน`, "",
        ...lines, "", ...sums, "", `จัดส่งถึง: ${facts.destination}`, "",
        `ดูคำสั่งซื้อและชำระเงินได้ที่ลิงก์นี้ (ไม่ต้องเข้าสู่ระบบ):`, facts.link, "",
        `กรุณาชำระเงินภายในวันที่ ${facts.payBy} หลังจากนั้นคำสั่งซื้อจะถูกยกเลิกโดยอัตโนมัติ`, "", "SkinState",
      ].join("\n"),
    };
  }
  return {
    subject: `We received your order ${facts.number}`,
    body: [
      `Hello ${facts.firstName},`, "",
      `Thank you for shopping at SkinState. Your order ${facts.number} is waiting for payment.`, "",
      ...lines, "", ...sums, "", `Shipping to: ${facts.destination}`, "",
      "See your order and pay here (no sign-in needed):", facts.link, "",
      `Please pay by ${facts.payBy}; after that the order is cancelled automatically.`, "", "SkinState",
    ].join("\n"),
  };
}
