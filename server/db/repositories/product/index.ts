import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Locale } from "#contract/locale.ts";
import type {
  Concern, FacetCount, ProductDetail, ProductFilterFacets, ProductSort, ProductSummary, RoutineStep,
} from "#contract/product.ts";
import type { Database } from "#db/database.ts";
import { brands, categories, products, productSearch } from "#db/schema/index.ts";
import {
  bindValues, conditions, direct, orderBy, placeholder, relevanceOrder, searchMatch, shapeKey, type ProductFilters,
} from "./query.ts";
import { cachedCatalog } from "./cache.ts";
import { correctTypo } from "./typo.ts";
import { detailColumns, summaryColumns, toDetail, toSummary } from "./summary.ts";

export { type ProductFilters } from "./query.ts";
export { invalidateCatalog } from "./cache.ts";

function fromCatalog(db: Database) {
  return db.select(summaryColumns).from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(categories, eq(categories.id, products.categoryId));
}

/**
 * A page and its total as two statements run side by side: without a window count the page query can stop after
 * `limit` rows of an index (newest, price), and the count needs no joins.
 *
 * A search ranked by relevance goes ids first (docs/decisions/0023): the page of ids is ranked and cut on the narrow
 * `product_search` rows alone (joined to products only when other filters apply), and only those ids then read the
 * wide product rows. Ranking thousands of matches never touches their wide rows.
 */
function listStatement(db: Database, f: ProductFilters, sort: ProductSort | undefined, name: string) {
  if (f.search && sort === undefined) {
    const rest = conditions({ ...f, search: undefined }, placeholder);
    const match = and(searchMatch(f.search, f.fuzzy === true, placeholder), rest);
    const ranked = rest
      ? db.select({ id: productSearch.productId }).from(productSearch).innerJoin(products,
        eq(products.id, productSearch.productId))
      : db.select({ id: productSearch.productId }).from(productSearch);
    const counted = rest
      ? db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(productSearch).innerJoin(products,
        eq(products.id, productSearch.productId))
      : db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(productSearch);
    return {
      ids: ranked.where(match).orderBy(...relevanceOrder(f.search, f.fuzzy === true, placeholder))
        .limit(sql.placeholder("limit")).offset(sql.placeholder("offset")).prepare(`${name}_ids`),
      count: counted.where(match).prepare(`${name}_count`),
    };
  }
  return {
    page: fromCatalog(db).where(conditions(f, placeholder)).orderBy(...orderBy(sort, f))
      .limit(sql.placeholder("limit")).offset(sql.placeholder("offset")).prepare(`${name}_page`),
    count: db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(products).where(conditions(f, placeholder))
      .prepare(`${name}_count`),
  };
}

type ListStatement = ReturnType<typeof listStatement>;

/**
 * Prepared listings, one per query shape (which filters are present, the sort, the number of search words): every
 * shape gets an exact plan, and repeated requests skip parsing and planning. Shapes are finite (a few hundred).
 */
const listCache = new WeakMap<Database, Map<string, ListStatement>>();

function preparedList(db: Database, f: ProductFilters, sort: ProductSort | undefined): ListStatement {
  let byShape = listCache.get(db);
  if (!byShape) listCache.set(db, (byShape = new Map()));
  const key = shapeKey(f, sort ?? "");
  let statement = byShape.get(key);
  if (!statement) {
    statement = listStatement(db, f, sort, `product_list_${byShape.size}`);
    byShape.set(key, statement);
  }
  return statement;
}

export type ProductPage = { items: ProductSummary[]; total: number };

/** A page of the catalog, from the short-lived catalog cache when the same listing was asked for just now. */
export async function listProducts(
  db: Database, f: ProductFilters, sort: ProductSort | undefined, page: number, perPage: number, locale: Locale,
): Promise<ProductPage> {
  const key = JSON.stringify(["list", f.category, f.type, f.brand, f.price_min, f.price_max, f.search?.text, sort, page,
    perPage, locale]);
  return cachedCatalog(db, key, () => loadProducts(db, f, sort, page, perPage, locale));
}

/** `corrected`: the search is already a typo correction, so a miss is final (no second correction). */
async function loadProducts(
  db: Database, f: ProductFilters, sort: ProductSort | undefined, page: number, perPage: number, locale: Locale,
  corrected = false,
): Promise<ProductPage> {
  const statement = preparedList(db, f, sort);
  const values = bindValues(f);
  const window = { ...values, limit: perPage, offset: (page - 1) * perPage };
  const [rows, counted] = await Promise.all([
    statement.ids ? statement.ids.execute(window).then((ids) => pageByIds(db, ids)) : statement.page.execute(window),
    statement.count.execute(values),
  ]);
  const total = counted[0]?.n ?? 0;
  if (total === 0 && f.search && !f.fuzzy && !corrected) {
    // Nothing contains what was typed: search the closest catalog word instead, else tolerate typos.
    const word = await correctTypo(db, f.search);
    const retry = word ? await loadProducts(db, { ...f, search: word }, sort, page, perPage, locale, true) : undefined;
    if (retry && retry.total > 0) return retry;
    return loadProducts(db, { ...f, fuzzy: true }, sort, page, perPage, locale, true);
  }
  return { items: rows.map((r) => toSummary(r, locale)), total };
}

const byIdsCache = new WeakMap<Database, ReturnType<typeof prepareByIds>>();
function prepareByIds(db: Database) {
  return fromCatalog(db).where(sql`${products.id} = ANY(${sql.placeholder("ids")}::int[])`).prepare("product_by_ids");
}

/** The wide rows of a ranked page of ids, in the ranked order. */
async function pageByIds(db: Database, ranked: { id: number }[]) {
  if (!ranked.length) return [];
  let statement = byIdsCache.get(db);
  if (!statement) byIdsCache.set(db, (statement = prepareByIds(db)));
  const rows = await statement.execute({ ids: `{${ranked.map((r) => r.id).join(",")}}` });
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ranked.flatMap((r) => byId.get(r.id) ?? []);
}

export async function countProducts(db: Database, f: ProductFilters): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(products)
    .where(conditions(f, direct));
  return row?.n ?? 0;
}

/** The same search as the listing: as typed, else the corrected word, else typo-tolerant. */
async function facetSearch(db: Database, given: ProductFilters): Promise<ProductFilters> {
  if (!given.search || given.fuzzy || (await countProducts(db, given)) > 0) return given;
  const word = await correctTypo(db, given.search);
  if (word && (await countProducts(db, { ...given, search: word })) > 0) return { ...given, search: word };
  return { ...given, fuzzy: true };
}

/** Facets of the current query; each facet leaves its own filter out so the other choices still show counts. */
export async function productFacets(db: Database, f: ProductFilters, locale: Locale): Promise<ProductFilterFacets> {
  const key = JSON.stringify(["facets", f.category, f.type, f.brand, f.price_min, f.price_max, f.search?.text, locale]);
  return cachedCatalog(db, key, () => loadFacets(db, f, locale));
}

async function loadFacets(db: Database, given: ProductFilters, locale: Locale): Promise<ProductFilterFacets> {
  const f = await facetSearch(db, given);
  const name = locale === "th" ? categories.nameTh : categories.nameEn;
  const n = sql<number>`count(*)`.mapWith(Number);
  const [categoryRows, brandRows, priceRows] = await Promise.all([
    db.select({ slug: categories.slug, name, count: n }).from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(conditions(f, direct, "category")).groupBy(categories.id).orderBy(asc(categories.sort),
      asc(categories.id)),
    db.select({ slug: brands.slug, name: brands.name, count: n }).from(products)
      .innerJoin(brands, eq(brands.id, products.brandId))
      .where(conditions(f, direct, "brand")).groupBy(brands.id).orderBy(asc(brands.name)),
    db.select({
      min: sql<number>`coalesce(min(${products.price}), 0)`.mapWith(Number),
      max: sql<number>`coalesce(max(${products.price}), 0)`.mapWith(Number),
    }).from(products).where(conditions(f, direct, "price")),
  ]);
  const facet = (r: { slug: string; name: string; count: number }): FacetCount =>
    ({ slug: r.slug, name: r.name, count: r.count });
  return {
    categories: categoryRows.map(facet),
    brands: brandRows.map(facet),
    price: { min: priceRows[0]?.min ?? 0, max: priceRows[0]?.max ?? 0 },
  };
}

function prepareDetail(db: Database) {
  const base = () => db.select(detailColumns).from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(categories, eq(categories.id, products.categoryId));
  return {
    byId: base().where(eq(products.id, sql.placeholder("id"))).limit(1).prepare("product_by_id"),
    bySlug: base().where(eq(products.slug, sql.placeholder("slug"))).limit(1).prepare("product_by_slug"),
  };
}
const detailCache = new WeakMap<Database, ReturnType<typeof prepareDetail>>();

/** By numeric id or by slug, in the request language. */
export async function findProduct(db: Database, idOrSlug: string, locale: Locale): Promise<ProductDetail | undefined> {
  let s = detailCache.get(db);
  if (!s) detailCache.set(db, (s = prepareDetail(db)));
  const rows = /^\d{1,9}$/.test(idOrSlug)
    ? await s.byId.execute({ id: Number(idOrSlug) })
    : await s.bySlug.execute({ slug: idOrSlug });
  const row = rows[0];
  return row ? toDetail(row, locale) : undefined;
}

async function rail(db: Database, where: SQL | undefined, order: SQL[], limit: number, locale: Locale) {
  const rows = await fromCatalog(db).where(where).orderBy(...order).limit(limit);
  return rows.map((r) => toSummary(r, locale));
}

/** Same category, nearest in price, in stock first; never the product itself. undefined for an unknown product. */
export async function similarProducts(db: Database, id: number, limit: number, locale: Locale) {
  const [self] = await db.select({ categoryId: products.categoryId, price: products.price }).from(products)
    .where(eq(products.id, id));
  if (!self) return undefined;
  return rail(db, sql`${products.categoryId} = ${self.categoryId} AND ${products.id} <> ${id}`,
    [sql`(${products.stock} = 0)`, sql`abs(${products.price} - ${self.price})`, asc(products.id)], limit, locale);
}

/** Products for a skin concern and/or a routine step, best sellers first (home rails, later the skin quiz). */
export async function habitProducts(
  db: Database, concern: Concern | undefined, step: RoutineStep | undefined, limit: number, locale: Locale,
) {
  const parts: SQL[] = [];
  if (concern) parts.push(sql`${concern} = ANY(${products.concerns})`);
  if (step) parts.push(eq(products.routineStep, step));
  const where = parts.length ? sql.join(parts, sql` AND `) : undefined;
  return rail(db, where, [desc(products.soldCount), asc(products.id)], limit, locale);
}

export async function productExists(db: Database, id: number): Promise<boolean> {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.id, id));
  return row !== undefined;
}
