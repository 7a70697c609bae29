import { useLingui } from "@lingui/react/macro";
import { ListingFrame } from "./parts/ListingFrame";

export function Component() {
  const { t } = useLingui();
  return <ListingFrame eyebrow={t`Shop`} title={t`New in`} lead={t`The latest arrivals from our brands, freshest first.`} />;
}
