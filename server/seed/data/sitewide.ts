import type { SitewideSeed } from "./types.ts";

// The coupon alert banner at the top of every page (spec §1: sign-up advertises 10% off the first order). It names
// the automatic first-order price (decision 0132), not a code: a code on top of it would take about 19% off.
export const sitewide: SitewideSeed = {
  enabled: true,
  guests_only: true,
  text_en: "New here? Sign up and take 10% off your first order.",
  text_th: "ลูกค้าใหม่ สมัครสมาชิกรับส่วนลด 10% สำหรับคำสั่งซื้อแรก",
};
