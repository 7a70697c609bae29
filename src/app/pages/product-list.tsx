import { useMemo } from "react";
import { Navigate, useParams } from "react-router-dom";
import { useLingui } from "@lingui/react/macro";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { PRODUCT_TYPES, type ProductType } from "#contract/product.ts";
import { categoryBySlug } from "#lib/categories.ts";
import { useLocalePath } from "#lib/use-locale-path.ts";
import { ErrorView } from "../layout/RouteError.tsx";
import { CatalogListing } from "./parts/CatalogListing.tsx";

// /product/{type}: the four listing types of spec §2.
const TYPES: Record<ProductType, { title: MessageDescriptor; lead: MessageDescriptor }> = {
  new: { title: msg`New`, lead: msg`Just landed on our shelves.` },
  "best-seller": { title: msg`Best sellers`, lead: msg`What our shoppers reorder again and again.` },
  gift: { title: msg`Gifts`, lead: msg`Gift sets and little luxuries, ready to give.` },
  sale: { title: msg`Sale`, lead: msg`Favourites at a softer price, while stock lasts.` },
};

const isType = (value: string): value is ProductType => (PRODUCT_TYPES as readonly string[]).includes(value);

/**
 * /product/{type}, /product/{category} and /product (everything). Category pages use the dark theme
 * (route-chrome.ts). A second segment (/product/{category}/{slug}) names a product of the category: it goes to the
 * product's own page (/product/detail/{slug}, which says so when there is no such product).
 */
export function Component() {
  const { t, i18n } = useLingui();
  const { category: first = "", slug } = useParams();
  const { to } = useLocalePath();
  const type = isType(first) ? first : undefined;
  const category = type ? undefined : categoryBySlug(first);
  // Best sellers are a sort, not a flag: the best-seller type lists the catalog by units sold.
  const fixed = useMemo(() => (type ? { type } : category ? { category: category.slug } : {}), [type, category]);

  if (type) {
    return <CatalogListing key={type} eyebrow={t`Shop`} title={i18n._(TYPES[type].title)}
      lead={i18n._(TYPES[type].lead)} fixed={fixed} />;
  }
  if (!first) return <CatalogListing eyebrow={t`Shop`} title={t`All products`}
    lead={t`Every product from every brand on SkinState.`} fixed={fixed} />;
  if (!category) return <ErrorView status={404} message={null} />;
  if (slug) return <Navigate to={to(`/product/detail/${encodeURIComponent(slug)}`)} replace />;
  const name = i18n._(category.name);
  return <CatalogListing key={category.slug} eyebrow={t`Category`} title={name} lead={i18n._(category.blurb)}
    fixed={fixed} />;
}
