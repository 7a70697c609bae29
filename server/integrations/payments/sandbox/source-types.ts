// The source types the sandbox accepts, with their flow and the fields each needs (integrations notes §0, §1.4).
// Installment rules come from the shop's own table (contract/payment-installment.ts), the one the shop offers from.
import { INSTALLMENT_BANKS, MOBILE_BANKING_BANKS, type InstallmentBank } from "#contract/payment.ts";
import { INSTALLMENT_RULES } from "#contract/payment-installment.ts";

export type SourceFlow = "redirect" | "offline" | "app_redirect";

/** Omise's account limits, as its capability fixture shows them (satang). */
export const LIMITS = {
  chargeMin: 2_000,
  chargeMax: 500_000_000_000,
  installmentMin: 200_000,
} as const;

const names: Record<string, { en: string; th: string }> = {
  promptpay: { en: "PromptPay", th: "พร้อมเพย์" },
  truemoney: { en: "TrueMoney Wallet", th: "ทรูมันนี่ วอลเล็ท" },
  truemoney_jumpapp: { en: "TrueMoney", th: "ทรูมันนี่" },
  rabbit_linepay: { en: "Rabbit LINE Pay", th: "แรบบิท ไลน์ เพย์" },
  mobile_banking_kbank: { en: "K PLUS (Kasikornbank)", th: "K PLUS (ธนาคารกสิกรไทย)" },
  mobile_banking_scb: { en: "SCB EASY (Siam Commercial Bank)", th: "SCB EASY (ธนาคารไทยพาณิชย์)" },
  mobile_banking_bay: { en: "KMA (Krungsri)", th: "KMA (ธนาคารกรุงศรีอยุธยา)" },
  mobile_banking_bbl: { en: "Bualuang mBanking (Bangkok Bank)", th: "บัวหลวง เอ็มแบงก์กิ้ง (ธนาคารกรุงเทพ)" },
  mobile_banking_ktb: { en: "Krungthai NEXT (Krungthai Bank)", th: "Krungthai NEXT (ธนาคารกรุงไทย)" },
};

const installmentNames: Record<InstallmentBank, { en: string; th: string }> = {
  bay: { en: "Krungsri", th: "กรุงศรี" }, bbl: { en: "Bangkok Bank", th: "ธนาคารกรุงเทพ" },
  first_choice: { en: "Krungsri First Choice", th: "กรุงศรี เฟิร์สช้อยส์" }, kbank: { en: "KBank", th: "กสิกรไทย" },
  ktc: { en: "KTC", th: "เคทีซี" }, scb: { en: "SCB", th: "ไทยพาณิชย์" }, ttb: { en: "ttb", th: "ทีทีบี" },
  uob: { en: "UOB", th: "ยูโอบี" },
};

export const installmentBankOf = (type: string): InstallmentBank | null =>
  INSTALLMENT_BANKS.find((bank) => type === `installment_${bank}`) ?? null;

/** The flow of a type the sandbox supports, or null (unknown, or retired like internet banking). */
export function flowOf(type: string): SourceFlow | null {
  if (type === "promptpay") return "offline";
  if (type === "truemoney" || type === "rabbit_linepay" || installmentBankOf(type)) return "redirect";
  if (type === "truemoney_jumpapp") return "app_redirect";
  if (MOBILE_BANKING_BANKS.some((bank) => type === `mobile_banking_${bank}`)) return "app_redirect";
  return null;
}

/** Every type the sandbox supports, for the capability answer. */
export const SOURCE_TYPES: readonly string[] = [
  "promptpay", "truemoney", "truemoney_jumpapp", "rabbit_linepay",
  ...MOBILE_BANKING_BANKS.map((bank) => `mobile_banking_${bank}`),
  ...INSTALLMENT_BANKS.map((bank) => `installment_${bank}`),
];

export const installmentTermsOf = (bank: InstallmentBank): readonly number[] => INSTALLMENT_RULES[bank].terms;

/** How the authorize page names a source (an installment adds its term). */
export function sourceName(type: string, locale: "en" | "th", term?: number | null): string {
  const bank = installmentBankOf(type);
  if (bank) {
    const name = installmentNames[bank][locale];
    return locale === "th" ? `ผ่อนชำระ ${name} ${term ?? ""} เดือน` : `${name} installment, ${term ?? ""} months`;
  }
  return names[type]?.[locale] ?? type;
}
