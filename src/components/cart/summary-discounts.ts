import type { Cart, MemberDiscount } from "#contract/cart.ts";

/** The member discount as the summary shows it: which perk, its percent and the amount already formatted. */
export type SummaryMemberDiscount = { perk: MemberDiscount["perk"]; percent: number; amount: string };

/**
 * The summary's two discount rows from a cart (decision 0135): `discount` is every discount, so the coupon's row is
 * what is left after the member discount.
 */
export function summaryDiscounts(
  cart: Pick<Cart, "discount" | "member_discount">, money: (satang: number) => string,
): { discount: string | null; memberDiscount: SummaryMemberDiscount | null } {
  const member = cart.member_discount ?? null;
  const coupon = cart.discount - (member?.amount ?? 0);
  return {
    discount: coupon > 0 ? money(coupon) : null,
    memberDiscount: member && member.amount > 0 ? { ...member, amount: money(member.amount) } : null,
  };
}
