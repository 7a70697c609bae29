import { useLingui } from "@lingui/react/macro";
import type { MemberDiscount } from "#contract/cart.ts";

/** The words for a member price (decision 0135), the same in the cart, checkout and the order. */
export function useMemberDiscountLabel(): (discount: Pick<MemberDiscount, "perk" | "percent">) => string {
  const { t } = useLingui();
  return ({ perk, percent }) =>
    perk === "birthday" ? t`Birthday discount (${percent}%)`
      : perk === "first_order" ? t`First order discount (${percent}%)` : t`Exclusive member price (${percent}%)`;
}
