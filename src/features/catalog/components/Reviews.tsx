import { Box, Button, Flex, Grid, Heading, Stack, Text } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { useLingui } from "@lingui/react/macro";
import type { Locale } from "#contract/locale.ts";
import type { ReactionKind, ReactionResult, Review, ReviewListResponse } from "#contract/review.ts";
import { formatDate } from "#lib/dates.ts";
import { RatingStars } from "./RatingStars.tsx";
import { writtenIn } from "#components/page/Written.tsx";

export type ReactOutcome = { ok: true; result: ReactionResult } | { ok: false; signIn: boolean };

export type ReviewsProps = {
  data: ReviewListResponse | undefined;
  loading: boolean;
  page: number;
  onPage: (page: number) => void;
  locale: Locale;
  signedIn: boolean;
  onSignIn: () => void;
  onReact: (reviewId: number, reaction: ReactionKind) => Promise<ReactOutcome>;
  /** The review form or a note about it (the form only when review/check allows). */
  writeSlot?: React.ReactNode;
};

/** Rating summary (average, count, a bar per star) and a page of reviews with helpful / not helpful reactions. */
export function Reviews({ data, loading, page, onPage, locale, signedIn, onSignIn, onReact, writeSlot }: ReviewsProps) {
  const { t } = useLingui();
  const summary = data?.summary;
  const last = data ? Math.max(1, Math.ceil(data.meta.total / data.meta.per_page)) : 1;
  return (
    <Box as="section" aria-labelledby="reviews-title">
      <Heading as="h2" id="reviews-title" fontFamily="heading" fontWeight="medium" fontSize={{ base: "2xl", md: "3xl" }}
        mb="6">
        {t`Reviews`}
      </Heading>
      <Grid templateColumns={{ base: "1fr", md: "280px 1fr" }} gap={{ base: "8", md: "12" }} alignItems="start">
        <Stack gap="4">
          {summary ? <Summary summary={summary} /> : <Box h="40" borderRadius="xl" bg="bg.muted" aria-hidden="true" />}
          {writeSlot}
        </Stack>
        <Box aria-busy={loading} opacity={loading && data ? 0.6 : 1}>
          {data && data.data.length === 0 ? (
            <Text color="fg.muted">{t`No reviews yet. Be the first to share how it worked for you.`}</Text>
          ) : null}
          <Stack as="ul" listStyleType="none" gap="0">
            {data?.data.map((review) => (
              <ReviewItem key={review.id} review={review} locale={locale} signedIn={signedIn} onSignIn={onSignIn}
                onReact={onReact} />
            ))}
          </Stack>
          {last > 1 ? (
            <Flex as="nav" aria-label={t`Review pages`} gap="3" alignItems="center" mt="6">
              <Button size="sm" variant="outline" borderRadius="full" disabled={page <= 1}
                onClick={() => onPage(page - 1)}>{t`Previous`}</Button>
              <Text fontSize="sm" color="fg.muted">{t`Page ${page} of ${last}`}</Text>
              <Button size="sm" variant="outline" borderRadius="full" disabled={page >= last}
                onClick={() => onPage(page + 1)}>{t`Next`}</Button>
            </Flex>
          ) : null}
        </Box>
      </Grid>
    </Box>
  );
}

function Summary({ summary }: { summary: ReviewListResponse["summary"] }) {
  const { t } = useLingui();
  const average = summary.average.toFixed(1);
  const count = summary.count;
  return (
    <Box borderRadius="2xl" bg="bg.subtle" borderWidth="1px" borderColor="border" p="5">
      <Flex alignItems="baseline" gap="2">
        <Text fontSize="4xl" fontFamily="heading" lineHeight="1">{average}</Text>
        <Text color="fg.muted" fontSize="sm">{t`out of 5`}</Text>
      </Flex>
      <Box mt="2"><RatingStars rating={summary.average} size={16} /></Box>
      <Text fontSize="sm" color="fg.muted" mt="1">{count === 1 ? t`Based on 1 review`
        : t`Based on ${count} reviews`}</Text>
      <Stack as="ul" listStyleType="none" gap="1.5" mt="4">
        {([5, 4, 3, 2, 1] as const).map((star) => {
          const n = summary.stars[star];
          const share = count > 0 ? Math.round((n / count) * 100) : 0;
          return (
            <Flex as="li" key={star} alignItems="center" gap="2" fontSize="xs"
              aria-label={t`${star} stars: ${n} reviews`}>
              <Text w="8" aria-hidden="true">{star}★</Text>
              <Box flex="1" h="2" borderRadius="full" bg="bg.muted" overflow="hidden" aria-hidden="true">
                <Box h="full" w={`${share}%`} bg="rose.500" borderRadius="full" />
              </Box>
              <Text w="6" textAlign="end" color="fg.muted" aria-hidden="true">{n}</Text>
            </Flex>
          );
        })}
      </Stack>
    </Box>
  );
}

/** A shopper's text is Thai when it has Thai letters, else taken as English (the shop's two languages). */

function ReviewItem({ review, locale, signedIn, onSignIn, onReact }: {
  review: Review; locale: Locale; signedIn: boolean; onSignIn: () => void; onReact: ReviewsProps["onReact"];
}) {
  const { t } = useLingui();
  const [state, setState] = useState({ reactions: review.reactions, mine: review.my_reaction });
  const [busy, setBusy] = useState(false);
  useEffect(() => setState({ reactions: review.reactions, mine: review.my_reaction }), [review]);

  const react = async (kind: ReactionKind) => {
    if (!signedIn) return onSignIn();
    setBusy(true);
    const outcome = await onReact(review.id, kind);
    setBusy(false);
    if (outcome.ok) setState({ reactions: outcome.result.reactions, mine: outcome.result.my_reaction });
    else if (outcome.signIn) onSignIn();
  };
  const helpful = state.reactions.helpful;
  const notHelpful = state.reactions.not_helpful;
  return (
    <Box as="li" py="5" borderBottomWidth="1px" borderColor="border">
      <Flex justifyContent="space-between" gap="3" wrap="wrap" alignItems="center">
        <RatingStars rating={review.rating} size={14} />
        <Text fontSize="xs" color="fg.muted">{formatDate(review.created_at, locale)}</Text>
      </Flex>
      {/* Shoppers' words, shown as written: `lang` tells screen readers (and the Thai-page check) the language. */}
      <Text fontWeight="semibold" fontSize="sm" mt="2" lang={writtenIn(review.author)}>{review.author}</Text>
      {/* Plain text: React escapes it; line breaks the reviewer typed are kept. */}
      <Text mt="1.5" whiteSpace="pre-line" overflowWrap="anywhere" lang={writtenIn(review.text)}>{review.text}</Text>
      <Flex gap="2" mt="3" alignItems="center" wrap="wrap" role="group" aria-labelledby={`helpful-${review.id}`}>
        <Text fontSize="xs" color="fg.muted" id={`helpful-${review.id}`}>{t`Was this helpful?`}</Text>
        <Button size="xs" variant={state.mine === "helpful" ? "solid" : "outline"} borderRadius="full" disabled={busy}
          aria-pressed={state.mine === "helpful"} onClick={() => void react("helpful")}>
          {t`Helpful`} <span aria-hidden="true">·</span> {helpful}
        </Button>
        <Button size="xs" variant={state.mine === "not_helpful" ? "solid" : "outline"} borderRadius="full"
          disabled={busy}
          aria-pressed={state.mine === "not_helpful"} onClick={() => void react("not_helpful")}>
          {t`Not helpful`} <span aria-hidden="true">·</span> {notHelpful}
        </Button>
      </Flex>
    </Box>
  );
}
