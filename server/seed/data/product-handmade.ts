import type { CategorySlug, Concern, ProductShape, RoutineStep } from "./types.ts";

// A hand-written product: used where names cannot be composed from building blocks
// (devices, accessories, supplements, gift sets). The generator adds stock, dates and ratings.
export type HandmadeProduct = {
  brand: string;
  category: CategorySlug;
  en: string;
  th: string;
  desc_en: string;
  desc_th: string;
  ingr_en: string;
  ingr_th: string;
  how_en: string;
  how_th: string;
  /** Baht. */
  price: number;
  shape: ProductShape;
  volume: string;
  step: RoutineStep;
  concerns: Concern[];
};
