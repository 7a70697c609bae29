import { useCallback } from "react";
import { useLingui } from "@lingui/react/macro";
import { toApiError } from "#api/errors.ts";
import { fetchRewards } from "#api/membership.ts";
import { fetchPoints } from "#api/user.ts";
import { PageFrame } from "#components/page/PageFrame.tsx";
import { rewardsAfter, summaryAfter } from "#features/membership/landed.ts";
import { MembershipTemplate } from "#features/membership/templates/MembershipTemplate.tsx";
import type { RedeemOutcome } from "#machines/redeem.machine.ts";
import { useLocale } from "#lib/locale.tsx";
import { orderDate } from "#lib/order-dates.ts";
import { useSession } from "#lib/session.tsx";
import { useQuery } from "#lib/use-query.ts";
import { AccountNav } from "./parts/AccountNav.tsx";
import { SignInPanel } from "./parts/SignInPanel.tsx";

/** /my-account/membership (spec §2 Membership). */
export function Component() {
  const { t } = useLingui();
  const { locale } = useLocale();
  const session = useSession();
  const memberId = session.user?.id ?? null;
  const enabled = { enabled: memberId !== null };
  const points = useQuery(["points", memberId], (signal) => fetchPoints({ signal }), enabled);
  const gifts = useQuery(["gifts", memberId], (signal) => fetchRewards("gift", { signal }), enabled);
  const promotions = useQuery(["promotions", memberId], (signal) => fetchRewards("promotion", { signal }), enabled);
  const { reload: reloadPoints } = points;
  const { reload: reloadGifts } = gifts;
  const { reload: reloadPromotions } = promotions;
  const reload = useCallback(() => {
    reloadPoints();
    reloadGifts();
    reloadPromotions();
  }, [reloadPoints, reloadGifts, reloadPromotions]);
  const { data: summary, replace: replacePoints } = points;
  const { data: giftList, replace: replaceGifts } = gifts;
  const { data: promotionList, replace: replacePromotions } = promotions;
  // The redeem's answer first (the card behind the "Redeemed" dialog is right at once), then the server again.
  const landed = useCallback((outcome: RedeemOutcome | null) => {
    if (outcome) {
      if (summary) replacePoints(summaryAfter(summary, outcome));
      if (giftList) replaceGifts(rewardsAfter(giftList, outcome));
      if (promotionList) replacePromotions(rewardsAfter(promotionList, outcome));
    }
    reload();
  }, [summary, giftList, promotionList, replacePoints, replaceGifts, replacePromotions, reload]);
  return (
    <PageFrame eyebrow={t`My Account`} title={t`Membership`}
      lead={t`Points, gifts and exclusive membership: 1 point for every 1,000 THB you spend.`}>
      {session.signedIn ? (
        <>
          <AccountNav />
          <MembershipTemplate summary={points.data} gifts={gifts.data} promotions={promotions.data}
            failed={points.status === "error"} joinedAt={session.user?.joined_at ?? null}
            date={(iso) => orderDate(iso, locale)} errorText={(error) => toApiError(error).message} onReload={reload}
            onLanded={landed} />
        </>
      ) : <SignInPanel text={t`Log in to see your points and redeem gifts.`} />}
    </PageFrame>
  );
}
