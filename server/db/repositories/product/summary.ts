import type { Locale } from "#contract/locale.ts";
import type { ProductDetail, ProductSummary } from "#contract/product.ts";
import { brands, categories, products } from "#db/schema/index.ts";
import { localVolume } from "#domain/thai-words.ts";

/** The columns a product card needs, both languages (the request language is picked when mapping). */
export const summaryColumns = {
  id: products.id,
  slug: products.slug,
  nameEn: products.nameEn,
  nameTh: products.nameTh,
  brandSlug: brands.slug,
  brandName: brands.name,
  categorySlug: categories.slug,
  categoryEn: categories.nameEn,
  categoryTh: categories.nameTh,
  price: products.price,
  compareAtPrice: products.compareAtPrice,
  image: products.image,
  stock: products.stock,
  rating: products.rating,
  ratingCount: products.ratingCount,
  isGift: products.isGift,
  newInAt: products.newInAt,
};

export const detailColumns = {
  ...summaryColumns,
  gallery: products.gallery,
  descriptionEn: products.descriptionEn,
  descriptionTh: products.descriptionTh,
  ingredientsEn: products.ingredientsEn,
  ingredientsTh: products.ingredientsTh,
  howToUseEn: products.howToUseEn,
  howToUseTh: products.howToUseTh,
  volume: products.volume,
  concerns: products.concerns,
  routineStep: products.routineStep,
};

type SummaryRow = {
  id: number; slug: string; nameEn: string; nameTh: string; brandSlug: string; brandName: string;
  categorySlug: string; categoryEn: string; categoryTh: string; price: number; compareAtPrice: number | null;
  image: string; stock: number; rating: string; ratingCount: number; isGift: boolean; newInAt: Date | string;
};
type DetailRow = SummaryRow & {
  gallery: string[]; descriptionEn: string; descriptionTh: string; ingredientsEn: string; ingredientsTh: string;
  howToUseEn: string; howToUseTh: string; volume: string; concerns: string[]; routineStep: string;
};

const th = (locale: Locale) => locale === "th";
const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

export function toSummary(row: SummaryRow, locale: Locale): ProductSummary {
  const out: ProductSummary = {
    id: row.id,
    slug: row.slug,
    name: th(locale) ? row.nameTh : row.nameEn,
    brand: { slug: row.brandSlug, name: row.brandName },
    category: { slug: row.categorySlug, name: th(locale) ? row.categoryTh : row.categoryEn },
    price: row.price,
    image: row.image,
    stock: row.stock,
    rating: Number(row.rating),
    rating_count: row.ratingCount,
    is_gift: row.isGift,
    new_in_at: iso(row.newInAt),
  };
  // Present only when on sale (contract: above `price`).
  if (row.compareAtPrice !== null && row.compareAtPrice > row.price) out.compare_at_price = row.compareAtPrice;
  return out;
}

export function toDetail(row: DetailRow, locale: Locale): ProductDetail {
  return {
    ...toSummary(row, locale),
    gallery: [row.image, ...row.gallery],
    description: th(locale) ? row.descriptionTh : row.descriptionEn,
    ingredients: th(locale) ? row.ingredientsTh : row.ingredientsEn,
    how_to_use: th(locale) ? row.howToUseTh : row.howToUseEn,
    volume: localVolume(row.volume, locale),
    concerns: row.concerns,
    routine_step: row.routineStep,
  };
}
