import type { CategorySlug, Concern } from "./types.ts";

// Hero ingredients that give generated skincare products their names and stories.
// `th` is the form Thai shops use in product names (often the English word in Thai script).

export type Region = "kr" | "jp" | "th" | "fr" | "au" | "nordic" | "lab";

export type Active = {
  en: string;
  th: string;
  inci: string;
  key_en: string;
  key_th: string;
  benefit_en: string;
  benefit_th: string;
  concerns: Concern[];
  region: Region;
  /** Categories where this hero ingredient would sound wrong (e.g. retinal in a cleanser). */
  avoid?: CategorySlug[];
};

export const actives: Active[] = [
  // Lab actives: any brand may use them.
  {
    en: "Niacinamide", th: "ไนอาซินาไมด์", inci: "Niacinamide", region: "lab", avoid: ["oil"],
    key_en: "Niacinamide 5%, zinc PCA", key_th: "ไนอาซินาไมด์ 5% และซิงค์ พีซีเอ",
    benefit_en: "Niacinamide refines the look of pores and evens out tone.",
    benefit_th: "ไนอาซินาไมด์ช่วยให้รูขุมขนดูกระชับและสีผิวดูสม่ำเสมอ", concerns: ["pores", "dullness", "oiliness"],
  },
  {
    en: "Vitamin C", th: "วิตามินซี", inci: "3-O-Ethyl Ascorbic Acid", region: "lab",
    key_en: "Stable vitamin C (ethyl ascorbic acid), vitamin E", key_th: "วิตามินซีชนิดเสถียร และวิตามินอี",
    benefit_en: "A stable form of vitamin C brightens dull skin and fades the look of dark spots.",
    benefit_th: "วิตามินซีชนิดเสถียรช่วยให้ผิวหมองคล้ำกลับมากระจ่างใส และลดเลือนจุดด่างดำ",
    concerns: ["dullness", "dark-spots"],
  },
  {
    en: "Retinal", th: "เรตินัล", inci: "Retinal", region: "lab", avoid: ["cleanser", "sunscreen", "mask", "oil"],
    key_en: "Encapsulated retinal 0.05%, bakuchiol", key_th: "เรตินัลแบบเอ็นแคปซูเลต 0.05% และบาคูชิออล",
    benefit_en: "Encapsulated retinal smooths fine lines with far less irritation than classic retinol.",
    benefit_th: "เรตินัลแบบเอ็นแคปซูเลตช่วยลดเลือนริ้วรอย โดยระคายเคืองน้อยกว่าเรตินอลทั่วไป", concerns: ["aging"],
  },
  {
    en: "Hyaluronic", th: "ไฮยาลูรอน", inci: "Sodium Hyaluronate", region: "lab", avoid: ["oil"],
    key_en: "Five weights of hyaluronic acid", key_th: "ไฮยาลูรอนิก แอซิด 5 ขนาดโมเลกุล",
    benefit_en: "Five weights of hyaluronic acid hydrate every layer of the skin.",
    benefit_th: "ไฮยาลูรอนิก แอซิด 5 ขนาดโมเลกุลเติมความชุ่มชื้นได้ลึกถึงทุกชั้นผิว", concerns: ["dryness"],
  },
  {
    en: "Ceramide", th: "เซราไมด์", inci: "Ceramide NP, Ceramide AP, Ceramide EOP", region: "lab",
    key_en: "Three skin-identical ceramides, cholesterol",
    key_th: "เซราไมด์ 3 ชนิดที่เหมือนผิวตามธรรมชาติ และคอเลสเตอรอล",
    benefit_en: "Skin-identical ceramides rebuild a weakened moisture barrier.",
    benefit_th: "เซราไมด์ที่เหมือนผิวตามธรรมชาติช่วยฟื้นฟูเกราะป้องกันผิวที่อ่อนแอ",
    concerns: ["dryness", "sensitivity"],
  },
  {
    en: "Peptide", th: "เปปไทด์", inci: "Palmitoyl Tripeptide-1, Acetyl Hexapeptide-8", region: "lab",
    avoid: ["cleanser"],
    key_en: "A complex of six peptides", key_th: "เปปไทด์คอมเพล็กซ์ 6 ชนิด",
    benefit_en: "A six-peptide complex helps skin look firmer and more bouncy.",
    benefit_th: "เปปไทด์ 6 ชนิดช่วยให้ผิวดูกระชับและเด้งขึ้น", concerns: ["aging"],
  },
  {
    en: "Tranexamic", th: "ทรานเนซามิค", inci: "Tranexamic Acid", region: "lab", avoid: ["cleanser", "oil"],
    key_en: "Tranexamic acid 3%, licorice root", key_th: "ทรานเนซามิค แอซิด 3% และสารสกัดชะเอมเทศ",
    benefit_en: "Tranexamic acid targets stubborn melasma and post-acne marks.",
    benefit_th: "ทรานเนซามิค แอซิดช่วยจัดการฝ้าและรอยดำจากสิวที่จางยาก", concerns: ["dark-spots", "dullness"],
  },
  {
    en: "BHA", th: "บีเอชเอ", inci: "Salicylic Acid", region: "lab", avoid: ["oil", "sunscreen"],
    key_en: "Salicylic acid 1.5%", key_th: "ซาลิไซลิก แอซิด 1.5%",
    benefit_en: "Oil-soluble salicylic acid clears congested pores and calms breakouts.",
    benefit_th: "ซาลิไซลิก แอซิดละลายในน้ำมัน ช่วยทำความสะอาดรูขุมขนที่อุดตันและลดการเกิดสิว",
    concerns: ["acne", "pores", "oiliness"],
  },
  {
    en: "Squalane", th: "สควาเลน", inci: "Squalane", region: "lab", avoid: ["cleanser", "mask"],
    key_en: "Plant-derived squalane", key_th: "สควาเลนจากพืช",
    benefit_en: "Olive squalane softens and seals in moisture without clogging pores.",
    benefit_th: "สควาเลนจากมะกอกช่วยให้ผิวนุ่มและกักเก็บความชุ่มชื้น โดยไม่อุดตันรูขุมขน", concerns: ["dryness"],
  },
  // Korea
  {
    en: "Cica", th: "ซิก้า", inci: "Centella Asiatica Extract, Madecassoside", region: "kr", avoid: ["oil"],
    key_en: "Centella asiatica, madecassoside", key_th: "สารสกัดใบบัวบก และมาเดคาสโซไซด์",
    benefit_en: "Centella asiatica calms redness and supports a stressed skin barrier.",
    benefit_th: "สารสกัดใบบัวบกช่วยลดรอยแดงและดูแลเกราะป้องกันผิวที่อ่อนล้า", concerns: ["sensitivity", "acne"],
  },
  {
    en: "Heartleaf", th: "พลูคาว", inci: "Houttuynia Cordata Extract", region: "kr", avoid: ["oil"],
    key_en: "Heartleaf (houttuynia cordata) 77%", key_th: "สารสกัดพลูคาว 77%",
    benefit_en: "Heartleaf extract soothes irritated, breakout-prone skin.",
    benefit_th: "สารสกัดพลูคาวช่วยปลอบประโลมผิวที่ระคายเคืองและเป็นสิวง่าย", concerns: ["acne", "sensitivity"],
  },
  {
    en: "Mugwort", th: "มักเวิร์ต", inci: "Artemisia Princeps Extract", region: "kr",
    key_en: "Ganghwa mugwort extract", key_th: "สารสกัดมักเวิร์ตจากเกาะคังฮวา",
    benefit_en: "Ganghwa mugwort cools heat-stressed skin and reduces visible redness.",
    benefit_th: "มักเวิร์ตจากเกาะคังฮวาช่วยคลายความร้อนให้ผิวและลดรอยแดง", concerns: ["sensitivity", "oiliness"],
  },
  {
    en: "Propolis", th: "โพรโพลิส", inci: "Propolis Extract", region: "kr", avoid: ["sunscreen"],
    key_en: "Propolis extract 60%, honey", key_th: "สารสกัดโพรโพลิส 60% และน้ำผึ้ง",
    benefit_en: "Propolis nourishes and gives tired skin a healthy, honeyed glow.",
    benefit_th: "โพรโพลิสช่วยบำรุงและเติมความโกลว์สุขภาพดีให้ผิวที่อ่อนล้า", concerns: ["dullness", "dryness"],
  },
  {
    en: "Snail", th: "เมือกหอยทาก", inci: "Snail Secretion Filtrate", region: "kr",
    avoid: ["sunscreen", "oil", "cleanser"],
    key_en: "Snail mucin 92%", key_th: "เมือกหอยทาก 92%",
    benefit_en: "Snail mucin repairs, plumps and helps fade the look of acne marks.",
    benefit_th: "เมือกหอยทากช่วยฟื้นบำรุงผิวให้อิ่มฟู และช่วยให้รอยสิวดูจางลง", concerns: ["dryness", "dark-spots"],
  },
  // Japan
  {
    en: "Sake", th: "สาเก", inci: "Sake Lees Extract, Rice Ferment Filtrate", region: "jp", avoid: ["sunscreen"],
    key_en: "Sake lees ferment", key_th: "กากสาเกหมัก",
    benefit_en: "Fermented sake lees bring back the translucent clarity of well-rested skin.",
    benefit_th: "กากสาเกหมักช่วยคืนความใสกระจ่างให้ผิวดูเหมือนได้พักผ่อนเต็มที่", concerns: ["dullness"],
  },
  {
    en: "Rice Bran", th: "รำข้าว", inci: "Oryza Sativa Bran Extract", region: "jp",
    key_en: "Rice bran, rice ceramides", key_th: "รำข้าว และเซราไมด์จากข้าว",
    benefit_en: "Rice bran and rice ceramides soften rough texture and brighten.",
    benefit_th: "รำข้าวและเซราไมด์จากข้าวช่วยให้ผิวเรียบเนียนและดูกระจ่างใส", concerns: ["dullness", "dryness"],
  },
  {
    en: "Yuzu", th: "ยูซุ", inci: "Citrus Junos Fruit Extract", region: "jp",
    key_en: "Kochi yuzu extract", key_th: "สารสกัดส้มยูซุจากโคจิ",
    benefit_en: "Kochi yuzu is rich in vitamin C for a fresher, more radiant complexion.",
    benefit_th: "ส้มยูซุจากโคจิอุดมด้วยวิตามินซี ช่วยให้ผิวดูสดใสมีชีวิตชีวา", concerns: ["dullness"],
  },
  {
    en: "Sakura", th: "ซากุระ", inci: "Prunus Serrulata Flower Extract", region: "jp",
    key_en: "Cherry blossom extract", key_th: "สารสกัดดอกซากุระ",
    benefit_en: "Cherry blossom extract softens and gives a gentle pink-toned glow.",
    benefit_th: "สารสกัดดอกซากุระช่วยให้ผิวนุ่มและดูเปล่งปลั่งอมชมพูอย่างเป็นธรรมชาติ",
    concerns: ["dullness", "sensitivity"],
  },
  {
    en: "Matcha", th: "มัทฉะ", inci: "Camellia Sinensis Leaf Powder", region: "jp", avoid: ["oil"],
    key_en: "Uji matcha, green tea catechins", key_th: "มัทฉะจากอุจิ และคาเทชินจากชาเขียว",
    benefit_en: "Uji matcha is packed with antioxidants that keep oil and shine in check.",
    benefit_th: "มัทฉะจากอุจิอุดมด้วยสารต้านอนุมูลอิสระ ช่วยควบคุมความมันบนใบหน้า", concerns: ["oiliness", "pores"],
  },
  {
    en: "Camellia", th: "คามิเลีย", inci: "Camellia Japonica Seed Oil", region: "jp",
    key_en: "Camellia japonica seed oil", key_th: "น้ำมันเมล็ดคามิเลีย",
    benefit_en: "Camellia oil, a Japanese beauty classic, leaves skin supple and soft.",
    benefit_th: "น้ำมันคามิเลีย เคล็ดลับความงามแบบญี่ปุ่น ช่วยให้ผิวนุ่มชุ่มชื้น", concerns: ["dryness", "aging"],
  },
  // Thailand
  {
    en: "Jasmine Rice", th: "ข้าวหอมมะลิ", inci: "Oryza Sativa (Jasmine Rice) Extract", region: "th",
    key_en: "Surin jasmine rice extract", key_th: "สารสกัดข้าวหอมมะลิจากสุรินทร์",
    benefit_en: "Organic jasmine rice from Surin soothes and evens out skin tone.",
    benefit_th: "ข้าวหอมมะลิอินทรีย์จากสุรินทร์ช่วยปลอบประโลมผิวและปรับสีผิวให้สม่ำเสมอ",
    concerns: ["dullness", "sensitivity"],
  },
  {
    en: "Butterfly Pea", th: "อัญชัน", inci: "Clitoria Ternatea Flower Extract", region: "th",
    key_en: "Butterfly pea flower anthocyanins", key_th: "แอนโทไซยานินจากดอกอัญชัน",
    benefit_en: "Butterfly pea anthocyanins defend skin against pollution and daily stress.",
    benefit_th: "แอนโทไซยานินจากดอกอัญชันช่วยปกป้องผิวจากมลภาวะและความเครียดในแต่ละวัน",
    concerns: ["aging", "dullness"],
  },
  {
    en: "Thanaka", th: "ทานาคา", inci: "Limonia Acidissima Bark Extract", region: "th", avoid: ["oil"],
    key_en: "Thanaka bark powder", key_th: "ผงเปลือกทานาคา",
    benefit_en: "Thanaka cools the skin and absorbs excess oil, as it has for centuries.",
    benefit_th: "ทานาคาช่วยให้ผิวเย็นสบายและดูดซับความมันส่วนเกิน เหมือนที่ใช้กันมาหลายร้อยปี",
    concerns: ["oiliness", "sun-protection"],
  },
  {
    en: "Tamarind", th: "มะขาม", inci: "Tamarindus Indica Fruit Extract", region: "th", avoid: ["oil", "sunscreen"],
    key_en: "Tamarind AHA, sea salt minerals", key_th: "AHA จากมะขาม และแร่ธาตุจากเกลือทะเล",
    benefit_en: "Natural AHAs from tamarind gently resurface for smoother, clearer skin.",
    benefit_th: "AHA จากมะขามช่วยผลัดเซลล์ผิวอย่างอ่อนโยน ให้ผิวเรียบเนียนและกระจ่างใส",
    concerns: ["dullness", "pores"],
  },
  {
    en: "Turmeric", th: "ขมิ้นชัน", inci: "Curcuma Longa Root Extract", region: "th",
    key_en: "Turmeric root, tetrahydrocurcumin", key_th: "สารสกัดขมิ้นชัน และเตตระไฮโดรเคอร์คิวมิน",
    benefit_en: "Turmeric helps calm blemishes and brighten post-acne marks.",
    benefit_th: "ขมิ้นชันช่วยลดการอักเสบของสิวและทำให้รอยสิวดูจางลง", concerns: ["acne", "dark-spots"],
  },
  {
    en: "Mangosteen", th: "มังคุด", inci: "Garcinia Mangostana Peel Extract", region: "th",
    key_en: "Mangosteen peel xanthones", key_th: "แซนโทนจากเปลือกมังคุด",
    benefit_en: "Xanthones from mangosteen peel fight breakouts and dullness.",
    benefit_th: "แซนโทนจากเปลือกมังคุดช่วยต่อสู้กับสิวและความหมองคล้ำ", concerns: ["acne", "dullness"],
  },
  // France
  {
    en: "Thermal Water", th: "น้ำแร่", inci: "Thermal Spring Water", region: "fr", avoid: ["oil"],
    key_en: "Auvergne thermal spring water", key_th: "น้ำแร่ธรรมชาติจากแคว้นโอแวร์ญ",
    benefit_en: "Mineral-rich thermal water calms and comforts reactive skin.",
    benefit_th: "น้ำแร่ธรรมชาติอุดมแร่ธาตุช่วยปลอบประโลมผิวแพ้ง่ายให้รู้สึกสบาย", concerns: ["sensitivity"],
  },
  {
    en: "Lavender", th: "ลาเวนเดอร์", inci: "Lavandula Angustifolia Flower Water", region: "fr", avoid: ["sunscreen"],
    key_en: "Fine lavender from Provence", key_th: "ลาเวนเดอร์จากโพรวองซ์",
    benefit_en: "Provençal lavender purifies and relaxes, with a calming scent.",
    benefit_th: "ลาเวนเดอร์จากโพรวองซ์ช่วยให้ผิวสะอาดและผ่อนคลายด้วยกลิ่นหอมละมุน", concerns: ["acne", "sensitivity"],
  },
  {
    en: "Peony", th: "พีโอนี", inci: "Paeonia Lactiflora Root Extract", region: "fr",
    key_en: "Peony root extract, resveratrol", key_th: "สารสกัดรากพีโอนี และเรสเวอราทรอล",
    benefit_en: "Peony and resveratrol help visibly lift and firm.",
    benefit_th: "พีโอนีและเรสเวอราทรอลช่วยให้ผิวดูยกกระชับขึ้นอย่างเห็นได้ชัด", concerns: ["aging", "dullness"],
  },
  {
    en: "Verbena", th: "เวอร์บีน่า", inci: "Lippia Citriodora Leaf Extract", region: "fr",
    key_en: "Lemon verbena leaf", key_th: "สารสกัดใบเลมอนเวอร์บีน่า",
    benefit_en: "Lemon verbena refreshes and revives skin that looks tired.",
    benefit_th: "เลมอนเวอร์บีน่าช่วยให้ผิวที่ดูอ่อนล้ากลับมาสดชื่น", concerns: ["dullness", "oiliness"],
  },
  // Australia and New Zealand
  {
    en: "Kakadu Plum", th: "คาคาดูพลัม", inci: "Terminalia Ferdinandiana Fruit Extract", region: "au",
    key_en: "Kakadu plum, natural vitamin C", key_th: "คาคาดูพลัม วิตามินซีจากธรรมชาติ",
    benefit_en: "Kakadu plum delivers natural vitamin C for visibly brighter skin.",
    benefit_th: "คาคาดูพลัมให้วิตามินซีจากธรรมชาติ ช่วยให้ผิวดูกระจ่างใสขึ้น", concerns: ["dullness", "dark-spots"],
  },
  {
    en: "Tea Tree", th: "ทีทรี", inci: "Melaleuca Alternifolia Leaf Oil", region: "au",
    key_en: "Australian tea tree oil", key_th: "น้ำมันทีทรีจากออสเตรเลีย",
    benefit_en: "Australian tea tree targets blemishes and keeps shine down.",
    benefit_th: "น้ำมันทีทรีจากออสเตรเลียช่วยจัดการสิวและลดความมันส่วนเกิน", concerns: ["acne", "oiliness"],
  },
  {
    en: "Manuka Honey", th: "มานูก้า", inci: "Leptospermum Scoparium Mel (Manuka Honey)", region: "au",
    avoid: ["sunscreen"],
    key_en: "UMF 15+ manuka honey", key_th: "น้ำผึ้งมานูก้า UMF 15+",
    benefit_en: "Manuka honey soothes, hydrates and supports skin's natural recovery.",
    benefit_th: "น้ำผึ้งมานูก้าช่วยปลอบประโลม เติมความชุ่มชื้น และเสริมการฟื้นตัวตามธรรมชาติของผิว",
    concerns: ["acne", "dryness"],
  },
  {
    en: "Rosehip", th: "โรสฮิป", inci: "Rosa Canina Fruit Oil", region: "au", avoid: ["cleanser", "sunscreen"],
    key_en: "Cold-pressed rosehip oil", key_th: "น้ำมันโรสฮิปสกัดเย็น",
    benefit_en: "Cold-pressed rosehip helps fade scars and uneven tone.",
    benefit_th: "น้ำมันโรสฮิปสกัดเย็นช่วยให้รอยแผลเป็นและสีผิวไม่สม่ำเสมอดูจางลง", concerns: ["dark-spots", "aging"],
  },
  // Scandinavia
  {
    en: "Birch", th: "เบิร์ช", inci: "Betula Alba Juice", region: "nordic",
    key_en: "Swedish birch sap", key_th: "น้ำเลี้ยงต้นเบิร์ชจากสวีเดน",
    benefit_en: "Birch sap hydrates more lightly than water, perfect for humid days.",
    benefit_th: "น้ำเลี้ยงต้นเบิร์ชเติมความชุ่มชื้นได้บางเบายิ่งกว่าน้ำ เหมาะกับวันที่อากาศชื้น", concerns: ["dryness"],
  },
  {
    en: "Lingonberry", th: "ลิงกอนเบอร์รี", inci: "Vaccinium Vitis-Idaea Fruit Extract", region: "nordic",
    key_en: "Lingonberry extract", key_th: "สารสกัดลิงกอนเบอร์รี",
    benefit_en: "Lingonberry is rich in antioxidants that protect against city pollution.",
    benefit_th: "ลิงกอนเบอร์รีอุดมด้วยสารต้านอนุมูลอิสระ ช่วยปกป้องผิวจากมลภาวะในเมือง",
    concerns: ["dullness", "aging"],
  },
  {
    en: "Cloudberry", th: "คลาวด์เบอร์รี", inci: "Rubus Chamaemorus Seed Oil", region: "nordic",
    key_en: "Arctic cloudberry seed oil", key_th: "น้ำมันเมล็ดคลาวด์เบอร์รีจากอาร์กติก",
    benefit_en: "Arctic cloudberry oil nourishes and strengthens the skin barrier.",
    benefit_th: "น้ำมันคลาวด์เบอร์รีจากอาร์กติกช่วยบำรุงและเสริมความแข็งแรงให้เกราะป้องกันผิว",
    concerns: ["dryness", "sensitivity"],
  },
  {
    en: "Arctic Algae", th: "สาหร่ายอาร์กติก", inci: "Chlorella Vulgaris Extract", region: "nordic",
    key_en: "Arctic microalgae", key_th: "สาหร่ายขนาดเล็กจากอาร์กติก",
    benefit_en: "Arctic microalgae plump and visibly smooth fine lines.",
    benefit_th: "สาหร่ายขนาดเล็กจากอาร์กติกช่วยให้ผิวอิ่มฟูและริ้วรอยดูเรียบเนียนขึ้น", concerns: ["aging", "dryness"],
  },
  {
    en: "Sea Buckthorn", th: "ซีบัคธอร์น", inci: "Hippophae Rhamnoides Fruit Oil", region: "nordic",
    key_en: "Sea buckthorn berry oil, omega-7", key_th: "น้ำมันซีบัคธอร์น และโอเมก้า 7",
    benefit_en: "Sea buckthorn brings omega-7 and a warm, healthy glow.",
    benefit_th: "ซีบัคธอร์นให้โอเมก้า 7 ช่วยให้ผิวดูเปล่งปลั่งสุขภาพดี", concerns: ["dryness", "dullness"],
  },
  {
    en: "Oat", th: "โอ๊ต", inci: "Avena Sativa Kernel Extract", region: "nordic",
    key_en: "Colloidal oat", key_th: "ข้าวโอ๊ตคอลลอยด์",
    benefit_en: "Colloidal oat relieves itchy, dry and sensitive skin.",
    benefit_th: "ข้าวโอ๊ตคอลลอยด์ช่วยบรรเทาผิวแห้ง คัน และแพ้ง่าย", concerns: ["sensitivity", "dryness"],
  },
];

export const regionOfCountry: Record<string, Region> = {
  "South Korea": "kr", Japan: "jp", Thailand: "th", France: "fr", Australia: "au", "New Zealand": "au",
  Sweden: "nordic", Norway: "nordic", Denmark: "nordic",
};

export type Descriptor = { en: string; th: string; only?: CategorySlug[] };

// Second word of a product name ("Cica Calm ..."); `only` keeps words like "Deep" or "Firm" where they make sense.
export const descriptors: Descriptor[] = [
  { en: "Calm", th: "คาล์ม" }, { en: "Glow", th: "โกลว์" }, { en: "Bright", th: "ไบรท์" },
  { en: "Clear", th: "เคลียร์" },
  { en: "Hydra", th: "ไฮดร้า" }, { en: "Barrier", th: "บาร์ริเออร์",
    only: ["serum", "moisturizer", "ampoule", "mask", "cleanser", "oil"] },
  { en: "Renew", th: "รีนิว", only: ["serum", "mask", "ampoule", "moisturizer", "oil"] },
  { en: "Pure", th: "เพียว" }, { en: "Daily", th: "เดลี่" },
  { en: "Deep", th: "ดีพ", only: ["cleanser", "mask"] }, { en: "Soft", th: "ซอฟต์" }, { en: "Dew", th: "ดิว" },
  { en: "Velvet", th: "เวลเวท" }, { en: "Balance", th: "บาลานซ์",
    only: ["cleanser", "serum", "mask", "moisturizer", "ampoule"] },
  { en: "Firm", th: "เฟิร์ม", only: ["serum", "moisturizer", "ampoule", "oil"] }, { en: "Silk", th: "ซิลค์" },
  { en: "Intense", th: "อินเทนส์", only: ["serum", "ampoule", "mask", "moisturizer"] }, { en: "Cloud", th: "คลาวด์" },
  { en: "Comfort", th: "คอมฟอร์ต" }, { en: "Fresh", th: "เฟรช" },
];
