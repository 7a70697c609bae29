import { and, asc, desc, eq, gte, sql, type SQL } from "drizzle-orm";
import { defaultSort, type ProductSort, type ProductType } from "#contract/product.ts";
import { brands, categories, products, productSearch } from "#db/schema/index.ts";
import type { SearchTerms } from "#db/search/terms.ts";

/** A product sold at least this many units is a best seller (the catalog's top quarter or so). */
export const BEST_SELLER_MIN_SOLD = 1000;
/** "New in": arrived within this many days of the newest arrival, so the rail never empties on a quiet month. */
export const NEW_IN_DAYS = 60;

/** The listing filters after validation, with the search already normalised. */
export type ProductFilters = {
  category?: string | undefined;
  type?: ProductType | undefined;
  brand?: readonly string[] | undefined;
  price_min?: number | undefined;
  price_max?: number | undefined;
  search?: SearchTerms | undefined;
  /**
   * Search with typo tolerance (trigram word similarity). Searches first run without it: substring hits are cheap
   * and precise; only a search that finds nothing is run again fuzzy ("sunscren" finds sunscreens).
   */
  fuzzy?: boolean | undefined;
};

export type Facet = "category" | "brand" | "price";

/**
 * How a value enters the SQL: as a named placeholder (prepared statements, one per query shape) or bound directly.
 * Both end up as bind parameters; nothing typed by a shopper is ever spliced into SQL text.
 */
export type Bind = (name: string, value: unknown) => unknown;
export const direct: Bind = (_name, value) => value;
export const placeholder: Bind = (name) => sql.placeholder(name);

/** Values for the placeholders of a prepared listing, by the same names `conditions` uses. */
export function bindValues(f: ProductFilters): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  if (f.category !== undefined) values.category = f.category;
  if (f.brand?.length) values.brands = `{${f.brand.join(",")}}`;
  if (f.price_min !== undefined) values.priceMin = f.price_min;
  if (f.price_max !== undefined) values.priceMax = f.price_max;
  if (f.search) {
    values.q = f.search.text;
    values.pat = f.search.pattern;
    f.search.wordPatterns.forEach((ps, i) => ps.forEach((p, j) => (values[`w${i}_${j}`] = p)));
  }
  return values;
}

/** The shape of a listing: which filters are present. One prepared statement per shape and sort. */
export function shapeKey(f: ProductFilters, sort: string): string {
  return [
    f.category !== undefined ? "c" : "", f.type ?? "", f.brand?.length ? "b" : "", f.price_min !== undefined ? "l" : "",
    f.price_max !== undefined ? "h" : "",
    f.search ? `s${f.search.wordPatterns.map((ps) => ps.length).join(".")}${f.fuzzy ? "f" : ""}` : "", sort,
  ].join("_");
}

/**
 * Search reads the narrow `product_search` table (one lower-cased row per product: names, brand, category and `doc`,
 * all of them together) through ONE trigram GIN index on `doc`. The query text is already lower-case, so plain LIKE
 * does: no per-row lower-casing, which is slow on Thai. A match: the whole query inside `doc`, or, for several words,
 * every word somewhere in it (Thai words come from Intl.Segmenter). Fuzzy adds the trigram word-similarity operator
 * `%>` on the whole query, which makes typos match ("sunscren").
 */
export function searchMatch(terms: SearchTerms, fuzzy: boolean, bind: Bind): SQL {
  const doc = productSearch.doc;
  const whole = sql`${doc} LIKE ${bind("pat", terms.pattern)}`;
  const each = !hasWordMatch(terms) ? undefined
    : sql.join(terms.wordPatterns.map((ps, i) => anyLike(doc, ps, i, bind)), sql` AND `);
  const typo = fuzzy ? sql` OR ${doc} %> ${bind("q", terms.text)}` : sql``;
  return sql`(${whole}${each ? sql` OR (${each})` : sql``}${typo})`;
}

/** Several words, or one written several ways: each must be found (any of its ways), not only the whole text. */
function hasWordMatch(terms: SearchTerms): boolean {
  return terms.wordPatterns.length > 1 || terms.wordPatterns.some((ps) => ps.length > 1);
}

/** `column` contains the word i in any of the ways it is written. */
function anyLike(column: SQL | typeof productSearch.doc, patterns: readonly string[], i: number, bind: Bind): SQL {
  return sql`(${sql.join(patterns.map((p, j) => sql`${column} LIKE ${bind(`w${i}_${j}`, p)}`), sql` OR `)})`;
}

/** For listings that join products: ids of the products the search matches. */
function searchCondition(terms: SearchTerms, fuzzy: boolean, bind: Bind): SQL {
  return sql`${products.id} IN (SELECT ${productSearch.productId} FROM ${productSearch}
    WHERE ${searchMatch(terms, fuzzy, bind)})`;
}

/**
 * Relevance, from the narrow row only: the whole query inside the name scores highest, plus a share per query word
 * in the name (words typed in another order); a fuzzy search ranks names by trigram word similarity (typos), which is
 * the expensive part, so only fuzzy searches compute it. A brand hit adds 0.6 and a category hit 0.4.
 */
export function relevance(terms: SearchTerms, fuzzy: boolean, bind: Bind): SQL<number> {
  const q = fuzzy ? bind("q", terms.text) : undefined;
  const pat = bind("pat", terms.pattern);
  const s = productSearch;
  const share = 1 / terms.wordPatterns.length;
  const words = !hasWordMatch(terms) ? [] : terms.wordPatterns.map((ps, i) =>
    sql` + CASE WHEN ${anyLike(sql`${s.names}`, ps, i, bind)} THEN ${sql.raw(share.toFixed(4))} ELSE 0 END`);
  const similar = q === undefined ? sql`0` : sql`word_similarity(${q}, ${s.names})`;
  const typo = (column: SQL) => (q === undefined ? sql`` : sql` OR ${column} %> ${q}`);
  return sql<number>`(CASE WHEN ${s.names} LIKE ${pat} THEN 2 ELSE ${similar} END
    ${sql.join(words, sql``)}
    + CASE WHEN ${s.brand} LIKE ${pat}${typo(sql`${s.brand}`)} THEN 0.6 ELSE 0 END
    + CASE WHEN ${s.category} LIKE ${pat}${typo(sql`${s.category}`)} THEN 0.4 ELSE 0 END)`;
}

function typeCondition(type: ProductType): SQL {
  switch (type) {
    case "new":
      return sql`${products.newInAt} >= (SELECT max(p2.new_in_at)
        FROM products p2) - make_interval(days => ${NEW_IN_DAYS})`;
    case "best-seller":
      return gte(products.soldCount, BEST_SELLER_MIN_SOLD);
    case "gift":
      return eq(products.isGift, true);
    case "sale":
      return sql`${products.compareAtPrice} > ${products.price}`;
  }
}

/** The WHERE of a listing; `skip` leaves one facet's own filter out (facet counts of the other choices). */
export function conditions(f: ProductFilters, bind: Bind, skip?: Facet): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (f.category !== undefined && skip !== "category") {
    parts.push(
      sql`${products.categoryId} = (SELECT c1.id FROM categories c1 WHERE c1.slug = ${bind("category", f.category)})`);
  }
  if (f.brand?.length && skip !== "brand") {
    const list = bind("brands", `{${f.brand.join(",")}}`);
    parts.push(sql`${products.brandId} = ANY(ARRAY(SELECT b1.id FROM brands b1 WHERE b1.slug = ANY(${list}::text[])))`);
  }
  if (f.price_min !== undefined && skip !== "price") parts.push(
    sql`${products.price} >= ${bind("priceMin", f.price_min)}`);
  if (f.price_max !== undefined && skip !== "price") parts.push(
    sql`${products.price} <= ${bind("priceMax", f.price_max)}`);
  if (f.type) parts.push(typeCondition(f.type));
  if (f.search) parts.push(searchCondition(f.search, f.fuzzy === true, bind));
  return and(...parts);
}

/**
 * The order of a listing: the sort chosen, else what the type suggests, else newest. Ties break on id. A search
 * without a chosen sort ranks by relevance through `relevanceOrder` instead (ids first, in index.ts).
 */
export function orderBy(sort: ProductSort | undefined, f: ProductFilters): SQL[] {
  const fallback = defaultSort({ searching: Boolean(f.search), type: f.type });
  const chosen = sort ?? (fallback === "relevance" ? undefined : fallback);
  const tie = asc(products.id);
  switch (chosen) {
    case "newest":
      return [desc(products.newInAt), tie];
    case "price-asc":
      return [asc(products.price), tie];
    case "price-desc":
      return [desc(products.price), tie];
    case "best-selling":
      return [desc(products.soldCount), tie];
    case "rating":
      return [desc(products.rating), desc(products.ratingCount), tie];
    case undefined:
      // Searches ranked by relevance take the ids-first path of index.ts (relevanceOrder); listings without a search
      // never get here.
      return [tie];
  }
}

/** Relevance order over the narrow search table; ties break on best-selling, then id. */
export function relevanceOrder(terms: SearchTerms, fuzzy: boolean, bind: Bind): SQL[] {
  return [desc(relevance(terms, fuzzy, bind)), desc(productSearch.soldCount), asc(productSearch.productId)];
}

export { brands, categories, products, productSearch };
