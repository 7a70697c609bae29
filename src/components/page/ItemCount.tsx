import { Plural } from "@lingui/react/macro";
import { formatCount } from "#contract/numbers.ts";

/** "3 items" (a cart's, an order's): the number written as the shop writes counts, never through Intl. */
export function ItemCount({ count }: { count: number }) {
  const shown = formatCount(count);
  return <Plural value={count} one={`${shown} item`} other={`${shown} items`} />;
}
