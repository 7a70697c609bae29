// Issue 17 §3: search understands how shoppers write, in English and in Thai. Each query lists the seeded products it
// must find; the test reports recall over the whole list and fails below RECALL_FLOOR or when a query finds none.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProductSummary } from "#contract/product.ts";
import * as seed from "#db/seed/data/index.ts";
import { inLanguage, startApp, type TestApp } from "./harness.ts";

type Seeded = (typeof seed.products)[number];
type Case = { q: string; must: (p: Seeded) => boolean };

const inCategory = (...slugs: string[]) => (p: Seeded) => slugs.includes(p.category_slug);
const named = (word: string) => (p: Seeded) => p.name_en.toLowerCase().includes(word.toLowerCase());
const byBrand = (slug: string) => (p: Seeded) => p.brand_slug === slug;
const both = (a: (p: Seeded) => boolean, b: (p: Seeded) => boolean) => (p: Seeded) => a(p) && b(p);

export const ENGLISH: Case[] = [
  { q: "sunscreen", must: inCategory("sunscreen") }, { q: "sunblock", must: inCategory("sunscreen") },
  { q: "sun cream", must: inCategory("sunscreen") }, { q: "spf", must: inCategory("sunscreen") },
  { q: "cleanser", must: inCategory("cleanser") }, { q: "face wash", must: inCategory("cleanser") },
  { q: "facial foam", must: inCategory("cleanser") }, { q: "cleansing oil", must: named("cleansing oil") },
  { q: "serum", must: inCategory("serum") }, { q: "serums", must: inCategory("serum") },
  { q: "vitamin c serum", must: both(named("vitamin c"), inCategory("serum")) },
  { q: "moisturizer", must: inCategory("moisturizer") }, { q: "moisturiser", must: inCategory("moisturizer") },
  { q: "face cream", must: inCategory("moisturizer") }, { q: "eye cream", must: named("eye cream") },
  { q: "mask", must: inCategory("mask") }, { q: "face mask", must: inCategory("mask") },
  { q: "sheet mask", must: named("sheet mask") }, { q: "sleeping mask", must: named("sleeping mask") },
  { q: "ampoule", must: inCategory("ampoule") }, { q: "ampule", must: inCategory("ampoule") },
  { q: "face oil", must: named("face oil") }, { q: "body oil", must: named("body oil") },
  { q: "supplement", must: inCategory("supplement") }, { q: "skin device", must: inCategory("skin-device") },
  { q: "accessories", must: inCategory("accessory") }, { q: "hyaluronic", must: named("hyaluronic") },
  { q: "hyaluronic acid", must: named("hyaluronic") }, { q: "niacinamide", must: named("niacinamide") },
  { q: "retinol", must: named("retinal") }, { q: "ceramide", must: named("ceramide") },
  { q: "centella", must: named("cica") }, { q: "cica", must: named("cica") }, { q: "snail", must: named("snail") },
  { q: "mugwort", must: named("mugwort") }, { q: "propolis", must: named("propolis") },
  { q: "turmeric", must: named("turmeric") }, { q: "jasmine rice", must: named("jasmine rice") },
  { q: "tamarind", must: named("tamarind") }, { q: "haneul lab", must: byBrand("haneul-lab") },
  { q: "yuzuha", must: byBrand("yuzuha") }, { q: "khao hom", must: byBrand("khao-hom") },
  { q: "mugwort sunscreen", must: both(named("mugwort"), inCategory("sunscreen")) },
];

export const THAI: Case[] = [
  { q: "กันแดด", must: inCategory("sunscreen") }, { q: "ครีมกันแดด", must: inCategory("sunscreen") },
  { q: "โลชั่นกันแดด", must: inCategory("sunscreen") }, { q: "ซันสกรีน", must: inCategory("sunscreen") },
  { q: "ซันบล็อก", must: inCategory("sunscreen") }, { q: "คลีนเซอร์", must: inCategory("cleanser") },
  { q: "โฟมล้างหน้า", must: named("cleansing foam") }, { q: "เจลล้างหน้า", must: named("gel cleanser") },
  { q: "ล้างหน้า", must: inCategory("cleanser") }, { q: "คลีนซิ่งออยล์", must: named("cleansing oil") },
  { q: "เซรั่ม", must: inCategory("serum") }, { q: "เซรัม", must: inCategory("serum") },
  { q: "เซรั่มวิตามินซี", must: both(named("vitamin c"), inCategory("serum")) },
  { q: "วิตามินซี", must: named("vitamin c") }, { q: "มอยส์เจอไรเซอร์", must: inCategory("moisturizer") },
  { q: "มอยเจอไรเซอร์", must: inCategory("moisturizer") }, { q: "ครีมบำรุงผิวหน้า", must: inCategory("moisturizer") },
  { q: "ครีมทาหน้า", must: inCategory("moisturizer") }, { q: "ครีมบำรุงรอบดวงตา", must: named("eye cream") },
  { q: "อายครีม", must: named("eye cream") }, { q: "มาสก์", must: inCategory("mask") },
  { q: "มาส์กหน้า", must: inCategory("mask") }, { q: "แผ่นมาสก์หน้า", must: named("sheet mask") },
  { q: "สลีปปิ้งมาสก์", must: named("sleeping mask") }, { q: "แอมพูล", must: inCategory("ampoule") },
  { q: "เฟเชียลออยล์", must: named("face oil") }, { q: "บอดี้ออยล์", must: named("body oil") },
  { q: "อาหารเสริม", must: inCategory("supplement") }, { q: "อุปกรณ์ดูแลผิว", must: inCategory("skin-device") },
  { q: "ไฮยาลูรอน", must: named("hyaluronic") }, { q: "ไฮยา", must: named("hyaluronic") },
  { q: "ไนอาซินาไมด์", must: named("niacinamide") }, { q: "เรตินอล", must: named("retinal") },
  { q: "เซราไมด์", must: named("ceramide") }, { q: "ใบบัวบก", must: named("cica") },
  { q: "เมือกหอยทาก", must: named("snail") }, { q: "ขมิ้นชัน", must: named("turmeric") },
  { q: "ข้าวหอมมะลิ", must: named("jasmine rice") }, { q: "มะขาม", must: named("tamarind") },
  { q: "ฮานึล", must: byBrand("haneul-lab") }, { q: "ยูซุฮะ", must: byBrand("yuzuha") },
  { q: "กันแดดมักเวิร์ต", must: both(named("mugwort"), inCategory("sunscreen")) },
  { q: "sunscreen", must: inCategory("sunscreen") },
];

/** The share of expected products a language's list must find. */
const RECALL_FLOOR = 0.95;

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(async () => {
  await t.close();
});

async function found(q: string, locale: "en" | "th"): Promise<Set<string>> {
  const res = await t.app.inject({
    method: "GET", url: `/api/product/?per_page=60&search=${encodeURIComponent(q)}`, headers: inLanguage(locale),
  });
  expect(res.statusCode, q).toBe(200);
  return new Set((res.json() as { data: ProductSummary[] }).data.map((p) => p.slug));
}

describe.each([["en", ENGLISH], ["th", THAI]] as const)("search recall (%s)", (locale, cases) => {
  it(`has at least 40 queries and finds at least ${RECALL_FLOOR * 100}% of what they must find`, async () => {
    expect(cases.length).toBeGreaterThanOrEqual(40);
    let expected = 0;
    let hits = 0;
    const misses: string[] = [];
    const nothing: string[] = [];
    for (const { q, must } of cases) {
      const want = seed.products.filter((p) => must(p)).map((p) => p.slug);
      expect(want.length, `the list names no product for ${q}`).toBeGreaterThan(0);
      const got = await found(q, locale);
      const missed = want.filter((slug) => !got.has(slug));
      expected += want.length;
      hits += want.length - missed.length;
      if (missed.length === want.length) nothing.push(q);
      if (missed.length) misses.push(`${q}: ${missed.length}/${want.length} missed (${missed.slice(0, 3).join(", ")})`);
    }
    const recall = hits / expected;
    console.info(`search recall ${locale}: ${(recall * 100).toFixed(1)}% of ${expected} over ${cases.length} queries`);
    if (misses.length) console.info(misses.join("\n"));
    expect(nothing, "queries that found none of their products").toEqual([]);
    expect(recall, misses.join("\n")).toBeGreaterThanOrEqual(RECALL_FLOOR);
  }, 120_000);
});
