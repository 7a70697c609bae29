import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ReorderLine } from "#contract/order.ts";

/** What re-order could not put into the cart, per line, in words (spec §7 re-order). */
export function shortfallText(line: ReorderLine, i18n: I18n): string {
  const { name, added, wanted } = line;
  if (added === 0) {
    return line.code === "quantity_limit"
      ? i18n._(msg`${name}: not added, your cart already holds the most allowed.`)
      : i18n._(msg`${name}: not added, it is sold out.`);
  }
  return line.code === "quantity_limit"
    ? i18n._(msg`${name}: ${added} of ${wanted} added, the most allowed in one cart.`)
    : i18n._(msg`${name}: ${added} of ${wanted} added, only that many are left.`);
}
