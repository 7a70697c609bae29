// Spec §1 and §3 User: a member's standing. Free of storage: repositories pass the stored status and its end.

export type MemberStanding = { readonly member_status: "member" | "exclusive";
  readonly exclusive_until: string | null };

/** The month (1..12) of an instant in Thailand (UTC+7, no daylight saving): the shop's calendar. */
export function bangkokMonth(now: Date): number {
  return new Date(now.getTime() + 7 * 3_600_000).getUTCMonth() + 1;
}

/** An exclusive status counts until its end (none: open-ended); once the end has passed the member reads as member. */
export function memberStanding(status: string, exclusiveUntil: Date | null, now: Date): MemberStanding {
  const exclusive = status === "exclusive" && (exclusiveUntil === null || exclusiveUntil.getTime() > now.getTime());
  return {
    member_status: exclusive ? "exclusive" : "member",
    exclusive_until: exclusive && exclusiveUntil ? exclusiveUntil.toISOString() : null,
  };
}
