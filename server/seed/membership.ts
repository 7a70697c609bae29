import { sql } from "drizzle-orm";
import { queryRows, type Database } from "#db/database.ts";
import { earnOrderPoints } from "#workflows/membership/points.ts";
import { linePointsSandbox, rewards } from "#db/schema/index.ts";
import { DEMO_MEMBER, DEMO_PHONE } from "./demo.ts";

// Gifts, promotions and festival gifts for the membership page (decision 0133), and the sandbox LINE shopping
// channel's points (decision 0134). Dates are relative to the seeding day, so every state shows on a fresh shop.

const DAY = 86_400_000;
type NewReward = typeof rewards.$inferInsert;

/** The next (or current) occurrence of a Bangkok calendar day, as its start and end instants. */
function festival(now: Date, month: number, day: number, days: number): { startsAt: Date; endsAt: Date } {
  const year = now.getUTCFullYear();
  const start = (y: number) => new Date(Date.UTC(y, month - 1, day) - 7 * 3_600_000);
  const thisYear = start(year);
  const begins = thisYear.getTime() + days * DAY > now.getTime() ? thisYear : start(year + 1);
  return { startsAt: new Date(begins.getTime() - 14 * DAY), endsAt: new Date(begins.getTime() + days * DAY) };
}

export function demoRewards(now: Date): NewReward[] {
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const ahead = (days: number) => new Date(now.getTime() + days * DAY);
  return [
    { kind: "gift", nameEn: "Travel-size cleansing foam", nameTh: "โฟมล้างหน้าขนาดพกพา",
      descEn: "A 50 ml cleansing foam, shipped with your next order.",
      descTh: "โฟมล้างหน้า 50 มล. จัดส่งพร้อมคำสั่งซื้อถัดไป",
      pointsPrice: 5, remaining: 200, startsAt: ago(30), endsAt: ahead(180) },
    { kind: "gift", nameEn: "Sheet mask trio", nameTh: "แผ่นมาสก์หน้า 3 ชิ้น",
      descEn: "Three hydrating sheet masks.", descTh: "แผ่นมาสก์หน้าให้ความชุ่มชื้น 3 ชิ้น",
      pointsPrice: 20, remaining: 0, startsAt: ago(30), endsAt: ahead(60) },
    { kind: "gift", nameEn: "Birthday pouch", nameTh: "กระเป๋าของขวัญวันเกิด",
      descEn: "A birthday gift for exclusive members.", descTh: "ของขวัญวันเกิดสำหรับสมาชิกเอ็กซ์คลูซีฟ",
      pointsPrice: 0, remaining: 500, exclusiveOnly: true, festival: "birthday" },
    { kind: "gift", nameEn: "Songkran gift set", nameTh: "ชุดของขวัญสงกรานต์",
      descEn: "A cooling body mist for Songkran, for exclusive members.",
      descTh: "สเปรย์น้ำหอมเย็นสดชื่นรับสงกรานต์ สำหรับสมาชิกเอ็กซ์คลูซีฟ",
      pointsPrice: 0, remaining: 300, exclusiveOnly: true, festival: "songkran", ...festival(now, 4, 13, 3) },
    { kind: "gift", nameEn: "New Year gift box", nameTh: "กล่องของขวัญปีใหม่",
      descEn: "A New Year lip care set, for exclusive members.",
      descTh: "ชุดดูแลริมฝีปากรับปีใหม่ สำหรับสมาชิกเอ็กซ์คลูซีฟ",
      pointsPrice: 0, remaining: 300, exclusiveOnly: true, festival: "new_year", ...festival(now, 1, 1, 7) },
    { kind: "promotion", nameEn: "฿100 off your next order", nameTh: "ส่วนลด ฿100 สำหรับคำสั่งซื้อถัดไป",
      descEn: "Redeem 10 points for a ฿100 coupon (minimum spend ฿500).",
      descTh: "ใช้ 10 คะแนนแลกคูปองส่วนลด ฿100 (ขั้นต่ำ ฿500)",
      pointsPrice: 10, remaining: 1000, startsAt: ago(10), endsAt: ahead(90),
      couponKind: "fixed", couponValue: 10_000, couponMinSpend: 50_000 },
    { kind: "promotion", nameEn: "15% off for exclusive members", nameTh: "ส่วนลด 15% สำหรับสมาชิกเอ็กซ์คลูซีฟ",
      descEn: "A 15% coupon (up to ฿500) for exclusive members.",
      descTh: "คูปองส่วนลด 15% (สูงสุด ฿500) สำหรับสมาชิกเอ็กซ์คลูซีฟ",
      pointsPrice: 30, remaining: 100, exclusiveOnly: true, startsAt: ago(5), endsAt: ahead(60),
      couponKind: "percent", couponValue: 15, couponMaxDiscount: 50_000 },
    { kind: "promotion", nameEn: "Mid-year sale coupon", nameTh: "คูปองเซลกลางปี",
      descEn: "฿200 off; starts soon.", descTh: "ส่วนลด ฿200 เร็ว ๆ นี้",
      pointsPrice: 15, remaining: 500, startsAt: ahead(20), endsAt: ahead(50), couponKind: "fixed",
      couponValue: 20_000 },
    { kind: "promotion", nameEn: "Rainy season coupon", nameTh: "คูปองหน้าฝน",
      descEn: "฿50 off; this offer has ended.", descTh: "ส่วนลด ฿50 ข้อเสนอนี้หมดเขตแล้ว",
      pointsPrice: 5, remaining: 500, startsAt: ago(60), endsAt: ago(1), couponKind: "fixed", couponValue: 5_000 },
    { kind: "promotion", nameEn: "Flash coupon", nameTh: "คูปองแฟลช",
      descEn: "฿300 off; all taken.", descTh: "ส่วนลด ฿300 ถูกแลกหมดแล้ว",
      pointsPrice: 25, remaining: 0, startsAt: ago(3), endsAt: ahead(3), couponKind: "fixed", couponValue: 30_000 },
  ];
}

export async function seedRewards(db: Database, now = new Date()): Promise<void> {
  await db.insert(rewards).values(demoRewards(now));
}

/** Phones the sandbox LINE channel knows (E.164), the demo member's among them. */
export const LINE_SANDBOX_POINTS: ReadonlyArray<{ phoneE164: string; points: number }> = [
  { phoneE164: DEMO_PHONE, points: 120 },
  { phoneE164: "+66891234567", points: 45 },
  { phoneE164: "+66623456789", points: 800 },
];

export async function seedLinePoints(db: Database): Promise<void> {
  await db.insert(linePointsSandbox).values([...LINE_SANDBOX_POINTS]);
}

/** The demo member's paid orders earn their points through the ledger, as a payment would (idempotent). */
export async function seedDemoPoints(db: Database): Promise<void> {
  const orders = await queryRows<{ id: number; member_id: number; number: string; subtotal: number; discount: number;
    paid_at: Date | string }>(db, sql`
    SELECT o.id, o.member_id, o.number, o.subtotal, o.discount, o.paid_at FROM orders o JOIN members m
    ON m.id = o.member_id
    WHERE m.email = ${DEMO_MEMBER.email} AND o.paid_at IS NOT NULL ORDER BY o.paid_at`);
  for (const o of orders) {
    await earnOrderPoints(db, {
      id: o.id, memberId: o.member_id, number: o.number, subtotal: Number(o.subtotal), discount: Number(o.discount),
      paidAt: o.paid_at instanceof Date ? o.paid_at : new Date(o.paid_at),
    });
  }
}
