import type { CategorySlug, ProductShape, RoutineStep } from "./types.ts";

// Product forms (the last words of a product name) with the copy that goes with them.
// Generated names read "<Active> <Descriptor> <Form>" / "<form th><active th> <descriptor th><suffix th>".

export type Form = {
  category: CategorySlug;
  en: string;
  th: string;
  th_suffix?: string;
  shape: ProductShape;
  volumes: string[];
  /** Price range in baht. */
  price: [number, number];
  step: RoutineStep;
  blurb_en: string;
  blurb_th: string;
  how_en: string;
  how_th: string;
  inci_head: string;
  inci_tail: string;
};

export const forms: Form[] = [
  // Cleansers
  {
    category: "cleanser", en: "Gel Cleanser", th: "เจลล้างหน้า", shape: "tube", volumes: ["150 ml", "120 ml"],
    price: [390, 890], step: "cleanse",
    blurb_en: "A low-pH gel cleanser that lifts sunscreen and sebum without the tight feeling.",
    blurb_th: "เจลล้างหน้า pH ต่ำ ล้างกันแดดและความมันได้สะอาดโดยไม่ทิ้งความรู้สึกแห้งตึง",
    how_en:
      "Lather a pea-sized amount with water, massage over damp skin for 30 seconds and rinse. Use morning and night.",
    how_th:
      "ผสมเจลปริมาณเท่าเมล็ดถั่วกับน้ำให้เกิดฟอง นวดบนผิวหน้าที่เปียกประมาณ 30 วินาทีแล้วล้างออก ใช้ได้ทั้งเช้าและเย็น",
    inci_head: "Water, Glycerin, Sodium Cocoyl Glycinate, Coco-Betaine",
    inci_tail: "Panthenol, Allantoin, Citric Acid, 1,2-Hexanediol",
  },
  {
    category: "cleanser", en: "Cleansing Foam", th: "โฟมล้างหน้า", shape: "tube", volumes: ["120 ml", "150 ml"],
    price: [350, 790], step: "cleanse",
    blurb_en: "A cushiony foam that cleans deep into pores and rinses off in seconds.",
    blurb_th: "โฟมเนื้อนุ่มแน่น ทำความสะอาดล้ำลึกถึงรูขุมขน และล้างออกง่ายในไม่กี่วินาที",
    how_en: "Whip into a rich foam in wet palms, massage gently over the face and rinse with lukewarm water.",
    how_th: "ตีโฟมในฝ่ามือที่เปียกให้ขึ้นฟองหนานุ่ม นวดเบา ๆ ทั่วใบหน้า แล้วล้างออกด้วยน้ำอุ่น",
    inci_head: "Water, Glycerin, Myristic Acid, Stearic Acid, Potassium Hydroxide",
    inci_tail: "Lauric Acid, Glyceryl Stearate, Butylene Glycol",
  },
  {
    category: "cleanser", en: "Cleansing Balm", th: "คลีนซิ่งบาล์ม", shape: "jar", volumes: ["100 g", "90 g"],
    price: [690, 1490], step: "cleanse",
    blurb_en: "A sherbet balm that melts into oil and dissolves waterproof sunscreen and makeup.",
    blurb_th: "บาล์มเนื้อเชอร์เบทที่ละลายเป็นออยล์เมื่อสัมผัสผิว ล้างกันแดดและเมคอัพกันน้ำได้หมดจด",
    how_en:
      "Massage a scoop onto dry skin, add a little water to emulsify, then rinse. Follow with a water-based cleanser.",
    how_th:
      "ตักบาล์มนวดบนผิวหน้าที่แห้ง เติมน้ำเล็กน้อยให้กลายเป็นน้ำนมแล้วล้างออก จากนั้นล้างหน้าซ้ำด้วยคลีนเซอร์สูตรน้ำ",
    inci_head: "Ethylhexyl Palmitate, Caprylic/Capric Triglyceride, PEG-20 Glyceryl Triisostearate",
    inci_tail: "Polyethylene, Tocopherol, Sorbitan Sesquioleate",
  },
  {
    category: "cleanser", en: "Cleansing Oil", th: "คลีนซิ่งออยล์", shape: "pump", volumes: ["200 ml", "150 ml"],
    price: [590, 1290], step: "cleanse",
    blurb_en: "A silky first-cleanse oil that lifts blackheads and long-wear makeup, then rinses clean.",
    blurb_th: "คลีนซิ่งออยล์เนื้อซิลกี้ ช่วยขจัดสิวเสี้ยนและเมคอัพติดทน แล้วล้างออกได้สะอาดไม่เหลือคราบมัน",
    how_en: "Pump two or three times onto dry hands, massage over a dry face, add water to emulsify and rinse.",
    how_th: "กดปั๊ม 2–3 ครั้งลงบนมือที่แห้ง นวดทั่วใบหน้าที่แห้ง เติมน้ำเล็กน้อยให้เป็นน้ำนมแล้วล้างออก",
    inci_head: "Caprylic/Capric Triglyceride, Helianthus Annuus Seed Oil, Polyglyceryl-2 Sesquicaprylate",
    inci_tail: "Tocopherol, Squalane, Olea Europaea Fruit Oil",
  },
  {
    category: "cleanser", en: "Micellar Water", th: "ไมเซลลาร์วอเตอร์", shape: "bottle", volumes: ["300 ml", "400 ml"],
    price: [390, 850], step: "cleanse",
    blurb_en: "A no-rinse micellar water for gentle mornings and quick clean-ups after the gym.",
    blurb_th: "ไมเซลลาร์วอเตอร์ไม่ต้องล้างออก เหมาะกับเช้าที่ต้องการความอ่อนโยนและการทำความสะอาดด่วนหลังออกกำลังกาย",
    how_en: "Soak a cotton pad and sweep gently over the face and eyes without rubbing.",
    how_th: "เทลงบนสำลีให้ชุ่ม แล้วเช็ดเบา ๆ ทั่วใบหน้าและรอบดวงตาโดยไม่ต้องถู",
    inci_head: "Water, Poloxamer 184, PEG-6 Caprylic/Capric Glycerides",
    inci_tail: "Glycerin, Disodium EDTA, Sodium Citrate",
  },
  {
    category: "cleanser", en: "Enzyme Powder Wash", th: "ผงล้างหน้าเอนไซม์", shape: "bottle", volumes: ["50 g", "60 g"],
    price: [490, 990], step: "cleanse",
    blurb_en: "A papain enzyme powder that turns into a creamy foam and polishes away dull flakes.",
    blurb_th: "ผงล้างหน้าเอนไซม์ปาเปนที่กลายเป็นโฟมเนื้อครีมเมื่อผสมน้ำ ช่วยขจัดเซลล์ผิวเก่าที่ทำให้ผิวหมอง",
    how_en: "Shake a little powder into wet palms, rub into a foam and massage for 20 seconds. Use three times a week.",
    how_th: "เทผงเล็กน้อยลงบนฝ่ามือที่เปียก ถูให้เกิดฟองแล้วนวดหน้า 20 วินาที ใช้สัปดาห์ละ 3 ครั้ง",
    inci_head: "Sodium Cocoyl Isethionate, Corn Starch, Mannitol",
    inci_tail: "Papain, Sodium Lauroyl Glutamate, Silica",
  },
  // Serums
  {
    category: "serum", en: "Serum", th: "เซรั่ม", shape: "dropper", volumes: ["30 ml", "50 ml"], price: [690, 2490],
    step: "treat",
    blurb_en: "A fast-absorbing serum with a watery texture that layers under anything.",
    blurb_th: "เซรั่มเนื้อบางเบาดุจน้ำ ซึมเร็ว ใช้ร่วมกับผลิตภัณฑ์อื่นได้ทุกขั้นตอน",
    how_en: "After toner, press three to four drops into the face and neck. Use morning and night.",
    how_th: "หลังโทนเนอร์ หยดเซรั่ม 3–4 หยด แล้วกดเบา ๆ ให้ทั่วใบหน้าและลำคอ ใช้ได้ทั้งเช้าและเย็น",
    inci_head: "Water, Butylene Glycol, Glycerin", inci_tail: "Panthenol, Betaine, Carbomer, Ethylhexylglycerin",
  },
  {
    category: "serum", en: "Essence", th: "เอสเซนส์", shape: "bottle", volumes: ["150 ml", "120 ml"],
    price: [790, 2290], step: "tone",
    blurb_en: "A treatment essence that preps skin so everything after it works harder.",
    blurb_th: "ทรีตเมนต์เอสเซนส์เตรียมผิวให้พร้อม ช่วยให้ผลิตภัณฑ์ที่ใช้ต่อจากนี้ทำงานได้เต็มประสิทธิภาพ",
    how_en: "Pour into your palms and pat into clean skin until absorbed.",
    how_th: "เทลงบนฝ่ามือแล้วตบเบา ๆ บนผิวที่สะอาดจนซึมหมด",
    inci_head: "Water, Galactomyces Ferment Filtrate, Dipropylene Glycol",
    inci_tail: "Niacinamide, Sodium PCA, Trehalose",
  },
  {
    category: "serum", en: "Night Serum", th: "ไนท์เซรั่ม", shape: "dropper", volumes: ["30 ml"], price: [990, 3490],
    step: "treat",
    blurb_en: "An overnight serum that works while you sleep, for visibly smoother skin by morning.",
    blurb_th: "ไนท์เซรั่มที่ทำงานขณะคุณหลับ ตื่นมาพบผิวที่ดูเรียบเนียนขึ้น",
    how_en: "Apply three drops at night after cleansing. Start every other night and always wear SPF the next day.",
    how_th: "ใช้ 3 หยดตอนกลางคืนหลังล้างหน้า เริ่มใช้วันเว้นวัน และทาครีมกันแดดทุกเช้า",
    inci_head: "Water, Propanediol, Squalane", inci_tail: "Bakuchiol, Tocopherol, Hydroxyethylcellulose",
  },
  {
    category: "serum", en: "Booster Serum", th: "บูสเตอร์เซรั่ม", shape: "pump", volumes: ["50 ml", "40 ml"],
    price: [890, 2890], step: "treat",
    blurb_en: "A milky booster serum that doubles as a light moisturiser on humid days.",
    blurb_th: "บูสเตอร์เซรั่มเนื้อน้ำนม ใช้แทนมอยส์เจอไรเซอร์บางเบาได้ในวันที่อากาศชื้น",
    how_en: "Pump once or twice and spread over the face before moisturiser.",
    how_th: "กดปั๊ม 1–2 ครั้ง ลูบไล้ให้ทั่วใบหน้าก่อนทามอยส์เจอไรเซอร์",
    inci_head: "Water, Glycerin, Cyclopentasiloxane", inci_tail: "Adenosine, Allantoin, Xanthan Gum",
  },
  // Masks
  {
    category: "mask", en: "Sheet Mask", th: "แผ่นมาสก์หน้า", shape: "sachet", volumes: ["5 sheets", "10 sheets"],
    price: [390, 990], step: "mask",
    blurb_en: "Soft bamboo-cellulose sheets soaked in essence for a 15-minute reset.",
    blurb_th: "แผ่นมาสก์จากเส้นใยไผ่เนื้อนุ่ม ชุ่มเอสเซนส์ ฟื้นผิวได้ใน 15 นาที",
    how_en: "After cleansing and toner, apply a sheet for 15 minutes, remove and pat in the remaining essence.",
    how_th: "หลังล้างหน้าและลงโทนเนอร์ แปะแผ่นมาสก์ทิ้งไว้ 15 นาที ดึงออกแล้วตบเอสเซนส์ที่เหลือให้ซึม",
    inci_head: "Water, Glycerin, Butylene Glycol", inci_tail: "Hydroxyethylcellulose, Allantoin, Panthenol",
  },
  {
    category: "mask", en: "Sleeping Mask", th: "สลีปปิ้งมาสก์", shape: "jar", volumes: ["80 ml", "70 ml"],
    price: [590, 1490], step: "mask",
    blurb_en: "A bouncy overnight mask that seals in your routine for plump morning skin.",
    blurb_th: "สลีปปิ้งมาสก์เนื้อเด้งที่เคลือบทุกขั้นตอนการบำรุงไว้ ตื่นมาผิวอิ่มฟู",
    how_en: "As the last step at night, smooth a thin layer over the face. Rinse off in the morning.",
    how_th: "ใช้เป็นขั้นตอนสุดท้ายก่อนนอน ทาบาง ๆ ให้ทั่วใบหน้า แล้วล้างออกในตอนเช้า",
    inci_head: "Water, Glycerin, Cetyl Ethylhexanoate", inci_tail: "Ceramide NP, Carbomer, Arginine",
  },
  {
    category: "mask", en: "Clay Mask", th: "เคลย์มาสก์", shape: "tube", volumes: ["100 g", "80 g"], price: [490, 1290],
    step: "mask",
    blurb_en: "A creamy kaolin clay mask that draws out excess oil without drying.",
    blurb_th: "เคลย์มาสก์เนื้อครีมจากดินเคโอลิน ดูดซับความมันส่วนเกินโดยไม่ทำให้ผิวแห้ง",
    how_en:
      "Apply an even layer, avoiding the eyes. Rinse after 10 minutes, before it dries completely. Use twice a week.",
    how_th: "ทาให้ทั่วใบหน้าโดยเว้นรอบดวงตา ล้างออกหลัง 10 นาทีก่อนที่มาสก์จะแห้งสนิท ใช้สัปดาห์ละ 2 ครั้ง",
    inci_head: "Water, Kaolin, Bentonite, Glycerin", inci_tail: "Zinc Oxide, Titanium Dioxide, Xanthan Gum",
  },
  {
    category: "mask", en: "Wash-Off Mask", th: "มาสก์ล้างออก", shape: "jar", volumes: ["75 ml", "100 ml"],
    price: [590, 1390], step: "mask",
    blurb_en: "A jelly mask that melts in to comfort and brighten in ten minutes.",
    blurb_th: "มาสก์เนื้อเจลลี่ที่ละลายลงสู่ผิว ช่วยปลอบประโลมและเพิ่มความกระจ่างใสภายใน 10 นาที",
    how_en: "Spread a generous layer on clean skin, leave for 10 minutes and rinse.",
    how_th: "ทามาสก์ให้หนาพอประมาณบนผิวที่สะอาด ทิ้งไว้ 10 นาทีแล้วล้างออก",
    inci_head: "Water, Glycerin, Propanediol", inci_tail: "Sodium Hyaluronate, Sclerotium Gum, Allantoin",
  },
  // Moisturizers
  {
    category: "moisturizer", en: "Gel Cream", th: "เจลครีม", shape: "jar", volumes: ["50 ml", "75 ml"],
    price: [690, 1890], step: "moisturize",
    blurb_en: "A water-light gel cream for humid days that never feels sticky.",
    blurb_th: "เจลครีมบางเบาราวน้ำสำหรับวันที่อากาศชื้น ไม่เหนียวเหนอะหนะ",
    how_en: "Smooth over the face and neck as the last step of your routine, morning and night.",
    how_th: "ทาให้ทั่วใบหน้าและลำคอเป็นขั้นตอนสุดท้ายของการบำรุง ทั้งเช้าและเย็น",
    inci_head: "Water, Glycerin, Dimethicone, Butylene Glycol",
    inci_tail: "Ammonium Acryloyldimethyltaurate/VP Copolymer, Allantoin",
  },
  {
    category: "moisturizer", en: "Cream", th: "ครีมบำรุงผิวหน้า", shape: "jar", volumes: ["50 ml", "60 ml"],
    price: [890, 2890], step: "moisturize",
    blurb_en: "A cushioning cream for air-conditioned offices and dry nights.",
    blurb_th: "ครีมเนื้อนุ่มแน่นสำหรับผิวที่อยู่ในห้องแอร์ทั้งวันและคืนที่ผิวแห้ง",
    how_en: "Warm a small amount between your fingertips and press into the face and neck.",
    how_th: "วอร์มครีมปริมาณเล็กน้อยด้วยปลายนิ้ว แล้วกดเบา ๆ ให้ทั่วใบหน้าและลำคอ",
    inci_head: "Water, Glycerin, Caprylic/Capric Triglyceride, Cetearyl Alcohol",
    inci_tail: "Shea Butter, Ceramide NP, Cholesterol",
  },
  {
    category: "moisturizer", en: "Emulsion", th: "อิมัลชัน", shape: "pump", volumes: ["120 ml", "100 ml"],
    price: [690, 1690], step: "moisturize",
    blurb_en: "A milky emulsion that balances oil and water for combination skin.",
    blurb_th: "อิมัลชันเนื้อน้ำนม ปรับสมดุลน้ำและน้ำมันบนผิว เหมาะกับผิวผสม",
    how_en: "Pump once into your palm and pat over the face after serum.",
    how_th: "กดปั๊ม 1 ครั้งลงบนฝ่ามือ แล้วตบเบา ๆ ให้ทั่วใบหน้าหลังเซรั่ม",
    inci_head: "Water, Butylene Glycol, Cyclohexasiloxane, Glycerin",
    inci_tail: "Hydrogenated Lecithin, Carbomer, Tromethamine",
  },
  {
    category: "moisturizer", en: "Eye Cream", th: "ครีมบำรุงรอบดวงตา", shape: "tube", volumes: ["15 ml", "20 ml"],
    price: [790, 2490], step: "moisturize",
    blurb_en: "A silky eye cream that smooths the look of fine lines and puffiness.",
    blurb_th: "อายครีมเนื้อซิลกี้ ช่วยให้ริ้วรอยและอาการบวมรอบดวงตาดูลดลง",
    how_en: "Tap a rice-grain amount around the orbital bone with your ring finger, morning and night.",
    how_th: "แตะครีมปริมาณเท่าเมล็ดข้าวด้วยนิ้วนางรอบกระดูกเบ้าตา ทั้งเช้าและเย็น",
    inci_head: "Water, Glycerin, Caprylic/Capric Triglyceride", inci_tail: "Caffeine, Adenosine, Hydrogenated Lecithin",
  },
  {
    category: "moisturizer", en: "Water Cream", th: "วอเตอร์ครีม", shape: "jar", volumes: ["50 ml"], price: [790, 1990],
    step: "moisturize",
    blurb_en: "A water cream that bursts into droplets on contact for instant cooling hydration.",
    blurb_th: "วอเตอร์ครีมที่แตกตัวเป็นหยดน้ำเมื่อสัมผัสผิว มอบความชุ่มชื้นและความเย็นสดชื่นทันที",
    how_en: "Apply a generous layer as your final step. Keep it in the fridge for an extra cool touch.",
    how_th: "ทาให้ทั่วเป็นขั้นตอนสุดท้าย แช่ตู้เย็นไว้เพื่อความเย็นสดชื่นยิ่งขึ้น",
    inci_head: "Water, Glycerin, Propanediol, Polyglyceryl-10 Laurate",
    inci_tail: "Sodium Hyaluronate, Trehalose, Ethylhexylglycerin",
  },
  // Sunscreen
  {
    category: "sunscreen", en: "Sun Fluid SPF50+ PA++++", th: "ซันฟลูอิด", th_suffix: " SPF50+ PA++++", shape: "bottle",
    volumes: ["50 ml", "40 ml"], price: [450, 1290], step: "protect",
    blurb_en: "A featherlight sun fluid with new-generation filters, no white cast and no pilling under makeup.",
    blurb_th: "ซันฟลูอิดเนื้อบางเบาราวขนนก ใช้ฟิลเตอร์กันแดดรุ่นใหม่ ไม่ทิ้งคราบขาว และไม่เป็นขุยเมื่อลงเมคอัพ",
    how_en: "Shake well. Apply two finger-lengths as the last skincare step and reapply every two hours outdoors.",
    how_th: "เขย่าขวดก่อนใช้ ทาปริมาณ 2 ข้อนิ้วเป็นขั้นตอนสุดท้ายของการบำรุง และทาซ้ำทุก 2 ชั่วโมงเมื่ออยู่กลางแจ้ง",
    inci_head: "Water, Dibutyl Adipate, Ethylhexyl Triazone, Bis-Ethylhexyloxyphenol Methoxyphenyl Triazine",
    inci_tail: "Diethylamino Hydroxybenzoyl Hexyl Benzoate, Silica, Tocopherol",
  },
  {
    category: "sunscreen", en: "Sun Gel SPF50+ PA++++", th: "กันแดดเนื้อเจล", th_suffix: " SPF50+ PA++++",
    shape: "tube",
    volumes: ["50 ml", "60 ml"], price: [390, 990], step: "protect",
    blurb_en: "A cooling, water-light gel sunscreen for oily skin and sweaty commutes.",
    blurb_th: "กันแดดเนื้อเจลเย็นสบาย บางเบาราวน้ำ เหมาะกับผิวมันและวันที่ต้องเดินทางท่ามกลางอากาศร้อน",
    how_en: "Apply generously 15 minutes before sun exposure. Reapply after sweating or swimming.",
    how_th: "ทาให้ทั่วก่อนออกแดด 15 นาที และทาซ้ำหลังเหงื่อออกหรือว่ายน้ำ",
    inci_head: "Water, Alcohol Denat., Ethylhexyl Methoxycinnamate, Bis-Ethylhexyloxyphenol Methoxyphenyl Triazine",
    inci_tail: "Acrylates/C10-30 Alkyl Acrylate Crosspolymer, Glycerin",
  },
  {
    category: "sunscreen", en: "Sun Cushion SPF50+ PA++++", th: "คุชชั่นกันแดด", th_suffix: " SPF50+ PA++++",
    shape: "compact",
    volumes: ["15 g", "12 g"], price: [790, 1490], step: "protect",
    blurb_en: "A mineral sun cushion for touch-ups over makeup, with a soft-focus finish.",
    blurb_th: "คุชชั่นกันแดดสูตรมิเนอรัล ใช้เติมกันแดดระหว่างวันทับเมคอัพได้ ให้ผิวดูเนียนนุ่ม",
    how_en: "Press the puff into the cushion and pat over the face. Reapply through the day.",
    how_th: "กดพัฟลงบนคุชชั่นแล้วตบเบา ๆ ให้ทั่วใบหน้า เติมระหว่างวันได้ตามต้องการ",
    inci_head: "Water, Zinc Oxide, Cyclopentasiloxane, Titanium Dioxide",
    inci_tail: "Iron Oxides, Dimethicone Crosspolymer, Tocopherol",
  },
  {
    category: "sunscreen", en: "Tinted Sunscreen SPF50 PA+++", th: "กันแดดมีสี", th_suffix: " SPF50 PA+++",
    shape: "tube",
    volumes: ["40 ml", "30 ml"], price: [590, 1290], step: "protect",
    blurb_en: "A sheer tinted sunscreen that evens out tone and skips the foundation step.",
    blurb_th: "กันแดดมีสีเนื้อบางเบา ช่วยปรับสีผิวให้สม่ำเสมอ ใช้แทนรองพื้นได้",
    how_en: "Blend over the face with fingertips as the final step. Builds to medium coverage.",
    how_th: "เกลี่ยให้ทั่วใบหน้าด้วยปลายนิ้วเป็นขั้นตอนสุดท้าย เพิ่มการปกปิดได้ถึงระดับปานกลาง",
    inci_head: "Water, Zinc Oxide, Caprylic/Capric Triglyceride",
    inci_tail: "Iron Oxides, Silica, Polyhydroxystearic Acid",
  },
  // Ampoules
  {
    category: "ampoule", en: "Ampoule", th: "แอมพูล", shape: "dropper", volumes: ["30 ml", "50 ml"], price: [890, 2990],
    step: "treat",
    blurb_en: "A high-strength ampoule for a visible boost in two weeks.",
    blurb_th: "แอมพูลความเข้มข้นสูง เห็นผลลัพธ์ที่ชัดเจนภายใน 2 สัปดาห์",
    how_en: "Apply two drops after toner, morning and night, or mix one drop into your moisturiser.",
    how_th: "ใช้ 2 หยดหลังโทนเนอร์ทั้งเช้าและเย็น หรือผสม 1 หยดกับมอยส์เจอไรเซอร์",
    inci_head: "Water, Glycerin, Butylene Glycol", inci_tail: "Sodium Hyaluronate, Beta-Glucan, Arginine",
  },
  {
    category: "ampoule", en: "7-Day Ampoule Kit", th: "แอมพูล", th_suffix: " คอร์ส 7 วัน", shape: "bottle",
    volumes: ["7 x 2 ml", "7 x 1.5 ml"], price: [990, 2490], step: "treat",
    blurb_en: "Seven single-dose vials for a one-week intensive course, fresh every night.",
    blurb_th: "แอมพูล 7 ขวดเล็กสำหรับคอร์สบำรุงเข้มข้น 1 สัปดาห์ เปิดใช้ใหม่ทุกคืน",
    how_en: "Snap open one vial each night and press the contents into clean skin.",
    how_th: "เปิดใช้คืนละ 1 ขวด แล้วกดเบา ๆ ให้ทั่วผิวที่สะอาด",
    inci_head: "Water, Propanediol, Glycerin", inci_tail: "Adenosine, Panthenol, Ethylhexylglycerin",
  },
  {
    category: "ampoule", en: "Concentrate", th: "คอนเซนเทรต", shape: "dropper", volumes: ["15 ml", "20 ml"],
    price: [1290, 2990], step: "treat",
    blurb_en: "A potent spot concentrate for the areas that need it most.",
    blurb_th: "คอนเซนเทรตเข้มข้นสำหรับจุดที่ต้องการการดูแลเป็นพิเศษ",
    how_en: "Dab one drop onto target areas after serum, at night.",
    how_th: "แต้ม 1 หยดลงบนจุดที่ต้องการหลังเซรั่มในตอนกลางคืน",
    inci_head: "Water, Pentylene Glycol, Glycerin", inci_tail: "Hydroxyethylcellulose, Allantoin, Sodium Citrate",
  },
  // Oils
  {
    category: "oil", en: "Face Oil", th: "เฟเชียลออยล์", shape: "dropper", volumes: ["30 ml", "20 ml"],
    price: [790, 2490], step: "moisturize",
    blurb_en: "A dry-touch face oil that absorbs in seconds and leaves a soft glow.",
    blurb_th: "เฟเชียลออยล์เนื้อแห้งซึมไวในไม่กี่วินาที ทิ้งไว้เพียงผิวโกลว์นุ่มนวล",
    how_en: "Warm two or three drops between palms and press over the face, or mix into your moisturiser at night.",
    how_th: "วอร์มออยล์ 2–3 หยดในฝ่ามือ แล้วกดเบา ๆ ให้ทั่วใบหน้า หรือผสมกับมอยส์เจอไรเซอร์ตอนกลางคืน",
    inci_head: "Squalane, Caprylic/Capric Triglyceride, Simmondsia Chinensis Seed Oil",
    inci_tail: "Tocopherol, Helianthus Annuus Seed Oil",
  },
  {
    category: "oil", en: "Body Oil", th: "บอดี้ออยล์", shape: "pump", volumes: ["100 ml", "150 ml"], price: [690, 1690],
    step: "moisturize",
    blurb_en: "A non-greasy body oil to massage in after the shower, for skin that shines softly.",
    blurb_th: "บอดี้ออยล์ไม่เหนอะหนะ นวดหลังอาบน้ำ ให้ผิวกายเปล่งประกายอย่างนุ่มนวล",
    how_en: "Massage onto damp skin straight after showering.",
    how_th: "นวดให้ทั่วผิวกายที่ยังหมาดอยู่ทันทีหลังอาบน้ำ",
    inci_head: "Caprylic/Capric Triglyceride, Prunus Amygdalus Dulcis Oil, Isopropyl Myristate",
    inci_tail: "Tocopherol, Parfum",
  },
  {
    category: "oil", en: "Dry Oil Mist", th: "ออยล์สเปรย์", shape: "bottle", volumes: ["100 ml"], price: [690, 1490],
    step: "moisturize",
    blurb_en: "A fine oil mist for face, body and hair that sets makeup with a dewy finish.",
    blurb_th: "ออยล์สเปรย์ละอองละเอียด ใช้ได้ทั้งหน้า ผิวกาย และเส้นผม ช่วยเซ็ตเมคอัพให้ดูฉ่ำวาว",
    how_en: "Shake, close your eyes and mist from 20 cm away. Use any time of day.",
    how_th: "เขย่าขวด หลับตาแล้วฉีดห่างจากใบหน้าประมาณ 20 ซม. ใช้ได้ทุกช่วงเวลาของวัน",
    inci_head: "Water, Caprylic/Capric Triglyceride, Glycerin", inci_tail: "Polyglyceryl-4 Caprate, Tocopherol",
  },
];
