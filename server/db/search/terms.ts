/**
 * Turns what a shopper typed into what the search query needs. Pure, so it is tested without a database.
 *
 * - `text`: NFC, trimmed, inner whitespace collapsed, lower-cased (Thai has no case; Latin matches case-insensitively).
 * - `words`: the words of the query (the whole text when it has none). Thai is written without spaces, so
 *   `Intl.Segmenter("th")` splits it ("ครีมกันแดด" -> "ครีม", "กันแดด"); Latin words split on spaces. Repeats are
 *   dropped, at most MAX_WORDS kept.
 * - `pattern` / `wordPatterns`: ILIKE patterns with `%`, `_` and `\` escaped, so "100%" is not a wildcard.
 */
export const MAX_WORDS = 6;

/**
 * `wordPatterns`: one entry per word of the query, each the patterns any of which a product must contain. A plain
 * word has one; a phrase from synonyms.ts has every way of writing it ("ครีมกันแดด" -> กันแดด, sunscreen, spf, …).
 */
export type SearchTerms = { text: string; words: string[]; pattern: string; wordPatterns: string[][] };

import { scanSynonyms } from "./synonyms.ts";

const segmenter = new Intl.Segmenter("th", { granularity: "word" });

export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export function normalizeSearch(raw: string): string {
  return raw.normalize("NFC").replace(/[\s\u200b]+/gu, " ").trim().toLowerCase();
}

export function searchWords(text: string): string[] {
  const words: string[] = [];
  for (const part of segmenter.segment(text)) {
    if (!part.isWordLike) continue;
    const word = part.segment.trim();
    if (word && !words.includes(word)) words.push(word);
  }
  return words.slice(0, MAX_WORDS);
}

/**
 * Words that only say where a product goes or what it is for ("มาส์กหน้า": a mask for the face; "เซรั่มลดสิว": a serum
 * that reduces acne): beside a known phrase they narrow nothing, and most product names do not spell them out.
 */
const FILLERS = new Set([
  "หน้า", "ผิว", "ผิวหน้า", "ครีม", "สำหรับ", "ทา", "คน", "ลด", "แก้", "for", "face", "skin", "the", "with",
]);

/** A group's forms without those that contain another of them ("%กันแดด%" already finds "ครีมกันแดด"). */
function plainest(group: readonly string[]): string[] {
  return group.filter((form) => !group.some((other) => other !== form && form.includes(other)));
}

/**
 * undefined only for a blank query. Bare punctuation ("%", "!!") has no words: it is searched literally as one word,
 * so it finds what contains it (usually nothing) rather than silently listing the whole catalog.
 */
export function searchTerms(raw: string): SearchTerms | undefined {
  const text = normalizeSearch(raw);
  if (!text) return undefined;
  const { groups, rest } = scanSynonyms(text);
  const found = searchWords(text);
  const words = found.length ? found : [text];
  const restWords = groups.length ? searchWords(rest).filter((w) => !FILLERS.has(w)) : words;
  const like = (w: string) => `%${escapeLike(w)}%`;
  return {
    text,
    words,
    pattern: like(text),
    wordPatterns: [...groups.map((group) => plainest(group).map(like)), ...restWords.map((w) => [like(w)])]
      .slice(0, MAX_WORDS),
  };
}
