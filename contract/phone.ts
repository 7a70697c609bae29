import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/mobile";

// Spec §5 Phone, parsed with libphonenumber-js/mobile (the "min" metadata barely checks). This module is the one
// place both sides parse phones; the browser loads it lazily with the phone field (decision 0070), machines never
// import it.

export { DEFAULT_DIAL_CODE, DEFAULT_PHONE_COUNTRY, Phone, PhoneInput } from "./phone-shape.ts";
import { DEFAULT_PHONE_COUNTRY, type Phone } from "./phone-shape.ts";

/** Types accepted as a mobile: OTP goes by SMS. TH 06x MVNO ranges are typed VOIP and are accepted too. */
const MOBILE_TYPES = new Set(["MOBILE", "FIXED_LINE_OR_MOBILE", "VOIP"]);

/**
 * Parses what the shopper typed with the selected country (default TH). A valid mobile gives a Phone; anything
 * else gives null (spec §5: "an invalid one gives null"). The number must belong to the selected country, so
 * "0012345678" typed under TH (an international access prefix) is refused.
 */
export function parsePhone(input: string, country: string = DEFAULT_PHONE_COUNTRY): Phone | null {
  const parsed = parsePhoneNumberFromString(input.trim(), country as CountryCode);
  if (!parsed || parsed.country !== country || !parsed.isValid()) return null;
  const type = parsed.getType();
  if (type !== undefined && !MOBILE_TYPES.has(type)) return null;
  return {
    country_code: parsed.country,
    national_number: parsed.nationalNumber,
    formatted: parsed.formatNational(),
    e164: parsed.number,
  };
}

/** Spec §5: fewer than 4 digits pass through unvalidated (the field is still being typed). */
export function isTooShortToCheck(input: string): boolean {
  return input.replace(/\D/g, "").length < 4;
}

/** A stored E.164 number as a Phone, its country read from the number itself; null when it no longer parses. */
export function phoneFromE164(e164: string): Phone | null {
  const country = parsePhoneNumberFromString(e164)?.country;
  return country ? parsePhone(e164, country) : null;
}

/** Formats a stored E.164 number for display ("+66812345678" -> "081 234 5678"); unknown input comes back as is. */
export function formatPhone(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164);
  return parsed ? parsed.formatNational() : e164;
}
