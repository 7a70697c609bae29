import { sql } from "drizzle-orm";
import { queryRows, type Database } from "#db/database.ts";
import { reviews } from "#db/schema/index.ts";
import { insertInBatches } from "./batches.ts";
import { createRng, type Rng } from "./data/prng.ts";

type Group = "skin" | "device" | "supplement" | "accessory";
type Mood = "good" | "mixed" | "poor";
type Lines = Record<Mood, { en: readonly string[]; th: readonly string[] }>;

const GROUP_OF: Record<string, Group> = { "skin-device": "device", supplement: "supplement", accessory: "accessory" };

/** Review texts a shopper would write, per kind of product and mood. Thai ones read as Thai shoppers write. */
const LINES: Record<Group, Lines> = {
  skin: {
    good: {
      en: [
        "Absorbs fast and never feels sticky, even in Bangkok humidity. Already on my second bottle.",
        "My skin looks calmer after two weeks. Gentle enough for my sensitive cheeks.",
        "Lovely texture and no strong scent. It layers well under sunscreen.",
        "Gave this to my sister and now she is hooked too. Worth the price.",
        "Noticeably brighter skin after a month of using it every night.",
      ],
      th: [
        "ซึมไวมาก ไม่เหนอะหนะเลยแม้อากาศร้อน ซื้อซ้ำเป็นขวดที่สองแล้วค่ะ",
        "ใช้ได้สองอาทิตย์ ผิวดูนิ่งขึ้น ไม่แพ้ ผิวแพ้ง่ายใช้ได้",
        "เนื้อบางเบา กลิ่นไม่แรง ทาครีมกันแดดทับได้ไม่เป็นขุย",
        "ซื้อให้แม่ใช้ แม่ชอบมาก บอกว่าผิวชุ่มชื้นขึ้น",
        "ใช้ทุกคืนครบเดือน หน้าดูกระจ่างใสขึ้นจริง คุ้มราคา",
      ],
    },
    mixed: {
      en: [
        "Nice enough, but I did not see a big difference after three weeks.",
        "Good product, though the bottle runs out faster than I expected.",
      ],
      th: [
        "ใช้ได้โอเค แต่ยังไม่เห็นความเปลี่ยนแปลงชัดเจน",
        "เนื้อดี แต่ปริมาณน้อยไปหน่อยเมื่อเทียบกับราคา",
      ],
    },
    poor: {
      en: ["Broke me out a little around the chin, so I stopped. Might suit others better."],
      th: ["ใช้แล้วมีสิวขึ้นนิดหน่อย เลยหยุดใช้ อาจไม่เหมาะกับผิวเรา"],
    },
  },
  device: {
    good: {
      en: [
        "Easy to use and the battery lasts for weeks. My serums seem to sink in better.",
        "Feels well made and the settings are simple. A nice five-minute evening ritual.",
      ],
      th: [
        "ใช้ง่าย แบตอึดมาก ใช้คู่กับเซรั่มแล้วรู้สึกว่าซึมดีขึ้น",
        "งานดี วัสดุแข็งแรง ปรับระดับง่าย ใช้ก่อนนอนทุกวัน",
      ],
    },
    mixed: {
      en: ["Works fine, but the charging cable is short."],
      th: ["ใช้ได้ดี แต่สายชาร์จสั้นไปหน่อย"],
    },
    poor: {
      en: ["Too strong for me even on the lowest setting."],
      th: ["แรงเกินไปสำหรับผิวเรา แม้จะปรับระดับต่ำสุดแล้ว"],
    },
  },
  supplement: {
    good: {
      en: [
        "Easy to swallow and no aftertaste. My skin feels less dry this month.",
        "I take one every morning with breakfast. Nails and skin both look better.",
      ],
      th: [
        "ทานง่าย ไม่มีกลิ่น ทานครบเดือนผิวแห้งน้อยลง",
        "ทานทุกเช้าหลังอาหาร รู้สึกผิวดูสุขภาพดีขึ้น",
      ],
    },
    mixed: {
      en: ["Fine so far, but it is too early to tell after one bottle."],
      th: ["ทานได้หนึ่งกระปุก ยังบอกไม่ได้ว่าต่างไหม"],
    },
    poor: {
      en: ["The capsules are quite large and hard to swallow."],
      th: ["เม็ดใหญ่ กลืนยากไปหน่อย"],
    },
  },
  accessory: {
    good: {
      en: [
        "Soft, well made and survived many washes. Bought a spare.",
        "Exactly what I needed for my routine. Arrived quickly and neatly packed.",
      ],
      th: [
        "เนื้อนุ่ม งานดี ซักหลายรอบแล้วยังใช้ได้ดี ซื้อสำรองไว้อีกชิ้น",
        "ตรงปก ส่งไว แพ็คมาอย่างดี",
      ],
    },
    mixed: {
      en: ["Does the job, though a little smaller than the photo suggests."],
      th: ["ใช้ได้ แต่ขนาดเล็กกว่าที่คิดนิดหน่อย"],
    },
    poor: {
      en: ["Started to fray after a few weeks."],
      th: ["ใช้ไปไม่กี่อาทิตย์ก็เริ่มขาด"],
    },
  },
};

const NAMES_EN = ["Mai S.", "Ploy K.", "Nok T.", "Fern W.", "Anna L.", "June P.", "Sarah M.", "Ben C.", "Mint R.",
  "Kate H."];
const NAMES_TH = ["ปลา", "น้ำฝน ส.", "แพรวา", "กิ๊ฟ", "มุก ท.", "ฝ้าย", "เบลล์", "ออม ก.", "ต้นข้าว", "ใบเตย"];

/** A star rating near the product's catalog rating, so the summary keeps the catalog's character. */
function starsNear(target: number, rng: Rng): number {
  const spread = rng.next();
  const raw = spread < 0.6 ? Math.round(target) : spread < 0.85 ? Math.ceil(target)
    : Math.floor(target) - rng.int(0, 1);
  return Math.min(5, Math.max(1, raw));
}

export type ReviewSeedProduct = { id: number; categorySlug: string; rating: number; ratingCount: number };

/** 3 to 8 reviews for every rated product, half in English and half in Thai, dated over the last year. */
export function reviewSeeds(items: readonly ReviewSeedProduct[], now: Date): (typeof reviews.$inferInsert)[] {
  const rng = createRng(20261121);
  const out: (typeof reviews.$inferInsert)[] = [];
  for (const product of items) {
    if (product.ratingCount === 0) continue;
    const group = GROUP_OF[product.categorySlug] ?? "skin";
    const count = rng.int(3, 8);
    for (let i = 0; i < count; i++) {
      const rating = starsNear(product.rating, rng);
      const mood: Mood = rating >= 4 ? "good" : rating === 3 ? "mixed" : "poor";
      const thai = rng.next() < 0.5;
      const lines = LINES[group][mood];
      out.push({
        productId: product.id,
        authorName: rng.pick(thai ? NAMES_TH : NAMES_EN),
        rating,
        text: rng.pick(thai ? lines.th : lines.en),
        locale: thai ? "th" : "en",
        createdAt: new Date(now.getTime() - rng.int(1, 365 * 24) * 60 * 60 * 1000),
      });
    }
  }
  return out;
}

/** Inserts the reviews and makes each product's rating and rating count the summary of its reviews. */
export async function seedReviews(db: Database, now = new Date()): Promise<void> {
  const rows = await queryRows<{ id: number; category_slug: string; rating: string; rating_count: number }>(db, sql`
    SELECT p.id, c.slug AS category_slug, p.rating, p.rating_count
    FROM products p JOIN categories c ON c.id = p.category_id ORDER BY p.id`);
  const items = rows.map((r) => ({
    id: Number(r.id), categorySlug: r.category_slug, rating: Number(r.rating), ratingCount: Number(r.rating_count),
  }));
  await insertInBatches(db, reviews, reviewSeeds(items, now), 500);
  await refreshProductRatings(db);
}

/** products.rating / rating_count = the average and count of the product's reviews (0 / 0 without any). */
export async function refreshProductRatings(db: Database, productId?: number): Promise<void> {
  const only = productId === undefined ? sql`` : sql`WHERE p.id = ${productId}`;
  await db.execute(sql`
    UPDATE products p SET
      rating = COALESCE((SELECT round(avg(r.rating)::numeric, 1) FROM reviews r WHERE r.product_id = p.id), 0),
      rating_count = (SELECT count(*) FROM reviews r WHERE r.product_id = p.id)
    ${only}`);
}
