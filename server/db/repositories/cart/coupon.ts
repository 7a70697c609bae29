import { sql } from "drizzle-orm";
import type { CouponPreview } from "#contract/cart.ts";
import type { Locale } from "#contract/locale.ts";
import { couponPreview, evaluateCoupon, type CouponOutcome, type CouponRule, type Shopper } from "#domain/coupon.ts";
import { queryRows, type Database } from "#db/database.ts";

export type CouponRow = {
  id: number; code: string; name_en: string; name_th: string; desc_en: string; desc_th: string;
  kind: "percent" | "fixed";
  value: number; max_discount: number | null; min_spend: number; starts_at: Date | string | null;
  ends_at: Date | string | null; usage_limit: number | null; per_member_limit: number | null; members_only: boolean;
  exclusive_only: boolean; used_count: number;
};

const date = (v: Date | string | null) => (v === null ? null : v instanceof Date ? v : new Date(v));
const num = (v: number | null) => (v === null ? null : Number(v));

export function couponRule(row: CouponRow, locale: Locale): CouponRule {
  const th = locale === "th";
  return {
    code: row.code, name: th ? row.name_th : row.name_en, desc: th ? row.desc_th : row.desc_en,
    discountType: row.kind, discountValue: Number(row.value), maxDiscount: num(row.max_discount),
    minSpend: Number(row.min_spend), startsAt: date(row.starts_at), endsAt: date(row.ends_at),
    usageLimit: num(row.usage_limit), usedCount: Number(row.used_count), perMemberLimit: num(row.per_member_limit),
    membersOnly: row.members_only, exclusiveOnly: row.exclusive_only, scope: null,
  };
}

const COLUMNS =
  sql`id, code, name_en, name_th, desc_en, desc_th, kind, value, max_discount, min_spend, starts_at, ends_at,
  usage_limit, per_member_limit, members_only, exclusive_only, used_count`;

/** Codes are unique whatever their case (a unique index on lower(code)). */
export async function findCouponByCode(db: Database, code: string): Promise<CouponRow | undefined> {
  const [row] = await queryRows<CouponRow>(db, sql`SELECT ${COLUMNS} FROM coupons WHERE lower(code) = lower(${code})`);
  return row;
}

export async function findCouponById(db: Database, id: number): Promise<CouponRow | undefined> {
  const [row] = await queryRows<CouponRow>(db, sql`SELECT ${COLUMNS} FROM coupons WHERE id = ${id}`);
  return row;
}

/**
 * The preview only judges what does not depend on a cart or on who asks: dates and the total usage limit. It asks the
 * domain rules as a shopper who meets every membership rule, so those are shown (flags) rather than refused here;
 * apply-coupon refuses them for guests.
 */
const ANY_MEMBER: Shopper = { memberId: 0, isExclusive: true, memberUses: 0 };

export type PreviewOutcome = { ok: true; preview: CouponPreview }
  | { ok: false; code: Exclude<CouponOutcome, { ok: true }>["code"] | "coupon_not_found" };

export async function previewCoupon(db: Database, code: string, locale: Locale, now: Date): Promise<PreviewOutcome> {
  const row = await findCouponByCode(db, code);
  if (!row) return { ok: false, code: "coupon_not_found" };
  const rule = couponRule(row, locale);
  const outcome = evaluateCoupon(rule, [], ANY_MEMBER, now);
  if (!outcome.ok && outcome.code !== "coupon_not_applicable") return { ok: false, code: outcome.code };
  return { ok: true, preview: couponPreview(rule) };
}

/**
 * The coupons a shopper can collect now (the /coupon page): started, not ended, not used up. Membership
 * rules are shown on each coupon, not used to hide it. Soonest ending first, then by code.
 */
export async function collectibleCoupons(db: Database, locale: Locale, now: Date): Promise<CouponPreview[]> {
  const rows = await queryRows<CouponRow>(db, sql`SELECT ${COLUMNS} FROM coupons ORDER BY ends_at NULLS LAST, code`);
  return rows
    .map((row) => couponRule(row, locale))
    .filter((rule) => {
      const outcome = evaluateCoupon(rule, [], ANY_MEMBER, now);
      return outcome.ok || outcome.code === "coupon_not_applicable";
    })
    .map(couponPreview);
}
