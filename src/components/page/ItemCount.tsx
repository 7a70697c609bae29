import { Select, useLingui } from "@lingui/react/macro";
import { formatCount } from "#contract/numbers.ts";
import { pluralCategory } from "#lib/plural.ts";

/** "3 items" (a cart's, an order's): the number written as the shop writes counts, never through Intl. */
export function ItemCount({ count }: { count: number }) {
  const { i18n } = useLingui();
  const shown = formatCount(count);
  return <Select value={pluralCategory(i18n.locale, count)} _one={`${shown} item`} other={`${shown} items`} />;
}
