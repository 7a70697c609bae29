import type { Locale } from "#contract/locale.ts";
import { formatBaht } from "#contract/money.ts";
import type { KnownPaymentMethod } from "#contract/payment.ts";

/** What the payment receipt says (a paid order gets a receipt mail in the shopper's language). */
export type ReceiptFacts = {
  locale: Locale;
  number: string;
  firstName: string;
  amount: number;
  method: KnownPaymentMethod;
  /** "Visa •••• 4242" for cards, else null. */
  card: string | null;
  /** The provider's charge id: what support and the shopper's bank statement can be matched with. */
  chargeId: string;
  /** When it was paid, as the shopper's language writes it (Bangkok time). */
  paidAt: string;
  /** The order's page (works without signing in). */
  link: string;
};

export const METHOD_NAMES: Record<KnownPaymentMethod, Record<Locale, string>> = {
  omise_credit: { en: "Credit / debit card", th: "บัตรเครดิต / เดบิต" },
  omise_mobile_banking: { en: "Mobile banking", th: "โมบายแบงก์กิ้ง" },
  omise_internet_banking: { en: "Internet banking", th: "อินเทอร์เน็ตแบงก์กิ้ง" },
  omise_installment: { en: "Installment", th: "ผ่อนชำระ" },
  omise_promptpay: { en: "PromptPay", th: "พร้อมเพย์" },
  omise_truemoney: { en: "TrueMoney", th: "ทรูมันนี่" },
  omise_rabbit_linepay: { en: "Rabbit LINE Pay", th: "แรบบิท ไลน์ เพย์" },
};

/** The receipt mail (plain text, as the outbox and SMTP send it). */
export function receiptMail(facts: ReceiptFacts): { subject: string; body: string } {
  const th = facts.locale === "th";
  const method = METHOD_NAMES[facts.method][facts.locale] + (facts.card ? ` (${facts.card})` : "");
  const amount = formatBaht(facts.amount, facts.locale);
  if (th) {
    return {
      subject: `ได้รับชำระเงินคำสั่งซื้อ ${facts.number} แล้ว`,
      body: [
        `สวัสดีค่ะ คุณ${facts.firstName}`, "",
        `เราได้รับชำระเงินสำหรับคำสั่งซื้อ ${facts.number} แล้ว และกำลังเตรียมจัดส่ง`, "",
        `ยอดชำระ: ${amount}`, `ช่องทาง: ${method}`, `วันเวลา: ${facts.paidAt}`, `เลขที่อ้างอิง: ${facts.chargeId}`, "",
        "ดูคำสั่งซื้อได้ที่ลิงก์นี้:", facts.link, "", "SkinState",
      ].join("\n"),
    };
  }
  return {
    subject: `Payment received for order ${facts.number}`,
    body: [
      `Hello ${facts.firstName},`, "",
      `We received your payment for order ${facts.number}; we are preparing it for shipping.`, "",
      `Amount paid: ${amount}`, `Paid with: ${method}`, `Paid at: ${facts.paidAt}`, `Reference: ${facts.chargeId}`, "",
      "See your order here:", facts.link, "", "SkinState",
    ].join("\n"),
  };
}

/** A payment time as the receipt writes it, in Bangkok time. */
export function receiptTime(at: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === "th" ? "th-TH" : "en-GB", {
    timeZone: "Asia/Bangkok", dateStyle: "medium", timeStyle: "short",
  }).format(at);
}
