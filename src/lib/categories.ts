import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";

/** The ten categories of spec §1 by their catalog slug (server/db/seed/data/categories.ts), in menu order. */
export const CATEGORIES: ReadonlyArray<{ slug: string; name: MessageDescriptor; blurb: MessageDescriptor }> = [
  { slug: "cleanser", name: msg`Cleansers`, blurb: msg`Gentle foams, balms and oils` },
  { slug: "serum", name: msg`Serums`, blurb: msg`Targeted actives that work` },
  { slug: "mask", name: msg`Masks`, blurb: msg`A weekly reset` },
  { slug: "moisturizer", name: msg`Moisturizers`, blurb: msg`Gel creams to rich creams` },
  { slug: "sunscreen", name: msg`Sunscreen`, blurb: msg`SPF50+ for every day` },
  { slug: "skin-device", name: msg`Skin Devices`, blurb: msg`Clinic care at home` },
  { slug: "ampoule", name: msg`Ampoules`, blurb: msg`Concentrated boosts` },
  { slug: "oil", name: msg`Oils`, blurb: msg`Glow without grease` },
  { slug: "supplement", name: msg`Supplements`, blurb: msg`Beauty from within` },
  { slug: "accessory", name: msg`Accessories`, blurb: msg`Tools for the ritual` },
];

export function categoryBySlug(slug: string | undefined) {
  return CATEGORIES.find((category) => category.slug === slug);
}
