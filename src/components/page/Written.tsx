/**
 * The language a shopper wrote something in: Thai when it has Thai letters, else English. Reviews, names and
 * addresses are shown as typed and carry it (decision 0117), so screen readers read them right and the Thai-page
 * check leaves the shopper's own words alone.
 */
export const writtenIn = (text: string): "th" | "en" => (/[\u0E00-\u0E7F]/.test(text) ? "th" : "en");

/** Text the shopper typed, marked with the language it is written in. */
export function Written({ children }: { children: string }) {
  return <span lang={writtenIn(children)}>{children}</span>;
}
