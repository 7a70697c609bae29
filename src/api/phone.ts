import { User } from "#contract/auth.ts";
import type { PhoneInput } from "#contract/phone-shape.ts";
import { OtpChallenge } from "#contract/user.ts";
import { postData, type CallOptions } from "./client.ts";

// Spec §7 User, phone and OTP calls; all for the signed-in member. The country list for the prefix selector is
// GET api/general/country (src/api/general.ts). Paths have no leading slash: the client's base is "/".

/** POST api/user/phone (editPhone): saves the phone; a changed number is unverified until the OTP check. */
export const updatePhone = (phone: PhoneInput, options?: CallOptions) =>
  postData("api/user/phone", { phone }, User, options);

/** POST api/user/otp/phone/request: texts a code to the member's phone (rejects with otp_cooldown + retryAfter). */
export const requestPhoneOtp = (options?: CallOptions) =>
  postData("api/user/otp/phone/request", {}, OtpChallenge, options);

/** POST api/user/otp/phone/verify: the member with phone_verified true, or otp_invalid with attemptsLeft, ... */
export const verifyPhoneOtp = (code: string, options?: CallOptions) =>
  postData("api/user/otp/phone/verify", { code }, User, options);
