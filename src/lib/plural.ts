const rules = new Map<string, Intl.PluralRules>();

/**
 * The CLDR plural category of `count` in `locale` ("one", "other"…), for a message written per category with
 * Lingui's `<Select>`. Lingui's `<Plural>` also formats the number through Intl.NumberFormat, whose first use loads
 * 20 to 55 ms of ICU data on a page's main thread; the plural rules alone take under a millisecond (decision 0174).
 */
export function pluralCategory(locale: string, count: number): Intl.LDMLPluralRule {
  let forLocale = rules.get(locale);
  if (!forLocale) rules.set(locale, forLocale = new Intl.PluralRules(locale));
  return forLocale.select(count);
}
