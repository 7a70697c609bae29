import { sql } from "drizzle-orm";
import { queryRows, type Database } from "#db/database.ts";
import { searchTerms, type SearchTerms } from "#db/search/terms.ts";

/** How close a catalog word must be to a one-word query to replace it (pg_trgm similarity, 0..1). */
const MIN_SIMILARITY = 0.4;
/** Rows sampled for the correction: enough to contain the word, and a LIMIT the bitmap scan stops at. */
const SAMPLE = 50;

/**
 * A one-word query that nothing contains ("sunscren") is corrected to the closest whole word of a few products that
 * match it by trigram word similarity ("sunscreen"), and then searched exactly. Matching and ranking thousands of
 * rows by word similarity costs over 100 ms at 100,000 products (a typo of a category word matches a tenth of the
 * catalog); this reads at most SAMPLE narrow rows. undefined when there is no close word or the query has several
 * words (those keep the fuzzy pass).
 */
export async function correctTypo(db: Database, terms: SearchTerms): Promise<SearchTerms | undefined> {
  if (terms.words.length !== 1) return undefined;
  const [best] = await queryRows<{ word: string }>(db, sql`
    SELECT w.word FROM (SELECT s.doc FROM product_search s WHERE s.doc %> ${terms.text} LIMIT ${SAMPLE}) d,
      regexp_split_to_table(d.doc, '\\s+') AS w(word)
    WHERE similarity(w.word, ${terms.text}) >= ${MIN_SIMILARITY}
    ORDER BY similarity(w.word, ${terms.text}) DESC, w.word LIMIT 1`);
  return best && best.word !== terms.text ? searchTerms(best.word) : undefined;
}
