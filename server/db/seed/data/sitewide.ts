import type { SitewideSeed } from "./types.ts";

// The coupon alert banner at the top of every page (spec §1: sign-up advertises 10% off the first order).
export const sitewide: SitewideSeed = {
  enabled: true,
  text_en: "New here? Take 10% off your first order with code WELCOME10",
  text_th: "ลูกค้าใหม่รับส่วนลด 10% สำหรับคำสั่งซื้อแรก ใช้โค้ด WELCOME10",
};
