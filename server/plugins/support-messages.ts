/** The texts of the support console's error codes (contract/support.ts), merged into messages.ts's dictionary. */
export const SUPPORT_MESSAGES = {
  support_action_refused: {
    en: "This action does not apply to the order as it is now.",
    th: "ไม่สามารถดำเนินการนี้กับคำสั่งซื้อในสถานะปัจจุบันได้",
  },
  support_provider_unavailable: {
    en: "The payment provider did not answer. Nothing was changed; please try again.",
    th: "ผู้ให้บริการชำระเงินไม่ตอบกลับ ยังไม่มีการเปลี่ยนแปลงใด ๆ กรุณาลองอีกครั้ง",
  },
} as const;
