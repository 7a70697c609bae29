import type { ReactNode } from "react";
import { PageFrame } from "#components/page/PageFrame.tsx";
import { useMemo } from "react";
import { useSearchParams } from "react-router-dom";
import { Trans, useLingui } from "@lingui/react/macro";
import { Written } from "#components/page/Written.tsx";
import { SearchIcon } from "#components/chrome/icons.tsx";
import { EmptyState } from "#components/page/EmptyState.tsx";
import { CatalogListing } from "./parts/CatalogListing.tsx";
import { LinkButton } from "./parts/LinkButton.tsx";

/** /search-result?search=: the term, the count, the grid, "Not found" when nothing matches; pages in the URL. */
export function Component() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const term = params.get("search")?.trim().slice(0, 100) ?? "";
  const fixed = useMemo(() => ({ search: term || undefined }), [term]);
  const notFound = (
    <EmptyState icon={<SearchIcon size={28} />} title={t`Not found`}
      text={term ? t`Nothing matches “${term}”. Try another word, or browse a category from the menu.`
        : t`Type a product, brand or concern in the search panel.`}
      action={<LinkButton to="/product/new-in" variant="outline">{t`Browse new in`}</LinkButton>} />
  );
  if (!term) {
    return <CatalogListingShell title={t`Search results`}>{notFound}</CatalogListingShell>;
  }
  // The term goes into the message as an element, not as text: Lingui reads tags in text values ("<b>" typed by a
  // shopper would vanish from the heading).
  const typed = <Written>{term}</Written>;
  return (
    <CatalogListing key={term} eyebrow={t`Search`} title={t`Results for “${term}”`} fixed={fixed} filters={false}
      empty={notFound} head={{ title: t`Search: ${term}` }}
      // The term as typed, marked with its language: English typed on a Thai page is read out as English.
      heading={<Trans>Results for “{typed}”</Trans>} />
  );
}


function CatalogListingShell({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useLingui();
  return <PageFrame eyebrow={t`Search`} title={title}>{children}</PageFrame>;
}
