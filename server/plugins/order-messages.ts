import type { Locale } from "#contract/locale.ts";
import type { OrderErrorCode } from "#contract/order.ts";

/** The texts of the order calls' error codes (contract/order.ts), merged into messages.ts's dictionary. */
export const ORDER_MESSAGES = {
  cart_empty: {
    en: "Your cart is empty. Add a product before checking out.",
    th: "ตะกร้าสินค้าว่างอยู่ กรุณาเพิ่มสินค้าก่อนชำระเงิน",
  },
  order_changed: {
    en: "Prices or your cart changed since you last saw them. Please check the new figures and confirm.",
    th: "ราคาหรือสินค้าในตะกร้ามีการเปลี่ยนแปลง กรุณาตรวจสอบยอดใหม่แล้วยืนยันอีกครั้ง",
  },
  policy_not_accepted: {
    en: "Please accept the terms of service and privacy policy to place your order.",
    th: "กรุณายอมรับข้อกำหนดการให้บริการและนโยบายความเป็นส่วนตัวเพื่อสั่งซื้อ",
  },
  idempotency_key_reused: {
    en: "This request key was already used for another order. Please try again.",
    th: "รหัสคำขอนี้ถูกใช้กับคำสั่งซื้ออื่นแล้ว กรุณาลองอีกครั้ง",
  },
  order_not_found: { en: "We could not find this order.", th: "ไม่พบคำสั่งซื้อนี้" },
  reorder_unavailable: {
    en: "None of the products of this order is in stock right now.",
    th: "สินค้าในคำสั่งซื้อนี้หมดทั้งหมดในขณะนี้",
  },
} as const satisfies Record<OrderErrorCode, Record<Locale, string>>;

/** Per-field texts of a refused order (the `errors` map), in the shopper's language. */
export const ORDER_FIELD_MESSAGES = {
  address_required: { en: "Please enter a shipping address.", th: "กรุณากรอกที่อยู่จัดส่ง" },
  contact_required: {
    en: "Please enter your e-mail, name and phone number.", th: "กรุณากรอกอีเมล ชื่อ และหมายเลขโทรศัพท์",
  },
  saved_address: { en: "Please choose one of your saved addresses.", th: "กรุณาเลือกที่อยู่ที่บันทึกไว้ของคุณ" },
  sign_in_for_saved: {
    en: "Please sign in to use a saved address.", th: "กรุณาเข้าสู่ระบบเพื่อใช้ที่อยู่ที่บันทึกไว้",
  },
  policy: ORDER_MESSAGES.policy_not_accepted,
  lines_changed: {
    en: "Your cart changed in another window. Please check it again.",
    th: "ตะกร้าสินค้ามีการเปลี่ยนแปลงจากหน้าต่างอื่น กรุณาตรวจสอบอีกครั้ง",
  },
  total_changed: { en: "The total changed. Please check it again.", th: "ยอดรวมมีการเปลี่ยนแปลง กรุณาตรวจสอบอีกครั้ง" },
  coupon_dropped: {
    en: "Your coupon no longer applies to this order.", th: "คูปองของคุณใช้กับคำสั่งซื้อนี้ไม่ได้แล้ว",
  },
  unavailable: { en: "This product is no longer available.", th: "สินค้านี้ไม่มีจำหน่ายแล้ว" },
  in_cart_already: {
    en: "Your cart already holds all we have in stock.", th: "ตะกร้าของคุณมีสินค้านี้ครบตามจำนวนที่มีในสต็อกแล้ว",
  },
  line_limit: { en: "Your cart already holds 99 of this product.", th: "ตะกร้าของคุณมีสินค้านี้ครบ 99 ชิ้นแล้ว" },
} as const satisfies Record<string, Record<Locale, string>>;

export type OrderFieldMessage = keyof typeof ORDER_FIELD_MESSAGES;

export function orderFieldMessage(key: OrderFieldMessage, locale: Locale): string {
  return ORDER_FIELD_MESSAGES[key][locale];
}
