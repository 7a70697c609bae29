import { describe, expect, it } from "vitest";
import { create, is, validate, type Struct } from "superstruct";
import {
  defaultSort, Email, NotifyRequest, ProductDetail, ProductFilterFacets, ProductFilterQuery, ProductHabitQuery,
  ProductListQuery,
  ProductListResponse, ProductParams, ProductSimilarQuery, ProductSummary, productQueryFromUrl, productQueryString,
} from "./product.ts";

/** Validates like the server's validation plugin does for a query: coercing, dropping unknown keys. */
function query<T, S>(value: unknown, schema: Struct<T, S>) {
  return validate(value, schema, { coerce: true, mask: true });
}
function accepted<T, S>(value: unknown, schema: Struct<T, S>): T {
  const [error, result] = query(value, schema);
  if (error) throw error;
  return result;
}
function rejectedAt<T, S>(value: unknown, schema: Struct<T, S>): string[] {
  const [error] = query(value, schema);
  return error ? error.failures().map((f) => f.path.join(".")) : [];
}

describe("ProductListQuery", () => {
  it("applies page 1 and 24 per page when they are left out", () => {
    expect(accepted({}, ProductListQuery)).toEqual({ page: 1, per_page: 24 });
  });

  it("coerces digit strings and keeps every filter", () => {
    expect(
      accepted(
        {
          category: "serum", type: "sale", brand: "cosrx", price_min: "10000", price_max: "150000",
          sort: "price-asc", search: "  vitamin c ", page: "3", per_page: "60",
        },
        ProductListQuery,
      ),
    ).toEqual({
      category: "serum", type: "sale", brand: ["cosrx"], price_min: 10_000, price_max: 150_000, sort: "price-asc",
      search: "vitamin c", page: 3, per_page: 60,
    });
  });

  it("accepts brands repeated, comma-separated, or both, without blanks or repeats", () => {
    expect(accepted({ brand: ["a", "b"] }, ProductListQuery).brand).toEqual(["a", "b"]);
    expect(accepted({ brand: "a,b" }, ProductListQuery).brand).toEqual(["a", "b"]);
    expect(accepted({ brand: ["a,b", "c", "a"] }, ProductListQuery).brand).toEqual(["a", "b", "c"]);
    expect(accepted({ brand: " a , ,b " }, ProductListQuery).brand).toEqual(["a", "b"]);
    expect(accepted({ brand: "" }, ProductListQuery).brand).toEqual([]);
  });

  it("refuses brand slugs with other characters and too many brands", () => {
    expect(rejectedAt({ brand: "Cosrx" }, ProductListQuery)).toContain("brand.0");
    expect(rejectedAt({ brand: "a;drop" }, ProductListQuery)).toContain("brand.0");
    const many = Array.from({ length: 31 }, (_, i) => `b${i}`).join(",");
    expect(rejectedAt({ brand: many }, ProductListQuery)).toEqual(["brand"]);
  });

  it("refuses numbers that are not plain digits", () => {
    for (const bad of ["1e3", "-1", "1.5", " 2", "0x10", "", "abc"]) {
      expect(rejectedAt({ page: bad }, ProductListQuery), bad).toEqual(["page"]);
      expect(rejectedAt({ price_min: bad }, ProductListQuery), bad).toEqual(["price_min"]);
    }
  });

  it("bounds page to 1..1000 and per_page to 1..60", () => {
    expect(rejectedAt({ page: "0" }, ProductListQuery)).toEqual(["page"]);
    expect(rejectedAt({ page: "1001" }, ProductListQuery)).toEqual(["page"]);
    expect(accepted({ page: "1000" }, ProductListQuery).page).toBe(1000);
    expect(rejectedAt({ per_page: "0" }, ProductListQuery)).toEqual(["per_page"]);
    expect(rejectedAt({ per_page: "61" }, ProductListQuery)).toEqual(["per_page"]);
  });

  it("accepts a price range with min equal to max and refuses min above max, on price_max", () => {
    expect(accepted({ price_min: "500", price_max: "500" }, ProductListQuery).price_max).toBe(500);
    expect(accepted({ price_min: "0" }, ProductListQuery).price_min).toBe(0);
    expect(rejectedAt({ price_min: "900", price_max: "500" }, ProductListQuery)).toEqual(["price_max"]);
  });

  it("refuses unknown types and sorts", () => {
    expect(rejectedAt({ type: "clearance" }, ProductListQuery)).toEqual(["type"]);
    expect(rejectedAt({ sort: "price_asc" }, ProductListQuery)).toEqual(["sort"]);
  });

  it("trims the search term, drops a blank one and refuses more than 100 characters", () => {
    expect(accepted({ search: "   " }, ProductListQuery).search).toBeUndefined();
    expect(accepted({ search: " ครีมกันแดด " }, ProductListQuery).search).toBe("ครีมกันแดด");
    expect(accepted({ search: ` ${"a".repeat(100)} ` }, ProductListQuery).search).toHaveLength(100);
    expect(rejectedAt({ search: "a".repeat(101) }, ProductListQuery)).toEqual(["search"]);
  });

  it("refuses a repeated scalar parameter instead of picking one", () => {
    expect(rejectedAt({ page: ["1", "2"] }, ProductListQuery)).toEqual(["page"]);
  });

  it("drops unknown parameters such as cache busters", () => {
    expect(accepted({ _: "123" }, ProductListQuery)).toEqual({ page: 1, per_page: 24 });
  });
});

describe("productQueryString", () => {
  it("writes brands comma-separated in a stable order and leaves out empty values", () => {
    expect(
      productQueryString({ page: 2, brand: ["a", "b"], category: "serum", search: " ", price_min: 0 }),
    ).toBe("category=serum&brand=a%2Cb&price_min=0&page=2");
  });
  it("round-trips through ProductListQuery", () => {
    const text = productQueryString({ type: "new", brand: ["x", "y"], price_max: 9_900, sort: "rating", page: 4 });
    const parsed = accepted(Object.fromEntries(new URLSearchParams(text)), ProductListQuery);
    expect(parsed).toEqual({ type: "new", brand: ["x", "y"], price_max: 9_900, sort: "rating", page: 4, per_page: 24 });
  });
});

describe("productQueryFromUrl", () => {
  it("reads the state a listing URL keeps", () => {
    expect(productQueryFromUrl(new URLSearchParams("brand=a%2Cb&brand=c&sort=newest&page=3"))).toEqual({
      brand: ["a", "b", "c"], sort: "newest", page: 3, per_page: 24,
    });
  });
  it("drops bad values instead of failing, keeping the good ones", () => {
    expect(
      productQueryFromUrl(new URLSearchParams("page=abc&sort=cheapest&category=serum&price_min=900&price_max=100")),
    ).toEqual({ category: "serum", price_min: 900, page: 1, per_page: 24 });
  });
  it("lets the last of a repeated scalar win and ignores unknown keys", () => {
    expect(productQueryFromUrl(new URLSearchParams("page=2&page=5&utm_source=line"))).toEqual({ page: 5,
      per_page: 24 });
  });
});

describe("facet, habit, similar and detail queries", () => {
  it("filter query takes the listing's filters but no paging", () => {
    expect(accepted({ category: "mask", page: "2" }, ProductFilterQuery)).toEqual({ category: "mask" });
    expect(rejectedAt({ price_min: "2", price_max: "1" }, ProductFilterQuery)).toEqual(["price_max"]);
  });
  it("habit query knows the concerns and routine steps", () => {
    expect(accepted({ concern: "acne", step: "treat" }, ProductHabitQuery)).toEqual({
      concern: "acne", step: "treat", limit: 8,
    });
    expect(rejectedAt({ concern: "freckles" }, ProductHabitQuery)).toEqual(["concern"]);
    expect(rejectedAt({ limit: "25" }, ProductHabitQuery)).toEqual(["limit"]);
  });
  it("similar query needs a positive product id", () => {
    expect(accepted({ id: "42" }, ProductSimilarQuery)).toEqual({ id: 42, limit: 8 });
    expect(rejectedAt({}, ProductSimilarQuery)).toEqual(["id"]);
    expect(rejectedAt({ id: "0" }, ProductSimilarQuery)).toEqual(["id"]);
  });
  it("product params take an id or a slug", () => {
    expect(is({ id: "42" }, ProductParams)).toBe(true);
    expect(is({ id: "cosrx-snail-96-mucin-essence" }, ProductParams)).toBe(true);
    expect(is({ id: "../etc" }, ProductParams)).toBe(false);
  });
});

describe("Email and NotifyRequest", () => {
  const email = (v: string) => validate(v, Email, { coerce: true });

  it("accepts ordinary addresses, trimmed and lower-cased", () => {
    expect(email("  Nok.Wan+skin@Example.co.th ")[1]).toBe("nok.wan+skin@example.co.th");
    expect(email("a@xn--o3cw4h.xn--o3cw4h")[0]).toBeUndefined();
  });

  it("refuses what cannot be an address", () => {
    for (const bad of ["", "plain", "a@b", "a@@b.co", "a b@c.co", "a@b..co", "a@-b.co", "<a>@b.co", "a@b.co.",
      "@b.co"]) {
      expect(email(bad)[0], bad).toBeDefined();
    }
  });

  it("accepts 254 characters and refuses 255", () => {
    const address =
      (n: number) => `${"a".repeat(60)}@${"b".repeat(60)}.${"c".repeat(60)}.${"d".repeat(60)}.${"e".repeat(n)}.com`;
    expect(address(6)).toHaveLength(254);
    expect(email(address(6))[0]).toBeUndefined();
    expect(email(address(7))[0]).toBeDefined();
  });

  it("notify needs a product id and an e-mail, and nothing else", () => {
    expect(create({ product_id: 7, email: "A@b.co" }, NotifyRequest)).toEqual({ product_id: 7, email: "a@b.co" });
    expect(validate({ email: "a@b.co" }, NotifyRequest, { coerce: true })[0]).toBeDefined();
    expect(validate({ product_id: 7, email: "a@b.co", admin: true }, NotifyRequest, { coerce: true })[0]).toBeDefined();
  });
});

describe("responses", () => {
  const summary = {
    id: 1, slug: "glow-serum", name: "Glow Serum", brand: { slug: "lumi", name: "Lumi" },
    category: { slug: "serum", name: "Serum" }, price: 129_000, compare_at_price: null, image: "/media/product/x.webp",
    stock: 5, rating: 4.5, rating_count: 12, is_gift: false, new_in_at: "2026-11-01T00:00:00.000Z",
  };

  it("a listing page validates with its meta", () => {
    expect(is({ data: [summary], meta: { page: 1, per_page: 24, total: 1 } }, ProductListResponse)).toBe(true);
  });
  it("compare_at_price may be absent, null or an amount; money is integer satang", () => {
    const { compare_at_price: _dropped, ...absent } = summary;
    expect(is(absent, ProductSummary)).toBe(true);
    expect(is({ ...summary, compare_at_price: 159_000 }, ProductSummary)).toBe(true);
    expect(is({ ...summary, price: 1290.5 }, ProductSummary)).toBe(false);
    expect(is({ ...summary, stock: -1 }, ProductSummary)).toBe(false);
  });
  it("detail adds gallery and copy", () => {
    const detail = {
      ...summary, gallery: ["/a.svg"], description: "d", ingredients: "i", how_to_use: "h", volume: "30 ml",
      concerns: ["dullness"], routine_step: "treat",
    };
    expect(is(detail, ProductDetail)).toBe(true);
    expect(is(summary, ProductDetail)).toBe(false);
  });
  it("facets carry counts and price bounds", () => {
    expect(
      is(
        { categories: [{ slug: "serum", name: "Serum", count: 3 }], brands: [], price: { min: 0, max: 0 } },
        ProductFilterFacets,
      ),
    ).toBe(true);
  });
});

describe("defaultSort", () => {
  it("ranks a search by relevance, best-sellers by sales and everything else newest first", () => {
    expect(defaultSort({ searching: true, type: "best-seller" })).toBe("relevance");
    expect(defaultSort({ searching: false, type: "best-seller" })).toBe("best-selling");
    expect(defaultSort({ searching: false, type: "sale" })).toBe("newest");
    expect(defaultSort({ searching: false })).toBe("newest");
  });
});
