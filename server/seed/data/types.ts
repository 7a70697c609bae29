// Shapes of the demo seed data. The seed runner (server/seed) inserts these into the database;
// keeping them as plain data lets us test the catalog without a database.

export type Concern =
  | "acne" | "dryness" | "dullness" | "sensitivity" | "aging" | "pores" | "oiliness" | "dark-spots" | "sun-protection";

export type RoutineStep = "cleanse" | "tone" | "treat" | "moisturize" | "protect" | "mask" | "supplement" | "tool";

import type { ProductShape } from "#db/schema/catalog.ts";

export type { ProductShape };

export type CategorySlug =
  | "cleanser" | "serum" | "mask" | "moisturizer" | "sunscreen" | "skin-device" | "ampoule" | "oil" | "supplement"
  | "accessory";

export type CategorySeed = {
  slug: CategorySlug;
  name_en: string;
  name_th: string;
  description_en: string;
  description_th: string;
  sort: number;
};

export type BrandSeed = {
  slug: string;
  name: string;
  country: string;
  /** Main packaging colour (hex), used for the product illustration. */
  color: string;
  /** Secondary colour for caps, labels and details (hex). */
  accent: string;
  story_en: string;
  story_th: string;
};

export type ProductSeed = {
  slug: string;
  brand_slug: string;
  category_slug: CategorySlug;
  name_en: string;
  name_th: string;
  description_en: string;
  description_th: string;
  ingredients_en: string;
  ingredients_th: string;
  how_to_use_en: string;
  how_to_use_th: string;
  /** Satang: ฿1,290 = 129000. */
  price: number;
  compare_at_price: number | null;
  stock: number;
  is_gift: boolean;
  /** ISO date (YYYY-MM-DD). */
  new_in_at: string;
  rating: number;
  rating_count: number;
  sold_count: number;
  concerns: Concern[];
  routine_step: RoutineStep;
  shape: ProductShape;
  volume: string;
};

export type MenuSeed = {
  name_en: string;
  name_th: string;
  link: string;
  for_desktop: boolean;
  for_mobile: boolean;
  children?: MenuSeed[];
};

/** `guests_only`: an offer a signed-in member has no use for (sign up and save) is not shown to members. */
export type SitewideSeed = { enabled: boolean; guests_only: boolean; text_en: string; text_th: string };

export type SeoSeed = {
  /** Route path without a leading slash and without a locale prefix; "" is home. */
  path: string;
  title_en: string;
  title_th: string;
  description_en: string;
  description_th: string;
  keywords_en: string[];
  keywords_th: string[];
};

export type FaqSeed = {
  category_en: string;
  category_th: string;
  question_en: string;
  question_th: string;
  answer_en: string;
  answer_th: string;
};

export type BlogPostSeed = {
  slug: string;
  title_en: string;
  title_th: string;
  excerpt_en: string;
  excerpt_th: string;
  /** Paragraphs separated by a blank line. */
  body_en: string;
  body_th: string;
  published_at: string;
  cover_color: string;
  tags: string[];
};

export type BranchSeed = {
  name_en: string;
  name_th: string;
  address_en: string;
  address_th: string;
  hours_en: string;
  hours_th: string;
  phone: string;
  map_url: string;
};

export type StoreContactSeed = {
  phone: string;
  email: string;
  line: string;
  hours_en: string;
  hours_th: string;
  address_en: string;
  address_th: string;
};

export type SocialLinkSeed = { name: string; url: string };

export type CountrySeed = { code: string; emoji: string; unicode: string; name: string; dialCode: string };
