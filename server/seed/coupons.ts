import type { Database } from "#db/database.ts";
import { coupons } from "#db/schema/index.ts";

const DAY = 24 * 60 * 60 * 1000;

/**
 * The demo coupons: one per state a shopper can meet (spec §2 Membership lists the states). Dates of the "not started"
 * coupon are relative to the seeding moment so a fresh database always has one that has not started yet.
 */
export function couponSeeds(now: Date): (typeof coupons.$inferInsert)[] {
  return [
    {
      code: "WELCOME10", kind: "percent", value: 10, perMemberLimit: 1,
      nameEn: "Welcome 10% off", nameTh: "ส่วนลดต้อนรับ 10%",
      descEn: "10% off your order, once per member.", descTh: "ลด 10% สำหรับคำสั่งซื้อ ใช้ได้ครั้งเดียวต่อสมาชิก",
    },
    {
      code: "SAVE200", kind: "fixed", value: 20_000, minSpend: 150_000,
      nameEn: "฿200 off", nameTh: "ลด ฿200",
      descEn: "฿200 off orders of ฿1,500 or more.", descTh: "ลด ฿200 เมื่อซื้อครบ ฿1,500 ขึ้นไป",
    },
    {
      code: "SUMMER25", kind: "percent", value: 25, maxDiscount: 100_000,
      startsAt: new Date("2025-04-01T00:00:00+07:00"), endsAt: new Date("2025-08-31T23:59:59+07:00"),
      nameEn: "Summer sale 25% off", nameTh: "ซัมเมอร์เซล ลด 25%",
      descEn: "25% off, up to ฿1,000. Ended 31 August 2025.", descTh: "ลด 25% สูงสุด ฿1,000 หมดเขต 31 สิงหาคม 2568",
    },
    {
      code: "COMINGSOON20", kind: "percent", value: 20, maxDiscount: 80_000,
      startsAt: new Date(now.getTime() + 365 * DAY), endsAt: new Date(now.getTime() + 395 * DAY),
      nameEn: "Anniversary 20% off", nameTh: "ฉลองครบรอบ ลด 20%",
      descEn: "20% off, up to ฿800, during our anniversary month.", descTh: "ลด 20% สูงสุด ฿800 ในเดือนครบรอบของร้าน",
    },
    {
      code: "MEMBER15", kind: "percent", value: 15, maxDiscount: 150_000, membersOnly: true,
      nameEn: "Members 15% off", nameTh: "สมาชิกลด 15%",
      descEn: "15% off for signed-in members, up to ฿1,500.", descTh: "สมาชิกที่เข้าสู่ระบบลด 15% สูงสุด ฿1,500",
    },
    {
      // Exclusive members' 5% is a member price now (decision 0135); this is an extra for them on top of it.
      code: "EXCLUSIVE300", kind: "fixed", value: 30_000, minSpend: 300_000, exclusiveOnly: true,
      nameEn: "Exclusive members ฿300 off", nameTh: "สมาชิกเอ็กซ์คลูซีฟลด ฿300",
      descEn: "฿300 off orders of ฿3,000 or more, for exclusive members.",
      descTh: "ลด ฿300 เมื่อซื้อครบ ฿3,000 ขึ้นไป สำหรับสมาชิกเอ็กซ์คลูซีฟ",
    },
    {
      code: "FLASH50", kind: "fixed", value: 5_000, usageLimit: 100, usedCount: 100,
      nameEn: "Flash ฿50 off", nameTh: "แฟลชลด ฿50",
      descEn: "฿50 off for the first 100 orders.", descTh: "ลด ฿50 สำหรับ 100 คำสั่งซื้อแรก",
    },
  ];
}

export async function seedCoupons(db: Database, now = new Date()): Promise<void> {
  await db.insert(coupons).values(couponSeeds(now)).onConflictDoNothing();
}
