// Social login, docs/decisions/0077-social-link-needs-proven-email.md: which member a provider account
// signs in as. Free of storage: the caller looks up the link and the member with the profile's e-mail.

/** What the provider told us (after the code exchange). */
export type SocialIdentity = { readonly email: string | null; readonly emailVerified: boolean };

/** The member who already has the profile's e-mail, and when that member proved owning the mailbox (null: never). */
export type MemberWithEmail = { readonly id: number; readonly emailVerifiedAt: Date | null };

export type SocialSignIn =
  /** The provider account is linked already: that member, whatever e-mail either side has now. */
  | { readonly kind: "linked"; readonly memberId: number }
  /** A member proved this mailbox: link the provider account to them and sign in. */
  | { readonly kind: "link"; readonly memberId: number }
  /** Nobody has the e-mail: a new member, whose e-mail counts as proven (the provider verified it). */
  | { readonly kind: "create" }
  /** The provider shares no verified e-mail: nothing to link or create by (422 social_email_missing). */
  | { readonly kind: "email_missing" }
  /**
   * A member has this e-mail but never proved owning it (a password sign-up, maybe by someone else): linking would
   * hand the provider's owner an account whose password another person may know (409 email_taken).
   */
  | { readonly kind: "email_unproven"; readonly memberId: number };

/**
 * The rule: a link by provider subject always wins; otherwise only a provider-verified e-mail counts, and it may join
 * an existing member only when that member proved the same mailbox (password reset link, or a social sign-up).
 */
export function socialSignIn(
  linkedMemberId: number | null, identity: SocialIdentity, existing: MemberWithEmail | null,
): SocialSignIn {
  if (linkedMemberId !== null) return { kind: "linked", memberId: linkedMemberId };
  if (!identity.email || !identity.emailVerified) return { kind: "email_missing" };
  if (!existing) return { kind: "create" };
  if (existing.emailVerifiedAt === null) return { kind: "email_unproven", memberId: existing.id };
  return { kind: "link", memberId: existing.id };
}
