// shopOrigin lives with the plugins (the page shell needs it too); the auth routes keep importing it from here.
export { mailedLinkOrigin, shopOrigin } from "#plugins/origin.ts";
import type { Locale } from "#contract/locale.ts";

/** A shop page path in a language: English paths have no prefix, Thai ones start with /th. */
export function localized(path: string, locale: Locale): string {
  return locale === "th" ? `/th${path}` : path;
}
