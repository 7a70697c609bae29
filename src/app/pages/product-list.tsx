import { useParams } from "react-router-dom";
import { useLingui } from "@lingui/react/macro";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { categoryBySlug } from "../../lib/categories";
import { ErrorView } from "../layout/RouteError";
import { ListingFrame } from "./parts/ListingFrame";

// /product/{type}: the four listing types of spec §2.
const TYPES: Record<string, { title: MessageDescriptor; lead: MessageDescriptor }> = {
  new: { title: msg`New`, lead: msg`Just landed on our shelves.` },
  "best-seller": { title: msg`Best sellers`, lead: msg`What our shoppers reorder again and again.` },
  gift: { title: msg`Gifts`, lead: msg`Gift sets and little luxuries, ready to give.` },
  sale: { title: msg`Sale`, lead: msg`Favourites at a softer price, while stock lasts.` },
};

/** /product/{type} and /product/{category?}/{slug?}; category pages use the dark theme (see route-chrome.ts). */
export function Component() {
  const { t, i18n } = useLingui();
  const { category: first = "", slug } = useParams();
  const type = TYPES[first];
  if (type && !slug) {
    return <ListingFrame eyebrow={t`Shop`} title={i18n._(type.title)} lead={i18n._(type.lead)} />;
  }
  const category = categoryBySlug(first);
  if (!first) return <ListingFrame eyebrow={t`Shop`} title={t`All products`} lead={t`Every product from every brand on SkinState.`} />;
  if (!category) return <ErrorView status={404} message={null} />;
  const name = i18n._(category.name);
  return (
    <ListingFrame eyebrow={t`Category`} title={slug ? `${name} · ${slug.replace(/-/g, " ")}` : name} lead={i18n._(category.blurb)} />
  );
}
