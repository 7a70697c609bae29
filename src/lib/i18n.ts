import { i18n } from "@lingui/core";
import { messages as en } from "#locales/en/messages.po";
import type { Locale } from "#contract/locale.ts";

// English ships with the first load; Thai is fetched only when a shopper needs it.
const loaders: Record<Locale, () => Promise<import("@lingui/core").Messages>> = {
  en: async () => en,
  th: async () => (await import("#locales/th/messages.po")).messages,
};

i18n.load("en", en);
i18n.activate("en");

export async function activateLocale(locale: Locale): Promise<void> {
  if (i18n.locale === locale) return;
  i18n.load(locale, await loaders[locale]());
  i18n.activate(locale);
  document.documentElement.lang = locale;
}

/**
 * Lingui's plural messages build `Intl.PluralRules` and `Intl.NumberFormat` on first use, ~15 ms of ICU data on a
 * phone inside whichever render needs them first. Built here before hydration, each in a task of its own, so no
 * render pays for them. Thai messages have no plural (one form), so Thai pages need neither.
 */
export async function preparePlurals(locale: string, between: () => Promise<void>): Promise<void> {
  if (locale === "th") return;
  new Intl.PluralRules(locale).select(1);
  await between();
  new Intl.NumberFormat(locale).format(1);
}

export { i18n };
