import { randomUUID } from "node:crypto";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import { VAT_RATE_PERCENT } from "#contract/order-total.ts";
import { priceCart } from "#domain/pricing.ts";
import { hashPassword } from "#workflows/member/passwords.ts";
import { queryRows, type Database } from "#db/database.ts";
import { applyOrderEvent } from "#workflows/order/lifecycle.ts";
import { insertOrder, nextOrderSequence, shopperActor } from "#db/repositories/order/record.ts";
import { addresses, members, type OrderAddressRecord } from "#db/schema/index.ts";

/**
 * The demo member (seeded only when the caller asks: never in production; README "Demo login"): a saved Bangkok
 * address, delivered orders of twelve products, so shoppers, QA and e2e tests can write reviews (decision 0076), and
 * one order still waiting for payment, whose product cannot be reviewed. The orders are real ones (decision 0100):
 * numbers, addresses and their whole event history, written by the same code as a checkout.
 */
export const DEMO_MEMBER = { email: "demo@skinstate.test", password: "Skinstate#2026", firstName: "Dao",
  lastName: "Demo" };
export const DEMO_PHONE = "+66812345678";

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** Four delivered orders of three products each (newest first), then the unpaid one. */
const DELIVERED_DAYS_AGO = [3, 10, 24, 45];
const ITEMS_PER_ORDER = 3;
const JOINED_DAYS_AGO = 120;

type DemoProduct = { id: number; price: number; category_slug: string; brand_slug: string };
type Geo = {
  province_id: number; province_en: string; province_th: string; district_id: number; district_en: string;
  district_th: string; sub_district_id: number; sub_district_en: string; sub_district_th: string; postal_code: string;
};

/** The first sub-district of Bangkok (geocode 10) with a post code, as the demo member's home. */
async function demoAddress(db: Database): Promise<OrderAddressRecord | undefined> {
  const [g] = await queryRows<Geo>(db, sql`
    SELECT p.id AS province_id, p.name_en AS province_en, p.name_th AS province_th, d.id AS district_id,
      d.name_en AS district_en, d.name_th AS district_th, s.id AS sub_district_id, s.name_en AS sub_district_en,
      s.name_th AS sub_district_th, s.postal_code
    FROM th_sub_districts s JOIN th_districts d ON d.id = s.district_id JOIN th_provinces p ON p.id = d.province_id
    WHERE p.code = '10' AND s.postal_code <> '' ORDER BY d.id, s.id LIMIT 1`);
  if (!g) return undefined;
  const place = (id: number, en: string, th: string) => ({ id: Number(id), name_en: en, name_th: th });
  return {
    place_type: "condo", first_name: DEMO_MEMBER.firstName, last_name: DEMO_MEMBER.lastName, phone_e164: DEMO_PHONE,
    street_address: "88/8 Sukhumvit Soi 24", province: place(g.province_id, g.province_en, g.province_th),
    district: place(g.district_id, g.district_en, g.district_th),
    sub_district: place(g.sub_district_id, g.sub_district_en, g.sub_district_th), postal_code: g.postal_code,
  };
}

export async function seedDemoMember(db: Database, now = new Date()): Promise<void> {
  const [existing] = await db.select({ id: members.id }).from(members).where(eq(members.email, DEMO_MEMBER.email));
  if (existing) return;
  // Best sellers in stock that already have shoppers' reviews, so the review tab has company for the demo's own.
  const wanted = DELIVERED_DAYS_AGO.length * ITEMS_PER_ORDER + 1;
  const products = await queryRows<DemoProduct>(db, sql`
    SELECT p.id, p.price, c.slug AS category_slug, b.slug AS brand_slug
    FROM products p JOIN categories c ON c.id = p.category_id JOIN brands b ON b.id = p.brand_id
    WHERE p.stock > 0 AND NOT p.is_gift AND p.rating_count > 0
    ORDER BY p.sold_count DESC, p.id LIMIT ${wanted}`);
  const address = await demoAddress(db);
  // A catalog too thin for the demo orders (an older or edited database) goes without the demo member rather than
  // failing the whole seed, and with it the start.
  if (products.length < wanted || !address) return;
  const [member] = await db.insert(members).values({
    email: DEMO_MEMBER.email, passwordHash: await hashPassword(DEMO_MEMBER.password),
    firstName: DEMO_MEMBER.firstName, lastName: DEMO_MEMBER.lastName, phoneE164: DEMO_PHONE, phoneCountry: "TH",
    // Joined before the first of its orders, as the membership page's "Member since" would show for a real one.
    createdAt: new Date(now.getTime() - JOINED_DAYS_AGO * DAY),
  }).returning({ id: members.id });
  if (!member) throw new Error("demo member insert returned no row");
  await db.insert(addresses).values({
    memberId: member.id, kind: "shipping", placeType: address.place_type, firstName: address.first_name,
    lastName: address.last_name, phoneE164: address.phone_e164, streetAddress: address.street_address,
    provinceId: address.province.id, districtId: address.district.id, subDistrictId: address.sub_district.id,
    postalCode: address.postal_code, isDefault: true,
  });

  const place = async (lines: readonly DemoProduct[], placedAt: Date) => {
    const priced = priceCart({
      lines: lines.map((p) => ({
        productId: Number(p.id), categorySlug: p.category_slug, brandSlug: p.brand_slug, unitPrice: Number(p.price),
        qty: 1,
      })),
      coupon: null,
      shippingMethod: "standard",
    });
    return insertOrder(db, {
      publicId: randomUUID(), sequence: await nextOrderSequence(db), memberId: member.id, cartId: null,
      idempotencyKey: null, locale: "en",
      contact: { email: DEMO_MEMBER.email, firstName: DEMO_MEMBER.firstName, lastName: DEMO_MEMBER.lastName,
        phoneE164: DEMO_PHONE },
      lines: lines.map((p, i) => ({ productId: Number(p.id), qty: 1, unitPrice: Number(p.price),
        total: priced.lineTotals[i] ?? 0 })),
      totals: priced.totals, vatRate: VAT_RATE_PERCENT, coupon: null, shippingMethod: "standard", branchId: null,
      shippingAddress: address, billingAddress: address, note: null, placedAt, actor: shopperActor(member.id),
    });
  };

  // Oldest first, so order numbers rise with time: placed, paid an hour later, shipped the next day, delivered.
  const delivered = DELIVERED_DAYS_AGO.map((days, i) => ({ days,
    lines: products.slice(i * ITEMS_PER_ORDER, (i + 1) * ITEMS_PER_ORDER) }));
  for (const { days, lines } of delivered.reverse()) {
    const deliveredAt = new Date(now.getTime() - days * DAY);
    const placedAt = new Date(deliveredAt.getTime() - 3 * DAY);
    const order = await place(lines, placedAt);
    const staff = "demo seed";
    await applyOrderEvent(db, order.id, { event: "pay", source: "payment", actor: "demo seed",
      at: new Date(placedAt.getTime() + HOUR) });
    await applyOrderEvent(db, order.id, {
      event: "ship", source: "staff", actor: staff, at: new Date(placedAt.getTime() + DAY),
      trackingNumber: `TH${order.number.replace(/\D/g, "")}`,
    });
    await applyOrderEvent(db, order.id, { event: "deliver", source: "staff", actor: staff, at: deliveredAt });
  }
  // The unpaid order holds its unit of stock, as a checkout would have taken it (its expiry gives it back).
  const unpaid = products.slice(-1);
  await place(unpaid, new Date(now.getTime() - DAY));
  await db.execute(sql`UPDATE products SET stock = stock - 1 WHERE id = ${Number(unpaid[0]?.id)}`);
}

/**
 * On a production start: a demo member that reached this database anyway (a non-production process pointed at it
 * once) loses its published password. Answers whether there was one to retire.
 */
export async function retireDemoMember(db: Database): Promise<boolean> {
  const rows = await db.update(members).set({ passwordHash: null })
    .where(and(eq(members.email, DEMO_MEMBER.email), isNotNull(members.passwordHash))).returning({ id: members.id });
  return rows.length > 0;
}
