// Product search: English and Thai, substrings, typos, brand and category names, ranking, facets of a search.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProductSummary } from "#contract/product.ts";
import { invalidateCatalog } from "#db/repositories/product/index.ts";
import * as seed from "#seed/data/index.ts";
import { inLanguage, startApp, type TestApp } from "./harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(async () => {
  await t.close();
});

async function search(term: string, locale: "en" | "th" = "en", extra = "") {
  const res = await t.app.inject({
    method: "GET", url: `/api/product/?per_page=60&search=${encodeURIComponent(term)}${extra}`,
    headers: inLanguage(locale),
  });
  expect(res.statusCode, term).toBe(200);
  return res.json() as { data: ProductSummary[]; meta: { total: number } };
}

const sunscreens = seed.products.filter((p) => p.category_slug === "sunscreen");

describe("search", () => {
  it("finds sunscreens by their English name and by a typo ('sunscren')", async () => {
    const exact = await search("sunscreen");
    const typo = await search("sunscren");
    const named = seed.products.filter((p) => p.name_en.toLowerCase().includes("sunscreen"));
    expect(named.length).toBeGreaterThan(0);
    for (const result of [exact, typo]) {
      const slugs = result.data.map((p) => p.slug);
      for (const p of named) expect(slugs).toContain(p.slug);
      // Products named "...Sunscreen..." rank above the rest of the category.
      expect(slugs.slice(0, named.length).sort()).toEqual(named.map((p) => p.slug).sort());
    }
  });

  it("tolerates a typo inside a longer word ('hyaluronc')", async () => {
    const result = await search("hyaluronc");
    const named = seed.products.filter((p) => p.name_en.toLowerCase().includes("hyaluronic"));
    expect(result.data.map((p) => p.slug).sort()).toEqual(named.map((p) => p.slug).sort());
  });

  it("finds Thai names from a Thai fragment, answering in Thai", async () => {
    const fragment = "กันแดด";
    const result = await search(fragment, "th");
    const named = seed.products.filter((p) => p.name_th.includes(fragment));
    expect(named.length).toBeGreaterThan(0);
    const slugs = result.data.map((p) => p.slug);
    for (const p of named) expect(slugs).toContain(p.slug);
    expect(result.data[0]?.name).toContain(fragment);
  });

  it("finds a Thai substring in the middle of a name", async () => {
    const sample = seed.products.find((p) => p.name_th.includes("ยูซุ"));
    expect(sample).toBeDefined();
    const result = await search("ยูซุ", "th");
    expect(result.data.map((p) => p.slug)).toContain(sample?.slug);
    for (const p of seed.products.filter((q) => q.name_th.includes("ยูซุ"))) {
      expect(result.data.map((x) => x.slug)).toContain(p.slug);
    }
  });

  it("splits Thai words typed in another order (Intl.Segmenter) and requires every word", async () => {
    const result = await search("เจล กันแดด", "th");
    const both = seed.products.filter((p) => p.name_th.includes("เจล") && p.name_th.includes("กันแดด"));
    expect(both.length).toBeGreaterThan(0);
    const top = result.data.slice(0, both.length).map((p) => p.slug).sort();
    expect(top).toEqual(both.map((p) => p.slug).sort());
  });

  it("finds every word of a multi-word English query in any order", async () => {
    const result = await search("serum vitamin");
    const expected = seed.products.filter((p) => /vitamin/i.test(p.name_en) && /serum/i.test(p.name_en));
    for (const p of expected) expect(result.data.map((x) => x.slug)).toContain(p.slug);
  });

  it("finds a brand's products by the brand name, in any case", async () => {
    const brand = seed.brands[0];
    if (!brand) throw new Error("no brands");
    const result = await search(brand.name.toUpperCase());
    const own = seed.products.filter((p) => p.brand_slug === brand.slug);
    for (const p of own) expect(result.data.map((x) => x.slug)).toContain(p.slug);
  });

  it("finds a category through the recommended terms of the search panel", async () => {
    for (const [term, category] of [["Cleanser", "cleanser"], ["Skin Device", "skin-device"],
      ["accessory", "accessory"]] as const) {
      const result = await search(term);
      const inCategory = seed.products.filter((p) => p.category_slug === category);
      for (const p of inCategory) expect(result.data.map((x) => x.slug), term).toContain(p.slug);
    }
  });

  it("combines search with filters and counts facets of the search", async () => {
    const result = await search("sunscreen", "en", "&sort=price-asc");
    const prices = result.data.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const facets = await t.app.inject({ method: "GET", url: "/api/product/filter?search=sunscreen" });
    const sun = facets.json().data.categories.find((c: { slug: string }) => c.slug === "sunscreen");
    expect(sun.count).toBe(sunscreens.length);
  });

  it("treats LIKE wildcards literally and finds nothing for gibberish", async () => {
    expect((await search("%")).meta.total).toBe(0);
    expect((await search("_")).meta.total).toBe(0);
    expect((await search("qzxqzxqzx")).meta.total).toBe(0);
  });

  it("finds a product and a category by their new names right after a rename (the search table follows)", async () => {
    const product = seed.products[0];
    const category = seed.categories[0];
    if (!product || !category) throw new Error("no seed");
    const db = t.db.db;
    try {
      await db.execute(
        sql`UPDATE products SET name_en = ${`${product.name_en} Quokkaglow`} WHERE slug = ${product.slug}`);
      await db.execute(sql`UPDATE categories SET name_en = 'Wombatcare' WHERE slug = ${category.slug}`);
      invalidateCatalog(db);
      expect((await search("quokkaglow")).data.map((p) => p.slug)).toEqual([product.slug]);
      const inCategory = seed.products.filter((p) => p.category_slug === category.slug);
      expect((await search("wombatcare")).meta.total).toBe(inCategory.length);
    } finally {
      await db.execute(sql`UPDATE products SET name_en = ${product.name_en} WHERE slug = ${product.slug}`);
      await db.execute(sql`UPDATE categories SET name_en = ${category.name_en} WHERE slug = ${category.slug}`);
      invalidateCatalog(db);
    }
    expect((await search("quokkaglow")).meta.total).toBe(0);
  });

  it("finds a product by a skin concern given to it later (the search table follows its concerns)", async () => {
    const product = seed.products.find((p) => !(p.concerns as readonly string[]).includes("acne"));
    if (!product) throw new Error("no seed");
    const db = t.db.db;
    const acne = async () => (await search("สิว", "th")).data.map((p) => p.slug);
    try {
      expect(await acne()).not.toContain(product.slug);
      await db.execute(sql`UPDATE products SET concerns = array_append(concerns, 'acne') WHERE slug = ${product.slug}`);
      invalidateCatalog(db);
      expect(await acne()).toContain(product.slug);
    } finally {
      await db.execute(sql`UPDATE products SET concerns = array_remove(concerns, 'acne') WHERE slug = ${product.slug}`);
      invalidateCatalog(db);
    }
  });

  it("ignores a blank search and refuses one over 100 characters", async () => {
    expect((await search("   ")).meta.total).toBe(seed.products.length);
    const res = await t.app.inject({ method: "GET", url: `/api/product/?search=${"a".repeat(101)}` });
    expect(res.statusCode).toBe(400);
  });
});
