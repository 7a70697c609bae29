import type { Locale } from "#contract/locale.ts";
import { RESET_TOKEN_MINUTES } from "#contract/auth.ts";

export type MailText = { subject: string; body: string };

/** The password reset mail, in the member's language. Plain text: the outbox and SMTP send it as is. */
export function resetPasswordMail(locale: Locale, link: string): MailText {
  if (locale === "th") {
    return {
      subject: "ตั้งรหัสผ่านใหม่สำหรับบัญชี SkinState ของคุณ",
      body: [
        "สวัสดีค่ะ",
        "",
        "เราได้รับคำขอตั้งรหัสผ่านใหม่สำหรับบัญชี SkinState ของคุณ กดลิงก์ด้านล่างเพื่อตั้งรหัสผ่านใหม่:",
        "",
        link,
        "",
        `ลิงก์นี้ใช้ได้ครั้งเดียวและหมดอายุใน ${RESET_TOKEN_MINUTES} นาที หากคุณไม่ได้ขอ ไม่ต้องทำอะไร `
          + `รหัสผ่านเดิมยังใช้ได้`,
        "",
        "SkinState",
      ].join("\n"),
    };
  }
  return {
    subject: "Reset your SkinState password",
    body: [
      "Hello,",
      "",
      "We received a request to reset the password of your SkinState account. Open this link to choose a new one:",
      "",
      link,
      "",
      `The link works once and expires in ${RESET_TOKEN_MINUTES} minutes. If you did not ask for it, ignore this `
        + `mail: your password stays the same.`,
      "",
      "SkinState",
    ].join("\n"),
  };
}
