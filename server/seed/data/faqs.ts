import type { FaqSeed } from "./types.ts";

// FAQ entries; numbers follow spec §9 (business constants).
const orders = { category_en: "Orders", category_th: "คำสั่งซื้อ" };
const shipping = { category_en: "Shipping", category_th: "การจัดส่ง" };
const returns = { category_en: "Returns & refunds", category_th: "การคืนสินค้าและการคืนเงิน" };
const membership = { category_en: "Membership", category_th: "สมาชิก" };
const payment = { category_en: "Payment", category_th: "การชำระเงิน" };

export const faqs: FaqSeed[] = [
  {
    ...orders,
    question_en: "How do I place an order?",
    question_th: "สั่งซื้อสินค้าอย่างไร",
    answer_en:
      "Add products to your cart, open the cart and press Checkout. You can check out as a guest or log in to collect "
        + "points. Fill in your shipping address, choose a payment method and confirm.",
    answer_th:
      "เลือกสินค้าใส่ตะกร้า เปิดตะกร้าแล้วกด ชำระเงิน คุณสามารถสั่งซื้อแบบไม่เป็นสมาชิก หรือเข้าสู่ระบบเพื่อสะสมคะแนน "
        + "จากนั้นกรอกที่อยู่จัดส่ง เลือกวิธีชำระเงิน และยืนยันคำสั่งซื้อ",
  },
  {
    ...orders,
    question_en: "How long does an unpaid order stay open?",
    question_th: "คำสั่งซื้อที่ยังไม่ชำระเงินจะถูกเก็บไว้นานเท่าไร",
    answer_en:
      "Unpaid orders stay valid for 7 days. You can finish the payment from My Orders at any time within that period; "
        + "after 7 days the order is cancelled automatically.",
    answer_th:
      "คำสั่งซื้อที่ยังไม่ชำระเงินจะมีผล 7 วัน คุณสามารถชำระเงินต่อได้จากเมนู คำสั่งซื้อของฉัน ภายในระยะเวลาดังกล่าว "
        + "หากเกิน 7 วัน ระบบจะยกเลิกคำสั่งซื้อให้อัตโนมัติ",
  },
  {
    ...orders,
    question_en: "Are prices inclusive of VAT?",
    question_th: "ราคาสินค้ารวมภาษีมูลค่าเพิ่มแล้วหรือไม่",
    answer_en:
      "Yes. All prices include 7% VAT. A full tax invoice can be requested at checkout by entering your billing "
        + "details.",
    answer_th:
      "ราคาสินค้าทั้งหมดรวมภาษีมูลค่าเพิ่ม 7% แล้ว หากต้องการใบกำกับภาษีเต็มรูปแบบ "
        + "สามารถกรอกข้อมูลสำหรับออกใบกำกับภาษีได้ในขั้นตอนชำระเงิน",
  },
  {
    ...shipping,
    question_en: "When will my order ship?",
    question_th: "สินค้าจะถูกจัดส่งเมื่อไร",
    answer_en:
      "Orders paid before 10:00 ship the same day. Orders paid after 10:00 ship the next working day. We do not ship "
        + "on Saturdays, Sundays or public holidays.",
    answer_th:
      "คำสั่งซื้อที่ชำระเงินก่อน 10:00 น. จะจัดส่งภายในวันเดียวกัน หากชำระหลัง 10:00 น. จะจัดส่งในวันทำการถัดไป "
        + "และไม่มีการจัดส่งในวันเสาร์ อาทิตย์ และวันหยุดนักขัตฤกษ์",
  },
  {
    ...shipping,
    question_en: "How can I track my parcel?",
    question_th: "ติดตามพัสดุได้อย่างไร",
    answer_en:
      "Once your order ships, the tracking number appears in My Orders and is sent to you by email. Bangkok "
        + "deliveries usually arrive in 1–2 working days, other provinces in 2–4.",
    answer_th:
      "เมื่อจัดส่งแล้ว หมายเลขพัสดุจะแสดงในเมนู คำสั่งซื้อของฉัน และส่งให้ทางอีเมล พัสดุในกรุงเทพฯ มักได้รับภายใน 1–2 "
        + "วันทำการ ส่วนต่างจังหวัดภายใน 2–4 วันทำการ",
  },
  {
    ...returns,
    question_en: "Can I return or exchange a product?",
    question_th: "สามารถคืนหรือเปลี่ยนสินค้าได้หรือไม่",
    answer_en:
      "Unopened skincare can be returned or exchanged within 7 days of delivery. Damaged or incorrect items must be "
        + "reported within 2 days with a photo of the parcel. Skin devices under warranty can be sent for repair "
        + "within 1 month of purchase.",
    answer_th:
      "สกินแคร์ที่ยังไม่เปิดใช้สามารถคืนหรือเปลี่ยนได้ภายใน 7 วันหลังได้รับสินค้า กรณีสินค้าชำรุดหรือส่งผิด "
        + "กรุณาแจ้งภายใน 2 วันพร้อมรูปถ่ายพัสดุ ส่วนอุปกรณ์ดูแลผิวที่อยู่ในประกันสามารถส่งซ่อมได้ภายใน 1 "
        + "เดือนหลังการซื้อ",
  },
  {
    ...returns,
    question_en: "How long does a refund take?",
    question_th: "การคืนเงินใช้เวลานานเท่าไร",
    answer_en:
      "Refunds for cash, QR (PromptPay) and mobile banking payments take up to 14 working days. Credit card refunds "
        + "appear within 1–2 billing cycles, and debit card refunds within 3 billing cycles, depending on your bank.",
    answer_th:
      "การคืนเงินสำหรับการชำระด้วยเงินสด QR (พร้อมเพย์) และโมบายแบงก์กิ้ง ใช้เวลาไม่เกิน 14 วันทำการ "
        + "หากชำระด้วยบัตรเครดิต ยอดเงินจะคืนภายใน 1–2 รอบบิล และบัตรเดบิตภายใน 3 รอบบิล ขึ้นอยู่กับธนาคารของคุณ",
  },
  {
    ...returns,
    question_en: "How do I start a return?",
    question_th: "เริ่มขั้นตอนคืนสินค้าอย่างไร",
    answer_en:
      "Open the order in My Orders and choose Return, or message us on LINE @skinstate with your order number. We "
        + "will send a free pickup for eligible returns.",
    answer_th:
      "เปิดคำสั่งซื้อในเมนู คำสั่งซื้อของฉัน แล้วเลือก คืนสินค้า หรือทักไลน์ @skinstate พร้อมแจ้งหมายเลขคำสั่งซื้อ "
        + "เราจะส่งเจ้าหน้าที่เข้ารับสินค้าฟรีสำหรับรายการที่เข้าเงื่อนไข",
  },
  {
    ...membership,
    question_en: "How do I earn points?",
    question_th: "สะสมคะแนนได้อย่างไร",
    answer_en:
      "Members earn 1 point for every ฿1,000 spent. Points can be redeemed for gifts or discounts in My Account > "
        + "Membership. New members also get 10% off their first order.",
    answer_th:
      "สมาชิกจะได้รับ 1 คะแนนทุกการใช้จ่าย 1,000 บาท สามารถนำคะแนนไปแลกของขวัญหรือส่วนลดได้ที่ บัญชีของฉัน > สมาชิก "
        + "และสมาชิกใหม่รับส่วนลด 10% สำหรับคำสั่งซื้อแรก",
  },
  {
    ...membership,
    question_en: "What is Exclusive membership and how do I get it?",
    question_th: "สมาชิกเอ็กซ์คลูซีฟ คืออะไร และสมัครได้อย่างไร",
    answer_en:
      "Exclusive membership lasts 1 year. You get it automatically when you spend ฿45,000 in a single transaction, or "
        + "you can redeem it for 800 points.",
    answer_th:
      "สมาชิกเอ็กซ์คลูซีฟ มีอายุ 1 ปี ได้รับอัตโนมัติเมื่อมียอดซื้อ 45,000 บาทขึ้นไปในการซื้อครั้งเดียว หรือใช้ 800 "
        + "คะแนนแลกสิทธิ์ได้",
  },
  {
    ...membership,
    question_en: "What are the Exclusive member benefits?",
    question_th: "สมาชิกเอ็กซ์คลูซีฟ ได้รับสิทธิพิเศษอะไรบ้าง",
    answer_en:
      "Exclusive members get 5% off all items, a birthday gift, festival gifts and a 30% discount during their "
        + "birthday month.",
    answer_th:
      "สมาชิกเอ็กซ์คลูซีฟ รับส่วนลด 5% สำหรับสินค้าทุกรายการ ของขวัญวันเกิด ของขวัญในช่วงเทศกาล และส่วนลด 30% "
        + "ในเดือนเกิด",
  },
  {
    ...membership,
    question_en: "Can I merge points from the LINE shopping channel?",
    question_th: "รวมคะแนนจาก LINE Shopping ได้หรือไม่",
    answer_en:
      "Yes. Verify your phone number with a one-time code in My Account and your LINE shopping points are merged. "
        + "Merged points appear the next day.",
    answer_th:
      "ได้ เพียงยืนยันเบอร์โทรศัพท์ด้วยรหัส OTP ในเมนู บัญชีของฉัน ระบบจะรวมคะแนนจาก LINE Shopping ให้ "
        + "และคะแนนจะแสดงในวันถัดไป",
  },
  {
    ...payment,
    question_en: "Which payment methods do you accept?",
    question_th: "รองรับการชำระเงินช่องทางใดบ้าง",
    answer_en:
      "Credit and debit cards (Visa, Mastercard, JCB), PromptPay QR, TrueMoney Wallet, Rabbit LINE Pay and mobile or "
        + "internet banking.",
    answer_th:
      "บัตรเครดิตและบัตรเดบิต (Visa, Mastercard, JCB) พร้อมเพย์ QR ทรูมันนี่ วอลเล็ท แรบบิท ไลน์ เพย์ "
        + "และโมบายแบงก์กิ้งหรืออินเทอร์เน็ตแบงก์กิ้ง",
  },
  {
    ...payment,
    question_en: "Can I pay in installments?",
    question_th: "ผ่อนชำระได้หรือไม่",
    answer_en:
      "Installments are available for orders over ฿10,000 with participating credit cards, for 3, 6 or 10 months.",
    answer_th: "สามารถผ่อนชำระได้สำหรับคำสั่งซื้อมากกว่า 10,000 บาท ผ่านบัตรเครดิตที่ร่วมรายการ นาน 3, 6 หรือ 10 เดือน",
  },
  {
    ...payment,
    question_en: "Is it safe to pay by card on SkinState?",
    question_th: "ชำระเงินด้วยบัตรบน SkinState ปลอดภัยหรือไม่",
    answer_en:
      "Yes. Card payments are processed by a PCI DSS certified payment gateway with 3-D Secure. We never store your "
        + "full card number.",
    answer_th:
      "ปลอดภัย การชำระเงินด้วยบัตรดำเนินการผ่านเกตเวย์ที่ได้รับมาตรฐาน PCI DSS พร้อมระบบ 3-D Secure "
        + "และเราไม่เก็บหมายเลขบัตรของคุณแบบเต็ม",
  },
  {
    ...orders,
    question_en: "Are your products authentic?",
    question_th: "สินค้าเป็นของแท้หรือไม่",
    answer_en:
      "Every product comes directly from the brand or its official Thai distributor, with Thai FDA registration where "
        + "required.",
    answer_th:
      "สินค้าทุกชิ้นนำเข้าโดยตรงจากแบรนด์หรือตัวแทนจำหน่ายอย่างเป็นทางการในประเทศไทย และมีเลขจดแจ้ง อย. "
        + "ตามที่กฎหมายกำหนด",
  },
];
