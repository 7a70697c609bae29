import type { BranchSeed, SocialLinkSeed, StoreContactSeed } from "./types.ts";

const mapUrl = (query: string) => `https://maps.google.com/?q=${encodeURIComponent(query)}`;

// The four branches shown in the footer.
export const branches: BranchSeed[] = [
  {
    name_en: "SkinState Siam Square One", name_th: "SkinState สยามสแควร์วัน",
    address_en: "3rd floor, Siam Square One, 388 Rama I Road, Pathum Wan, Bangkok 10330",
    address_th: "ชั้น 3 สยามสแควร์วัน เลขที่ 388 ถนนพระรามที่ 1 แขวงปทุมวัน เขตปทุมวัน กรุงเทพฯ 10330",
    hours_en: "Daily 10:00–21:00", hours_th: "เปิดทุกวัน 10:00–21:00 น.",
    phone: "02 252 4188", map_url: mapUrl("Siam Square One, 388 Rama I Road, Bangkok"),
  },
  {
    name_en: "SkinState Thonglor", name_th: "SkinState ทองหล่อ",
    address_en: "88 Sukhumvit 55 (Thonglor Soi 10), Khlong Tan Nuea, Watthana, Bangkok 10110",
    address_th: "เลขที่ 88 ซอยสุขุมวิท 55 (ทองหล่อ 10) แขวงคลองตันเหนือ เขตวัฒนา กรุงเทพฯ 10110",
    hours_en: "Mon–Sat 11:00–20:00, Sun 11:00–18:00", hours_th: "จันทร์–เสาร์ 11:00–20:00 น. อาทิตย์ 11:00–18:00 น.",
    phone: "02 381 6620", map_url: mapUrl("Thonglor Soi 10, Sukhumvit 55, Bangkok"),
  },
  {
    name_en: "SkinState Ari", name_th: "SkinState อารีย์",
    address_en: "12/3 Phahon Yothin Soi 7 (Soi Ari), Samsen Nai, Phaya Thai, Bangkok 10400",
    address_th: "เลขที่ 12/3 ซอยพหลโยธิน 7 (ซอยอารีย์) แขวงสามเสนใน เขตพญาไท กรุงเทพฯ 10400",
    hours_en: "Tue–Sun 10:00–19:00, closed Mondays", hours_th: "อังคาร–อาทิตย์ 10:00–19:00 น. ปิดทุกวันจันทร์",
    phone: "02 279 0415", map_url: mapUrl("Soi Ari, Phahon Yothin 7, Bangkok"),
  },
  {
    name_en: "SkinState ICONSIAM", name_th: "SkinState ไอคอนสยาม",
    address_en: "4th floor, ICONSIAM, 299 Charoen Nakhon Road, Khlong Ton Sai, Khlong San, Bangkok 10600",
    address_th: "ชั้น 4 ไอคอนสยาม เลขที่ 299 ถนนเจริญนคร แขวงคลองต้นไทร เขตคลองสาน กรุงเทพฯ 10600",
    hours_en: "Daily 10:00–22:00", hours_th: "เปิดทุกวัน 10:00–22:00 น.",
    phone: "02 495 7031", map_url: mapUrl("ICONSIAM, 299 Charoen Nakhon Road, Bangkok"),
  },
];

// Customer service (online orders), shown in the footer.
export const storeContact: StoreContactSeed = {
  phone: "02 114 7788",
  email: "hello@skinstate.co.th",
  line: "@skinstate",
  hours_en: "Mon–Fri 09:00–18:00, Sat 10:00–16:00",
  hours_th: "จันทร์–ศุกร์ 09:00–18:00 น. เสาร์ 10:00–16:00 น.",
  address_en: "SkinState Co., Ltd., 17th floor, 89 Ratchadaphisek Road, Din Daeng, Bangkok 10400",
  address_th: "บริษัท สกินสเตท จำกัด ชั้น 17 เลขที่ 89 ถนนรัชดาภิเษก แขวงดินแดง เขตดินแดง กรุงเทพฯ 10400",
};

export const socialLinks: SocialLinkSeed[] = [
  { name: "Facebook", url: "https://www.facebook.com/skinstate.th" },
  { name: "Instagram", url: "https://www.instagram.com/skinstate.th" },
  { name: "Line", url: "https://line.me/R/ti/p/@skinstate" },
  { name: "Tiktok", url: "https://www.tiktok.com/@skinstate.th" },
];
