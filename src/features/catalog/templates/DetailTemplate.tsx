import { Box, chakra, Container, Flex, Grid, Heading, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { useLingui } from "@lingui/react/macro";
import type { ProductDetail, ProductSummary } from "#contract/product.ts";
import type { ReactionKind, ReviewCheck, ReviewListResponse } from "#contract/review.ts";
import { Disclosure } from "#components/page/Disclosure.tsx";
import { PageHead } from "#components/page/PageHead.tsx";
import { useCartCommands } from "#lib/cart.tsx";
import { useDialogs, useToast } from "#lib/feedback.tsx";
import { useMember } from "#lib/session.tsx";
import { useLocalePath } from "#lib/use-locale-path.ts";
import { addToCartErrorText } from "../components/add-to-cart-messages.ts";
import { BuyBox } from "../components/BuyBox.tsx";
import { Gallery } from "../components/Gallery.tsx";
import type { NotifyOutcome } from "../components/NotifyForm.tsx";
import { discountPercent } from "#lib/product-state.ts";
import { PriceTag } from "../components/PriceTag.tsx";
import { ProductRail } from "../components/ProductRail.tsx";
import { RatingStars } from "../components/RatingStars.tsx";
import { ReviewForm, type ReviewDraft, type ReviewOutcome } from "../components/ReviewForm.tsx";
import { Reviews, type ReactOutcome } from "../components/Reviews.tsx";
import { HydrateApart } from "#components/page/HydrateApart.tsx";

const RouterLink = chakra(Link);

export type DetailTemplateProps = {
  product: ProductDetail;
  head: { title: string; description?: string; keywords?: readonly string[] };
  similar: { data: ProductSummary[] | undefined; loading: boolean };
  reviews: { data: ReviewListResponse | undefined; loading: boolean; page: number; onPage: (page: number) => void };
  reviewCheck: ReviewCheck | undefined;
  /** Sends the review form; the page reloads the list, the summary and the check on success. */
  onReview: (draft: ReviewDraft) => Promise<ReviewOutcome>;
  onNotify: (email: string) => Promise<NotifyOutcome>;
  onReact: (reviewId: number, reaction: ReactionKind) => Promise<ReactOutcome>;
  onStockChanged: () => void;
};

/** Product detail: gallery, buy box, the three texts, similar products and reviews; adds go to the cart actor. */
export function DetailTemplate({
  product, head, similar, reviews, reviewCheck, onReview, onNotify, onReact, onStockChanged,
}: DetailTemplateProps) {
  const { t, i18n } = useLingui();
  const { to, locale } = useLocalePath();
  const dialogs = useDialogs();
  const toast = useToast();
  const cart = useCartCommands();
  const { signedIn } = useMember();

  const addToCart = async (chosen: number) => {
    const outcome = await cart.addItem(product.id, chosen);
    if (outcome.ok) {
      const name = product.name;
      void toast({ status: "success", title: t`Added to your cart`, message: t`${chosen} × ${name}` });
      return;
    }
    // The server knows a different stock: reload the product so the page shows it.
    if (outcome.code === "insufficient_stock" || outcome.code === "out_of_stock") onStockChanged();
    const message = addToCartErrorText(outcome.code, product.stock, i18n);
    void toast({ status: "error", title: t`Could not add to cart`, message });
  };
  const off = discountPercent(product.price, product.compare_at_price);
  const gallery = product.gallery.length > 0 ? product.gallery : [product.image];
  const sections: { value: string; title: string; body: string }[] = [
    { value: "description", title: t`Description`, body: product.description },
    { value: "ingredients", title: t`Ingredients`, body: product.ingredients },
    { value: "how-to-use", title: t`How to use`, body: product.how_to_use },
  ].filter((section) => section.body.trim() !== "");

  // Spec §6: the form shows only when review/check allows it; otherwise a short note says why.
  let writeSlot: ReactNode = null;
  if (!signedIn) {
    writeSlot = (
      <Text fontSize="sm" color="fg.muted">
        {t`Tried this product?`}{" "}
        <chakra.button type="button" color="brand.fg" fontWeight="semibold" textDecoration="underline"
          onClick={() => dialogs.open("signIn")}>
          {t`Log in to write a review`}
        </chakra.button>
      </Text>
    );
  } else if (reviewCheck && !reviewCheck.allowed) {
    writeSlot = (
      <Text fontSize="sm" color="fg.muted" role="status">
        {reviewCheck.reason === "already_reviewed"
          ? t`Thank you, you have reviewed this product.`
          : t`Reviews are written by members who bought this product. You can review it once your order is delivered.`}
      </Text>
    );
  } else if (reviewCheck?.allowed) {
    writeSlot = <ReviewForm key={product.id} onSubmit={onReview} />;
  }

  return (
    <>
      <PageHead title={head.title} description={head.description} keywords={head.keywords} />
      <Container maxW="7xl" px={{ base: "5", md: "8" }} pt={{ base: "5", md: "8" }} pb={{ base: "14", md: "20" }}>
        <Box as="nav" aria-label={t`Breadcrumb`} mb={{ base: "4", md: "6" }} fontSize="sm" color="fg.muted">
          <Flex as="ol" listStyleType="none" gap="2" wrap="wrap">
            <li><RouterLink to={to("/")} color="fg.muted">{t`Home`}</RouterLink></li>
            <li aria-hidden="true">/</li>
            <li><RouterLink to={to(`/product/${product.category.slug}`)} color="fg.muted">
              {product.category.name}</RouterLink></li>
            <li aria-hidden="true">/</li>
            <li aria-current="page"><Text as="span" color="fg" lineClamp={1}>{product.name}</Text></li>
          </Flex>
        </Box>

        <Grid templateColumns={{ base: "1fr", md: "1fr 1fr" }} gap={{ base: "6", md: "12" }} alignItems="start">
          <HydrateApart><Gallery images={gallery} name={product.name} /></HydrateApart>
          <Stack gap="5" position={{ md: "sticky" }} top={{ md: "24" }}>
            <Box>
              <Text fontSize="xs" fontWeight="bold" letterSpacing="0.12em" textTransform="uppercase" color="brand.fg">
                {product.brand.name}</Text>
              <Heading as="h1" fontFamily="heading" fontWeight="medium" fontSize={{ base: "2xl", md: "4xl" }}
                lineHeight="1.2" mt="2">
                {product.name}
              </Heading>
              <Flex gap="3" mt="3" alignItems="center" wrap="wrap">
                {product.rating_count > 0 ? (
                  <chakra.a href="#reviews-title" display="inline-flex" alignItems="center" gap="1.5" color="fg.muted"
                    fontSize="sm">
                    <RatingStars rating={product.rating} count={product.rating_count} size={15} />
                  </chakra.a>
                ) : <Text fontSize="sm" color="fg.muted">{t`No reviews yet`}</Text>}
                {product.volume ? <Text fontSize="sm" color="fg.muted">· {product.volume}</Text> : null}
              </Flex>
            </Box>
            <Flex alignItems="center" gap="3" wrap="wrap">
              <PriceTag price={product.price} compareAt={product.compare_at_price} locale={locale} size="lg" />
              {off !== null ? (
                <Text as="span" bg="rose.700" color="white" borderRadius="full" px="2.5" py="0.5" fontSize="xs"
                  fontWeight="bold">{t`Save ${off}%`}</Text>
              ) : null}
            </Flex>
            <HydrateApart><BuyBox product={product} onAdd={addToCart} onNotify={onNotify} /></HydrateApart>
            {sections.length > 0 ? (
              <HydrateApart><Box mt="2">
                {sections.map((section, index) => (
                  <Disclosure key={section.value} open={index === 0} borderTopWidth="1px" borderColor="border"
                    title={<Text as="span" flex="1" fontWeight="semibold">{section.title}</Text>}>
                    <Text pb="5" color="fg.muted" whiteSpace="pre-line">{section.body}</Text>
                  </Disclosure>
                ))}
              </Box></HydrateApart>
            ) : null}
          </Stack>
        </Grid>

        <Box mt={{ base: "14", md: "20" }}>
          <ProductRail id="similar-title" title={t`You may also like`} products={similar.data}
            loading={similar.loading} />
        </Box>
        <Box mt={{ base: "14", md: "20" }}>
          <HydrateApart>
            <Reviews data={reviews.data} loading={reviews.loading} page={reviews.page} onPage={reviews.onPage}
              locale={locale}
              signedIn={signedIn} onSignIn={() => dialogs.open("signIn")} onReact={onReact} writeSlot={writeSlot} />
          </HydrateApart>
        </Box>
      </Container>
    </>
  );
}

/** The detail page's shape while the product loads. */
export function DetailSkeleton({ title }: { title: string }) {
  return (
    <Container maxW="7xl" px={{ base: "5", md: "8" }} pt={{ base: "5", md: "8" }} pb="20" aria-busy="true">
      <PageHead title={title} />
      {/* Every page has one <h1>; while loading it is the SEO title or "Product details", read by screen readers
          only. */}
      <Heading as="h1" srOnly>{title}</Heading>
      <Box h="4" w="40" borderRadius="full" bg="bg.muted" mb="6" aria-hidden="true" />
      <Grid templateColumns={{ base: "1fr", md: "1fr 1fr" }} gap={{ base: "6", md: "12" }} aria-hidden="true">
        <Box aspectRatio="1" borderRadius="2xl" bg="bg.muted" />
        <Stack gap="4">
          <Box h="3" w="30%" borderRadius="full" bg="bg.muted" />
          <Box h="8" w="80%" borderRadius="full" bg="bg.muted" />
          <Box h="8" w="25%" borderRadius="full" bg="bg.muted" />
          <Flex gap="3" mt="6"><Box h="12" w="32" borderRadius="full" bg="bg.muted" /><Box
            h="12" flex="1" borderRadius="full" bg="brand.muted" /></Flex>
        </Stack>
      </Grid>
    </Container>
  );
}
