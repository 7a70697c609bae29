import { useSearchParams } from "react-router-dom";
import { useLingui } from "@lingui/react/macro";
import { SearchIcon } from "../../components/chrome/icons";
import { EmptyState } from "../../components/page/EmptyState";
import { PageFrame } from "../../components/page/PageFrame";
import { LinkButton } from "./parts/LinkButton";

export function Component() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const term = params.get("search")?.trim() ?? "";
  return (
    <PageFrame eyebrow={t`Search`} title={term ? t`Results for “${term}”` : t`Search results`}
      lead={term ? undefined : t`Type a product, brand or concern in the search panel.`}>
      <EmptyState icon={<SearchIcon size={28} />} title={t`Not found`}
        text={t`Try another word, or browse a category from the menu.`}
        action={<LinkButton to="/product/new-in" variant="outline">{t`Browse new in`}</LinkButton>} />
    </PageFrame>
  );
}
