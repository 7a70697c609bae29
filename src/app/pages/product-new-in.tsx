import { useLingui } from "@lingui/react/macro";
import { CatalogListing } from "./parts/CatalogListing.tsx";

const FIXED = { type: "new" } as const;

export function Component() {
  const { t } = useLingui();
  return <CatalogListing eyebrow={t`Shop`} title={t`New in`}
    lead={t`The latest arrivals from our brands, freshest first.`} fixed={FIXED} />;
}
