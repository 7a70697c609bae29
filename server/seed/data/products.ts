import { accessories } from "./product-accessories.ts";
import { actives, descriptors, regionOfCountry, type Active } from "./product-actives.ts";
import { closers, madeIn } from "./product-copy.ts";
import { devices } from "./product-devices.ts";
import { forms } from "./product-forms.ts";
import { gifts } from "./product-gifts.ts";
import type { HandmadeProduct } from "./product-handmade.ts";
import { supplements } from "./product-supplements.ts";
import { brands } from "./brands.ts";
import { createRng, type Rng } from "./prng.ts";
import type { BrandSeed, CategorySlug, Concern, ProductSeed } from "./types.ts";

// The demo catalog: composed skincare (brand × hero ingredient × descriptor × form) plus hand-written devices,
// accessories, supplements and gift sets. Deterministic: the same seed always yields the same catalog.

const SEED = 20261121;

/** How many composed products each skincare category gets. */
const composedCounts: [CategorySlug, number][] = [
  ["cleanser", 20], ["serum", 24], ["mask", 16], ["moisturizer", 20], ["sunscreen", 16], ["ampoule", 14], ["oil", 12],
];

/** Brands that only make tools, devices or supplements never get composed skincare. */
const nonSkincareBrands = new Set(["lumen-lab", "ohm-beauty-tech", "slow-ritual", "inner-bloom"]);

/** Signature ingredients a brand is known for; picked half of the time when they fit the category. */
const signatures: Record<string, string[]> = {
  "khao-hom": ["Jasmine Rice"], yuzuha: ["Yuzu"], "anchan-studio": ["Butterfly Pea"],
  "mali-apothecary": ["Turmeric", "Thanaka"], "tamarind-and-salt": ["Tamarind"], "kakadu-reef": ["Kakadu Plum"],
  "manuka-field": ["Manuka Honey"], "bjork-and-berry": ["Birch", "Lingonberry"],
  "nordlys-skin": ["Arctic Algae", "Cloudberry"],
  havtorn: ["Sea Buckthorn"], "source-lune": ["Thermal Water"], "laboratoire-pivoine": ["Peony"],
  "atelier-verveine": ["Verbena", "Lavender"], "soop-and-co": ["Mugwort", "Heartleaf"],
  "dalbit-botanics": ["Mugwort", "Propolis"],
  "kumo-atelier": ["Sake", "Rice Bran"], "aoi-skin-labo": ["Sakura", "Hyaluronic"], "bomi-derm": ["BHA", "Cica"],
  "haneul-lab": ["Ceramide", "Cica"], "oria-seoul": ["Snail", "Hyaluronic"],
  "siam-derma-lab": ["Tranexamic", "Niacinamide"],
  "saltbush-and-co": ["Tea Tree", "Rosehip"],
};

export function slugify(text: string): string {
  return text
    .normalize("NFKD").replace(/[\u0300-\u036f]/g, "")
    .toLowerCase().replace(/&/g, " and ").replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
}

/** A retail price in satang ending in 90 baht-ish steps (฿390, ฿1,290...). */
function retailPrice(rng: Rng, [min, max]: [number, number]): number {
  const baht = Math.max(min, Math.round((min + rng.next() * (max - min)) / 100) * 100 - 10);
  return baht * 100;
}

function isoDate(daysFromJune1: number): string {
  return new Date(Date.UTC(2026, 5, 1 + daysFromJune1)).toISOString().slice(0, 10);
}

/**
 * Sale prices and scarce stock are dealt by position in the shuffled catalog rather than by coin flips, so the
 * shop always shows about 20% on sale, 8% sold out and 12% low stock, spread over all categories.
 */
function dealStockAndSale(rng: Rng, product: ProductSeed, index: number): ProductSeed {
  const band = (index * 13) % 25; // 13 is coprime with 25: every band value appears once per 25 products
  const stock = band < 2 ? 0 : band < 5 ? rng.int(1, 5) : product.stock;
  const onSale = (index * 7) % 5 === 2;
  const baht = product.price / 100;
  const compare = onSale ? (Math.ceil((baht * (1.15 + rng.next() * 0.25)) / 100) * 100 - 10) * 100 : null;
  return { ...product, stock, compare_at_price: compare !== null && compare > product.price ? compare : null };
}

type Copy = Omit<ProductSeed, "price" | "compare_at_price" | "stock" | "is_gift" | "new_in_at" | "rating"
  | "rating_count" | "sold_count" | "slug"> & { baht: number };

/** Adds the commercial numbers every product needs: sale price, stock, dates, ratings. */
function finish(rng: Rng, copy: Copy, brand: BrandSeed, isGift: boolean): ProductSeed {
  const { baht, ...rest } = copy;
  const price = baht * 100;
  // 2026-06-01 + 143 days = 2026-10-22: about 20 products arrived in the 30 days before 2026-11-21 (gifts lean to
  // the holiday season), so New in has a fresh first page.
  const recent = isGift ? rng.next() < 0.5 : rng.next() < 0.06;
  const day = recent ? rng.int(143, 172) : rng.int(isGift ? 122 : 0, 142);
  const rating_count = recent ? rng.int(0, 40) : Math.floor(rng.next() ** 2 * 900);
  return {
    slug: slugify(`${brand.name} ${rest.name_en}`),
    ...rest,
    price,
    compare_at_price: null,
    stock: rng.int(6, 200),
    is_gift: isGift,
    new_in_at: isoDate(day),
    rating: Math.round((3.6 + 1.4 * Math.sqrt(rng.next())) * 10) / 10,
    rating_count,
    sold_count: rating_count * rng.int(2, 6) + rng.int(0, 60),
  };
}

function brandBySlug(slug: string): BrandSeed {
  const brand = brands.find((b) => b.slug === slug);
  if (!brand) throw new Error(`unknown brand ${slug}`);
  return brand;
}

function fromHandmade(rng: Rng, item: HandmadeProduct, isGift: boolean): ProductSeed {
  const brand = brandBySlug(item.brand);
  const origin = madeIn(brand.country);
  return finish(rng, {
    brand_slug: brand.slug, category_slug: item.category, name_en: item.en, name_th: item.th,
    description_en: `${item.desc_en} ${origin.en}`, description_th: `${item.desc_th} ${origin.th}`,
    ingredients_en: item.ingr_en, ingredients_th: item.ingr_th, how_to_use_en: item.how_en, how_to_use_th: item.how_th,
    baht: item.price, concerns: item.concerns, routine_step: item.step, shape: item.shape, volume: item.volume,
  }, brand, isGift);
}

function pickActive(rng: Rng, brand: BrandSeed, category: CategorySlug): Active {
  const fits = (a: Active) => !(a.avoid ?? []).includes(category);
  const signature = actives.filter((a) => fits(a) && (signatures[brand.slug] ?? []).includes(a.en));
  if (signature.length > 0 && rng.next() < 0.5) return rng.pick(signature);
  const region = regionOfCountry[brand.country] ?? "lab";
  const local = actives.filter((a) => fits(a) && a.region === region);
  const lab = actives.filter((a) => fits(a) && a.region === "lab");
  return local.length > 0 && rng.next() < 0.6 ? rng.pick(local) : rng.pick(lab);
}

function composeProducts(rng: Rng, usedNames: Set<string>): ProductSeed[] {
  const skincareBrands = brands.filter((b) => !nonSkincareBrands.has(b.slug));
  const out: ProductSeed[] = [];
  let turn = 0;
  for (const [category, count] of composedCounts) {
    const categoryForms = forms.filter((f) => f.category === category);
    for (let i = 0; i < count; i++) {
      const brand = skincareBrands[turn++ % skincareBrands.length];
      if (!brand) throw new Error("no skincare brands");
      // Retry until the name is new; the pool (~40 actives × 20 descriptors × forms) is far larger than needed.
      for (let attempt = 0; ; attempt++) {
        const active = pickActive(rng, brand, category);
        const descriptor = rng.pick(descriptors.filter((d) => !d.only || d.only.includes(category)));
        const form = rng.pick(categoryForms);
        const name_en = `${active.en} ${descriptor.en} ${form.en}`;
        const name_th = `${form.th}${active.th} ${descriptor.th}${form.th_suffix ?? ""}`;
        if (usedNames.has(name_en) || usedNames.has(name_th)) {
          if (attempt > 200) throw new Error(`cannot find a new name in ${category}`);
          continue;
        }
        usedNames.add(name_en).add(name_th);
        const inci = `${form.inci_head}, ${active.inci}, ${form.inci_tail}.`;
        const closer = rng.pick(closers.filter((c) => !(c.conflicts ?? []).some((word) => inci.includes(word))));
        const origin = madeIn(brand.country);
        const concerns = new Set<Concern>(active.concerns);
        if (category === "sunscreen") concerns.add("sun-protection");
        out.push(finish(rng, {
          brand_slug: brand.slug, category_slug: category, name_en, name_th,
          description_en: `${form.blurb_en} ${active.benefit_en} ${closer.en} ${origin.en}`,
          description_th: `${form.blurb_th} ${active.benefit_th} ${closer.th} ${origin.th}`,
          ingredients_en: `Key ingredients: ${active.key_en}. Full ingredients: ${inci}`,
          ingredients_th: `ส่วนผสมสำคัญ: ${active.key_th} ส่วนผสมทั้งหมด: ${inci}`,
          how_to_use_en: form.how_en, how_to_use_th: form.how_th,
          baht: retailPrice(rng, form.price) / 100, concerns: [...concerns], routine_step: form.step,
          shape: form.shape, volume: rng.pick(form.volumes),
        }, brand, false));
        break;
      }
    }
  }
  return out;
}

function buildProducts(): ProductSeed[] {
  const rng = createRng(SEED);
  const handmade = [...supplements, ...devices, ...accessories];
  const usedNames = new Set<string>([...handmade, ...gifts].flatMap((p) => [p.en, p.th]));
  const all = [
    ...composeProducts(rng, usedNames),
    ...handmade.map((p) => fromHandmade(rng, p, false)),
    ...gifts.map((p) => fromHandmade(rng, p, true)),
  ];
  // Shuffle once so insertion order (and "first 30" SEO records) mixes categories and brands.
  for (let i = all.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    const a = all[i];
    const b = all[j];
    if (a && b) [all[i], all[j]] = [b, a];
  }
  return all.map((p, i) => dealStockAndSale(rng, p, i));
}

export const products: ProductSeed[] = buildProducts();
