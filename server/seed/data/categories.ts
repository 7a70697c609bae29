import type { CategorySeed } from "./types.ts";

// The ten categories of spec §1, in menu order.
export const categories: CategorySeed[] = [
  {
    slug: "cleanser", sort: 1, name_en: "Cleansers", name_th: "คลีนเซอร์",
    description_en: "Foams, gels, balms and oils that lift sunscreen, sebum and city grime without stripping the skin.",
    description_th:
      "โฟม เจล บาล์ม และออยล์ล้างหน้าที่ล้างกันแดด ความมัน และฝุ่นควันในเมืองได้หมดจด โดยไม่ทำให้ผิวแห้งตึง",
  },
  {
    slug: "serum", sort: 2, name_en: "Serums", name_th: "เซรั่ม",
    description_en: "Concentrated treatments with niacinamide, vitamin C, retinal and more, for targeted results.",
    description_th: "ทรีตเมนต์เข้มข้นจากไนอาซินาไมด์ วิตามินซี เรตินอล และอื่น ๆ ที่ตรงจุดทุกปัญหาผิว",
  },
  {
    slug: "mask", sort: 3, name_en: "Masks", name_th: "มาสก์",
    description_en: "Sheet, clay and sleeping masks for a quick reset after a long week.",
    description_th: "ชีทมาสก์ เคลย์มาสก์ และสลีปปิ้งมาสก์ ตัวช่วยฟื้นผิวให้กลับมาสดใสหลังสัปดาห์ที่เหนื่อยล้า",
  },
  {
    slug: "moisturizer", sort: 4, name_en: "Moisturizers", name_th: "มอยส์เจอไรเซอร์",
    description_en: "Gel creams for humid days and richer creams for air-conditioned nights.",
    description_th: "เจลครีมเนื้อบางเบาสำหรับวันที่อากาศชื้น และครีมเนื้อเข้มข้นสำหรับคืนที่อยู่ในห้องแอร์",
  },
  {
    slug: "sunscreen", sort: 5, name_en: "Sunscreen", name_th: "กันแดด",
    description_en: "Light, non-greasy SPF50+ PA++++ protection made for everyday wear under the tropical sun.",
    description_th: "กันแดด SPF50+ PA++++ เนื้อบางเบา ไม่เหนอะหนะ ทาได้ทุกวันแม้แดดเมืองไทยจะแรงแค่ไหน",
  },
  {
    slug: "skin-device", sort: 6, name_en: "Skin Devices", name_th: "อุปกรณ์ดูแลผิว",
    description_en: "LED, microcurrent and sonic devices that bring clinic-style care home.",
    description_th: "เครื่อง LED ไมโครเคอร์เรนต์ และเครื่องล้างหน้าโซนิค ดูแลผิวแบบคลินิกได้เองที่บ้าน",
  },
  {
    slug: "ampoule", sort: 7, name_en: "Ampoules", name_th: "แอมพูล",
    description_en: "Highly concentrated shots for a boost when skin needs extra help.",
    description_th: "แอมพูลเข้มข้นพิเศษ เติมพลังให้ผิวในวันที่ต้องการการดูแลเป็นพิเศษ",
  },
  {
    slug: "oil", sort: 8, name_en: "Oils", name_th: "ออยล์",
    description_en: "Face and body oils that seal in moisture and leave a soft glow, never a greasy film.",
    description_th: "ออยล์บำรุงผิวหน้าและผิวกาย กักเก็บความชุ่มชื้นให้ผิวโกลว์ นุ่มลื่น ไม่เหนียวเหนอะหนะ",
  },
  {
    slug: "supplement", sort: 9, name_en: "Supplements", name_th: "อาหารเสริม",
    description_en: "Collagen, vitamins and probiotics to support your skin from the inside.",
    description_th: "คอลลาเจน วิตามิน และโพรไบโอติก ดูแลผิวสวยจากภายในสู่ภายนอก",
  },
  {
    slug: "accessory", sort: 10, name_en: "Accessories", name_th: "แอคเซสซอรี่",
    description_en: "Gua sha stones, headbands, pouches and pads that make the routine a ritual.",
    description_th: "กัวซา ผ้าคาดผม กระเป๋า และสำลี ที่ทำให้การดูแลผิวทุกวันเป็นช่วงเวลาพิเศษ",
  },
];
