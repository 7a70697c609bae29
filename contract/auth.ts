import {
  boolean, coerce, enums, integer, literal, nullable, object, optional, refine, size, string, type Infer,
} from "superstruct";
import { refineShaped } from "./refine-shaped.ts";
import { CartId } from "./cart.ts";
import { dataOf } from "./envelope.ts";
import { AnyPassword, NewPassword, passwordsMatch } from "./password.ts";
import { Phone } from "./phone-shape.ts";

// Spec §7 Authentication and the member (spec §3 User, Auth response). Tokens are opaque random strings sent as
// `Authorization: Bearer <token>`; the server keeps only their hash.

/** Codes the auth and user calls answer on top of contract/errors.ts. */
export const AUTH_ERROR_CODES = [
  "invalid_credentials",
  "email_taken",
  "reset_token_invalid",
  "password_incorrect",
  "social_state_invalid",
  "social_failed",
  "social_email_missing",
  "phone_invalid",
  "phone_required",
  "phone_taken",
  "otp_invalid",
  "otp_expired",
  "otp_locked",
  "otp_not_requested",
  "otp_cooldown",
  "address_limit",
] as const;
export type AuthErrorCode = (typeof AUTH_ERROR_CODES)[number];

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/u;
export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** An e-mail address: trimmed and lower-cased before it is checked, at most 254 characters. */
export const Email = coerce(
  refine(size(string(), 3, 254), "email", isEmail),
  string(),
  (v) => v.trim().toLowerCase(),
);

export const SOCIAL_PROVIDERS = ["facebook", "google", "line"] as const;
export const SocialProvider = enums(SOCIAL_PROVIDERS);
export type SocialProvider = Infer<typeof SocialProvider>;

// POST api/auth/login. `cart_id` is the guest cart to merge into the member's cart.
export const LoginRequest = object({
  email: Email,
  password: AnyPassword,
  remember: optional(boolean()),
  cart_id: optional(CartId),
});
export type LoginRequest = Infer<typeof LoginRequest>;

// POST api/auth/register. `accept` (the terms box) is checked by the form and not sent (spec §3 Register).
export const RegisterRequest = refineShaped(
  object({
    email: Email,
    password: NewPassword,
    password_confirmation: size(string(), 1, 256),
    cart_id: optional(CartId),
  }),
  "password_match",
  passwordsMatch,
);
export type RegisterRequest = Infer<typeof RegisterRequest>;

// POST api/auth/reset-password/request -> ResetRequestResponse, the same whether or not the e-mail exists.
export const ResetRequest = object({ email: Email });
export type ResetRequest = Infer<typeof ResetRequest>;
export const ResetRequestResponse = object({ message: string() });
export type ResetRequestResponse = Infer<typeof ResetRequestResponse>;

// POST api/auth/reset-password/reset -> ResetConfirmResponse
export const ResetConfirm = refineShaped(
  object({
    email: Email,
    token: size(string(), 16, 200),
    password: NewPassword,
    password_confirmation: size(string(), 1, 256),
  }),
  "password_match",
  passwordsMatch,
);
export type ResetConfirm = Infer<typeof ResetConfirm>;
export const ResetConfirmResponse = object({ message: string() });

// GET api/auth/social/request-url?provider= -> { data: { url } }
export const SocialUrlQuery = object({ provider: SocialProvider });
export type SocialUrlQuery = Infer<typeof SocialUrlQuery>;
export const SocialUrl = object({ url: string() });
export const SocialUrlResponse = dataOf(SocialUrl);

// POST api/auth/social/token: what the provider sent back to /auth/social/{provider}.
export const SocialTokenRequest = object({
  provider: SocialProvider,
  code: size(string(), 1, 2048),
  state: size(string(), 1, 512),
  remember: optional(boolean()),
  cart_id: optional(CartId),
});
export type SocialTokenRequest = Infer<typeof SocialTokenRequest>;

export const MEMBER_STATUSES = ["member", "exclusive"] as const;
export const MemberStatus = enums(MEMBER_STATUSES);
export type MemberStatus = Infer<typeof MemberStatus>;

/** Spec §3 User. The password never leaves the server. Dates are ISO 8601; birth_date is YYYY-MM-DD. */
export const User = object({
  id: integer(),
  first_name: string(),
  last_name: string(),
  email: string(),
  phone: nullable(Phone),
  phone_verified: boolean(),
  birth_date: nullable(string()),
  /** True during the member's birth month (birthday gift and discount). */
  birthday: boolean(),
  points: integer(),
  member_status: MemberStatus,
  exclusive_until: nullable(string()),
  joined_at: string(),
  /** False for members who only ever signed in through a provider (no current password to ask for). */
  has_password: boolean(),
});
export type User = Infer<typeof User>;

/**
 * Spec §3 Auth response: the token and the user under `data`. `cart_id` is the member's cart after a guest cart
 * merged into it (null when the member has no cart); the browser stores it as its cart id.
 */
export const AuthResponse = object({
  token: string(),
  token_type: literal("Bearer"),
  expires_at: string(),
  data: User,
  cart_id: nullable(string()),
});
export type AuthResponse = Infer<typeof AuthResponse>;

// GET api/user/me -> { data: User }
export const MeResponse = dataOf(User);

// POST api/auth/logout -> { data: { ok: true } }
export const LogoutResponse = dataOf(object({ ok: literal(true) }));

/** Session lengths: 'remember' keeps a member signed in for 30 days, otherwise one day server-side. */
export const REMEMBER_DAYS = 30;
export const SESSION_HOURS = 24;
/** Reset links expire after one hour and work once. */
export const RESET_TOKEN_MINUTES = 60;
