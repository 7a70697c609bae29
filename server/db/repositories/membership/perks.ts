import { sql } from "drizzle-orm";
import { queryRows, type Database } from "#db/database.ts";
import type { MemberContext, MemberPerkKind } from "#domain/member-prices.ts";
import { bangkokMonth, memberStanding } from "#domain/membership.ts";
import { redemptionPeriod } from "#domain/rewards.ts";

// What member prices need to know about a member (decision 0132), for the cart and checkout pricing to pass to
// server/domain/member-prices.ts `combineDiscounts`. Guests have no context (null).

/** The member's pricing context at `now`; null when there is no such member. */
export async function memberPricingContext(db: Database, memberId: number, now: Date): Promise<MemberContext | null> {
  const [row] = await queryRows<{
    member_status: string; exclusive_until: Date | string | null; birth_date: string | null;
    birthday_used: boolean; ordered: boolean;
  }>(db, sql`
    SELECT m.member_status, m.exclusive_until, m.birth_date,
      EXISTS (SELECT 1 FROM member_perk_uses u WHERE u.member_id = m.id AND u.perk = 'birthday'
        AND u.period = ${redemptionPeriod("birthday", now)}) AS birthday_used,
      EXISTS (SELECT 1 FROM orders o WHERE o.member_id = m.id AND o.status <> 'failed') AS ordered
    FROM members m WHERE m.id = ${memberId}`);
  if (!row) return null;
  const until = row.exclusive_until === null ? null : new Date(row.exclusive_until);
  const birthMonth = row.birth_date ? Number(String(row.birth_date).slice(5, 7)) : null;
  return {
    isExclusive: memberStanding(row.member_status, until, now).member_status === "exclusive",
    inBirthMonth: birthMonth !== null && birthMonth === bangkokMonth(now),
    birthdayUsedThisYear: row.birthday_used,
    isFirstOrder: !row.ordered,
  };
}

/**
 * Order placement calls this, in its transaction, for the member discount the order used. The birthday one is
 * recorded once per Bangkok year: answers false when it was used already (another order took it first: reprice).
 */
export async function recordPerkUse(
  tx: Database, memberId: number, perk: MemberPerkKind, orderId: number, now: Date,
): Promise<boolean> {
  if (perk !== "birthday") return true;
  const rows = await queryRows<{ id: number }>(tx, sql`
    INSERT INTO member_perk_uses (member_id, perk, period, order_id, created_at)
    VALUES (${memberId}, 'birthday', ${redemptionPeriod("birthday", now)}, ${orderId}, ${now})
    ON CONFLICT (member_id, perk, period) DO NOTHING RETURNING id`);
  return rows.length > 0;
}
