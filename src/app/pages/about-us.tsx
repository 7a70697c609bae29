import { useLingui } from "@lingui/react/macro";
import { PageFrame } from "#components/page/PageFrame.tsx";
import { InfoSections } from "./parts/InfoSections.tsx";

export function Component() {
  const { t } = useLingui();
  return (
    <PageFrame eyebrow={t`Our story`} title={t`About us`}
      lead={t`SkinState gathers niche skincare brands on one platform, chosen for the way skin behaves in Thailand's heat.`}>
      <InfoSections columns={3} sections={[
        { title: t`Curated, not crowded`,
          text:
            t`We test every product through a Bangkok rainy season before it reaches the shelf. Fewer brands, each one for a reason.` },
        { title: t`Four branches`,
          text:
            t`Visit us to try textures, get a skin consultation and pick up online orders. Addresses and hours are in the footer.` },
        { title: t`Members first`,
          text:
            t`Earn 1 point for every 1,000 THB, redeem gifts and discounts, and unlock exclusive membership with 5% off every item.` },
      ]} />
    </PageFrame>
  );
}
