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
    f.price_max !== undefined ? "h" : "", f.search ? `s${f.search.wordPatterns.length}` : "", sort,
  ].join("_");
}

/** Brand ids whose name matches the search (evaluated once per query, index-friendly `= ANY(ARRAY(...))`). */
function brandMatch(q: unknown, pat: unknown): SQL {
  return sql`${products.brandId} = ANY(ARRAY(SELECT b2.id FROM brands b2 WHERE b2.name ILIKE ${pat} OR ${q} <% b2.name))`;
}

function categoryMatch(q: unknown, pat: unknown): SQL {
  return sql`${products.categoryId} = ANY(ARRAY(SELECT c2.id FROM categories c2
    WHERE c2.name_en ILIKE ${pat} OR c2.name_th ILIKE ${pat} OR ${q} <% c2.name_en OR ${q} <% c2.name_th))`;
}

/**
 * Search: a substring of the English or Thai name, a typo-tolerant trigram match (`<%`, word similarity), a brand
 * or category name; or, for several words, every word found somewhere (Thai words come from Intl.Segmenter).
 */
function searchCondition(terms: SearchTerms, bind: Bind): SQL {
  const q = bind("q", terms.text);
  const pat = bind("pat", terms.pattern);
  const whole = sql`(${products.nameEn} ILIKE ${pat} OR ${products.nameTh} ILIKE ${pat}
    OR ${q} <% ${products.nameEn} OR ${q} <% ${products.nameTh} OR ${brandMatch(q, pat)} OR ${categoryMatch(q, pat)})`;
  if (terms.wordPatterns.length < 2) return whole;
  const each = terms.wordPatterns.map((p, i) => {
    const w = bind(`w${i}`, p);
    return sql`(${products.nameEn} ILIKE ${w} OR ${products.nameTh} ILIKE ${w} OR ${brandMatch(w, w)}
      OR ${products.categoryId} = ANY(ARRAY(SELECT c3.id FROM categories c3 WHERE c3.name_en ILIKE ${w} OR c3.name_th ILIKE ${w})))`;
  });
  return sql`(${whole} OR (${and(...each)}))`;
}

/**
 * Relevance: name similarity, plus a bonus for the whole query inside the name, a share of a bonus per query word in
 * the name (words typed in another order), then smaller ones for a brand or category hit.
 */
export function relevance(terms: SearchTerms, bind: Bind): SQL<number> {
  const q = bind("q", terms.text);
  const pat = bind("pat", terms.pattern);
  const share = 1 / terms.wordPatterns.length;
  const words = terms.wordPatterns.length < 2 ? [] : terms.wordPatterns.map((p, i) => {
    const w = bind(`w${i}`, p);
    return sql` + CASE WHEN ${products.nameEn} ILIKE ${w} OR ${products.nameTh} ILIKE ${w} THEN ${sql.raw(share.toFixed(4))} ELSE 0 END`;
  });
  return sql<number>`(greatest(word_similarity(${q}, ${products.nameEn}), word_similarity(${q}, ${products.nameTh}))
    + CASE WHEN ${products.nameEn} ILIKE ${pat} OR ${products.nameTh} ILIKE ${pat} THEN 1 ELSE 0 END
    ${sql.join(words, sql``)}
    + CASE WHEN ${brandMatch(q, pat)} THEN 0.6 ELSE 0 END
    + CASE WHEN ${categoryMatch(q, pat)} THEN 0.4 ELSE 0 END)`;
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
  if (f.search) parts.push(searchCondition(f.search, bind));
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
      return [desc(relevance(f.search as SearchTerms, bind)), desc(products.soldCount), tie];
  }
}

export { brands, categories, products };
