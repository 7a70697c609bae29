import type { ErrorCode } from "#contract/errors.ts";
import type { Locale } from "#contract/locale.ts";
import { MAX_ADDRESSES_PER_KIND } from "#contract/user.ts";
import { MEMBERSHIP_MESSAGES } from "./membership-messages.ts";
import { ORDER_MESSAGES } from "./order-messages.ts";
import { PAYMENT_MESSAGES } from "./payment-messages.ts";
import { SUPPORT_MESSAGES } from "./support-messages.ts";

/** Messages for one field of a failed validation (the `errors` map of an error body). */
export type FieldMessageKey =
  | "field_required" | "field_invalid" | "field_unknown"
  | "field_email" | "field_password_policy" | "field_password_match" | "field_birth_date" | "field_phone"
  | "field_province_unknown" | "field_district_outside" | "field_sub_district_outside" | "field_postal_code_mismatch"
  | "field_copy_source";

/** superstruct refinement names (contract) that have their own field message; others say field_invalid. */
export const REFINEMENT_MESSAGES: Record<string, FieldMessageKey> = {
  email: "field_email",
  password_policy: "field_password_policy",
  password_match: "field_password_match",
  birth_date: "field_birth_date",
};
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
  cart_not_found: {
    en: "We could not find this cart. It may have been cleared; add the items again.",
    th: "ไม่พบตะกร้าสินค้านี้ อาจถูกล้างไปแล้ว กรุณาเพิ่มสินค้าอีกครั้ง",
  },
  product_not_found: { en: "This product is not available.", th: "ไม่พบสินค้านี้" },
  out_of_stock: { en: "Sorry, this product is out of stock.", th: "ขออภัย สินค้านี้หมดแล้ว" },
  insufficient_stock: {
    en: "There is not enough stock for that quantity.",
    th: "สินค้ามีไม่พอสำหรับจำนวนที่เลือก",
  },
  quantity_invalid: { en: "Please choose a quantity from 1 to 99.", th: "กรุณาเลือกจำนวนระหว่าง 1 ถึง 99" },
  coupon_not_found: { en: "No coupon found, please try again.", th: "ไม่พบคูปองนี้ กรุณาลองอีกครั้ง" },
  coupon_expired: { en: "This coupon has expired.", th: "คูปองนี้หมดอายุแล้ว" },
  coupon_not_started: { en: "This coupon cannot be used yet.", th: "คูปองนี้ยังไม่เริ่มใช้งาน" },
  // Also a once-per-person coupon this shopper (member, e-mail or phone) used already (decision 0184).
  coupon_usage_limit: {
    en: "This coupon has run out, or you have already used it as often as allowed.",
    th: "คูปองนี้ถูกใช้ครบจำนวนแล้ว หรือคุณใช้ครบสิทธิ์ของคุณแล้ว",
  },
  coupon_min_spend: {
    en: "Your cart does not reach this coupon's minimum spend yet.",
    th: "ยอดซื้อในตะกร้ายังไม่ถึงขั้นต่ำของคูปองนี้",
  },
  coupon_members_only: { en: "This coupon is for members only. Please sign in.",
    th: "คูปองนี้สำหรับสมาชิกเท่านั้น กรุณาเข้าสู่ระบบ" },
  coupon_exclusive_only: {
    en: "This coupon is for exclusive members only.",
    th: "คูปองนี้สำหรับสมาชิกเอ็กซ์คลูซีฟเท่านั้น",
  },
  coupon_not_applicable: {
    en: "This coupon cannot be used with your cart.",
    th: "คูปองนี้ใช้กับสินค้าในตะกร้าไม่ได้",
  },
  review_not_allowed: {
    en: "Only members who bought this product can review it, once.",
    th: "รีวิวได้เฉพาะสมาชิกที่ซื้อสินค้านี้แล้ว และรีวิวได้ครั้งเดียว",
  },
  review_not_found: { en: "This review no longer exists.", th: "ไม่พบรีวิวนี้" },
  invalid_credentials: {
    en: "The email or password is incorrect.",
    th: "อีเมลหรือรหัสผ่านไม่ถูกต้อง",
  },
  email_taken: {
    en: "This email is already registered. Please log in or reset your password.",
    th: "อีเมลนี้ลงทะเบียนแล้ว กรุณาเข้าสู่ระบบหรือตั้งรหัสผ่านใหม่",
  },
  reset_token_invalid: {
    en: "This reset link has expired or was already used. Please request a new one.",
    th: "ลิงก์ตั้งรหัสผ่านใหม่นี้หมดอายุหรือถูกใช้ไปแล้ว กรุณาขอลิงก์ใหม่",
  },
  password_incorrect: { en: "Your current password is incorrect.", th: "รหัสผ่านปัจจุบันไม่ถูกต้อง" },
  social_state_invalid: {
    en: "This sign-in link has expired. Please try again.",
    th: "ลิงก์เข้าสู่ระบบนี้หมดอายุแล้ว กรุณาลองอีกครั้ง",
  },
  social_failed: {
    en: "We could not sign you in with this provider. Please try again.",
    th: "ไม่สามารถเข้าสู่ระบบผ่านผู้ให้บริการนี้ได้ กรุณาลองอีกครั้ง",
  },
  social_email_missing: {
    en: "The provider did not share a verified email address. Please sign up with your email.",
    th: "ผู้ให้บริการไม่ได้ส่งอีเมลที่ยืนยันแล้ว กรุณาสมัครสมาชิกด้วยอีเมล",
  },
  phone_invalid: { en: "Please enter a valid mobile number.", th: "กรุณากรอกหมายเลขโทรศัพท์มือถือให้ถูกต้อง" },
  phone_required: { en: "Please add your phone number first.", th: "กรุณาเพิ่มหมายเลขโทรศัพท์ก่อน" },
  phone_taken: {
    en: "This phone number is already verified on another account.",
    th: "หมายเลขนี้ได้รับการยืนยันกับบัญชีอื่นแล้ว",
  },
  otp_invalid: { en: "The code is incorrect. Please try again.", th: "รหัสไม่ถูกต้อง กรุณาลองอีกครั้ง" },
  otp_expired: { en: "The code has expired. Please request a new one.", th: "รหัสหมดอายุแล้ว กรุณาขอรหัสใหม่" },
  otp_locked: {
    en: "Too many wrong codes. Please request a new code.",
    th: "กรอกรหัสผิดหลายครั้งเกินไป กรุณาขอรหัสใหม่",
  },
  otp_not_requested: { en: "Please request a code first.", th: "กรุณาขอรหัสก่อน" },
  otp_cooldown: {
    en: "Please wait a moment before asking for another code.",
    th: "กรุณารอสักครู่ก่อนขอรหัสใหม่",
  },
  address_limit: {
    en: `You can keep up to ${MAX_ADDRESSES_PER_KIND} addresses of each kind. Please delete one to add another.`,
    th: `เก็บที่อยู่ได้สูงสุด ${MAX_ADDRESSES_PER_KIND} รายการต่อประเภท กรุณาลบที่อยู่เดิมก่อนเพิ่มใหม่`,
  },
  field_province_unknown: { en: "Please choose a province from the list.", th: "กรุณาเลือกจังหวัดจากรายการ" },
  field_district_outside: {
    en: "Please choose a district in the selected province.", th: "กรุณาเลือกอำเภอ/เขตในจังหวัดที่เลือก",
  },
  field_sub_district_outside: {
    en: "Please choose a sub-district in the selected district.", th: "กรุณาเลือกตำบล/แขวงในอำเภอ/เขตที่เลือก",
  },
  field_postal_code_mismatch: {
    en: "This postal code does not match the selected sub-district.", th: "รหัสไปรษณีย์ไม่ตรงกับตำบล/แขวงที่เลือก",
  },
  field_copy_source: {
    en: "Please choose one of your shipping addresses to copy.", th: "กรุณาเลือกที่อยู่จัดส่งของคุณเพื่อคัดลอก",
  },
  field_email: { en: "Please enter a valid email address.", th: "กรุณากรอกอีเมลให้ถูกต้อง" },
  field_password_policy: {
    en: "Use at least 8 characters with three of: upper case, lower case, numbers, symbols.",
    th: "ใช้อย่างน้อย 8 ตัวอักษร โดยมี 3 ใน 4 ประเภท: ตัวพิมพ์ใหญ่ ตัวพิมพ์เล็ก ตัวเลข สัญลักษณ์",
  },
  field_password_match: { en: "The passwords do not match.", th: "รหัสผ่านไม่ตรงกัน" },
  field_birth_date: { en: "Please enter a real date in the past.", th: "กรุณากรอกวันที่ที่ถูกต้องและไม่ใช่วันในอนาคต" },
  field_phone: { en: "Please enter a valid mobile number.", th: "กรุณากรอกหมายเลขโทรศัพท์มือถือให้ถูกต้อง" },
  field_required: { en: "This field is required.", th: "กรุณากรอกข้อมูลช่องนี้" },
  field_invalid: { en: "This value is not valid.", th: "ค่านี้ไม่ถูกต้อง" },
  field_unknown: { en: "This field is not accepted.", th: "ไม่รองรับช่องข้อมูลนี้" },
  ...ORDER_MESSAGES,
  ...MEMBERSHIP_MESSAGES,
  ...PAYMENT_MESSAGES,
  ...SUPPORT_MESSAGES,
} as const satisfies Record<MessageKey, Record<Locale, string>>;

export function message(key: MessageKey, locale: Locale): string {
  return messages[key][locale];
}
