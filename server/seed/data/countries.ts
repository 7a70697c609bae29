import { getCountries, getCountryCallingCode } from "libphonenumber-js";
import type { CountrySeed } from "./types.ts";

// Every country libphonenumber knows, for the phone prefix selector. Pure computation, no I/O.

const REGIONAL_INDICATOR_A = 0x1f1e6;

function flagCodePoints(code: string): number[] {
  return [...code.toUpperCase()].map((ch) => REGIONAL_INDICATOR_A + ch.charCodeAt(0) - 65);
}

function buildCountries(): CountrySeed[] {
  const names = new Intl.DisplayNames(["en"], { type: "region" });
  return getCountries()
    .map((code) => {
      const points = flagCodePoints(code);
      return {
        code,
        emoji: String.fromCodePoint(...points),
        unicode: points.map((p) => `U+${p.toString(16).toUpperCase()}`).join(" "),
        name: names.of(code) ?? code,
        dialCode: `+${getCountryCallingCode(code)}`,
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name, "en"));
}

export const countries: CountrySeed[] = buildCountries();
