import { Container, Stack } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { PageHead } from "../../components/page/PageHead";
import { CategoryTiles } from "../../features/home/components/CategoryTiles";
import { GiftTeaser } from "../../features/home/components/GiftTeaser";
import { Hero } from "../../features/home/components/Hero";
import { ProductRail } from "../../features/home/components/ProductRail";
import { Promises } from "../../features/home/components/Promises";
import { useLocalePath } from "../../lib/use-locale-path";

export function Component() {
  const { t } = useLingui();
  const { to } = useLocalePath();
  return (
    <>
      <PageHead title={t`Niche skincare in Thailand`} description={t`SkinState gathers niche skincare brands in one shop: cleansers, serums, sunscreen and more, with member points and gifts.`}
        keywords={[t`skincare`, t`Thailand`, t`serum`, t`sunscreen`]} />
      <Hero to={to} />
      <Container maxW="7xl" px={{ base: "5", md: "8" }} py={{ base: "8", md: "12" }}>
        <Stack gap={{ base: "14", md: "20" }}>
          <Promises />
          <CategoryTiles to={to} />
          <ProductRail id="rail-new" title={t`New in`} seeAllTo={to("/product/new-in")} />
          <GiftTeaser to={to} />
          <ProductRail id="rail-best" title={t`Best sellers`} seeAllTo={to("/product/best-seller")} />
        </Stack>
      </Container>
    </>
  );
}
