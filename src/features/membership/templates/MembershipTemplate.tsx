import { useEffect, useRef } from "react";
import { Box, Button, Grid, Heading, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useSelector } from "@xstate/react";
import { useLingui } from "@lingui/react/macro";
import { EXCLUSIVE_POINTS_PRICE, type PointsSummary, type Reward } from "#contract/membership.ts";
import type { RedeemOutcome } from "#machines/redeem.machine.ts";
import { useShopActor } from "#lib/shop.tsx";
import { PointsHistory } from "../components/PointsHistory.tsx";
import { PointsOverview } from "../components/PointsOverview.tsx";
import { localRefusal } from "../components/refusal-messages.ts";
import { RedeemDialog, type RedeemStep } from "../components/RedeemDialog.tsx";
import { RewardCard } from "../components/RewardCard.tsx";
import { TierCard } from "../components/TierCard.tsx";

export interface MembershipTemplateProps {
  summary: PointsSummary | undefined;
  gifts: Reward[] | undefined;
  promotions: Reward[] | undefined;
  failed: boolean;
  joinedAt: string | null;
  date: (iso: string) => string;
  /** A failed request's message in the member's language (src/api/errors.ts, passed in by the page). */
  errorText: (error: unknown) => string;
  onReload: () => void;
  /** A redeem landed: show its answer at once (balance, tier, the reward's state), then read everything again. */
  onLanded: (outcome: RedeemOutcome | null) => void;
}

function RewardSection({ id, title, rewards, date, onRedeem, empty }: {
  id: string; title: string; rewards: Reward[] | undefined; date: (iso: string) => string;
  onRedeem: (reward: Reward) => void; empty: string;
}) {
  return (
    <Box as="section" aria-labelledby={id}>
      <Heading as="h2" id={id} fontSize="xl" fontFamily="heading" fontWeight="medium" mb="3">{title}</Heading>
      {!rewards ? <Skeleton h="32" borderRadius="xl" /> : rewards.length === 0 ? (
        <Text color="fg.muted">{empty}</Text>
      ) : (
        <Grid as="ul" listStyleType="none" p="0" m="0" gap="3"
          templateColumns={{ base: "1fr", md: "repeat(2, 1fr)", xl: "repeat(3, 1fr)" }}>
          {rewards.map((reward) => <RewardCard key={reward.id} reward={reward} date={date} onRedeem={onRedeem} />)}
        </Grid>
      )}
    </Box>
  );
}

/** /my-account/membership (spec §2 Membership): points, tier, gifts and promotions, redeemed through the dialog. */
export function MembershipTemplate(props: MembershipTemplateProps) {
  const { t, i18n } = useLingui();
  const redeem = useShopActor("redeem");
  const step = useSelector(redeem, (s) => s.value) as RedeemStep;
  const target = useSelector(redeem, (s) => s.context.target);
  const outcome = useSelector(redeem, (s) => s.context.outcome);
  const failure = useSelector(redeem, (s) => s.context.failure);
  const landed = useSelector(redeem, (s) => s.context.landed);
  const canRetry = useSelector(redeem, (s) => s.can({ type: "redeem.retry" }));
  const { onReload, onLanded } = props;
  // Redeems that landed before this page opened (the machine outlives it) are already in what it loaded.
  const seen = useRef(landed);
  useEffect(() => {
    if (landed === seen.current) return;
    seen.current = landed;
    onLanded(outcome);
  }, [landed, outcome, onLanded]);
  // A refusal a retry cannot change (out of gift, already redeemed in another tab...) means the page's states are
  // stale: read them again so the chips behind the dialog say why.
  const stale = step === "refused" && !canRetry;
  useEffect(() => {
    if (stale) onReload();
  }, [stale, onReload]);
  const open = (reward: Reward) => redeem.send({ type: "redeem.open",
    target: { kind: reward.kind, id: reward.id, name: reward.name, points: reward.points_price } });
  if (props.failed && !props.summary) {
    return (
      <Stack alignItems="flex-start" role="alert">
        <Text>{t`Your points could not be loaded.`}</Text>
        <Button size="sm" borderRadius="full" onClick={onReload}>{t`Try again`}</Button>
      </Stack>
    );
  }
  return (
    <Stack gap="8">
      {props.summary ? (
        <Grid gap="4" templateColumns={{ base: "1fr", md: "1fr 1fr" }}>
          <PointsOverview summary={props.summary} date={props.date} />
          <TierCard summary={props.summary} joinedAt={props.joinedAt} date={props.date}
            onRedeemExclusive={() => redeem.send({ type: "redeem.open",
              target: { kind: "exclusive", points: EXCLUSIVE_POINTS_PRICE } })} />
        </Grid>
      ) : <Skeleton h="40" borderRadius="2xl" />}
      <RewardSection id="promotions-title" title={t`Promotions`} rewards={props.promotions} date={props.date}
        onRedeem={open} empty={t`No promotions right now.`} />
      <RewardSection id="gifts-title" title={t`Gifts`} rewards={props.gifts} date={props.date} onRedeem={open}
        empty={t`No gifts right now.`} />
      {props.summary ? <PointsHistory entries={props.summary.history} date={props.date} /> : null}
      <RedeemDialog step={step} target={target} outcome={outcome} canRetry={canRetry} date={props.date}
        refusal={failure ? (localRefusal(failure.code, i18n) ?? props.errorText(failure.error)) : null}
        onConfirm={() => redeem.send({ type: "redeem.confirm" })} onRetry={() => redeem.send({ type: "redeem.retry" })}
        onClose={() => redeem.send({ type: "redeem.close" })} />
    </Stack>
  );
}
