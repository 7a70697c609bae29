import type { Locale } from "#contract/locale.ts";
import type { MembershipErrorCode } from "#contract/membership.ts";

/** The texts of the membership calls' error codes (contract/membership.ts), merged into messages.ts's dictionary. */
export const MEMBERSHIP_MESSAGES = {
  points_not_enough: {
    en: "You do not have enough points for this yet.", th: "คะแนนของคุณยังไม่พอสำหรับรายการนี้",
  },
  reward_not_found: { en: "We could not find this gift or promotion.", th: "ไม่พบของขวัญหรือโปรโมชันนี้" },
  reward_not_started: { en: "This offer has not started yet.", th: "ข้อเสนอนี้ยังไม่เริ่ม" },
  reward_expired: { en: "This offer has ended.", th: "ข้อเสนอนี้หมดเขตแล้ว" },
  reward_exclusive_only: {
    en: "This offer is for exclusive members only.", th: "ข้อเสนอนี้สำหรับสมาชิกเอ็กซ์คลูซีฟเท่านั้น",
  },
  reward_out_of_stock: { en: "Sorry, this gift is out of stock.", th: "ขออภัย ของขวัญนี้หมดแล้ว" },
  reward_out_of_coupons: { en: "Sorry, all coupons of this promotion are taken.",
    th: "ขออภัย คูปองของโปรโมชันนี้หมดแล้ว" },
  reward_redeemed: { en: "You have already redeemed this offer.", th: "คุณแลกข้อเสนอนี้ไปแล้ว" },
  already_exclusive: {
    en: "You are already an exclusive member. You can renew in the last 30 days of your membership.",
    th: "คุณเป็นสมาชิกเอ็กซ์คลูซีฟอยู่แล้ว สามารถต่ออายุได้ในช่วง 30 วันสุดท้ายของสมาชิกภาพ",
  },
  idempotency_key_required: {
    en: "This request needs an Idempotency-Key header. Please try again.",
    th: "คำขอนี้ต้องมีส่วนหัว Idempotency-Key กรุณาลองอีกครั้ง",
  },
} as const satisfies Record<MembershipErrorCode, Record<Locale, string>>;
