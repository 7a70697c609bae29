import {
  EXCLUSIVE_MONTHS, EXCLUSIVE_ORDER_MINIMUM, EXCLUSIVE_POINTS_PRICE, EXCLUSIVE_RENEWAL_DAYS, POINTS_INACTIVITY_MONTHS,
  SATANG_PER_POINT, type PointKind,
} from "#contract/membership.ts";

// The points ledger's rules (decisions 0130, 0131), free of storage. A balance is never stored: it is the sum of the
// ledger's entries that are spendable at the moment asked.

/** What an order spends, for points and for the exclusive tier: the goods after discounts, shipping excluded. */
export type OrderSpend = { readonly subtotal: number; readonly discount: number };

export function spendOf(order: OrderSpend): number {
  return Math.max(0, order.subtotal - order.discount);
}

/** Spec §9: 1 point per whole 1,000 THB of the order's spend (rounded down: 1,999 THB earns 1 point). */
export function pointsEarned(order: OrderSpend): number {
  return Math.floor(spendOf(order) / SATANG_PER_POINT);
}

/** Spec §1: one paid order of 45,000 THB (goods after discounts) makes the member exclusive. */
export function qualifiesForExclusive(order: OrderSpend): boolean {
  return spendOf(order) >= EXCLUSIVE_ORDER_MINIMUM;
}

export type LedgerEntry = { readonly kind: PointKind; readonly points: number; readonly spendableAt: Date };

/** Whether an entry counts at `now`: additions from their date on, deductions at once. */
export const countsAt = (e: LedgerEntry, now: Date) => e.points < 0 || e.spendableAt.getTime() <= now.getTime();

/**
 * Spendable now: every entry that counts (the SQL of repositories/membership/ledger.ts `balanceOf` says the same).
 * Can be below zero after a refund whose points were spent.
 */
export function balanceAt(entries: readonly LedgerEntry[], now: Date): number {
  return entries.reduce((sum, e) => (countsAt(e, now) ? sum + e.points : sum), 0);
}

/** Additions still to come, soonest first. */
export function pendingAt<T extends LedgerEntry>(entries: readonly T[], now: Date): T[] {
  return entries.filter((e) => !countsAt(e, now))
    .sort((a, b) => a.spendableAt.getTime() - b.spendableAt.getTime());
}

const addMonths = (from: Date, months: number) => {
  const to = new Date(from);
  to.setUTCMonth(to.getUTCMonth() + months);
  return to;
};

/** Earning or redeeming keeps points alive; lapses, reversals and staff adjustments do not (decision 0130). */
export const isActivity = (kind: PointKind) => kind === "earn" || kind === "redeem" || kind === "line_merge";

/** When a positive balance lapses: 24 months after the last earn or redeem. null with nothing to lapse. */
export function balanceExpiresAt(lastActivity: Date | null, balance: number): Date | null {
  if (balance <= 0 || lastActivity === null) return null;
  return addMonths(lastActivity, POINTS_INACTIVITY_MONTHS);
}

/** The points an expiry entry takes away at `now` (0: nothing lapses). */
export function pointsToExpire(lastActivity: Date | null, balance: number, now: Date): number {
  const at = balanceExpiresAt(lastActivity, balance);
  return at && at.getTime() <= now.getTime() ? balance : 0;
}

/** Midnight at the start of the next day in Bangkok (UTC+7): when LINE points arrive (spec §1 "the next day"). */
export function nextBangkokDay(now: Date): Date {
  const offset = 7 * 3_600_000;
  const local = new Date(now.getTime() + offset);
  const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + 1);
  return new Date(midnight - offset);
}

// ---- The exclusive tier (decision 0131) ----

export type Standing = { readonly exclusiveUntil: Date | null };

export const isExclusiveAt = (standing: Standing, now: Date) =>
  standing.exclusiveUntil !== null && standing.exclusiveUntil.getTime() > now.getTime();

/** A new year of exclusive membership: from today, or from the end of a still running one (a renewal adds on). */
export function exclusiveEnd(standing: Standing, now: Date): Date {
  const from = isExclusiveAt(standing, now) && standing.exclusiveUntil ? standing.exclusiveUntil : now;
  return addMonths(from, EXCLUSIVE_MONTHS);
}

/** Exclusive members may renew with points only in their last 30 days; members whenever they have the points. */
export function inRenewalWindow(standing: Standing, now: Date): boolean {
  if (!isExclusiveAt(standing, now) || !standing.exclusiveUntil) return true;
  return standing.exclusiveUntil.getTime() - now.getTime() <= EXCLUSIVE_RENEWAL_DAYS * 86_400_000;
}

export type ExclusiveRedeemDecision =
  | { readonly ok: true; readonly until: Date }
  | { readonly ok: false; readonly code: "already_exclusive" | "points_not_enough" };

export function decideExclusiveRedeem(standing: Standing, balance: number, now: Date): ExclusiveRedeemDecision {
  if (!inRenewalWindow(standing, now)) return { ok: false, code: "already_exclusive" };
  if (balance < EXCLUSIVE_POINTS_PRICE) return { ok: false, code: "points_not_enough" };
  return { ok: true, until: exclusiveEnd(standing, now) };
}

/** The 'collect another N points' figure: what the balance lacks for exclusive membership. */
export const pointsToExclusive = (balance: number) => Math.max(0, EXCLUSIVE_POINTS_PRICE - balance);
