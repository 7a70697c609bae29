// Catalog endpoints: listing filters, sorts and pagination, facets, gift, habit, detail, similar — both languages.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { is } from "superstruct";
import {
  ProductDetailResponse, ProductFilterResponse, ProductListResponse, ProductRailResponse, type ProductSummary,
} from "#contract/product.ts";
import * as seed from "#seed/data/index.ts";
import { BEST_SELLER_MIN_SOLD } from "#db/repositories/product/query.ts";
import { inLanguage, startApp, type TestApp } from "./harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(async () => {
  await t.close();
});

type Page = { data: ProductSummary[]; meta: { page: number; per_page: number; total: number } };
async function list(query: string, locale: "en" | "th" = "en"): Promise<Page> {
  const res = await t.app.inject({ method: "GET", url: `/api/product/?${query}`, headers: inLanguage(locale) });
  expect(res.statusCode, `${query}: ${res.body.slice(0, 200)}`).toBe(200);
  const body = res.json();
  expect(is(body, ProductListResponse)).toBe(true);
  return body as Page;
}

const inCategory = (slug: string) => seed.products.filter((p) => p.category_slug === slug);

describe("GET /api/product/", () => {
  it("pages through the whole catalog with honest meta", async () => {
    const first = await list("per_page=50");
    expect(first.meta).toEqual({ page: 1, per_page: 50, total: seed.products.length });
    const ids = new Set<number>();
    for (let page = 1; page <= Math.ceil(seed.products.length / 50); page++) {
      for (const p of (await list(`per_page=50&page=${page}`)).data) ids.add(p.id);
    }
    expect(ids.size).toBe(seed.products.length);
    const past = await list("per_page=50&page=99");
    expect(past.data).toEqual([]);
    expect(past.meta.total).toBe(seed.products.length);
  });

  it("defaults to 24 per page, newest first", async () => {
    const page = await list("");
    expect(page.meta).toMatchObject({ page: 1, per_page: 24 });
    const dates = page.data.map((p) => p.new_in_at);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it("filters by category, brand (several) and price range", async () => {
    const serums = await list("category=serum&per_page=60");
    expect(serums.meta.total).toBe(inCategory("serum").length);
    expect(serums.data.every((p) => p.category.slug === "serum")).toBe(true);

    const [a, b] = [...new Set(seed.products.map((p) => p.brand_slug))];
    const both = await list(`brand=${a}&brand=${b}&per_page=60`);
    const expected = seed.products.filter((p) => p.brand_slug === a || p.brand_slug === b).length;
    expect(both.meta.total).toBe(expected);
    expect((await list(`brand=${a},${b}&per_page=60`)).meta.total).toBe(expected);

    const priced = await list("price_min=50000&price_max=100000&per_page=60");
    expect(priced.meta.total).toBe(seed.products.filter((p) => p.price >= 50000 && p.price <= 100000).length);
    expect(priced.data.every((p) => p.price >= 50000 && p.price <= 100000)).toBe(true);
  });

  it("filters by type: sale, gift, best-seller, new", async () => {
    const sale = await list("type=sale&per_page=60");
    expect(sale.meta.total).toBe(seed.products.filter((p) =>
      p.compare_at_price !== null && p.compare_at_price > p.price).length);
    expect(sale.data.every((p) => (p.compare_at_price ?? 0) > p.price)).toBe(true);
    const gift = await list("type=gift&per_page=60");
    expect(gift.meta.total).toBe(seed.products.filter((p) => p.is_gift).length);
    const best = await list("type=best-seller&per_page=60");
    expect(best.meta.total).toBe(seed.products.filter((p) => p.sold_count >= BEST_SELLER_MIN_SOLD).length);
    const fresh = await list("type=new&per_page=60");
    expect(fresh.meta.total).toBeGreaterThan(0);
    expect(fresh.meta.total).toBeLessThan(seed.products.length);
  });

  it("shows compare_at_price only on sale items", async () => {
    const all = await list("per_page=60");
    for (const p of all.data) {
      if (p.compare_at_price !== undefined) expect(p.compare_at_price).toBeGreaterThan(p.price);
    }
  });

  it("sorts by price both ways, best-selling and rating", async () => {
    const asc = (await list("sort=price-asc&per_page=60")).data.map((p) => p.price);
    expect(asc).toEqual([...asc].sort((x, y) => x - y));
    const desc = (await list("sort=price-desc&per_page=60")).data.map((p) => p.price);
    expect(desc).toEqual([...desc].sort((x, y) => y - x));
    const rating = (await list("sort=rating&per_page=60")).data.map((p) => p.rating);
    expect(rating).toEqual([...rating].sort((x, y) => y - x));
    const best = (await list("sort=best-selling&per_page=5")).data.map((p) => p.slug);
    const topSold = [...seed.products].sort((x, y) => y.sold_count - x.sold_count).slice(0, 5).map((p) => p.slug);
    expect(best).toEqual(topSold);
  });

  it("names products and categories in the request language", async () => {
    const en = await list("category=sunscreen&per_page=1", "en");
    const th = await list("category=sunscreen&per_page=1", "th");
    const product = seed.products.find((p) => p.slug === en.data[0]?.slug);
    expect(en.data[0]?.name).toBe(product?.name_en);
    expect(th.data[0]?.name).toBe(product?.name_th);
    expect(th.data[0]?.category.name).toBe(seed.categories.find((c) => c.slug === "sunscreen")?.name_th);
  });

  it("refuses bad queries with 400 and per-field errors", async () => {
    for (const query of ["page=0", "per_page=1000", "sort=cheapest", "type=clearance", "price_min=-1", "price_min=1e3",
      "price_min=500&price_max=100", "category=Serum!", "page=1.5"]) {
      const res = await t.app.inject({ method: "GET", url: `/api/product/?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe("validation_failed");
    }
  });

  it("an unknown category or brand is an empty list, not an error", async () => {
    expect((await list("category=no-such-category")).meta.total).toBe(0);
    expect((await list("brand=no-such-brand")).meta.total).toBe(0);
  });
});

describe("GET /api/product/filter", () => {
  it("counts categories and brands of the current query and bounds its prices", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/product/filter?category=serum",
      headers: inLanguage("th") });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(is(body, ProductFilterResponse)).toBe(true);
    const serums = inCategory("serum");
    // The category facet ignores the chosen category, so the other categories stay selectable.
    const facet = body.data.categories.find((c: { slug: string }) => c.slug === "serum");
    expect(facet).toMatchObject({ count: serums.length, name:
      seed.categories.find((c) => c.slug === "serum")?.name_th });
    expect(body.data.categories.length).toBe(seed.categories.length);
    // Brands are counted inside the chosen category.
    const brandTotal = body.data.brands.reduce((sum: number, b: { count: number }) => sum + b.count, 0);
    expect(brandTotal).toBe(serums.length);
    expect(body.data.price).toEqual({ min: Math.min(...serums.map((p) => p.price)),
      max: Math.max(...serums.map((p) => p.price)) });
  });

  it("answers zero bounds when nothing matches", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/product/filter?search=zzzzqqqqxxxx" });
    expect(res.json().data).toEqual({ categories: [], brands: [], price: { min: 0, max: 0 } });
  });
});

describe("gift, habit, detail, similar", () => {
  it("GET gift lists gift products with meta", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/product/gift?per_page=60" });
    expect(res.statusCode).toBe(200);
    const body = res.json() as Page;
    expect(body.meta.total).toBe(seed.products.filter((p) => p.is_gift).length);
    expect(body.data.every((p) => p.is_gift)).toBe(true);
  });

  it("GET habit finds products for a concern and a routine step, best sellers first", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/product/habit?concern=acne&step=cleanse&limit=4" });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(is(body, ProductRailResponse)).toBe(true);
    const slugs = body.data.map((p: ProductSummary) => p.slug);
    const expected = seed.products.filter((p) => p.concerns.includes("acne") && p.routine_step === "cleanse")
      .sort((x, y) => y.sold_count - x.sold_count).slice(0, 4).map((p) => p.slug);
    expect(slugs).toEqual(expected);
    expect((await t.app.inject({ method: "GET", url: "/api/product/habit?concern=wrinkly" })).statusCode).toBe(400);
  });

  it("GET {id} by id and by slug, with gallery and copy in the request language", async () => {
    const sample = seed.products[10];
    if (!sample) throw new Error("seed too small");
    const bySlug = await t.app.inject({ method: "GET", url: `/api/product/${sample.slug}`, headers: inLanguage("th") });
    expect(bySlug.statusCode).toBe(200);
    const body = bySlug.json();
    expect(is(body, ProductDetailResponse)).toBe(true);
    expect(body.data).toMatchObject({
      slug: sample.slug, name: sample.name_th, description: sample.description_th, ingredients: sample.ingredients_th,
      how_to_use: sample.how_to_use_th, price: sample.price, stock: sample.stock,
    });
    expect(body.data.gallery[0]).toBe(body.data.image);
    expect(body.data.gallery.length).toBeGreaterThan(1);
    const byId = await t.app.inject({ method: "GET", url: `/api/product/${body.data.id}` });
    expect(byId.json().data).toMatchObject({ slug: sample.slug, name: sample.name_en,
      how_to_use: sample.how_to_use_en });
  });

  it("GET {id} answers 404 product_not_found for unknown products and 400 for malformed ids", async () => {
    for (const id of ["999999", "no-such-product"]) {
      const res = await t.app.inject({ method: "GET", url: `/api/product/${id}`, headers: inLanguage("th") });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: "product_not_found", message: "ไม่พบสินค้านี้" });
    }
    expect((await t.app.inject({ method: "GET", url: "/api/product/Bad%20Slug" })).statusCode).toBe(400);
  });

  it("GET similar: same category, nearest price, never itself", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/product/similar?id=3&limit=6" });
    expect(res.statusCode).toBe(200);
    const self = (await t.app.inject({ method: "GET", url: "/api/product/3" })).json().data;
    const data = res.json().data as ProductSummary[];
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((p) => p.category.slug === self.category.slug && p.id !== 3)).toBe(true);
    const inStock = data.filter((p) => p.stock > 0).map((p) => Math.abs(p.price - self.price));
    expect(inStock).toEqual([...inStock].sort((x, y) => x - y));
    expect((await t.app.inject({ method: "GET", url: "/api/product/similar?id=999999" })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/api/product/similar" })).statusCode).toBe(400);
  });
});
