import {
  BIRTHDAY_DISCOUNT_PERCENT, EXCLUSIVE_DISCOUNT_PERCENT, FIRST_ORDER_DISCOUNT_PERCENT,
} from "#contract/membership.ts";

// Member prices (spec §1, §6, §9; decision 0132). The stacking rule, the same everywhere prices are computed:
//  1. Member discounts never add up: of the ones the member qualifies for now, only the largest applies
//     (birthday 30% > first order 10% > exclusive 5%).
//  2. The member discount comes off the goods first; a coupon is then judged (minimum spend) and computed on what
//     is left, so a 10% coupon after a 5% member price takes 10% of 95%, never 15% of the list price.
//  3. Coupons and member discounts together never take the goods below zero; shipping is never discounted.

export type MemberPerkKind = "birthday" | "first_order" | "exclusive";

/** What the member is, at the moment of pricing. */
export type MemberContext = {
  readonly isExclusive: boolean;
  /** It is the member's birth month in Bangkok. */
  readonly inBirthMonth: boolean;
  /** The birthday discount was already used on an order this calendar year (once a year). */
  readonly birthdayUsedThisYear: boolean;
  /** The member has no paid or pending order yet (the sign-up offer: 10% off the first order). */
  readonly isFirstOrder: boolean;
};

export type MemberPerk = { readonly kind: MemberPerkKind; readonly percent: number };

/** Every member discount the member qualifies for now, largest first. */
export function qualifyingPerks(member: MemberContext): MemberPerk[] {
  const perks: MemberPerk[] = [];
  if (member.isExclusive && member.inBirthMonth && !member.birthdayUsedThisYear) {
    perks.push({ kind: "birthday", percent: BIRTHDAY_DISCOUNT_PERCENT });
  }
  if (member.isFirstOrder) perks.push({ kind: "first_order", percent: FIRST_ORDER_DISCOUNT_PERCENT });
  if (member.isExclusive) perks.push({ kind: "exclusive", percent: EXCLUSIVE_DISCOUNT_PERCENT });
  return perks.sort((a, b) => b.percent - a.percent);
}

/** The one member discount that applies (rule 1), or null for a guest or a member without any. */
export function memberPerk(member: MemberContext | null): MemberPerk | null {
  return member ? (qualifyingPerks(member)[0] ?? null) : null;
}

/** The member discount in satang on the goods' subtotal, rounded down (never more than the stated percent). */
export function memberDiscountOn(perk: MemberPerk | null, subtotal: number): number {
  if (!perk || subtotal <= 0) return 0;
  return Math.floor((subtotal * perk.percent) / 100);
}

export type CombinedDiscount = {
  readonly perk: MemberPerk | null;
  readonly memberDiscount: number;
  /** The goods after the member discount: what a coupon's minimum spend and percent are measured on (rule 2). */
  readonly afterMember: number;
  readonly couponDiscount: number;
  /** Member and coupon discounts together, at most the subtotal (rule 3). */
  readonly total: number;
};

/**
 * Combines the member discount with a coupon. `coupon` receives the goods after the member discount and answers its
 * discount on them (0 when it does not apply, e.g. under its minimum spend): server/domain/coupon.ts's `discountOn`.
 */
export function combineDiscounts(
  subtotal: number, member: MemberContext | null, coupon: ((base: number) => number) | null,
): CombinedDiscount {
  const perk = memberPerk(member);
  const memberDiscount = Math.min(memberDiscountOn(perk, subtotal), Math.max(0, subtotal));
  const afterMember = Math.max(0, subtotal - memberDiscount);
  const couponDiscount = coupon ? Math.max(0, Math.min(coupon(afterMember), afterMember)) : 0;
  return { perk, memberDiscount, afterMember, couponDiscount, total: memberDiscount + couponDiscount };
}

/** What a coupon measures an eligible subtotal as (rule 2): the goods after the member's discount. */
export function afterMemberDiscount(member: MemberContext | null): (base: number) => number {
  const perk = memberPerk(member);
  return (base) => base - memberDiscountOn(perk, base);
}
