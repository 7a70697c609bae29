import type { Locale } from "#contract/locale.ts";

/** Success texts of the reset calls ({ message }), in the shopper's language. Errors come from plugins/messages.ts. */
export const AUTH_TEXTS = {
  reset_requested: {
    en: "If an account exists for this email, we have sent a link to reset your password. Please check your inbox.",
    th: "หากมีบัญชีที่ใช้อีเมลนี้ เราได้ส่งลิงก์สำหรับตั้งรหัสผ่านใหม่ไปแล้ว กรุณาตรวจสอบกล่องจดหมายของคุณ",
  },
  reset_done: {
    en: "Your password has been reset. Please log in with your new password.",
    th: "ตั้งรหัสผ่านใหม่เรียบร้อยแล้ว กรุณาเข้าสู่ระบบด้วยรหัสผ่านใหม่",
  },
} as const satisfies Record<string, Record<Locale, string>>;

export function authText(key: keyof typeof AUTH_TEXTS, locale: Locale): string {
  return AUTH_TEXTS[key][locale];
}
