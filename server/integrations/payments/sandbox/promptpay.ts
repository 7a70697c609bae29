// PromptPay QR payloads: EMVCo merchant-presented QR as the Bank of Thailand's Thai QR Payment standard uses it,
// tag-length-value fields closed by a CRC-16/CCITT-FALSE checksum (tag 63). Amounts are satang, written in baht.

/** One EMVCo field: two-digit tag, two-digit length, value. */
const field = (tag: string, value: string) => `${tag}${String(value.length).padStart(2, "0")}${value}`;

/** CRC-16/CCITT-FALSE (polynomial 0x1021, initial 0xFFFF) of the ASCII text, as four upper-case hex digits. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (let i = 0; i < text.length; i++) {
    crc ^= text.charCodeAt(i) << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, "0");
}

/** 123450 satang → "1234.50". */
export function bahtText(satang: number): string {
  if (!Number.isSafeInteger(satang) || satang <= 0) throw new RangeError(
    `amount must be positive satang, got ${satang}`);
  return `${Math.trunc(satang / 100)}.${String(satang % 100).padStart(2, "0")}`;
}

/** Appends the CRC field: the checksum covers everything before it, including "6304". */
const withCrc = (body: string) => `${body}6304${crc16(`${body}6304`)}`;

const ASCII_REF = /^[A-Z0-9]{1,20}$/;

export interface BillPayment {
  /** 15 digits: the biller's tax id and a two-digit suffix. */
  billerId: string;
  ref1: string;
  ref2?: string;
  amount: number;
  merchantName?: string;
}

/**
 * A dynamic (one-time, "12") bill-payment QR (tag 30, AID A000000677010112), the kind a payment provider shows for
 * one charge: biller id, references, amount in THB (764), country TH.
 */
export function billPaymentPayload(bill: BillPayment): string {
  if (!/^\d{15}$/.test(bill.billerId)) throw new RangeError("billerId must be 15 digits");
  for (const ref of [bill.ref1, bill.ref2 ?? "A"]) if (!ASCII_REF.test(ref)) throw new RangeError(
    `bad reference ${ref}`);
  const merchant = field("00", "A000000677010112") + field("01", bill.billerId) + field("02", bill.ref1)
    + (bill.ref2 ? field("03", bill.ref2) : "");
  const name = bill.merchantName ? field("59", bill.merchantName.slice(0, 25)) : "";
  return withCrc(field("00", "01") + field("01", "12") + field("30", merchant) + field("53", "764")
    + field("54", bahtText(bill.amount)) + field("58", "TH") + name);
}

/**
 * A credit-transfer QR (tag 29, AID A000000677010111) to a PromptPay id: a Thai mobile (0812345678, sent as
 * 0066812345678), a 13-digit national or tax id, or a 15-digit e-wallet id.
 */
export function transferPayload(promptPayId: string, amount: number): string {
  const digits = promptPayId.replace(/\D/g, "");
  const target = /^0\d{9}$/.test(digits) ? field("01", `0066${digits.slice(1)}`)
    : digits.length === 13 ? field("02", digits)
    : digits.length === 15 ? field("03", digits) : null;
  if (!target) throw new RangeError("a PromptPay id is a Thai mobile number, a 13-digit id or a 15-digit e-wallet id");
  return withCrc(field("00", "01") + field("01", "12") + field("29", field("00", "A000000677010111") + target)
    + field("53", "764") + field("54", bahtText(amount)) + field("58", "TH"));
}

/** The sandbox's biller: all zeros, a tax id whose check digit fails, so no bank can ever pay it. */
export const SANDBOX_BILLER_ID = "000000000000000";

/**
 * A sandbox charge's QR: a bill payment to the sandbox biller with the charge as reference 1, or, when a developer
 * set OMISE_SANDBOX_PROMPTPAY_ID, a transfer to that id (a banking app then shows a real recipient and the amount).
 */
export function chargeQrPayload(chargeId: string, amount: number, promptPayId = ""): string {
  if (promptPayId) return transferPayload(promptPayId, amount);
  const ref1 = chargeId.replace(/^chrg_test_/, "").toUpperCase().slice(0, 20);
  return billPaymentPayload({ billerId: SANDBOX_BILLER_ID, ref1, ref2: "SKINSTATE", amount,
    merchantName: "SKINSTATE SANDBOX" });
}
