// The payment sandbox pages' words in English and Thai.
import type { Locale } from "#contract/locale.ts";

type Status = "pending" | "successful" | "failed" | "expired" | "reversed";

export interface SandboxTexts {
  brand: string;
  sandboxNote: string;
  switchLanguage: string;
  authorizeTitle: string;
  secureTitle: string;
  authorizeIntro: string;
  method: string;
  card: (brand: string, last: string) => string;
  amount: string;
  merchant: string;
  charge: string;
  pay: string;
  fail: string;
  leave: string;
  choices: string;
  failureNote: string;
  final: (status: Status) => string;
  back: string;
  notFoundTitle: string;
  notFound: string;
  promptPayTitle: string;
  promptPayIntro: string;
  qrLabel: (amount: string) => string;
  payBefore: string;
  status: string;
  statusName: (status: Status) => string;
  payQr: string;
  expireQr: string;
  paidNote: string;
}

const EN: SandboxTexts = {
  brand: "SkinState payment sandbox",
  sandboxNote: "Offline test mode: no money moves and no bank is contacted.",
  switchLanguage: "ภาษาไทย",
  authorizeTitle: "Authorize your payment",
  secureTitle: "3-D Secure card check",
  authorizeIntro: "This page stands in for the bank or wallet page the shopper would see. Choose what happens next.",
  method: "Method",
  card: (brand, last) => `${brand} card ending in ${last}`,
  amount: "Amount",
  merchant: "Merchant",
  charge: "Charge",
  pay: "Pay",
  fail: "Fail",
  leave: "Leave without deciding",
  choices: "Pay completes the payment, Fail declines it, Leave goes back to the shop with the payment still pending.",
  failureNote: "This test card fails its 3-D Secure check: Pay will decline the payment.",
  final: (status) => `This payment is already ${EN.statusName(status).toLowerCase()}.`,
  back: "Back to the shop",
  notFoundTitle: "Payment not found",
  notFound: "There is no such payment in the sandbox. Please go back to the shop and try again.",
  promptPayTitle: "PromptPay QR (sandbox bank)",
  promptPayIntro: "Scan this QR with a banking app, or pay it here as the shopper's bank would.",
  qrLabel: (amount) => `PromptPay QR code for ${amount}`,
  payBefore: "Pay before",
  status: "Status",
  statusName: (status) => ({ pending: "Waiting for payment", successful: "Paid", failed: "Failed", expired: "Expired",
    reversed: "Reversed" })[status],
  payQr: "Pay this QR",
  expireQr: "Let it expire now",
  paidNote: "The shop learns the outcome from its webhook and from checking the charge.",
};

const TH: SandboxTexts = {
  brand: "แซนด์บ็อกซ์การชำระเงิน SkinState",
  sandboxNote: "โหมดทดสอบแบบออฟไลน์: ไม่มีการโอนเงินจริงและไม่มีการติดต่อธนาคาร",
  switchLanguage: "English",
  authorizeTitle: "ยืนยันการชำระเงิน",
  secureTitle: "ตรวจสอบบัตรด้วย 3-D Secure",
  authorizeIntro: "หน้านี้ใช้แทนหน้าของธนาคารหรือวอลเล็ทที่ผู้ซื้อจะเห็น เลือกสิ่งที่จะเกิดขึ้นต่อไป",
  method: "ช่องทาง",
  card: (brand, last) => `บัตร ${brand} ลงท้ายด้วย ${last}`,
  amount: "จำนวนเงิน",
  merchant: "ร้านค้า",
  charge: "รายการชำระเงิน",
  pay: "ชำระเงิน",
  fail: "ปฏิเสธ",
  leave: "ออกโดยยังไม่ตัดสินใจ",
  choices: "ชำระเงิน คือชำระสำเร็จ ปฏิเสธ คือการชำระไม่สำเร็จ ออก คือกลับไปที่ร้านโดยรายการยังรอชำระอยู่",
  failureNote: "บัตรทดสอบใบนี้ไม่ผ่านการตรวจสอบ 3-D Secure: การกดชำระเงินจะทำให้รายการถูกปฏิเสธ",
  final: (status) => `รายการนี้${TH.statusName(status)}แล้ว`,
  back: "กลับไปที่ร้าน",
  notFoundTitle: "ไม่พบรายการชำระเงิน",
  notFound: "ไม่มีรายการชำระเงินนี้ในแซนด์บ็อกซ์ กรุณากลับไปที่ร้านแล้วลองอีกครั้ง",
  promptPayTitle: "คิวอาร์พร้อมเพย์ (ธนาคารจำลอง)",
  promptPayIntro: "สแกนคิวอาร์นี้ด้วยแอปธนาคาร หรือชำระที่นี่แทนธนาคารของผู้ซื้อ",
  qrLabel: (amount) => `คิวอาร์โค้ดพร้อมเพย์ จำนวน ${amount}`,
  payBefore: "ชำระภายใน",
  status: "สถานะ",
  statusName: (status) => ({ pending: "รอชำระเงิน", successful: "ชำระเงินสำเร็จ", failed: "ไม่สำเร็จ",
    expired: "หมดอายุ",
    reversed: "ยกเลิกการอนุมัติ" })[status],
  payQr: "ชำระคิวอาร์นี้",
  expireQr: "ให้หมดอายุทันที",
  paidNote: "ร้านค้าจะทราบผลจากเว็บฮุคและจากการตรวจสอบรายการชำระเงิน",
};

export const sandboxTexts = (locale: Locale): SandboxTexts => (locale === "th" ? TH : EN);

export function money(amount: number, locale: Locale): string {
  return new Intl.NumberFormat(locale === "th" ? "th-TH" : "en-US", {
    style: "currency", currency: "THB", currencyDisplay: "narrowSymbol",
  })
    .format(amount / 100);
}

export function bangkokTime(time: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === "th" ? "th-TH" : "en-GB", {
    dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Bangkok",
  }).format(time);
}
