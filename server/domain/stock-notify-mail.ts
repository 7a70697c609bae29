import type { Locale } from "#contract/locale.ts";

/** The mail that asks a shopper to confirm a back-in-stock request (double opt-in, decision 0184). */
export function stockConfirmMail(
  locale: Locale, productName: string, link: string,
): { subject: string; body: string } {
  if (locale === "th") {
    return {
      subject: "ยืนยันการแจ้งเตือนเมื่อสินค้ากลับมา",
      body: `สวัสดีค่ะ\n\nมีคำขอให้แจ้งเตือนอีเมลนี้เมื่อ ${productName} กลับมามีสินค้า `
        + `กดลิงก์นี้เพื่อยืนยัน: ${link}\n\n`
        + "หากคุณไม่ได้ขอ ไม่ต้องทำอะไร เราจะไม่ส่งอีเมลแจ้งเตือนถึงคุณ\n\nSkinState",
    };
  }
  return {
    subject: "Confirm your back-in-stock alert",
    body: `Hello,\n\nSomeone asked us to e-mail this address when ${productName} is back in stock. `
      + `Confirm here: ${link}\n\nIf it was not you, do nothing: we will not mail you about it.\n\nSkinState`,
  };
}

/** What the confirmation link's page says. */
export const STOCK_CONFIRM_PAGE = {
  confirmed: {
    en: "Thank you: your address is confirmed. We will e-mail you when the product is back in stock.",
    th: "ขอบคุณค่ะ ยืนยันอีเมลเรียบร้อยแล้ว เราจะแจ้งทางอีเมลเมื่อสินค้ากลับมามีจำหน่าย",
  },
  back: { en: "Continue shopping", th: "เลือกซื้อสินค้าต่อ" },
  invalid: {
    en: "This confirmation link is not valid. Please ask for the back-in-stock alert again.",
    th: "ลิงก์ยืนยันนี้ไม่ถูกต้อง กรุณาขอรับการแจ้งเตือนสินค้าอีกครั้ง",
  },
} as const satisfies Record<string, Record<Locale, string>>;
