import { brands } from "./brands.ts";
import { categories } from "./categories.ts";
import type { MenuSeed } from "./types.ts";

// The server menu. Links are paths without a locale prefix; the browser adds /th when needed.
// Brand pages use /product/new-in?brand=<slug> (docs/decisions/0050-brand-links.md).

const both = { for_desktop: true, for_mobile: true } as const;
const newIn: MenuSeed = { name_en: "New in", name_th: "สินค้าใหม่", link: "/product/new-in", ...both };

const featuredBrandSlugs = [
  "haneul-lab", "kumo-atelier", "khao-hom", "source-lune", "kakadu-reef", "nordlys-skin", "soop-and-co", "lumen-lab",
];

export function brandLink(slug: string): string {
  return `/product/new-in?brand=${encodeURIComponent(slug)}`;
}

export const menu: MenuSeed[] = [
  {
    name_en: "Shop", name_th: "ช้อปสินค้า", link: "/product/new-in", ...both,
    children: categories.map((c) => ({ name_en: c.name_en, name_th: c.name_th, link: `/product/${c.slug}`, ...both })),
  },
  {
    name_en: "Brand", name_th: "แบรนด์", link: "/product/new-in", ...both,
    children: [
      newIn,
      ...featuredBrandSlugs.map((slug) => {
        const brand = brands.find((b) => b.slug === slug);
        if (!brand) throw new Error(`featured brand ${slug} is missing`);
        // Brand names stay in their original spelling in both languages, as Thai shops do.
        return { name_en: brand.name, name_th: brand.name, link: brandLink(slug), ...both };
      }),
    ],
  },
  {
    name_en: "Sales", name_th: "โปรโมชั่น", link: "/product/sale", ...both,
    children: [
      newIn,
      { name_en: "On sale", name_th: "สินค้าลดราคา", link: "/product/sale", ...both },
      { name_en: "Best sellers", name_th: "สินค้าขายดี", link: "/product/best-seller", ...both },
    ],
  },
  { name_en: "Gifts", name_th: "ของขวัญ", link: "/product-gift", ...both },
  { name_en: "Skin Quiz", name_th: "แบบทดสอบสภาพผิว", link: "/skin-quiz", ...both },
  { name_en: "Blog", name_th: "บล็อก", link: "/blog", ...both },
  // The desktop footer already links these; the mobile menu has no footer in view, so they live here too.
  { name_en: "About us", name_th: "เกี่ยวกับเรา", link: "/about-us", for_desktop: false, for_mobile: true },
  { name_en: "FAQ", name_th: "คำถามที่พบบ่อย", link: "/faq", for_desktop: false, for_mobile: true },
];
