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

export { i18n };
