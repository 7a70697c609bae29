import {
  array, boolean, enums, integer, literal, nullable, object, optional, pattern, refine, size, string, type Infer,
} from "superstruct";
import { refineShaped } from "./refine-shaped.ts";
import { Email, User } from "./auth.ts";
import { dataOf } from "./envelope.ts";
import { Id } from "./id.ts";
import { AnyPassword, NewPassword, passwordsMatch } from "./password.ts";
import { Phone, PhoneInput } from "./phone-shape.ts";

// Spec §7 User: profile, password, phone, addresses, delete account, points, phone OTP. Every call is for the
// signed-in member only and acts on that member's own data; another member's address id answers 404.

/** A trimmed name part: 1..60 characters. */
const Name = refine(size(string(), 1, 60), "name", (v) => v.trim().length > 0);

/** YYYY-MM-DD, a real calendar date, not in the future, after 1900. */
export function isBirthDate(value: string, today: Date = new Date()): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return false;
  return value >= "1900-01-01" && date.getTime() <= today.getTime();
}
export const BirthDate = refine(string(), "birth_date", (v) => isBirthDate(v));

// POST api/user/ (edit profile) -> { data: User }
export const UpdateProfile = object({
  first_name: Name,
  last_name: Name,
  birth_date: nullable(BirthDate),
  email: Email,
});
export type UpdateProfile = Infer<typeof UpdateProfile>;

// POST api/user/password -> { data: { ok: true } }. Other sessions of the member are signed out.
// current_password is required when the member has a password (User.has_password); a member who only ever signed in
// through a provider sets a first password without it (anything sent is ignored).
export const ChangePassword = refineShaped(
  object({
    current_password: optional(AnyPassword),
    password: NewPassword,
    password_confirmation: size(string(), 1, 256),
  }),
  "password_match",
  passwordsMatch,
);
export type ChangePassword = Infer<typeof ChangePassword>;

// POST api/user/delete-account -> { data: { ok: true } }. The confirm dialog asked; the body says so explicitly.
export const DeleteAccount = object({ confirm: literal(true) });
export type DeleteAccount = Infer<typeof DeleteAccount>;

export const OkResponse = dataOf(object({ ok: literal(true) }));

// POST api/user/phone (editPhone) -> { data: User }. A changed phone is unverified until the OTP check.
export const UpdatePhone = object({ phone: PhoneInput });
export type UpdatePhone = Infer<typeof UpdatePhone>;

// Addresses (spec §3 Address form; "My Shipping"). Names of province, district and sub-district come back in the
// shopper's language.
export const ADDRESS_KINDS = ["shipping", "billing"] as const;
export const AddressKind = enums(ADDRESS_KINDS);
export type AddressKind = Infer<typeof AddressKind>;
export const PLACE_TYPES = ["home", "condo", "work"] as const;
export const PlaceType = enums(PLACE_TYPES);
export type PlaceType = Infer<typeof PlaceType>;

export const AddressInput = object({
  kind: AddressKind,
  place_type: PlaceType,
  first_name: Name,
  last_name: Name,
  phone: PhoneInput,
  street_address: refine(size(string(), 1, 200), "street", (v) => v.trim().length > 0),
  province_id: Id,
  district_id: Id,
  sub_district_id: Id,
  postal_code: pattern(string(), /^\d{5}$/),
  is_default: optional(boolean()),
});
export type AddressInput = Infer<typeof AddressInput>;

/** "Billing same as shipping": a billing address copied from one of the member's shipping addresses. */
export const CopyAddressInput = object({
  kind: literal("billing"),
  copy_from_id: Id,
  is_default: optional(boolean()),
});
export type CopyAddressInput = Infer<typeof CopyAddressInput>;

export const Address = object({
  id: integer(),
  kind: AddressKind,
  place_type: PlaceType,
  first_name: string(),
  last_name: string(),
  phone: Phone,
  street_address: string(),
  province: object({ id: integer(), name: string() }),
  district: object({ id: integer(), name: string() }),
  sub_district: object({ id: integer(), name: string() }),
  postal_code: string(),
  is_default: boolean(),
  created_at: string(),
});
export type Address = Infer<typeof Address>;

export const AddressIdParams = object({ id: Id });
// GET api/user/address -> both lists, defaults first.
export const AddressListResponse = dataOf(object({ shipping: array(Address), billing: array(Address) }));
// GET / POST / PATCH api/user/address[/{id}] -> { data: Address }; PATCH takes a whole AddressInput.
export const AddressResponse = dataOf(Address);
/** At most this many addresses of each kind per member. */
export const MAX_ADDRESSES_PER_KIND = 20;

// GET api/user/point?page=n -> { data: Points, meta }: balance, pending points, tier and history (membership.ts).
export { PointsSummary as Points, PointsResponse } from "./membership.ts";

// Phone OTP (spec §4 Phone verification). POST api/user/otp/phone/request (no body) sends a code to the member's
// phone through the SMS outbox; POST api/user/otp/phone/verify checks it.
export const OTP_LENGTH = 6;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_TTL_MINUTES = 10;
export const OTP_RESEND_SECONDS = 60;

export const OtpRequestBody = optional(object({}));
export const OtpChallenge = object({
  /** The phone the code went to, formatted. */
  phone: string(),
  expires_at: string(),
  /** When Resend becomes possible (the cooldown). */
  resend_at: string(),
  attempts_left: integer(),
});
export type OtpChallenge = Infer<typeof OtpChallenge>;
export const OtpChallengeResponse = dataOf(OtpChallenge);

export const OtpVerify = object({ code: pattern(string(), /^\d{6}$/) });
export type OtpVerify = Infer<typeof OtpVerify>;
// Success -> { data: User } with phone_verified true. A wrong code answers 422 otp_invalid with
// `errors.code` and the attempts left in the header-free body field below.
export const OtpFailure = object({ message: string(), code: string(), attempts_left: optional(integer()) });

export const UserResponse = dataOf(User);
