import type { ErrorCode } from "../../contract/errors.ts";
import type { Locale } from "../../contract/locale.ts";

/** Messages for one field of a failed validation (the `errors` map of an error body). */
export type FieldMessageKey = "field_required" | "field_invalid" | "field_unknown";
export type MessageKey = ErrorCode | FieldMessageKey;

/**
 * Every text the server sends, in both languages. `satisfies` makes TypeScript reject a missing code or a missing
 * language (docs/decisions/0020-server-messages.md). The browser has its own Lingui catalogs.
 */
export const messages = {
  validation_failed: { en: "Some fields are not valid.", th: "ข้อมูลบางช่องไม่ถูกต้อง" },
  not_found: { en: "We could not find what you were looking for.", th: "ไม่พบข้อมูลที่คุณต้องการ" },
  route_not_found: { en: "This API path does not exist.", th: "ไม่พบเส้นทาง API นี้" },
  unauthorized: { en: "Please sign in to continue.", th: "กรุณาเข้าสู่ระบบเพื่อดำเนินการต่อ" },
  forbidden: { en: "You are not allowed to do this.", th: "คุณไม่มีสิทธิ์ทำรายการนี้" },
  conflict: {
    en: "This clashes with a recent change. Please refresh and try again.",
    th: "ข้อมูลขัดแย้งกับการเปลี่ยนแปลงล่าสุด กรุณารีเฟรชแล้วลองอีกครั้ง",
  },
  rate_limited: {
    en: "Too many requests. Please wait a moment and try again.",
    th: "มีคำขอมากเกินไป กรุณารอสักครู่แล้วลองใหม่",
  },
  payload_too_large: { en: "The request is too large.", th: "คำขอมีขนาดใหญ่เกินไป" },
  unsupported_media_type: {
    en: "Please send the request as JSON (Content-Type: application/json).",
    th: "กรุณาส่งคำขอในรูปแบบ JSON (Content-Type: application/json)",
  },
  bad_request: { en: "The request could not be read.", th: "ไม่สามารถอ่านคำขอได้" },
  internal_error: {
    en: "Something went wrong on our side. Please try again.",
    th: "เกิดข้อผิดพลาดในระบบ กรุณาลองใหม่อีกครั้ง",
  },
  network_error: {
    en: "Could not reach the server. Please check your connection.",
    th: "ไม่สามารถเชื่อมต่อเซิร์ฟเวอร์ได้ กรุณาตรวจสอบการเชื่อมต่อ",
  },
  field_required: { en: "This field is required.", th: "กรุณากรอกข้อมูลช่องนี้" },
  field_invalid: { en: "This value is not valid.", th: "ค่านี้ไม่ถูกต้อง" },
  field_unknown: { en: "This field is not accepted.", th: "ไม่รองรับช่องข้อมูลนี้" },
} as const satisfies Record<MessageKey, Record<Locale, string>>;

export function message(key: MessageKey, locale: Locale): string {
  return messages[key][locale];
}
