/**
 * How shoppers write a thing, and how the catalog writes it. Each group lists every way of writing one
 * thing, lower-case: English, Thai, Thai compounds ("ครีมกันแดด", sunscreen written as "sun cream"), common
 * misspellings and transliterations ("เซรัม", "มาส์ก"), and brand names written in Thai. A query that contains any of
 * them matches a product whose searchable text contains any of them. Pure data, tested by the recall list in
 * tests/api/search-recall.test.ts.
 */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  // Categories and product forms.
  ["sunscreen", "sunscreens", "sun screen", "sunblock", "sun block", "sun cream", "suncream", "sun fluid", "sun gel",
    "sun cushion", "spf", "กันแดด", "ครีมกันแดด", "โลชั่นกันแดด", "เจลกันแดด", "ซันสกรีน", "ซันบล็อก", "ซันบล็อค",
    "ซันฟลูอิด"],
  ["cleanser", "cleansers", "cleansing", "face wash", "facial wash", "facial foam", "foam cleanser", "cleansing foam",
    "คลีนเซอร์", "คลีนเซอ", "คลีนซิ่ง", "คลีนซิง", "ล้างหน้า", "โฟมล้างหน้า", "เจลล้างหน้า", "สบู่ล้างหน้า"],
  ["serum", "serums", "เซรั่ม", "เซรัม", "ซีรั่ม", "ซีรัม"],
  ["essence", "toner essence", "เอสเซนส์", "เอสเซ้นส์", "น้ำตบ"],
  ["moisturizer", "moisturizers", "moisturiser", "moisturisers", "moisturizing cream", "face cream", "day cream",
    "มอยส์เจอไรเซอร์", "มอยเจอไรเซอร์", "มอยซ์เจอไรเซอร์", "มอยเจอร์ไรเซอร์", "ครีมบำรุง", "ครีมบำรุงผิว",
    "ครีมบำรุงหน้า", "ครีมทาหน้า", "ครีมบำรุงผิวหน้า"],
  ["mask", "masks", "face mask", "facial mask", "มาสก์", "มาส์ก", "มาสค์", "มาส์ค", "มาร์ก", "มาร์ค", "มาสก์หน้า",
    "แผ่นมาสก์"],
  ["sheet mask", "แผ่นมาสก์หน้า", "มาสก์แผ่น", "แผ่นมาส์ก"],
  ["sleeping mask", "sleeping pack", "สลีปปิ้งมาสก์", "สลีปปิ้งมาส์ก", "สลีปปิ้งแพ็ค", "มาสก์นอน"],
  ["ampoule", "ampoules", "ampule", "แอมพูล", "แอมพลู", "แอมเพิล"],
  ["face oil", "facial oil", "เฟเชียลออยล์", "ออยล์บำรุงหน้า", "น้ำมันบำรุงหน้า"],
  ["oil", "oils", "ออยล์", "ออย", "น้ำมันบำรุงผิว"],
  ["supplement", "supplements", "อาหารเสริม", "วิตามินเสริม"],
  ["skin device", "skin devices", "beauty device", "อุปกรณ์ดูแลผิว", "เครื่องนวดหน้า", "ที่นวดหน้า"],
  ["accessory", "accessories", "แอคเซสซอรี่", "แอคเซสซอรี", "แอ็กเซสซอรี"],
  ["eye cream", "ครีมบำรุงรอบดวงตา", "ครีมทาใต้ตา", "อายครีม"],
  ["cushion", "คุชชั่น", "คูชั่น"],
  ["body oil", "บอดี้ออยล์", "ออยล์ทาผิว", "น้ำมันทาผิว"],
  // Ingredients.
  ["vitamin c", "vit c", "vitc", "วิตามินซี", "วิตซี", "วิตามิน ซี"],
  ["hyaluronic", "hyaluron", "hyaluronic acid", "ไฮยาลูรอน", "ไฮยารูลอน", "ไฮยาลูรอนิก", "ไฮยา"],
  ["niacinamide", "ไนอาซินาไมด์", "ไนอะซินาไมด์"],
  ["retinal", "retinol", "retinoid", "เรตินัล", "เรตินอล"],
  ["ceramide", "ceramides", "เซราไมด์"],
  ["cica", "centella", "ซิก้า", "ซิกา", "ใบบัวบก"],
  ["snail", "snail mucin", "เมือกหอยทาก", "หอยทาก"],
  ["mugwort", "artemisia", "มักเวิร์ต", "โกฐจุฬาลัมพา"],
  ["propolis", "โพรโพลิส", "พรอพอลิส"],
  ["turmeric", "ขมิ้นชัน", "ขมิ้น"],
  ["tamarind", "มะขาม"],
  ["jasmine rice", "ข้าวหอมมะลิ"],
  ["rice bran", "รำข้าว"],
  ["butterfly pea", "อัญชัน"],
  ["peptide", "peptides", "เปปไทด์"],
  ["tranexamic", "ทรานเนซามิค", "ทราเนซามิค"],
  ["collagen", "คอลลาเจน"],
  // Skin concerns. Products carry their concerns in the search doc as the first words of each group below
  // (migration 0017): "กันแดดผิวมัน" is a sunscreen AND an oily-skin product. Not bare กระ (in กระจ่างใส, กระชับ).
  ["acne", "breakout", "breakouts", "pimple", "pimples", "สิว", "ลดสิว", "ผิวเป็นสิว", "สิวอุดตัน"],
  ["dark spots", "dark spot", "melasma", "pigmentation", "ฝ้า", "ลดฝ้า", "ฝ้ากระ", "จุดด่างดำ", "รอยดำ"],
  ["anti-aging", "anti aging", "antiaging", "wrinkle", "wrinkles", "fine lines", "ริ้วรอย", "ลดริ้วรอย", "ชะลอวัย"],
  ["brightening", "brighten", "dullness", "dull skin", "ผิวหมองคล้ำ", "หมองคล้ำ", "กระจ่างใส", "หน้าใส", "ผิวใส"],
  ["pores", "pore", "large pores", "รูขุมขน", "รูขุมขนกว้าง"],
  ["dry skin", "dryness", "dehydrated", "dehydration", "ผิวแห้ง", "ผิวขาดน้ำ", "ขาดน้ำ"],
  ["sebum", "oily skin", "oily", "oiliness", "ผิวมัน", "หน้ามัน", "ความมัน", "คุมมัน"],
  ["sensitive", "sensitive skin", "sensitivity", "ผิวแพ้ง่าย", "แพ้ง่าย", "ผิวบอบบาง"],
  // Brands written in Thai.
  ["haneul lab", "ฮานึล แล็บ", "ฮานึลแล็บ", "ฮานึล"],
  ["dalbit botanics", "ดัลบิท", "ดัลบิต"],
  ["soop & co.", "soop and co", "ซุป แอนด์ โค", "ซุปแอนด์โค"],
  ["oria seoul", "โอเรีย โซล", "โอเรียโซล", "โอเรีย"],
  ["bomi derm", "โบมิ เดิร์ม", "โบมิเดิร์ม", "โบมิ"],
  ["lumen lab", "ลูเมน แล็บ", "ลูเมนแล็บ", "ลูเมน"],
  ["kumo atelier", "คุโมะ", "คูโม่"],
  ["yuzuha", "ยูซุฮะ", "ยูซุฮา"],
  ["aoi skin labo", "อาโออิ", "อาโอย"],
  ["ohm beauty tech", "โอห์ม บิวตี้ เทค", "โอห์ม"],
  ["khao hom", "ข้าวหอม"],
  ["anchan studio", "อัญชัน สตูดิโอ", "อัญชันสตูดิโอ"],
  // Not bare มะลิ (jasmine) or คาคาดู (the plum): they name ingredients of other brands too.
  ["mali apothecary", "มะลิ อะพอทิคารี", "มะลิอะพอทิคารี"],
  ["tamarind & salt", "tamarind and salt", "มะขามแอนด์ซอลต์", "มะขาม แอนด์ ซอลต์"],
  ["siam derma lab", "สยาม เดอร์มา แล็บ", "สยามเดอร์มา"],
  ["slow ritual", "สโลว์ ริชวล", "สโลว์"],
  ["manuka field", "มานูก้า ฟิลด์", "มานูก้า", "manuka"],
  ["kakadu reef", "คาคาดู รีฟ", "คาคาดูรีฟ"],
  ["nordlys skin", "นอร์ดลิส", "นอร์ดลีส"],
  ["havtorn", "ฮาฟทอร์น"],
  ["inner bloom", "อินเนอร์ บลูม", "อินเนอร์บลูม"],
  ["atelier verveine", "อาเตลิเย่ร์ แวร์แวน", "อาเตลิเย่ แวร์แวน", "แวร์แวน", "เวอร์วีน"],
  ["source lune", "ซอร์ส ลูน", "ซอร์สลูน", "ซอร์ซ ลูน"],
  ["laboratoire pivoine", "ลาบอราตัวร์ ปิวัวน์", "ปิวัวน์", "ปีวัวน์", "พิวัวน์"],
  ["saltbush & co.", "saltbush and co", "ซอลต์บุช", "ซอลท์บุช", "ซอลต์บุช แอนด์ โค"],
  // Shoppers rarely type the ö: "bjork" must find Björk & Berry too.
  ["björk & berry", "bjork & berry", "bjork and berry", "björk", "bjork", "บยอร์ก", "บยอร์ค", "บียอร์ก",
    "บยอร์ก แอนด์ เบอร์รี่"],
];

/** Every form, longest first, with its group: a query is scanned for the longest form at each place. */
const FORMS: readonly { form: string; group: readonly string[] }[] = SYNONYM_GROUPS
  .flatMap((group) => group.map((form) => ({ form, group })))
  .sort((a, b) => b.form.length - a.form.length);

/** True when `form` found at [start, end) of `text` is not the middle of a Latin word ("oil" inside "soil"). */
function onLatinBoundary(text: string, start: number, end: number): boolean {
  const latin = /[a-z0-9]/;
  return !(latin.test(text[start - 1] ?? "") || latin.test(text[end] ?? "")) || !latin.test(text[start] ?? "");
}

export type SynonymScan = {
  /** The groups the query names, in the order typed (each: the forms any of which a product may contain). */
  groups: (readonly string[])[];
  /** What is left of the query once those phrases are taken out. */
  rest: string;
};

/**
 * Takes the known phrases out of a normalised (lower-case) query, longest first: "ครีมกันแดดวิตามินซี" names the
 * sunscreen and vitamin C groups and leaves nothing; "yuzuha night" names Yuzuha and leaves "night".
 */
export function scanSynonyms(text: string): SynonymScan {
  const found: { at: number; group: readonly string[] }[] = [];
  let rest = text;
  for (const { form, group } of FORMS) {
    let at = rest.indexOf(form);
    while (at !== -1) {
      if (onLatinBoundary(rest, at, at + form.length)) {
        if (!found.some((f) => f.group === group)) found.push({ at, group });
        rest = `${rest.slice(0, at)} ${" ".repeat(form.length - 1)}${rest.slice(at + form.length)}`;
      }
      at = rest.indexOf(form, at + 1);
    }
  }
  found.sort((a, b) => a.at - b.at);
  return { groups: found.map((f) => f.group), rest: rest.replace(/\s+/g, " ").trim() };
}
