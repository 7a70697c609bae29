// Small pieces of copy shared by every product description.

export const countryTh: Record<string, string> = {
  "South Korea": "เกาหลีใต้", Japan: "ญี่ปุ่น", Thailand: "ไทย", France: "ฝรั่งเศส", Australia: "ออสเตรเลีย",
  "New Zealand": "นิวซีแลนด์", Sweden: "สวีเดน", Norway: "นอร์เวย์", Denmark: "เดนมาร์ก",
};

export function madeIn(country: string): { en: string; th: string } {
  return { en: `Made in ${country}.`, th: `ผลิตในประเทศ${countryTh[country] ?? country}` };
}

// Closing claims for generated skincare; one is picked per product. A claim is skipped when the full ingredient
// list contains one of its `conflicts` (no "fragrance-free" next to lavender oil, no "alcohol-free" with alcohol).
export const closers: { en: string; th: string; conflicts?: string[] }[] = [
  {
    en: "Fragrance-free and dermatologically tested.", th: "ไม่มีน้ำหอม ผ่านการทดสอบโดยแพทย์ผิวหนัง",
    conflicts: ["Parfum", "Lavandula", "Melaleuca", "Lippia", "Citrus", "Jasmin"],
  },
  { en: "Light enough for Bangkok humidity, with no sticky finish.",
    th: "บางเบาเหมาะกับอากาศชื้นของกรุงเทพฯ ไม่เหนอะหนะ" },
  { en: "Vegan and cruelty-free.", th: "วีแกนและไม่ทดลองในสัตว์" },
  { en: "Suitable for all skin types, including sensitive skin.", th: "เหมาะกับทุกสภาพผิว รวมถึงผิวแพ้ง่าย" },
  { en: "Non-comedogenic: tested not to clog pores.", th: "ผ่านการทดสอบแล้วว่าไม่ก่อให้เกิดการอุดตันของรูขุมขน" },
  { en: "Packed in recyclable packaging.", th: "บรรจุในบรรจุภัณฑ์ที่รีไซเคิลได้" },
  { en: "Free from alcohol, parabens and mineral oil.", th: "ปราศจากแอลกอฮอล์ พาราเบน และมิเนอรัลออยล์",
    conflicts: ["Alcohol Denat"] },
];
