import type { BlogPostSeed } from "./types.ts";

// Journal articles; paragraphs are separated by a blank line.
const p = (...paragraphs: string[]) => paragraphs.join("\n\n");

export const blogPosts: BlogPostSeed[] = [
  {
    slug: "skincare-routine-for-bangkok-humidity", published_at: "2026-11-12", cover_color: "#CFE3EC",
    tags: ["routine", "humidity", "oily-skin"],
    title_en: "A skincare routine that survives Bangkok humidity",
    title_th: "รูทีนดูแลผิวที่เอาอยู่แม้อากาศกรุงเทพฯ จะชื้นแค่ไหน",
    excerpt_en:
      "Sticky at noon, tight in the office by three. Here is how to build a routine for a city that swings between "
        + "90% humidity and freezing air-con.",
    excerpt_th:
      "เหนียวเหนอะตอนเที่ยง แต่ผิวตึงในออฟฟิศตอนบ่ายสาม นี่คือวิธีจัดรูทีนให้เข้ากับเมืองที่สลับระหว่างความชื้น 90% "
        + "กับห้องแอร์เย็นจัด",
    body_en: p(
      "Bangkok skin lives two lives. Outside, the air is hot and heavy with moisture, so sebum and sweat mix into a "
        + "shiny film by lunchtime. Inside, air conditioning pulls that moisture away again, and many people end the "
        + "day oily on the nose and dry on the cheeks.",
      "The answer is layering light rather than rich. Start with a gentle, low-pH gel cleanser in the morning; a "
        + "foaming cleanser is fine if it rinses without that squeaky feeling. Follow with a watery essence or a "
        + "niacinamide serum, which helps with both oil control and redness.",
      "Swap heavy creams for a gel cream or a water cream. Humectants such as glycerin, hyaluronic acid and birch sap "
        + "hold water in the skin without the occlusive feel of butters. If your cheeks still feel tight in the "
        + "office, press two drops of squalane into those areas only.",
      "Finish with a sunscreen you actually enjoy wearing. Gel and fluid textures with modern filters disappear on "
        + "the skin and will not pill under makeup. Keep a sun cushion or a blotting paper in your bag for the "
        + "afternoon, and double cleanse in the evening to lift everything the day has left behind.",
    ),
    body_th: p(
      "ผิวของคนกรุงเทพฯ ต้องใช้ชีวิตสองแบบ ข้างนอกอากาศร้อนและชื้นจัด "
        + "ความมันและเหงื่อจึงผสมกันจนหน้ามันเยิ้มตั้งแต่เที่ยง ส่วนข้างในห้องแอร์กลับดึงความชุ่มชื้นออกไป "
        + "หลายคนจึงจบวันด้วยจมูกที่มันแต่แก้มกลับแห้ง",
      "ทางออกคือการเลเยอร์ผลิตภัณฑ์เนื้อบางเบาแทนเนื้อเข้มข้น ตอนเช้าเริ่มด้วยเจลล้างหน้า pH ต่ำที่อ่อนโยน "
        + "หรือโฟมล้างหน้าที่ล้างออกแล้วไม่รู้สึกตึงเอี๊ยด "
        + "ตามด้วยเอสเซนส์เนื้อน้ำหรือเซรั่มไนอาซินาไมด์ที่ช่วยทั้งเรื่องควบคุมความมันและลดรอยแดง",
      "เปลี่ยนครีมเนื้อหนักเป็นเจลครีมหรือวอเตอร์ครีม สารกักเก็บความชุ่มชื้นอย่างกลีเซอรีน ไฮยาลูรอนิก แอซิด "
        + "และน้ำเลี้ยงต้นเบิร์ช ช่วยดึงน้ำไว้ในผิวโดยไม่ทำให้รู้สึกหนักหน้า หากแก้มยังรู้สึกตึงในห้องแอร์ "
        + "ให้กดสควาเลน 2 หยดเฉพาะบริเวณนั้น",
      "ปิดท้ายด้วยกันแดดที่คุณชอบทาจริง ๆ เนื้อเจลและเนื้อฟลูอิดที่ใช้ฟิลเตอร์รุ่นใหม่จะกลืนไปกับผิวและไม่เป็นขุยใต้เม"
        + "คอัพ พกคุชชั่นกันแดดหรือกระดาษซับมันไว้ในกระเป๋าสำหรับช่วงบ่าย "
        + "และล้างหน้าสองขั้นตอนในตอนเย็นเพื่อขจัดทุกอย่างที่สะสมมาทั้งวัน",
    ),
  },
  {
    slug: "sunscreen-filters-explained", published_at: "2026-10-28", cover_color: "#F9D56E",
    tags: ["sunscreen", "ingredients"],
    title_en: "Sunscreen filters explained: what SPF and PA really tell you",
    title_th: "เข้าใจฟิลเตอร์กันแดด: SPF และ PA บอกอะไรเราบ้าง",
    excerpt_en:
      "Chemical, mineral, hybrid, PA++++. A plain-language guide to reading a sunscreen label before you buy.",
    excerpt_th: "เคมี มิเนอรัล ไฮบริด หรือ PA++++ คู่มืออ่านฉลากกันแดดแบบเข้าใจง่ายก่อนตัดสินใจซื้อ",
    body_en: p(
      "SPF measures protection against UVB, the rays that cause sunburn. SPF50 blocks around 98% of UVB when applied "
        + "generously. PA, a rating used in Japan and Korea, measures protection against UVA, the rays behind "
        + "pigmentation and long-term ageing. PA++++ is the highest grade.",
      "Mineral filters, zinc oxide and titanium dioxide, sit on the skin and scatter light. They are very gentle, "
        + "which makes them a good choice for sensitive or reactive skin, but older formulas could leave a white "
        + "cast. Modern micronised zinc has largely solved that problem.",
      "Organic, or chemical, filters absorb UV and turn it into a tiny amount of heat. New-generation filters such as "
        + "Tinosorb S, Uvinul A Plus and Uvinul T 150 are photostable, cover a broad spectrum and feel weightless, "
        + "which is why Japanese and Korean sun fluids feel so different from the thick lotions many of us grew up "
        + "with.",
      "Whichever you choose, the amount matters more than the number. Use two finger-lengths for the face and neck, "
        + "apply it as the last step of your morning routine, and reapply every two hours when you are outdoors. "
        + "Under a Bangkok sun, a sunscreen you reapply beats a higher SPF you do not.",
    ),
    body_th: p(
      "ค่า SPF บอกถึงการป้องกันรังสี UVB ซึ่งเป็นสาเหตุของผิวไหม้แดด SPF50 ป้องกัน UVB ได้ประมาณ 98% "
        + "เมื่อทาในปริมาณที่เพียงพอ ส่วนค่า PA ซึ่งใช้ในญี่ปุ่นและเกาหลี บอกถึงการป้องกันรังสี UVA ที่ทำให้เกิดฝ้า "
        + "กระ และริ้วรอยก่อนวัย โดย PA++++ คือระดับสูงสุด",
      "ฟิลเตอร์มิเนอรัลอย่างซิงค์ออกไซด์และไทเทเนียมไดออกไซด์จะเคลือบอยู่บนผิวและสะท้อนแสงออกไป มีความอ่อนโยนสูง "
        + "จึงเหมาะกับผิวแพ้ง่าย แต่สูตรรุ่นเก่ามักทิ้งคราบขาว "
        + "ปัจจุบันซิงค์ออกไซด์อนุภาคละเอียดช่วยแก้ปัญหานี้ได้เกือบหมดแล้ว",
      "ฟิลเตอร์ออร์แกนิกหรือที่เรียกว่าสารกันแดดแบบเคมี จะดูดซับรังสียูวีแล้วเปลี่ยนเป็นความร้อนปริมาณเล็กน้อย "
        + "ฟิลเตอร์รุ่นใหม่อย่าง Tinosorb S, Uvinul A Plus และ Uvinul T 150 มีความเสถียรต่อแสง ป้องกันได้กว้าง "
        + "และเนื้อบางเบา นี่คือเหตุผลที่กันแดดเนื้อฟลูอิดจากญี่ปุ่นและเกาหลีให้สัมผัสต่างจากโลชั่นกันแดดเนื้อหนาแบบเด"
        + "ิมอย่างสิ้นเชิง",
      "ไม่ว่าจะเลือกแบบไหน ปริมาณที่ทาสำคัญกว่าตัวเลขบนฉลาก ใช้ปริมาณ 2 ข้อนิ้วสำหรับใบหน้าและลำคอ "
        + "ทาเป็นขั้นตอนสุดท้ายของรูทีนตอนเช้า และทาซ้ำทุก 2 ชั่วโมงเมื่ออยู่กลางแจ้ง ภายใต้แดดกรุงเทพฯ "
        + "กันแดดที่คุณทาซ้ำสม่ำเสมอดีกว่ากันแดด SPF สูงที่ทาแค่ครั้งเดียว",
    ),
  },
  {
    slug: "niacinamide-and-vitamin-c-together", published_at: "2026-09-30", cover_color: "#F4C2C2",
    tags: ["ingredients", "serum", "brightening"],
    title_en: "Niacinamide and vitamin C: can you really use them together?",
    title_th: "ไนอาซินาไมด์กับวิตามินซี ใช้ด้วยกันได้จริงหรือ",
    excerpt_en:
      "The old rule said never mix them. The chemistry says otherwise. Here is how to pair two of the most popular "
        + "brightening actives.",
    excerpt_th: "กฎเก่าบอกว่าห้ามใช้คู่กัน แต่เคมีบอกอีกอย่าง มาดูวิธีจับคู่สารช่วยผิวกระจ่างใสยอดนิยมสองตัวนี้",
    body_en: p(
      "The idea that niacinamide and vitamin C cancel each other out comes from studies in the 1960s that used "
        + "unstable forms of both, heated together for long periods. In a modern formula at room temperature, the "
        + "reaction is negligible.",
      "In fact they work well as a pair. Vitamin C is an antioxidant that interrupts the process that produces dark "
        + "spots and supports collagen. Niacinamide reduces the transfer of pigment to the surface of the skin, "
        + "strengthens the barrier and helps with oil and redness.",
      "If you are using pure L-ascorbic acid at a low pH, give it a minute to absorb before applying niacinamide, "
        + "simply to keep each formula at its best. Stable derivatives such as ethyl ascorbic acid can be layered "
        + "straight away, or you can find both in the same serum.",
      "A simple plan: vitamin C in the morning under sunscreen, where its antioxidant effect matters most, and "
        + "niacinamide morning or night. Give the combination eight to twelve weeks before you judge the results, and "
        + "introduce one product at a time if your skin is sensitive.",
    ),
    body_th: p(
      "ความเชื่อที่ว่าไนอาซินาไมด์กับวิตามินซีหักล้างกัน มาจากงานวิจัยในยุค 1960 "
        + "ที่ใช้สารทั้งสองในรูปแบบที่ไม่เสถียรและให้ความร้อนร่วมกันเป็นเวลานาน ในสูตรสกินแคร์ยุคใหม่ที่อุณหภูมิห้อง "
        + "ปฏิกิริยานี้แทบไม่เกิดขึ้นเลย",
      "ที่จริงแล้วทั้งสองทำงานร่วมกันได้ดี วิตามินซีเป็นสารต้านอนุมูลอิสระที่ช่วยยับยั้งกระบวนการสร้างจุดด่างดำและช่วย"
        + "สนับสนุนคอลลาเจน ส่วนไนอาซินาไมด์ช่วยลดการส่งเม็ดสีขึ้นสู่ผิว เสริมเกราะป้องกันผิว "
        + "และช่วยเรื่องความมันและรอยแดง",
      "หากใช้วิตามินซีรูปแบบ L-ascorbic acid ที่มีค่า pH ต่ำ ให้รอประมาณหนึ่งนาทีจนซึมก่อนทาไนอาซินาไมด์ "
        + "เพื่อให้แต่ละสูตรทำงานได้ดีที่สุด ส่วนอนุพันธ์ที่เสถียรอย่าง ethyl ascorbic acid สามารถทาต่อกันได้ทันที "
        + "หรือเลือกเซรั่มที่มีทั้งสองตัวในขวดเดียวก็ได้",
      "แผนง่าย ๆ คือใช้วิตามินซีตอนเช้าก่อนทากันแดด ซึ่งเป็นช่วงที่ฤทธิ์ต้านอนุมูลอิสระมีประโยชน์ที่สุด "
        + "และใช้ไนอาซินาไมด์ได้ทั้งเช้าและเย็น ให้เวลาผิว 8–12 สัปดาห์ก่อนประเมินผล และหากผิวแพ้ง่าย "
        + "ให้เริ่มใช้ทีละผลิตภัณฑ์",
    ),
  },
  {
    slug: "double-cleansing-guide", published_at: "2026-08-18", cover_color: "#EFE3C8",
    tags: ["cleanser", "routine"],
    title_en: "Double cleansing: when you need it, and when you don't",
    title_th: "ล้างหน้าสองขั้นตอน: เมื่อไรควรทำ และเมื่อไรไม่จำเป็น",
    excerpt_en: "Oil first, then water. Why the two-step cleanse works, and the days you can skip it.",
    excerpt_th: "ออยล์ก่อน แล้วตามด้วยสูตรน้ำ ทำไมการล้างหน้าสองขั้นตอนถึงได้ผล และวันไหนที่ข้ามได้",
    body_en: p(
      "Sunscreen, long-wear makeup and sebum are all oil-based, and oil dissolves oil. A cleansing balm or cleansing "
        + "oil breaks them down in under a minute, then emulsifies with water so it rinses away. A gentle water-based "
        + "cleanser then removes what is left, along with sweat and dust.",
      "Double cleansing is worth it every evening you have worn sunscreen, which in Thailand should be every day. It "
        + "also helps with blackheads on the nose and chin, because the oil loosens the plugs that sit in the pores.",
      "You do not need it in the morning. Your skin has only had your night routine and pillow to deal with, so a "
        + "splash of water or a single mild cleanser is enough. Over-cleansing is one of the most common causes of a "
        + "tight, irritated barrier.",
      "Choose a first cleanser you like the feel of, massage for a full minute on dry skin, and keep the second step "
        + "short. If your skin ever feels squeaky afterwards, your second cleanser is too strong.",
    ),
    body_th: p(
      "กันแดด เมคอัพติดทน และความมันบนผิว ล้วนเป็นสารที่ละลายในน้ำมัน และน้ำมันก็ละลายน้ำมันได้ดีที่สุด "
        + "คลีนซิ่งบาล์มหรือคลีนซิ่งออยล์จะสลายสิ่งเหล่านี้ได้ภายในหนึ่งนาที "
        + "แล้วกลายเป็นน้ำนมเมื่อผสมน้ำจึงล้างออกง่าย จากนั้นใช้คลีนเซอร์สูตรน้ำที่อ่อนโยนล้างสิ่งที่เหลือ "
        + "รวมถึงเหงื่อและฝุ่น",
      "การล้างหน้าสองขั้นตอนคุ้มค่าทุกเย็นที่คุณทากันแดด ซึ่งในประเทศไทยควรเป็นทุกวัน "
        + "ยังช่วยเรื่องสิวเสี้ยนบริเวณจมูกและคาง เพราะออยล์จะช่วยคลายสิ่งอุดตันในรูขุมขน",
      "ตอนเช้าไม่จำเป็นต้องล้างสองขั้นตอน เพราะผิวผ่านมาแค่สกินแคร์ก่อนนอนและปลอกหมอนเท่านั้น "
        + "การล้างด้วยน้ำเปล่าหรือคลีนเซอร์อ่อนโยนเพียงครั้งเดียวก็เพียงพอ "
        + "การล้างหน้ามากเกินไปเป็นหนึ่งในสาเหตุที่พบบ่อยที่สุดของผิวแห้งตึงและระคายเคือง",
      "เลือกคลีนเซอร์ขั้นแรกที่คุณชอบสัมผัส นวดบนผิวแห้งให้ครบหนึ่งนาที และใช้ขั้นที่สองให้สั้นกระชับ "
        + "หากรู้สึกว่าผิวตึงเอี๊ยดหลังล้าง แสดงว่าคลีนเซอร์ขั้นที่สองแรงเกินไป",
    ),
  },
  {
    slug: "retinal-for-beginners", published_at: "2026-07-21", cover_color: "#C9B6E4",
    tags: ["ingredients", "anti-aging", "night-routine"],
    title_en: "Retinal for beginners: a gentler start with vitamin A",
    title_th: "เรตินัลสำหรับมือใหม่: เริ่มต้นวิตามินเออย่างอ่อนโยน",
    excerpt_en:
      "Retinal works faster than retinol and is kinder than prescription tretinoin. How to start without the peeling.",
    excerpt_th:
      "เรตินัลออกฤทธิ์เร็วกว่าเรตินอล และอ่อนโยนกว่าเตรติโนอินที่ต้องใช้ตามใบสั่งแพทย์ มาดูวิธีเริ่มใช้โดยไม่ให้ผิวลอก",
    body_en: p(
      "Vitamin A derivatives are the best-studied ingredients for fine lines, uneven texture and breakouts. Skin has "
        + "to convert them into retinoic acid to work: retinol takes two steps, retinal (retinaldehyde) only one, "
        + "which is why retinal shows results sooner at lower strengths.",
      "Start two nights a week with a pea-sized amount for the whole face, applied to dry skin after cleansing. If "
        + "your skin is comfortable after two weeks, move to every other night, then nightly. Mild dryness at the "
        + "start is normal; stinging and peeling mean you should slow down.",
      "Buffer with moisturiser if you need to, either before or after, and keep the rest of the routine simple: no "
        + "strong acids on the same night. Retinoids make skin more sensitive to the sun, so daily SPF50 is "
        + "non-negotiable.",
      "Avoid vitamin A if you are pregnant or trying to conceive. Give it twelve weeks before judging the results: "
        + "the first changes are usually smoother texture and fewer clogged pores, with fine lines following later.",
    ),
    body_th: p(
      "อนุพันธ์ของวิตามินเอเป็นส่วนผสมที่มีงานวิจัยรองรับมากที่สุดในการดูแลริ้วรอย ผิวไม่เรียบเนียน และสิว "
        + "ผิวต้องเปลี่ยนสารเหล่านี้ให้เป็นกรดเรติโนอิกก่อนจึงจะออกฤทธิ์ เรตินอลต้องผ่านสองขั้นตอน แต่เรตินัล "
        + "(เรตินาลดีไฮด์) ใช้เพียงขั้นตอนเดียว เรตินัลจึงเห็นผลเร็วกว่าแม้ใช้ความเข้มข้นต่ำกว่า",
      "เริ่มใช้สัปดาห์ละ 2 คืน ในปริมาณเท่าเมล็ดถั่วสำหรับทั้งใบหน้า ทาบนผิวที่แห้งหลังล้างหน้า "
        + "หากผ่านไปสองสัปดาห์แล้วผิวยังสบายดี ให้เพิ่มเป็นวันเว้นวัน แล้วจึงใช้ทุกคืน "
        + "ผิวแห้งเล็กน้อยในช่วงแรกเป็นเรื่องปกติ แต่หากแสบหรือลอก ควรลดความถี่ลง",
      "หากจำเป็นให้ทามอยส์เจอไรเซอร์ก่อนหรือหลังเพื่อลดการระคายเคือง และจัดรูทีนส่วนที่เหลือให้เรียบง่าย "
        + "ไม่ใช้กรดผลัดเซลล์แรง ๆ ในคืนเดียวกัน เรตินอยด์ทำให้ผิวไวต่อแสงแดดมากขึ้น การทากันแดด SPF50 "
        + "ทุกวันจึงเป็นสิ่งที่ขาดไม่ได้",
      "หลีกเลี่ยงวิตามินเอหากตั้งครรภ์หรือวางแผนมีบุตร และให้เวลา 12 สัปดาห์ก่อนประเมินผล "
        + "สิ่งแรกที่มักเห็นคือผิวเรียบเนียนขึ้นและการอุดตันลดลง ส่วนริ้วรอยจะค่อย ๆ ดีขึ้นตามมา",
    ),
  },
  {
    slug: "thai-botanicals-in-skincare", published_at: "2026-06-24", cover_color: "#3D5A9E",
    tags: ["thai-brands", "ingredients"],
    title_en: "Thanaka, butterfly pea and jasmine rice: Thai botanicals worth knowing",
    title_th: "ทานาคา อัญชัน และข้าวหอมมะลิ: พฤกษศาสตร์ไทยที่ควรรู้จัก",
    excerpt_en:
      "Our grandmothers knew them from the kitchen and the market. Thai brands are now turning them into serious "
        + "skincare.",
    excerpt_th: "คุณยายรู้จักสิ่งเหล่านี้ดีจากในครัวและในตลาด วันนี้แบรนด์ไทยกำลังเปลี่ยนให้กลายเป็นสกินแคร์ที่จริงจัง",
    body_en: p(
      "Thanaka, the pale paste made by grinding bark on a stone slab, has cooled skin and absorbed oil across the "
        + "region for centuries. Its extract is now used in clay masks and mattifying sunscreens, where it softens "
        + "shine without drying.",
      "Butterfly pea flowers give Thai desserts and drinks their famous blue, which turns purple with a squeeze of "
        + "lime. That colour comes from anthocyanins, antioxidants that help skin cope with pollution and UV stress. "
        + "Anchan Studio builds its whole range around them.",
      "Jasmine rice from Surin and Buriram is prized for its fragrance, but rice water and rice ferment have been "
        + "used to soften and brighten skin for generations. Modern extracts add rice ceramides and amino acids that "
        + "support a calm, even complexion.",
      "Turmeric, mangosteen peel and tamarind complete the pantry. What connects these local brands is sourcing: many "
        + "work directly with farming co-operatives, which keeps the supply traceable and the value in Thailand.",
    ),
    body_th: p(
      "ทานาคา ผงสีนวลที่ได้จากการฝนเปลือกไม้บนแผ่นหิน "
        + "ถูกใช้เพื่อให้ผิวเย็นสบายและดูดซับความมันในภูมิภาคนี้มาหลายร้อยปี "
        + "ปัจจุบันสารสกัดทานาคาถูกนำมาใช้ในเคลย์มาสก์และกันแดดสูตรควบคุมความมัน ช่วยลดความมันวาวโดยไม่ทำให้ผิวแห้ง",
      "ดอกอัญชันให้สีฟ้าอันโด่งดังในขนมและเครื่องดื่มไทย ซึ่งจะเปลี่ยนเป็นสีม่วงเมื่อบีบมะนาวลงไป "
        + "สีนี้มาจากแอนโทไซยานิน สารต้านอนุมูลอิสระที่ช่วยให้ผิวรับมือกับมลภาวะและรังสียูวีได้ดีขึ้น Anchan Studio "
        + "สร้างผลิตภัณฑ์ทั้งไลน์จากดอกไม้ชนิดนี้",
      "ข้าวหอมมะลิจากสุรินทร์และบุรีรัมย์ขึ้นชื่อเรื่องความหอม "
        + "แต่น้ำซาวข้าวและข้าวหมักก็ถูกใช้เพื่อให้ผิวนุ่มและกระจ่างใสมาหลายชั่วอายุคน "
        + "สารสกัดยุคใหม่ยังให้เซราไมด์จากข้าวและกรดอะมิโนที่ช่วยให้ผิวสงบและสีผิวสม่ำเสมอ",
      "ขมิ้นชัน เปลือกมังคุด และมะขาม ก็เป็นวัตถุดิบที่ขาดไม่ได้ "
        + "สิ่งที่แบรนด์ท้องถิ่นเหล่านี้มีเหมือนกันคือการคัดสรรวัตถุดิบ หลายแบรนด์ทำงานร่วมกับวิสาหกิจชุมชนโดยตรง "
        + "ทำให้ตรวจสอบแหล่งที่มาได้ และคุณค่ายังคงอยู่ในประเทศไทย",
    ),
  },
];
