import type { BrandSeed } from "./types.ts";

// Fictional niche brands. Colours are packaging colours used by the generated product illustrations.
export const brands: BrandSeed[] = [
  // Korea
  {
    slug: "haneul-lab", name: "Haneul Lab", country: "South Korea", color: "#8FB8DE", accent: "#1F3B5C",
    story_en:
      "Founded by two Seoul pharmacists, Haneul Lab makes barrier-first formulas with short, honest ingredient lists.",
    story_th:
      "Haneul Lab ก่อตั้งโดยเภสัชกรสองคนจากโซล เน้นสูตรที่ดูแลเกราะป้องกันผิวเป็นอันดับแรก "
        + "ด้วยส่วนผสมที่น้อยแต่ตรงไปตรงมา",
  },
  {
    slug: "dalbit-botanics", name: "Dalbit Botanics", country: "South Korea", color: "#C9B6E4", accent: "#4B3869",
    story_en: "Dalbit means moonlight: night-time rituals built on fermented rice, mugwort and slow-release actives.",
    story_th:
      "Dalbit แปลว่าแสงจันทร์ แบรนด์นี้สร้างสรรค์รูทีนยามค่ำคืนจากข้าวหมัก อาร์ทีมิเซีย และสารบำรุงที่ค่อย ๆ ปล่อยตัว",
  },
  {
    slug: "soop-and-co", name: "Soop & Co.", country: "South Korea", color: "#9DBF9E", accent: "#2F4F3A",
    story_en:
      "Soop is Korean for forest. The brand grows its own mugwort and heartleaf on Jeju and bottles them fresh.",
    story_th: "Soop ในภาษาเกาหลีแปลว่าป่า แบรนด์ปลูกอาร์ทีมิเซียและพลูคาวเองบนเกาะเชจู แล้วบรรจุขวดขณะยังสดใหม่",
  },
  {
    slug: "oria-seoul", name: "Oria Seoul", country: "South Korea", color: "#F4C2C2", accent: "#8C3B4A",
    story_en: "Oria Seoul turns glass-skin know-how into gentle daily essentials with a soft rose finish.",
    story_th:
      "Oria Seoul นำเคล็ดลับผิวกระจกแบบเกาหลีมาทำเป็นสกินแคร์ประจำวันที่อ่อนโยน ให้ผิวดูฉ่ำโกลว์อย่างเป็นธรรมชาติ",
  },
  {
    slug: "bomi-derm", name: "Bomi Derm", country: "South Korea", color: "#F6E7A1", accent: "#6B5B1E",
    story_en: "A dermatologist-led line from Gangnam focused on acne-prone and oily skin that still needs comfort.",
    story_th: "แบรนด์จากกังนัมที่พัฒนาร่วมกับแพทย์ผิวหนัง เจาะจงผิวมันและผิวเป็นสิวง่ายที่ยังต้องการความชุ่มชื้น",
  },
  {
    slug: "lumen-lab", name: "Lumen Lab", country: "South Korea", color: "#D9DEE4", accent: "#E2725B",
    story_en:
      "Lumen Lab engineers home-use LED and microcurrent devices with the same wavelengths used in Seoul clinics.",
    story_th: "Lumen Lab พัฒนาเครื่อง LED และไมโครเคอร์เรนต์สำหรับใช้ที่บ้าน ด้วยความยาวคลื่นเดียวกับที่คลินิกในโซลใช้",
  },
  // Japan
  {
    slug: "kumo-atelier", name: "Kumo Atelier", country: "Japan", color: "#E8EEF2", accent: "#5B7A99",
    story_en: "Kumo means cloud. This Kyoto atelier blends rice bran, sake lees and camellia into weightless textures.",
    story_th: "Kumo แปลว่าเมฆ แอตเทลิเยร์จากเกียวโตที่ผสานรำข้าว กากสาเก และคามิเลียเป็นเนื้อสัมผัสบางเบาราวปุยเมฆ",
  },
  {
    slug: "yuzuha", name: "Yuzuha", country: "Japan", color: "#F9D56E", accent: "#3E6B48",
    story_en: "Yuzuha cold-presses yuzu from Kochi growers into bright, vitamin-rich care with a fresh citrus scent.",
    story_th: "Yuzuha สกัดส้มยูซุแบบสกัดเย็นจากสวนในโคจิ ให้สกินแคร์ที่อุดมด้วยวิตามิน พร้อมกลิ่นซิตรัสสดชื่น",
  },
  {
    slug: "aoi-skin-labo", name: "Aoi Skin Labo", country: "Japan", color: "#7FB3C8", accent: "#F2F0E6",
    story_en: "Aoi Skin Labo is known for featherlight Japanese sunscreens that sit invisibly under makeup.",
    story_th: "Aoi Skin Labo ขึ้นชื่อเรื่องกันแดดญี่ปุ่นเนื้อบางเบาราวขนนก ที่ไม่ทิ้งคราบขาวและไม่เป็นขุยเมื่อลงเมคอัพ",
  },
  {
    slug: "ohm-beauty-tech", name: "Ohm Beauty Tech", country: "Japan", color: "#F2F2F2", accent: "#C9A227",
    story_en: "An Osaka engineering studio making quiet, beautifully finished sonic and warm-therapy tools.",
    story_th: "สตูดิโอวิศวกรรมจากโอซาก้าที่ผลิตอุปกรณ์โซนิคและอุปกรณ์บำบัดด้วยความอุ่น เสียงเงียบ งานประณีต",
  },
  // Thailand
  {
    slug: "khao-hom", name: "Khao Hom", country: "Thailand", color: "#EFE3C8", accent: "#7A5C2E",
    story_en: "Khao Hom works with farmers in Surin, turning organic jasmine rice into soothing, brightening skincare.",
    story_th:
      "ข้าวหอมทำงานร่วมกับเกษตรกรในสุรินทร์ เปลี่ยนข้าวหอมมะลิอินทรีย์ให้เป็นสกินแคร์ที่ช่วยปลอบประโลมและเพิ่มความกระจ"
        + "่างใส",
  },
  {
    slug: "anchan-studio", name: "Anchan Studio", country: "Thailand", color: "#3D5A9E", accent: "#E3D7F5",
    story_en: "Named after the butterfly pea flower, this Bangkok studio makes antioxidant-rich care in small batches.",
    story_th: "ตั้งชื่อตามดอกอัญชัน สตูดิโอเล็ก ๆ ในกรุงเทพฯ ที่ผลิตสกินแคร์อุดมสารต้านอนุมูลอิสระทีละล็อตเล็ก ๆ",
  },
  {
    slug: "mali-apothecary", name: "Mali Apothecary", country: "Thailand", color: "#F7F3EA", accent: "#2E6B5E",
    story_en: "Mali Apothecary revives Thai herbal recipes with jasmine, turmeric and thanaka for modern routines.",
    story_th: "มะลิ อะพอทีคารี นำตำรับสมุนไพรไทยอย่างมะลิ ขมิ้นชัน และทานาคา มาปรับให้เข้ากับรูทีนการดูแลผิวยุคใหม่",
  },
  {
    slug: "tamarind-and-salt", name: "Tamarind & Salt", country: "Thailand", color: "#B5651D", accent: "#FBE8D3",
    story_en:
      "Born on the coast of Chanthaburi, Tamarind & Salt uses natural AHAs and sea minerals for smooth, clear skin.",
    story_th:
      "ถือกำเนิดที่ชายฝั่งจันทบุรี Tamarind & Salt ใช้ AHA จากธรรมชาติและแร่ธาตุจากทะเลเพื่อผิวเรียบเนียนกระจ่างใส",
  },
  {
    slug: "siam-derma-lab", name: "Siam Derma Lab", country: "Thailand", color: "#FFFFFF", accent: "#0E7C86",
    story_en: "Formulated with Thai dermatologists for tropical skin: high-performance actives at honest prices.",
    story_th: "พัฒนาร่วมกับแพทย์ผิวหนังไทยเพื่อผิวในเมืองร้อน สารออกฤทธิ์ประสิทธิภาพสูงในราคาที่จับต้องได้",
  },
  {
    slug: "slow-ritual", name: "Slow Ritual", country: "Thailand", color: "#D8C3A5", accent: "#5C4A3A",
    story_en: "Slow Ritual designs tools and pouches in Chiang Mai, hand-finished by local artisans.",
    story_th: "Slow Ritual ออกแบบอุปกรณ์และกระเป๋าในเชียงใหม่ เก็บงานด้วยมือโดยช่างฝีมือท้องถิ่น",
  },
  // France
  {
    slug: "atelier-verveine", name: "Atelier Verveine", country: "France", color: "#B7C9A8", accent: "#3F4E35",
    story_en:
      "A Provençal pharmacy brand since 1962, pairing lemon verbena and lavender with gentle French formulation.",
    story_th:
      "แบรนด์เภสัชกรรมจากแคว้นโพรวองซ์ตั้งแต่ปี 1962 ผสานเลมอนเวอร์บีน่าและลาเวนเดอร์เข้ากับสูตรอ่อนโยนสไตล์ฝรั่งเศส",
  },
  {
    slug: "source-lune", name: "Source Lune", country: "France", color: "#CFE3EC", accent: "#2B4C6F",
    story_en: "Source Lune bottles mineral-rich thermal water from the Auvergne to calm reactive, sensitive skin.",
    story_th: "Source Lune บรรจุน้ำแร่ธรรมชาติที่อุดมด้วยแร่ธาตุจากแคว้นโอแวร์ญ เพื่อปลอบประโลมผิวแพ้ง่าย",
  },
  {
    slug: "laboratoire-pivoine", name: "Laboratoire Pivoine", country: "France", color: "#E8A0B4", accent: "#5E1F33",
    story_en: "A Parisian lab known for peony-infused anti-ageing creams with a soft, powdery finish.",
    story_th: "ห้องแล็บจากปารีสที่โด่งดังเรื่องครีมลดเลือนริ้วรอยที่ผสานดอกโบตั๋น ให้สัมผัสนุ่มละมุนราวแป้ง",
  },
  // Australia and New Zealand
  {
    slug: "kakadu-reef", name: "Kakadu Reef", country: "Australia", color: "#F4A261", accent: "#264653",
    story_en:
      "Kakadu Reef sources Kakadu plum from Aboriginal-owned harvests, one of the richest natural sources of "
        + "vitamin C.",
    story_th:
      "Kakadu Reef คัดสรรคาคาดูพลัมจากแหล่งเก็บเกี่ยวของชุมชนชาวอะบอริจิน "
        + "หนึ่งในแหล่งวิตามินซีจากธรรมชาติที่เข้มข้นที่สุด",
  },
  {
    slug: "saltbush-and-co", name: "Saltbush & Co.", country: "Australia", color: "#A8B5A2", accent: "#3B3B3B",
    story_en: "Made in Byron Bay with native botanicals that thrive in harsh sun, for skin that lives outdoors.",
    story_th: "ผลิตที่ไบรอนเบย์ จากพืชพื้นเมืองที่ทนแดดจัด เหมาะกับผิวของคนที่ใช้ชีวิตกลางแจ้ง",
  },
  {
    slug: "inner-bloom", name: "Inner Bloom", country: "Australia", color: "#F6BD60", accent: "#84502A",
    story_en: "Inner Bloom is a Melbourne nutritionist's line of clean, third-party-tested beauty supplements.",
    story_th: "Inner Bloom คืออาหารเสริมเพื่อความงามจากนักโภชนาการในเมลเบิร์น สูตรสะอาดและผ่านการทดสอบจากแล็บอิสระ",
  },
  {
    slug: "manuka-field", name: "Manuka Field", country: "New Zealand", color: "#E9C46A", accent: "#5A3E1B",
    story_en: "Manuka Field pairs certified UMF manuka honey with bee-friendly farming on New Zealand's North Island.",
    story_th: "Manuka Field ใช้น้ำผึ้งมานูก้าที่ได้รับการรับรอง UMF จากฟาร์มที่เป็นมิตรต่อผึ้งบนเกาะเหนือของนิวซีแลนด์",
  },
  // Scandinavia
  {
    slug: "bjork-and-berry", name: "Björk & Berry", country: "Sweden", color: "#E6D5C3", accent: "#8E2C48",
    story_en: "Swedish birch sap and lingonberry, formulated in Stockholm for skin that faces long, dry winters.",
    story_th: "น้ำเลี้ยงต้นเบิร์ชและลิงกอนเบอร์รีจากสวีเดน พัฒนาในสตอกโฮล์มเพื่อผิวที่ต้องเจอฤดูหนาวยาวนานและแห้งแล้ง",
  },
  {
    slug: "nordlys-skin", name: "Nordlys Skin", country: "Norway", color: "#2A9D8F", accent: "#E9F5F2",
    story_en: "Nordlys means northern lights. Arctic algae and cloudberry seed oil, bottled above the Arctic Circle.",
    story_th: "Nordlys แปลว่าแสงเหนือ ใช้สาหร่ายอาร์กติกและน้ำมันเมล็ดคลาวด์เบอร์รี บรรจุขวดเหนือเส้นอาร์กติกเซอร์เคิล",
  },
  {
    slug: "havtorn", name: "Havtorn", country: "Denmark", color: "#F08A4B", accent: "#FFF4E6",
    story_en: "Havtorn is Danish for sea buckthorn, the bright orange berry behind its omega-rich oils and creams.",
    story_th:
      "Havtorn เป็นภาษาเดนมาร์กแปลว่าซีบัคธอร์น ผลเบอร์รีสีส้มสดที่อยู่เบื้องหลังออยล์และครีมอุดมโอเมก้าของแบรนด์",
  },
];
