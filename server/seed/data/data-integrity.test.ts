import { describe, expect, it } from "vitest";
import {
  blogPosts, branches, brands, categories, countries, faqs, menu, products, seo, sitewide, socialLinks, storeContact,
} from "./index.ts";
import type { MenuSeed } from "./types.ts";

const THAI = /[\u0E00-\u0E7F]/;
const concerns = ["acne", "dryness", "dullness", "sensitivity", "aging", "pores", "oiliness", "dark-spots",
  "sun-protection"];
const steps = ["cleanse", "tone", "treat", "moisturize", "protect", "mask", "supplement", "tool"];

function expectThai(records: object[], fields: string[]) {
  for (const record of records) {
    for (const field of fields) {
      const value = (record as Record<string, unknown>)[field];
      expect(typeof value === "string" && THAI.test(value), `${field} of ${JSON.stringify(record).slice(0, 80)}`)
        .toBe(true);
    }
  }
}

const unique = (values: string[]) => new Set(values).size === values.length;

describe("catalog", () => {
  it("has exactly the ten categories of the spec", () => {
    expect(categories.map((c) => c.slug)).toEqual([
      "cleanser", "serum", "mask", "moisturizer", "sunscreen", "skin-device", "ampoule", "oil", "supplement",
      "accessory",
    ]);
    expectThai(categories, ["name_th", "description_th"]);
  });

  it("has at least 20 brands with unique slugs, hex colours and Thai stories", () => {
    expect(brands.length).toBeGreaterThanOrEqual(20);
    expect(unique(brands.map((b) => b.slug))).toBe(true);
    for (const b of brands) {
      expect(b.color).toMatch(/^#[0-9A-F]{6}$/i);
      expect(b.accent).toMatch(/^#[0-9A-F]{6}$/i);
    }
    expectThai(brands, ["story_th"]);
  });

  it("has at least 160 products with unique url-safe slugs and unique names", () => {
    expect(products.length).toBeGreaterThanOrEqual(160);
    expect(unique(products.map((p) => p.slug))).toBe(true);
    expect(unique(products.map((p) => p.name_en))).toBe(true);
    expect(unique(products.map((p) => p.name_th))).toBe(true);
    for (const p of products) expect(p.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("links every product to an existing brand and category, and every brand and category has products", () => {
    const brandSlugs = new Set(brands.map((b) => b.slug));
    const categorySlugs = new Set<string>(categories.map((c) => c.slug));
    for (const p of products) {
      expect(brandSlugs.has(p.brand_slug)).toBe(true);
      expect(categorySlugs.has(p.category_slug)).toBe(true);
    }
    for (const b of brands) expect(products.some((p) => p.brand_slug === b.slug), b.slug).toBe(true);
    for (const c of categories) expect(products.filter((p) => p.category_slug === c.slug).length, c.slug)
      .toBeGreaterThanOrEqual(8);
  });

  it("prices products in whole satang, with sale prices below the compare-at price", () => {
    for (const p of products) {
      expect(Number.isInteger(p.price) && p.price > 0).toBe(true);
      if (p.compare_at_price !== null) {
        expect(Number.isInteger(p.compare_at_price)).toBe(true);
        expect(p.compare_at_price).toBeGreaterThan(p.price);
      }
    }
    const onSale = products.filter((p) => p.compare_at_price !== null).length / products.length;
    expect(onSale).toBeGreaterThan(0.1);
    expect(onSale).toBeLessThan(0.3);
  });

  it("keeps device and accessory prices realistic in baht", () => {
    for (const p of products.filter((x) => x.category_slug === "skin-device" && !x.is_gift)) {
      expect(p.price).toBeGreaterThanOrEqual(2900_00);
      expect(p.price).toBeLessThanOrEqual(12900_00);
    }
    for (const p of products.filter((x) => x.category_slug === "accessory" && !x.is_gift)) {
      expect(p.price).toBeGreaterThanOrEqual(150_00);
      expect(p.price).toBeLessThanOrEqual(890_00);
    }
  });

  it("has sold-out, low-stock and gift products, and new arrivals in the last 30 days", () => {
    expect(products.filter((p) => p.stock === 0).length).toBeGreaterThanOrEqual(5);
    expect(products.filter((p) => p.stock >= 1 && p.stock <= 5).length).toBeGreaterThanOrEqual(5);
    expect(products.every((p) => Number.isInteger(p.stock) && p.stock >= 0 && p.stock <= 200)).toBe(true);
    expect(products.filter((p) => p.is_gift).length).toBeGreaterThanOrEqual(10);
    const recent = products.filter((p) => p.new_in_at >= "2026-10-22" && p.new_in_at <= "2026-11-21").length;
    expect(recent).toBeGreaterThanOrEqual(12);
    expect(recent).toBeLessThanOrEqual(35);
    for (const p of products) expect(p.new_in_at >= "2026-06-01" && p.new_in_at <= "2026-11-21").toBe(true);
  });

  it("rates products between 3.6 and 5.0 with one decimal, using the fixed concern and routine lists", () => {
    for (const p of products) {
      expect(p.rating).toBeGreaterThanOrEqual(3.6);
      expect(p.rating).toBeLessThanOrEqual(5);
      expect(Math.round(p.rating * 10) / 10).toBe(p.rating);
      expect(p.rating_count).toBeGreaterThanOrEqual(0);
      expect(p.rating_count).toBeLessThanOrEqual(900);
      expect(p.sold_count).toBeGreaterThanOrEqual(0);
      for (const c of p.concerns) expect(concerns).toContain(c);
      expect(steps).toContain(p.routine_step);
      expect(p.volume).not.toBe("");
    }
  });

  it("writes every Thai product field in Thai", () => {
    expectThai(products, ["name_th", "description_th", "ingredients_th", "how_to_use_th"]);
  });

  it("leaves no untranslated English in Thai names, descriptions and directions (only standard abbreviations)", () => {
    const allowed = /^(pH|AHA|BHA|LED|USB-C|C|SPF50\+?|PA\+{3,4})$/;
    for (const p of products) {
      for (const text of [p.name_th, p.description_th, p.how_to_use_th]) {
        const latin = (text.match(/[A-Za-z][A-Za-z0-9+-]*/g) ?? []).filter((w) => !allowed.test(w));
        expect(latin, `${p.slug}: ${text}`).toEqual([]);
      }
    }
  });
});

describe("site content", () => {
  it("builds a menu whose links are locale-free paths and whose Sales and Brand menus start with New in", () => {
    const all: MenuSeed[] = [];
    const walk = (items: MenuSeed[]) => items.forEach((i) => { all.push(i); walk(i.children ?? []); });
    walk(menu);
    for (const item of all) {
      expect(item.link).toMatch(/^\/(?!th\/|en\/)/);
      expect(item.for_desktop || item.for_mobile).toBe(true);
    }
    expectThai(all.filter((i) => !brands.some((b) => b.name === i.name_en)), ["name_th"]);
    const shop = menu.find((m) => m.name_en === "Shop");
    expect(shop?.children?.map((c) => c.link)).toEqual(categories.map((c) => `/product/${c.slug}`));
    for (const name of ["Sales", "Brand"]) {
      expect(menu.find((m) => m.name_en === name)?.children?.[0]).toMatchObject({ name_en: "New in",
        link: "/product/new-in" });
    }
  });

  it("has the coupon banner text in both languages", () => {
    expect(sitewide.enabled).toBe(true);
    expect(sitewide.text_en).toContain("10% off your first order");
    expect(sitewide.text_th).toContain("10%");
    expectThai([sitewide], ["text_th"]);
  });

  it("has SEO records for home, the static pages, every category, 30 products and every blog post", () => {
    const paths = seo.map((s) => s.path);
    expect(unique(paths)).toBe(true);
    for (const path of ["", "product/new-in", "product-gift", "faq", "blog", "about-us"]) expect(paths).toContain(path);
    for (const c of categories) expect(paths).toContain(`product/${c.slug}`);
    for (const p of products.slice(0, 30)) expect(paths).toContain(`product/detail/${p.slug}`);
    for (const b of blogPosts) expect(paths).toContain(`blog/${b.slug}`);
    for (const s of seo) expect(s.path.startsWith("/")).toBe(false);
    expectThai(seo, ["title_th", "description_th"]);
  });

  it("has at least 10 FAQ entries, including the shipping cut-off and refund times", () => {
    expect(faqs.length).toBeGreaterThanOrEqual(10);
    expectThai(faqs, ["category_th", "question_th", "answer_th"]);
    const text = faqs.map((f) => f.answer_en).join(" ");
    for (const fact of ["10:00", "14 working days", "1–2 billing cycles", "3 billing cycles", "7 days", "800 points",
      "฿45,000", "7% VAT"]) {
      expect(text).toContain(fact);
    }
  });

  it("has at least 6 blog posts with several paragraphs in both languages", () => {
    expect(blogPosts.length).toBeGreaterThanOrEqual(6);
    expect(unique(blogPosts.map((b) => b.slug))).toBe(true);
    for (const post of blogPosts) {
      expect(post.body_en.split("\n\n").length).toBeGreaterThanOrEqual(3);
      expect(post.body_th.split("\n\n").length).toBe(post.body_en.split("\n\n").length);
    }
    expectThai(blogPosts, ["title_th", "excerpt_th", "body_th"]);
  });

  it("has exactly four branches with Thai phone numbers and map links", () => {
    expect(branches).toHaveLength(4);
    for (const b of branches) {
      expect(b.phone).toMatch(/^02 \d{3} \d{4}$/);
      expect(b.map_url).toMatch(/^https:\/\/maps\.google\.com\/\?q=/);
    }
    expectThai(branches, ["name_th", "address_th", "hours_th"]);
    expectThai([storeContact], ["hours_th", "address_th"]);
    expect(socialLinks.map((s) => s.name)).toEqual(["Facebook", "Instagram", "Line", "Tiktok"]);
  });

  it("lists every country sorted by name, with Thailand on +66", () => {
    expect(countries.length).toBeGreaterThan(200);
    expect(countries.find((c) => c.code === "TH")).toEqual({
      code: "TH", emoji: "🇹🇭", unicode: "U+1F1F9 U+1F1ED", name: "Thailand", dialCode: "+66",
    });
    const names = countries.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")));
  });
});
