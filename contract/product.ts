import {
  array, boolean, coerce, defaulted, enums, integer, max, min, nullable, number, object, optional, pattern,
  size, string, unknown, validate, type Infer, type Struct,
} from "superstruct";
import { refineShaped } from "./refine-shaped.ts";
import { dataOf, pageOf } from "./envelope.ts";
import { fromString, queryInt } from "./from-string.ts";
import { Id } from "./id.ts";
import { Satang } from "./order-total.ts";

// Spec §7 Products. Query values arrive as strings, so every number in a query is coerced from a string of digits
// only: "1e3", "-1", "1.5", " 2" and "0x10" are refused rather than guessed at.

export { fromString, queryInt } from "./from-string.ts";

/** Lower-case slugs as the catalog uses them: "serum", "la-roche-posay". */
export const Slug = pattern(size(string(), 1, 100), /^[a-z0-9][a-z0-9-]*$/);

/** A count of things: a non-negative integer. */
export const Count = min(integer(), 0);

/** A product id in a query or body: the catalog's serial id. */
export const ProductId = Id;

export const MAX_PAGE = 1000;
export const PRODUCT_PER_PAGE = 24;
export const PRODUCT_MAX_PER_PAGE = 60;
/** A shopper may pick this many brands at once in the filter panel. */
export const MAX_BRAND_FILTERS = 30;

export const PRODUCT_TYPES = ["new", "best-seller", "gift", "sale"] as const;
export const ProductType = enums(PRODUCT_TYPES);
export type ProductType = Infer<typeof ProductType>;

export const PRODUCT_SORTS = ["newest", "price-asc", "price-desc", "best-selling", "rating"] as const;
export const ProductSort = enums(PRODUCT_SORTS);
export type ProductSort = Infer<typeof ProductSort>;

/**
 * The order of a listing whose shopper chose no sort: a search ranks by relevance, the best-seller listing by sales,
 * anything else newest first. The server orders by it and the sort field shows it, so the two always agree.
 */
export function defaultSort(listing: { readonly searching: boolean; readonly type?: ProductType }): ProductSort
  | "relevance" {
  if (listing.searching) return "relevance";
  return listing.type === "best-seller" ? "best-selling" : "newest";
}

/** Skin concerns and routine steps (the home page's habit rails and later the skin quiz). Same values as the seed. */
export const CONCERNS = [
  "acne", "dryness", "dullness", "sensitivity", "aging", "pores", "oiliness", "dark-spots", "sun-protection",
] as const;
export const Concern = enums(CONCERNS);
export type Concern = Infer<typeof Concern>;

export const ROUTINE_STEPS = ["cleanse", "tone", "treat", "moisturize", "protect", "mask", "supplement",
  "tool"] as const;
export const RoutineStep = enums(ROUTINE_STEPS);
export type RoutineStep = Infer<typeof RoutineStep>;

/**
 * Brands as a list. Accepts `brand=a&brand=b` (the server's query parser gives an array), `brand=a,b` (one string)
 * and mixes of both; blanks are dropped and repeats removed, so `brand=` means "no brand filter".
 */
export const BrandFilter = coerce(
  size(array(Slug), 0, MAX_BRAND_FILTERS),
  // Not union([string(), array(string())]): testing a union builds a StructError per branch on every request.
  unknown(),
  (v) => {
    const strings = typeof v === "string" || (Array.isArray(v) && v.every((s) => typeof s === "string"));
    if (!strings) return v;
    const parts = (Array.isArray(v) ? v : [v]).flatMap((s: string) => s.split(",")).map((s) => s.trim())
      .filter(Boolean);
    return [...new Set(parts)];
  },
);

/** Free-text search: trimmed, at most 100 characters; blank means no search. */
export const SearchTerm = fromString(optional(size(string(), 1, 100)), (v) => v.trim() || undefined);

const PriceBound = queryInt(0, 999_999_999);

/** The filter part shared by the listing and its facets (spec §7 GET api/product/ and api/product/filter). */
const filterFields = {
  category: optional(Slug),
  type: optional(ProductType),
  brand: optional(BrandFilter),
  price_min: optional(PriceBound),
  price_max: optional(PriceBound),
  search: SearchTerm,
};

/** price_min may not exceed price_max; the failure is reported on price_max so the form can show it there. */
function withPriceRange<T extends { price_min?: number | undefined; price_max?: number | undefined }, S>(
  struct: Struct<T, S>,
): Struct<T, S> {
  return refineShaped(struct, "price_range", (value) =>
    value.price_min === undefined || value.price_max === undefined || value.price_min <= value.price_max
      ? true
      : { path: ["price_max"], value: value.price_max, message: "price_max must not be below price_min" },
  );
}

// GET api/product/?category=&type=&brand=&price_min=&price_max=&sort=&search=&page=&per_page=
//   -> pageOf(ProductSummary[]). Defaults (page 1, per_page 24) apply when the server validates with coercion.
export const ProductListQuery = withPriceRange(
  object({
    ...filterFields,
    sort: optional(ProductSort),
    page: defaulted(queryInt(1, MAX_PAGE), 1),
    per_page: defaulted(queryInt(1, PRODUCT_MAX_PER_PAGE), PRODUCT_PER_PAGE),
  }),
);
export type ProductListQuery = Infer<typeof ProductListQuery>;

/** What the browser may put in a listing URL (everything optional; numbers or digit strings). */
export type ProductListParams = {
  category?: string;
  type?: ProductType;
  brand?: readonly string[];
  price_min?: number;
  price_max?: number;
  sort?: ProductSort;
  search?: string;
  page?: number;
  per_page?: number;
};

/**
 * The query string for a listing: brands joined with commas, empty values left out, keys in a stable order so the
 * URL (which keeps the listing state for back and reload) does not change when nothing changed.
 */
export function productQueryString(params: ProductListParams): string {
  const out = new URLSearchParams();
  const order = ["category", "type", "brand", "price_min", "price_max", "sort", "search", "page", "per_page"] as const;
  for (const key of order) {
    const value = params[key];
    if (value === undefined) continue;
    const text = Array.isArray(value) ? value.join(",") : String(value).trim();
    if (text) out.set(key, text);
  }
  return out.toString();
}

/**
 * Reads a listing's state back from its URL (back, reload, a shared link). A URL is typed by people, so a bad value
 * is dropped (that filter falls back to its default) instead of failing the page. Brands may be repeated or
 * comma-separated; for any other repeated key the last one wins.
 */
export function productQueryFromUrl(search: URLSearchParams): ProductListQuery {
  const raw: Record<string, unknown> = {};
  for (const key of new Set(search.keys())) {
    const all = search.getAll(key);
    raw[key] = key === "brand" ? all : all[all.length - 1];
  }
  // Each round removes at least one failing key, so this ends within the number of keys.
  for (;;) {
    const [error, value] = validate(raw, ProductListQuery, { coerce: true, mask: true });
    if (!error) return value;
    const failing = new Set(error.failures().map((failure) => String(failure.path[0] ?? "")));
    const removable = [...failing].filter((key) => key in raw);
    if (removable.length === 0) return { page: 1, per_page: PRODUCT_PER_PAGE };
    for (const key of removable) delete raw[key];
  }
}

// GET api/product/filter?<the listing's filters> -> dataOf(ProductFilterFacets)
export const ProductFilterQuery = withPriceRange(object(filterFields));
export type ProductFilterQuery = Infer<typeof ProductFilterQuery>;

// GET api/product/gift?page=&per_page= -> pageOf(ProductSummary[])
export const ProductGiftQuery = object({
  page: defaulted(queryInt(1, MAX_PAGE), 1),
  per_page: defaulted(queryInt(1, PRODUCT_MAX_PER_PAGE), PRODUCT_PER_PAGE),
});
export type ProductGiftQuery = Infer<typeof ProductGiftQuery>;

export const RAIL_SIZE = 8;

// GET api/product/habit?concern=&step=&limit= -> dataOf(ProductSummary[]). Either filter may be left out.
export const ProductHabitQuery = object({
  concern: optional(Concern),
  step: optional(RoutineStep),
  limit: defaulted(queryInt(1, 24), RAIL_SIZE),
});
export type ProductHabitQuery = Infer<typeof ProductHabitQuery>;

// GET api/product/similar?id=&limit= -> dataOf(ProductSummary[])
export const ProductSimilarQuery = object({ id: ProductId, limit: defaulted(queryInt(1, 24), RAIL_SIZE) });
export type ProductSimilarQuery = Infer<typeof ProductSimilarQuery>;

// GET api/product/:id — a numeric id or a slug. -> dataOf(ProductDetail)
export const ProductParams = object({ id: pattern(size(string(), 1, 200), /^[a-z0-9][a-z0-9-]*$/) });
export type ProductParams = Infer<typeof ProductParams>;

/**
 * A sensible e-mail check (not RFC 5322): one @, no spaces or brackets in the local part, a dotted domain of letters,
 * digits and hyphens (IDN domains in their xn-- form), at most 254 characters. Trimmed and lower-cased, so one
 * address is one subscriber however it was typed.
 */
export const EMAIL_MAX = 254;
const EMAIL_PATTERN =
  /^[^\s@"<>()[\]\\,;:]{1,64}@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;
export const Email = fromString(pattern(size(string(), 3, EMAIL_MAX), EMAIL_PATTERN), (v) => v.trim().toLowerCase());

// POST api/product/notify — one request per e-mail and product; a mail goes out when stock comes back.
//   -> dataOf(NotifyResult)
export const NotifyRequest = object({ product_id: ProductId, email: Email });
export type NotifyRequest = Infer<typeof NotifyRequest>;
/** GET api/product/notify/confirm?token= (the link mailed for double opt-in) -> a small HTML page. */
export const NotifyConfirmQuery = object({ token: size(string(), 1, 80) });
/** `created` is false when this e-mail already waits for this product (the request is then a no-op, not an error). */
export const NotifyResult = object({ product_id: number(), email: string(), created: boolean() });
export type NotifyResult = Infer<typeof NotifyResult>;

export const NamedRef = object({ slug: string(), name: string() });
export type NamedRef = Infer<typeof NamedRef>;

const summaryFields = {
  id: number(),
  slug: string(),
  /** In the language of Accept-Language. */
  name: string(),
  brand: NamedRef,
  category: NamedRef,
  /** Satang. */
  price: Satang,
  /** The pre-sale price, present (and above `price`) only when the product is on sale. */
  compare_at_price: optional(nullable(Satang)),
  /** URL path of the main image. */
  image: string(),
  /** Units on hand; 0 is out of stock. */
  stock: Count,
  /** 0..5, one decimal. */
  rating: max(min(number(), 0), 5),
  rating_count: Count,
  is_gift: boolean(),
  /** ISO 8601. */
  new_in_at: string(),
};

export const ProductSummary = object(summaryFields);
export type ProductSummary = Infer<typeof ProductSummary>;

export const ProductDetail = object({
  ...summaryFields,
  /** URL paths, the main image first. */
  gallery: array(string()),
  description: string(),
  ingredients: string(),
  how_to_use: string(),
  volume: string(),
  concerns: array(string()),
  routine_step: string(),
});
export type ProductDetail = Infer<typeof ProductDetail>;

export const FacetCount = object({ slug: string(), name: string(), count: Count });
export type FacetCount = Infer<typeof FacetCount>;

/** Facets of the current query. Price bounds are 0/0 when nothing matches. */
export const ProductFilterFacets = object({
  categories: array(FacetCount),
  brands: array(FacetCount),
  price: object({ min: Satang, max: Satang }),
});
export type ProductFilterFacets = Infer<typeof ProductFilterFacets>;

export const ProductListResponse = pageOf(array(ProductSummary));
export const ProductRailResponse = dataOf(array(ProductSummary));
export const ProductDetailResponse = dataOf(ProductDetail);
export const ProductFilterResponse = dataOf(ProductFilterFacets);
export const NotifyResponse = dataOf(NotifyResult);
