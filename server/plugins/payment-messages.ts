import type { Locale } from "#contract/locale.ts";
import type { ChargeFailureCode } from "#contract/payment.ts";
import type { PaymentErrorCode } from "#contract/payment-api.ts";

/** The texts of the payment calls' error codes (contract/payment-api.ts), merged into messages.ts's dictionary. */
export const PAYMENT_MESSAGES = {
  order_already_paid: { en: "This order is already paid.", th: "คำสั่งซื้อนี้ชำระเงินแล้ว" },
  order_not_payable: {
    en: "This order can no longer be paid (it has expired or was cancelled).",
    th: "คำสั่งซื้อนี้ไม่สามารถชำระเงินได้แล้ว (หมดอายุหรือถูกยกเลิก)",
  },
  payment_in_progress: {
    en: "A payment for this order is still in progress. Please finish it or wait a moment.",
    th: "มีการชำระเงินของคำสั่งซื้อนี้ที่ยังดำเนินการอยู่ กรุณาทำรายการให้เสร็จหรือรอสักครู่",
  },
  installment_unavailable: {
    en: "Installment will be available for order more than 10,000 ฿",
    th: "ผ่อนชำระได้สำหรับคำสั่งซื้อมากกว่า 10,000 ฿",
  },
  installment_term_unavailable: {
    en: "This bank does not offer this installment term for this amount.",
    th: "ธนาคารนี้ไม่มีระยะเวลาผ่อนชำระนี้สำหรับยอดเงินนี้",
  },
  card_token_invalid: {
    en: "This card could not be used. Please enter your card details again.",
    th: "ไม่สามารถใช้บัตรนี้ได้ กรุณากรอกข้อมูลบัตรอีกครั้ง",
  },
  payment_refused: {
    en: "The payment provider refused these details. Please check them and try again.",
    th: "ผู้ให้บริการชำระเงินปฏิเสธข้อมูลนี้ กรุณาตรวจสอบแล้วลองอีกครั้ง",
  },
  idempotency_key_required: {
    en: "The request needs an Idempotency-Key header.", th: "คำขอต้องมี Idempotency-Key header",
  },
  payment_key_reused: {
    en: "This request key was already used for another payment. Please try again.",
    th: "รหัสคำขอนี้ถูกใช้กับการชำระเงินอื่นแล้ว กรุณาลองอีกครั้ง",
  },
  payment_unavailable: {
    en: "The payment service is not answering. Please try again in a moment.",
    th: "ระบบชำระเงินไม่ตอบสนอง กรุณาลองใหม่อีกครั้งในอีกสักครู่",
  },
  webhook_rejected: { en: "Unknown event.", th: "ไม่รู้จักเหตุการณ์นี้" },
} as const satisfies Record<PaymentErrorCode, Record<Locale, string>>;

/** Per-field texts of a refused payment (spec §8). */
export const PAYMENT_FIELD_MESSAGES = {
  bank: { en: "Please select a bank.", th: "กรุณาเลือกธนาคาร" },
  method: { en: "Please select a payment method.", th: "กรุณาเลือกวิธีการชำระเงิน" },
  term: { en: "Please select an installment term.", th: "กรุณาเลือกระยะเวลาผ่อนชำระ" },
  card_token: { en: "Please enter your card details.", th: "กรุณากรอกข้อมูลบัตร" },
  policy: {
    en: "Please accept the terms of service and privacy policy to pay.",
    th: "กรุณายอมรับข้อกำหนดการให้บริการและนโยบายความเป็นส่วนตัวเพื่อชำระเงิน",
  },
} as const satisfies Record<string, Record<Locale, string>>;

export function paymentFieldMessage(key: keyof typeof PAYMENT_FIELD_MESSAGES, locale: Locale): string {
  return PAYMENT_FIELD_MESSAGES[key][locale];
}

/** Spec §8, shown for every failed or expired attempt; the reason follows when the provider gave a known one. */
const FAILED = { en: "Failed payment, Please make payment again.", th: "ชำระเงินไม่สำเร็จ กรุณาชำระเงินอีกครั้ง" };

const REASONS: Record<ChargeFailureCode | "expired", Record<Locale, string>> = {
  insufficient_fund: { en: "The card has insufficient funds.", th: "ยอดเงินในบัตรไม่เพียงพอ" },
  stolen_or_lost_card: { en: "The card was reported lost or stolen.", th: "บัตรถูกแจ้งสูญหายหรือถูกขโมย" },
  failed_processing: { en: "The bank could not process the payment.", th: "ธนาคารไม่สามารถดำเนินการชำระเงินได้" },
  payment_rejected: { en: "The payment was declined.", th: "การชำระเงินถูกปฏิเสธ" },
  invalid_security_code: { en: "The security code (CVV) is wrong.", th: "รหัสความปลอดภัย (CVV) ไม่ถูกต้อง" },
  failed_fraud_check: {
    en: "The payment did not pass the bank's checks.", th: "การชำระเงินไม่ผ่านการตรวจสอบของธนาคาร",
  },
  invalid_account_number: { en: "The account number is not valid.", th: "หมายเลขบัญชีไม่ถูกต้อง" },
  payment_cancelled: { en: "The payment was cancelled.", th: "การชำระเงินถูกยกเลิก" },
  timeout: { en: "The payment took too long.", th: "การชำระเงินใช้เวลานานเกินไป" },
  expired: { en: "The payment time ran out.", th: "หมดเวลาชำระเงิน" },
};

/** What the shopper reads about a failed or expired attempt, in their language. */
export function failureText(status: string, failureCode: string | null, locale: Locale): string {
  const key = status === "expired" ? "expired" : failureCode;
  const reason = key && key in REASONS ? ` ${REASONS[key as keyof typeof REASONS][locale]}` : "";
  return `${FAILED[locale]}${reason}`;
}
