// Search understands how shoppers write, in English and in Thai. Each query lists the seeded products it
// must find; the test reports recall over the whole list and fails below RECALL_FLOOR or when a query finds none.
// Precision: the top results a shopper sees first (the first PRECISION_AT, or fewer when the query has fewer
// products) must be products the query names, at least PRECISION_FLOOR of them over the list.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProductSummary } from "#contract/product.ts";
import * as seed from "#seed/data/index.ts";
import { inLanguage, startApp, type TestApp } from "./harness.ts";

type Seeded = (typeof seed.products)[number];
type Case = { q: string; must: (p: Seeded) => boolean };

const inCategory = (...slugs: string[]) => (p: Seeded) => slugs.includes(p.category_slug);
const named = (word: string) => (p: Seeded) => p.name_en.toLowerCase().includes(word.toLowerCase());
const byBrand = (slug: string) => (p: Seeded) => p.brand_slug === slug;
const both = (a: (p: Seeded) => boolean, b: (p: Seeded) => boolean) => (p: Seeded) => a(p) && b(p);
const forConcern = (concern: string) => (p: Seeded) => (p.concerns as readonly string[]).includes(concern);

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
  { q: "bjork", must: byBrand("bjork-and-berry") }, { q: "bjork and berry", must: byBrand("bjork-and-berry") },
  // Skin concerns, alone and with a product (the search panel invites them).
  { q: "acne", must: forConcern("acne") }, { q: "oily skin", must: forConcern("oiliness") },
  { q: "sensitive skin", must: forConcern("sensitivity") }, { q: "melasma", must: forConcern("dark-spots") },
  { q: "anti-aging serum", must: both(forConcern("aging"), inCategory("serum")) },
  { q: "sunscreen for oily skin", must: both(forConcern("oiliness"), inCategory("sunscreen")) },
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
  // The search panel's recommended terms as a Thai shopper reads (and searches) them.
  { q: "ออยล์", must: inCategory("oil") }, { q: "แอคเซสซอรี่", must: inCategory("accessory") },
  // Every brand, written in Thai as a shopper would.
  { q: "ดัลบิท", must: byBrand("dalbit-botanics") }, { q: "ซุปแอนด์โค", must: byBrand("soop-and-co") },
  { q: "โอเรีย โซล", must: byBrand("oria-seoul") }, { q: "โบมิ เดิร์ม", must: byBrand("bomi-derm") },
  { q: "ลูเมน แล็บ", must: byBrand("lumen-lab") }, { q: "คุโมะ", must: byBrand("kumo-atelier") },
  { q: "อาโออิ", must: byBrand("aoi-skin-labo") }, { q: "โอห์ม บิวตี้ เทค", must: byBrand("ohm-beauty-tech") },
  { q: "ข้าวหอม", must: byBrand("khao-hom") }, { q: "อัญชัน สตูดิโอ", must: byBrand("anchan-studio") },
  { q: "มะลิ อะพอทิคารี", must: byBrand("mali-apothecary") },
  { q: "มะขามแอนด์ซอลต์", must: byBrand("tamarind-and-salt") },
  { q: "สยาม เดอร์มา แล็บ", must: byBrand("siam-derma-lab") }, { q: "สโลว์ ริชวล", must: byBrand("slow-ritual") },
  { q: "แวร์แวน", must: byBrand("atelier-verveine") }, { q: "ซอร์ส ลูน", must: byBrand("source-lune") },
  { q: "ปิวัวน์", must: byBrand("laboratoire-pivoine") }, { q: "คาคาดู รีฟ", must: byBrand("kakadu-reef") },
  { q: "ซอลต์บุช", must: byBrand("saltbush-and-co") }, { q: "อินเนอร์ บลูม", must: byBrand("inner-bloom") },
  { q: "มานูก้า ฟิลด์", must: byBrand("manuka-field") }, { q: "บยอร์ก", must: byBrand("bjork-and-berry") },
  { q: "นอร์ดลิส", must: byBrand("nordlys-skin") }, { q: "ฮาฟทอร์น", must: byBrand("havtorn") },
  // Skin concerns as Thai shoppers write them, alone and with a product.
  { q: "สิว", must: forConcern("acne") }, { q: "ผิวมัน", must: forConcern("oiliness") },
  { q: "ผิวแพ้ง่าย", must: forConcern("sensitivity") }, { q: "ริ้วรอย", must: forConcern("aging") },
  { q: "ฝ้า", must: forConcern("dark-spots") }, { q: "รูขุมขนกว้าง", must: forConcern("pores") },
  { q: "ผิวหมองคล้ำ", must: forConcern("dullness") }, { q: "ผิวแห้ง", must: forConcern("dryness") },
  { q: "กันแดดสำหรับผิวมัน", must: both(forConcern("oiliness"), inCategory("sunscreen")) },
  { q: "เซรั่มลดสิว", must: both(forConcern("acne"), inCategory("serum")) },
  { q: "ครีมกันแดดผิวแพ้ง่าย", must: both(forConcern("sensitivity"), inCategory("sunscreen")) },
  { q: "มอยส์เจอไรเซอร์สำหรับผิวแห้ง", must: both(forConcern("dryness"), inCategory("moisturizer")) },
];

/** The share of expected products a language's list must find. */
const RECALL_FLOOR = 0.95;
/** How many of the first results are judged: the first row of a phone's results grid and a little more. */
const PRECISION_AT = 5;
/**
 * The share of those first results that must be what the query asks for. A lower bound: a result outside the
 * query's list (a retinol serum not named "retinal") counts against it even when a shopper would call it relevant.
 */
const PRECISION_FLOOR = 0.9;

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(async () => {
  await t.close();
});

/** The slugs a search answers, in the order it ranks them, over every page (a page holds at most 60). */
async function ranked(q: string, locale: "en" | "th"): Promise<string[]> {
  const slugs: string[] = [];
  for (let page = 1; ; page += 1) {
    const res = await t.app.inject({
      method: "GET", url: `/api/product/?per_page=60&page=${page}&search=${encodeURIComponent(q)}`,
      headers: inLanguage(locale),
    });
    expect(res.statusCode, q).toBe(200);
    const body = res.json() as { data: ProductSummary[]; meta: { total: number } };
    slugs.push(...body.data.map((p) => p.slug));
    if (body.data.length === 0 || slugs.length >= body.meta.total) return slugs;
  }
}
const found = async (q: string, locale: "en" | "th") => new Set(await ranked(q, locale));

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

describe.each([["en", ENGLISH], ["th", THAI]] as const)("search precision (%s)", (locale, cases) => {
  it(`puts what the query asks for first: at least ${PRECISION_FLOOR * 100}% of the top ${PRECISION_AT}`, async () => {
    let judged = 0;
    let relevant = 0;
    const noisy: string[] = [];
    for (const { q, must } of cases) {
      const want = new Set(seed.products.filter((p) => must(p)).map((p) => p.slug));
      const top = (await ranked(q, locale)).slice(0, Math.min(PRECISION_AT, want.size));
      const off = top.filter((slug) => !want.has(slug));
      // A query that shows fewer than it should is recall's failure; here only what is shown is judged.
      judged += Math.min(PRECISION_AT, want.size);
      relevant += top.length - off.length;
      if (off.length) noisy.push(`${q}: ${off.length}/${top.length} off (${off.slice(0, 3).join(", ")})`);
    }
    const precision = relevant / judged;
    console.info(`search precision@${PRECISION_AT} ${locale}: ${(precision * 100).toFixed(1)}% of ${judged} top results`
      + ` over ${cases.length} queries`);
    if (noisy.length) console.info(noisy.join("\n"));
    expect(precision, noisy.join("\n")).toBeGreaterThanOrEqual(PRECISION_FLOOR);
  }, 120_000);
});
