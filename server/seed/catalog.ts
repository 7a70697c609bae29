import type { Database } from "#db/database.ts";
import { brands, categories, products } from "#db/schema/index.ts";
import { insertInBatches } from "./batches.ts";
import * as data from "./data/index.ts";

/** Where a product's generated illustration is served (WebP); the gallery adds variants of the same drawing. */
export function productImagePath(slug: string, variant = 1): string {
  const base = `/media/product/${encodeURIComponent(slug)}.webp`;
  return variant === 1 ? base : `${base}?v=${variant}`;
}

export async function seedCatalog(db: Database): Promise<void> {
  const categoryRows = await db.insert(categories).values(data.categories.map((c) => ({
    slug: c.slug, nameEn: c.name_en, nameTh: c.name_th, descriptionEn: c.description_en,
    descriptionTh: c.description_th, sort: c.sort,
  }))).returning({ id: categories.id, slug: categories.slug });
  const brandRows = await db.insert(brands).values(data.brands.map((b) => ({
    slug: b.slug, name: b.name, country: b.country, color: b.color, accent: b.accent,
    storyEn: b.story_en, storyTh: b.story_th,
  }))).returning({ id: brands.id, slug: brands.slug });
  const categoryId = new Map(categoryRows.map((r) => [r.slug, r.id]));
  const brandId = new Map(brandRows.map((r) => [r.slug, r.id]));

  const rows = data.products.map((p, index) => {
    const b = brandId.get(p.brand_slug);
    const c = categoryId.get(p.category_slug);
    if (b === undefined || c === undefined) {
      throw new Error(
        `Seed product ${p.slug} names an unknown brand (${p.brand_slug}) or category (${p.category_slug})`);
    }
    const galleryCount = 2 + (index % 2); // 2 or 3 extra views
    return {
      slug: p.slug, brandId: b, categoryId: c, nameEn: p.name_en, nameTh: p.name_th,
      descriptionEn: p.description_en, descriptionTh: p.description_th,
      ingredientsEn: p.ingredients_en, ingredientsTh: p.ingredients_th,
      howToUseEn: p.how_to_use_en, howToUseTh: p.how_to_use_th,
      price: p.price, compareAtPrice: p.compare_at_price, stock: p.stock, isGift: p.is_gift,
      newInAt: new Date(p.new_in_at), rating: p.rating.toFixed(1), ratingCount: p.rating_count, soldCount: p.sold_count,
      concerns: [...p.concerns], routineStep: p.routine_step, shape: p.shape, volume: p.volume,
      image: productImagePath(p.slug),
      gallery: Array.from({ length: galleryCount }, (_, i) => productImagePath(p.slug, i + 2)),
    };
  });
  await insertInBatches(db, products, rows, 100);
}
