import { object, pattern, size, string, type Infer } from "superstruct";

// The phone shapes of requests and answers, without the parser: contract/auth.ts and contract/user.ts import these,
// and they reach the home bundle through contract/errors.ts, so libphonenumber-js must stay out (contract/phone.ts).

export const DEFAULT_PHONE_COUNTRY = "TH";
export const DEFAULT_DIAL_CODE = "+66";

/** A phone as a request sends it: the prefix selector's country (ISO 3166 alpha-2) and what the shopper typed. */
export const PhoneInput = object({
  country_code: pattern(string(), /^[A-Z]{2}$/),
  number: size(string(), 1, 30),
});
export type PhoneInput = Infer<typeof PhoneInput>;

/** A parsed phone (spec §3 Phone): country code, national number, formatted number, plus E.164 for storage. */
export const Phone = object({
  country_code: string(),
  national_number: string(),
  formatted: string(),
  e164: string(),
});
export type Phone = Infer<typeof Phone>;

