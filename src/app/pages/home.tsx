import { Container, Stack } from "@chakra-ui/react";
import { useState } from "react";
import { useLingui } from "@lingui/react/macro";
import type { Concern } from "#contract/product.ts";
import { fetchGiftProducts, fetchHabitProducts, fetchProducts } from "#api/product.ts";
import { PageHead } from "#components/page/PageHead.tsx";
import { ProductRail } from "#features/catalog/components/ProductRail.tsx";
import { CategoryTiles } from "#features/home/components/CategoryTiles.tsx";
import { ConcernRail } from "#features/home/components/ConcernRail.tsx";
import { GiftTeaser } from "#features/home/components/GiftTeaser.tsx";
import { Hero } from "#features/home/components/Hero.tsx";
import { Promises } from "#features/home/components/Promises.tsx";
import { useLocalePath } from "#lib/use-locale-path.ts";
import { useQuery } from "#lib/use-query.ts";
import { HydrateApart } from "#components/page/HydrateApart.tsx";

const RAIL = 8;

export function Component() {
  const { t } = useLingui();
  const { to } = useLocalePath();
  const [concern, setConcern] = useState<Concern>("dryness");
  const fresh = useQuery(["rail", "new"], (signal) => fetchProducts({ type: "new", sort: "newest", per_page: RAIL },
    { signal }));
  const best = useQuery(["rail", "best"], (signal) => fetchProducts({ sort: "best-selling", per_page: RAIL },
    { signal }));
  const gifts = useQuery(["rail", "gift"], (signal) => fetchGiftProducts(1, 3, { signal }));
  const habit = useQuery(["rail", "habit", concern], (signal) =>
    fetchHabitProducts({ concern, limit: RAIL }, { signal }));
  return (
    <>
      <PageHead
        title={t`Niche skincare in Thailand`}
        description={t`SkinState gathers niche skincare brands in one shop: cleansers, serums, sunscreen and more, with member points and gifts.`}
        keywords={[t`skincare`, t`Thailand`, t`serum`, t`sunscreen`]} />
      <Hero to={to} />
      <Container maxW="7xl" px={{ base: "5", md: "8" }} py={{ base: "8", md: "12" }}>
        <Stack gap={{ base: "14", md: "20" }}>
          <Promises />
          <ProductRail id="rail-new" title={t`New in`} seeAllTo={to("/product/new-in")} products={fresh.data?.data}
            loading={fresh.status === "loading"} />
          <HydrateApart><CategoryTiles to={to} /></HydrateApart>
          <ProductRail id="rail-best" title={t`Best sellers`} seeAllTo={to("/product/best-seller")}
            products={best.data?.data} loading={best.status === "loading"} />
          <HydrateApart><GiftTeaser to={to} gifts={gifts.data?.data} /></HydrateApart>
          <ConcernRail concern={concern} onConcern={setConcern}>
            <ProductRail id="rail-concern" title={t`Matched to your concern`} products={habit.data}
              loading={habit.status === "loading" && !habit.data} />
          </ConcernRail>
        </Stack>
      </Container>
    </>
  );
}
