import { and, eq, isNotNull, sql } from "drizzle-orm";
import { priceCart } from "../../domain/pricing.ts";
import { hashPassword } from "../../plugins/passwords.ts";
import { queryRows, type Database } from "../database.ts";
import { members, orderItems, orders } from "../schema/index.ts";

/**
 * The demo member (seeded only when the caller asks: never in production; README "Demo login"): delivered orders of twelve products, so
 * shoppers, QA and e2e tests can write reviews (decision 0076), and one order still waiting for payment, whose
 * product cannot be reviewed.
 */
export const DEMO_MEMBER = { email: "demo@skinstate.test", password: "Skinstate#2026", firstName: "Dao", lastName: "Demo" };

const DAY = 86_400_000;
/** Four delivered orders of three products each (newest first), then the unpaid one. */
const DELIVERED_DAYS_AGO = [3, 10, 24, 45];
const ITEMS_PER_ORDER = 3;

type DemoProduct = { id: number; price: number; category_slug: string; brand_slug: string };

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
  // A catalog too thin for the demo orders (an older or edited database) goes without the demo member rather than
  // failing the whole seed, and with it the start.
  if (products.length < wanted) return;
  const [member] = await db.insert(members).values({
    email: DEMO_MEMBER.email, passwordHash: await hashPassword(DEMO_MEMBER.password),
    firstName: DEMO_MEMBER.firstName, lastName: DEMO_MEMBER.lastName,
  }).returning({ id: members.id });
  if (!member) throw new Error("demo member insert returned no row");

  const place = async (n: number, lines: readonly DemoProduct[], status: "completed" | "pending", at: Date) => {
    const priced = priceCart({
      lines: lines.map((p) => ({
        productId: Number(p.id), categorySlug: p.category_slug, brandSlug: p.brand_slug, unitPrice: Number(p.price), qty: 1,
      })),
      coupon: null,
      shippingMethod: "standard",
    });
    const { subtotal, discount, shipping, vat, total } = priced.totals;
    const [order] = await db.insert(orders).values({
      number: `SS-DEMO-${String(n).padStart(4, "0")}`, memberId: member.id, status, subtotal, discount, shipping, vat, total,
      createdAt: new Date(at.getTime() - (status === "completed" ? 3 * DAY : 0)),
      completedAt: status === "completed" ? at : null,
    }).returning({ id: orders.id });
    if (!order) throw new Error("demo order insert returned no row");
    await db.insert(orderItems).values(lines.map((p, i) => ({
      orderId: order.id, productId: Number(p.id), qty: 1, unitPrice: Number(p.price), total: priced.lineTotals[i] ?? 0,
    })));
  };

  // Oldest first, so order numbers rise with time.
  const delivered = DELIVERED_DAYS_AGO.map((days, i) => ({ days, lines: products.slice(i * ITEMS_PER_ORDER, (i + 1) * ITEMS_PER_ORDER) }));
  let n = 0;
  for (const { days, lines } of delivered.reverse()) await place(++n, lines, "completed", new Date(now.getTime() - days * DAY));
  await place(++n, products.slice(-1), "pending", new Date(now.getTime() - DAY));
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
