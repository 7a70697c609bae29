import { Skeleton, Stack } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { fetchFaq } from "#api/general.ts";
import { EmptyState } from "#components/page/EmptyState.tsx";
import { PageFrame } from "#components/page/PageFrame.tsx";
import { FaqList } from "#features/content/components/FaqList.tsx";
import { useQuery } from "#lib/use-query.ts";
import { LinkButton } from "./parts/LinkButton.tsx";

export function Component() {
  const { t } = useLingui();
  const faq = useQuery(["faq"], (signal) => fetchFaq({ signal }));
  return (
    <PageFrame width="narrow" eyebrow={t`Help`} title={t`Frequently asked questions`}
      lead={t`Orders, shipping, returns, membership and points: the answers shoppers ask for most.`}>
      {faq.data && faq.data.length > 0 ? <FaqList entries={faq.data} /> : null}
      {faq.status === "loading" && !faq.data ? (
        <Stack gap="3">{[1, 2, 3, 4, 5].map((n) => <Skeleton key={n} h="14" borderRadius="md" />)}</Stack>
      ) : null}
      {faq.status === "error" || (faq.data && faq.data.length === 0) ? (
        <EmptyState title={t`The answers are not available right now`}
          text={t`Please try again in a moment, or ask us on LINE.`}
          action={<LinkButton to="/">{t`Back to home`}</LinkButton>} />
      ) : null}
    </PageFrame>
  );
}
