import { and, asc, desc, eq, gte, sql, type SQL } from "drizzle-orm";
import type { ProductSort, ProductType } from "../../../../contract/product.ts";
import { brands, categories, products } from "../../schema/index.ts";
import type { SearchTerms } from "../../search/terms.ts";

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
    f.search.wordPatterns.forEach((p, i) => (values[`w${i}`] = p));
  }
  return values;
}

/** The shape of a listing: which filters are present. One prepared statement per shape and sort. */
export function shapeKey(f: ProductFilters, sort: string): string {
  return [
    f.category !== undefined ? "c" : "", f.type ?? "", f.brand?.length ? "b" : "", f.price_min !== undefined ? "l" : "",
    f.price_max !== undefined ? "h" : "", f.search ? `s${f.search.wordPatterns.length}${f.fuzzy ? "f" : ""}` : "", sort,
  ].join("_");
}

/**
 * Ids of products whose name, brand or category matches one pattern (and, for the whole query, the trigram
 * word-similarity operator `<%`, which makes typos match). Each arm is its own SELECT so PostgreSQL can answer it
 * from its own index (trigram GIN on the names, btree on brand_id / category_id); an OR across them would make the
 * planner scan the whole table.
 */
function candidates(pat: unknown, q: unknown | undefined): SQL {
  // ILIKE and `<%` on the same column share one arm: the planner ORs two scans of the same trigram index and reads
  // each matching row once.
  const fuzzy = (column: SQL) => (q === undefined ? sql`` : sql` OR ${q} <% ${column}`);
  return sql`(SELECT p1.id FROM products p1 WHERE p1.name_en ILIKE ${pat}${fuzzy(sql`p1.name_en`)}
    UNION SELECT p2.id FROM products p2 WHERE p2.name_th ILIKE ${pat}${fuzzy(sql`p2.name_th`)}
    UNION SELECT p3.id FROM products p3 WHERE p3.brand_id IN (SELECT b.id FROM brands b WHERE b.name ILIKE ${pat}${fuzzy(sql`b.name`)})
    UNION SELECT p4.id FROM products p4 WHERE p4.category_id IN (SELECT c.id FROM categories c
      WHERE c.name_en ILIKE ${pat} OR c.name_th ILIKE ${pat}${fuzzy(sql`c.name_en`)}${fuzzy(sql`c.name_th`)}))`;
}

/**
 * Search: a substring of the English or Thai name, a brand or category name; or, for several words, every word
 * found somewhere (Thai words come from Intl.Segmenter). Fuzzy: also a typo-tolerant trigram match of the whole query.
 */
function searchCondition(terms: SearchTerms, fuzzy: boolean, bind: Bind): SQL {
  const whole = candidates(bind("pat", terms.pattern), fuzzy ? bind("q", terms.text) : undefined);
  if (terms.wordPatterns.length < 2) return sql`${products.id} IN ${whole}`;
  const each = terms.wordPatterns.map((p, i) => candidates(bind(`w${i}`, p), undefined));
  return sql`${products.id} IN (${whole} UNION (${sql.join(each, sql` INTERSECT `)}))`;
}

/** Brand or category of the row matches the whole query (a smaller relevance bonus than the name). */
function brandOrCategoryBonus(q: unknown | undefined, pat: unknown): SQL {
  const fuzzy = (column: string) => (q === undefined ? sql`` : sql` OR ${q} <% ${sql.raw(column)}`);
  return sql`CASE WHEN ${products.brandId} IN (SELECT b.id FROM brands b WHERE b.name ILIKE ${pat}${fuzzy("b.name")})
      THEN 0.6 ELSE 0 END
    + CASE WHEN ${products.categoryId} IN (SELECT c.id FROM categories c
        WHERE c.name_en ILIKE ${pat} OR c.name_th ILIKE ${pat}${fuzzy("c.name_en")}${fuzzy("c.name_th")})
      THEN 0.4 ELSE 0 END`;
}

/**
 * Relevance: the whole query inside the name scores highest, plus a share per query word in the name (words typed
 * in another order); a fuzzy search ranks by the trigram word similarity of the name (typos). Word similarity is the
 * expensive part at 100,000 products, so only fuzzy searches compute it. Brand and category hits add less.
 */
export function relevance(terms: SearchTerms, fuzzy: boolean, bind: Bind): SQL<number> {
  const q = fuzzy ? bind("q", terms.text) : undefined;
  const pat = bind("pat", terms.pattern);
  const share = 1 / terms.wordPatterns.length;
  const words = terms.wordPatterns.length < 2 ? [] : terms.wordPatterns.map((p, i) => {
    const w = bind(`w${i}`, p);
    return sql` + CASE WHEN ${products.nameEn} ILIKE ${w} OR ${products.nameTh} ILIKE ${w} THEN ${sql.raw(share.toFixed(4))} ELSE 0 END`;
  });
  const similar = q === undefined
    ? sql`0`
    : sql`greatest(word_similarity(${q}, ${products.nameEn}), word_similarity(${q}, ${products.nameTh}))`;
  return sql<number>`(CASE WHEN ${products.nameEn} ILIKE ${pat} OR ${products.nameTh} ILIKE ${pat} THEN 2 ELSE ${similar} END
    ${sql.join(words, sql``)}
    + ${brandOrCategoryBonus(q, pat)})`;
}

function typeCondition(type: ProductType): SQL {
  switch (type) {
    case "new":
      return sql`${products.newInAt} >= (SELECT max(p2.new_in_at) FROM products p2) - make_interval(days => ${NEW_IN_DAYS})`;
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
    parts.push(sql`${products.categoryId} = (SELECT c1.id FROM categories c1 WHERE c1.slug = ${bind("category", f.category)})`);
  }
  if (f.brand?.length && skip !== "brand") {
    const list = bind("brands", `{${f.brand.join(",")}}`);
    parts.push(sql`${products.brandId} = ANY(ARRAY(SELECT b1.id FROM brands b1 WHERE b1.slug = ANY(${list}::text[])))`);
  }
  if (f.price_min !== undefined && skip !== "price") parts.push(sql`${products.price} >= ${bind("priceMin", f.price_min)}`);
  if (f.price_max !== undefined && skip !== "price") parts.push(sql`${products.price} <= ${bind("priceMax", f.price_max)}`);
  if (f.type) parts.push(typeCondition(f.type));
  if (f.search) parts.push(searchCondition(f.search, f.fuzzy === true, bind));
  return and(...parts);
}

/** The default order: relevance when searching, else what the type suggests, else newest. Ties break on id. */
export function orderBy(sort: ProductSort | undefined, f: ProductFilters, bind: Bind): SQL[] {
  const chosen = sort ?? (f.search ? undefined : f.type === "best-seller" ? "best-selling" : "newest");
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
      return [desc(relevance(f.search as SearchTerms, f.fuzzy === true, bind)), desc(products.soldCount), tie];
  }
}

export { brands, categories, products };
