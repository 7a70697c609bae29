import { blogPosts } from "./blog-posts.ts";
import { brands } from "./brands.ts";
import { categories } from "./categories.ts";
import { products } from "./products.ts";
import type { SeoSeed } from "./types.ts";

// Page-head records, looked up by route path (no leading slash, no locale prefix).

const SITE = "SkinState";

/** Search snippets are cut around 155 characters; stop at a word boundary. */
function snippet(text: string, max = 155): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${cut.slice(0, space > 80 ? space : cut.length)}…`;
}

const pages: SeoSeed[] = [
  {
    path: "", title_en: `${SITE} | Niche skincare from Korea, Japan, Thailand and beyond`,
    title_th: `${SITE} | รวมแบรนด์สกินแคร์นิชจากเกาหลี ญี่ปุ่น ไทย และทั่วโลก`,
    description_en:
      "Shop cleansers, serums, sunscreen and skin devices from independent brands, chosen for tropical skin.",
    description_th: "ช้อปคลีนเซอร์ เซรั่ม กันแดด และอุปกรณ์ดูแลผิวจากแบรนด์อิสระที่คัดมาเพื่อผิวในเมืองร้อน",
    keywords_en: ["skincare", "niche skincare", "Korean skincare", "Japanese sunscreen", "Thai skincare brands",
      "Bangkok"],
    keywords_th: ["สกินแคร์", "สกินแคร์เกาหลี", "กันแดดญี่ปุ่น", "แบรนด์ไทย", "ช้อปออนไลน์", "กรุงเทพฯ"],
  },
  {
    path: "product/new-in", title_en: `New in | ${SITE}`, title_th: `สินค้าใหม่ | ${SITE}`,
    description_en: "The latest arrivals from our niche skincare brands, updated every week.",
    description_th: "สินค้ามาใหม่ล่าสุดจากแบรนด์สกินแคร์นิชของเรา อัปเดตทุกสัปดาห์",
    keywords_en: ["new skincare", "new arrivals", "latest skincare"],
    keywords_th: ["สินค้าใหม่", "สกินแคร์มาใหม่", "ของใหม่"],
  },
  {
    path: "product/sale", title_en: `On sale | ${SITE}`, title_th: `สินค้าลดราคา | ${SITE}`,
    description_en: "Skincare favourites at special prices, while stocks last.",
    description_th: "สกินแคร์ตัวโปรดในราคาพิเศษ จำนวนจำกัด",
    keywords_en: ["skincare sale", "discount skincare"], keywords_th: ["สกินแคร์ลดราคา", "โปรโมชั่น", "ส่วนลด"],
  },
  {
    path: "product/best-seller", title_en: `Best sellers | ${SITE}`, title_th: `สินค้าขายดี | ${SITE}`,
    description_en: "The products our customers buy again and again.",
    description_th: "สินค้าที่ลูกค้าของเราซื้อซ้ำครั้งแล้วครั้งเล่า",
    keywords_en: ["best sellers", "popular skincare"], keywords_th: ["สินค้าขายดี", "สกินแคร์ยอดนิยม"],
  },
  {
    path: "product-gift", title_en: `Gifts and sets | ${SITE}`, title_th: `ของขวัญและเซ็ตสุดคุ้ม | ${SITE}`,
    description_en: "Gift sets, travel minis and pouches, wrapped and ready to give.",
    description_th: "เซ็ตของขวัญ ไซส์มินิ และกระเป๋าสวย ๆ พร้อมห่อเป็นของขวัญ",
    keywords_en: ["skincare gift set", "beauty gifts", "travel minis"],
    keywords_th: ["เซ็ตของขวัญ", "ของขวัญสกินแคร์", "ไซส์มินิ"],
  },
  {
    path: "faq", title_en: `FAQ | ${SITE}`, title_th: `คำถามที่พบบ่อย | ${SITE}`,
    description_en: "Orders, shipping, returns, refunds, membership and payment: answers to common questions.",
    description_th: "คำตอบเรื่องคำสั่งซื้อ การจัดส่ง การคืนสินค้า การคืนเงิน สมาชิก และการชำระเงิน",
    keywords_en: ["faq", "shipping", "returns", "membership"],
    keywords_th: ["คำถามที่พบบ่อย", "การจัดส่ง", "คืนสินค้า", "สมาชิก"],
  },
  {
    path: "blog", title_en: `Journal | ${SITE}`, title_th: `บทความ | ${SITE}`,
    description_en: "Routines, ingredient guides and brand stories from the SkinState team.",
    description_th: "รูทีน คู่มือส่วนผสม และเรื่องราวของแบรนด์จากทีม SkinState",
    keywords_en: ["skincare blog", "skincare routine", "ingredients"],
    keywords_th: ["บทความสกินแคร์", "รูทีนดูแลผิว", "ส่วนผสม"],
  },
  {
    path: "about-us", title_en: `About us | ${SITE}`, title_th: `เกี่ยวกับเรา | ${SITE}`,
    description_en:
      "SkinState brings niche skincare brands together in Bangkok, with four stores and friendly skin advisors.",
    description_th:
      "SkinState รวมแบรนด์สกินแคร์นิชไว้ในที่เดียวในกรุงเทพฯ พร้อม 4 สาขาและผู้เชี่ยวชาญด้านผิวที่พร้อมให้คำแนะนำ",
    keywords_en: ["about SkinState", "skincare store Bangkok"],
    keywords_th: ["เกี่ยวกับ SkinState", "ร้านสกินแคร์ กรุงเทพฯ"],
  },
  {
    path: "skin-quiz", title_en: `Skin quiz | ${SITE}`, title_th: `แบบทดสอบสภาพผิว | ${SITE}`,
    description_en: "Answer a few questions and get a routine matched to your skin.",
    description_th: "ตอบคำถามไม่กี่ข้อ แล้วรับรูทีนที่เหมาะกับผิวของคุณ",
    keywords_en: ["skin quiz", "skin type test"], keywords_th: ["แบบทดสอบสภาพผิว", "เช็กสภาพผิว"],
  },
];

const categoryPages: SeoSeed[] = categories.map((c) => ({
  path: `product/${c.slug}`,
  title_en: `${c.name_en} | ${SITE}`,
  title_th: `${c.name_th} | ${SITE}`,
  description_en: c.description_en,
  description_th: c.description_th,
  keywords_en: [c.name_en.toLowerCase(), `${c.name_en.toLowerCase()} Bangkok`, "skincare"],
  keywords_th: [c.name_th, `${c.name_th}ราคาดี`, "สกินแคร์"],
}));

const productPages: SeoSeed[] = products.slice(0, 30).map((p) => {
  const brand = brands.find((b) => b.slug === p.brand_slug)?.name ?? SITE;
  const category = categories.find((c) => c.slug === p.category_slug);
  return {
    path: `product/detail/${p.slug}`,
    title_en: `${brand} ${p.name_en} | ${SITE}`,
    title_th: `${brand} ${p.name_th} | ${SITE}`,
    description_en: snippet(p.description_en),
    description_th: snippet(p.description_th),
    keywords_en: [brand, p.name_en, category?.name_en ?? "", ...p.concerns].filter(Boolean),
    keywords_th: [brand, p.name_th, category?.name_th ?? ""].filter(Boolean),
  };
});

const blogPages: SeoSeed[] = blogPosts.map((post) => ({
  path: `blog/${post.slug}`,
  title_en: `${post.title_en} | ${SITE}`,
  title_th: `${post.title_th} | ${SITE}`,
  description_en: snippet(post.excerpt_en),
  description_th: snippet(post.excerpt_th),
  keywords_en: post.tags.map((t) => t.replace(/-/g, " ")),
  keywords_th: ["บทความสกินแคร์", "SkinState"],
}));

export const seo: SeoSeed[] = [...pages, ...categoryPages, ...productPages, ...blogPages];
