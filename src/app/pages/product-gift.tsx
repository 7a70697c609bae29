import { useLingui } from "@lingui/react/macro";
import { CatalogListing } from "./parts/CatalogListing.tsx";

const FIXED = { type: "gift" } as const;

/** /product-gift: the gift sets, with the same filters as every listing. */
export function Component() {
  const { t } = useLingui();
  return <CatalogListing eyebrow={t`Gifts`} title={t`Gifts`}
    lead={t`Gift sets and member rewards, wrapped and ready to give.`} fixed={FIXED} />;
}
