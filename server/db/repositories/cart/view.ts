import { SQL, sql } from "drizzle-orm";
import type { Cart, CartDiscountItem, CartProductItem, MemberDiscount, ShippingMethod } from "#contract/cart.ts";
import type { Locale } from "#contract/locale.ts";
import { GUEST, type CouponRule } from "#domain/coupon.ts";
import type { CartLine } from "#domain/lines.ts";
import type { MemberContext } from "#domain/member-prices.ts";
import { priceCart, type CartPricing } from "#domain/pricing.ts";
import { localVolume } from "#domain/thai-words.ts";
import type { Database } from "#db/database.ts";
import { couponRule, type CouponRow } from "./coupon.ts";
import { preparedRows } from "./prepared.ts";

/** A cart line joined with what the cart page shows and what pricing needs. */
export type LineRow = {
  cart_item_id: number; product_id: number; qty: number; unit_price: number; slug: string; name_en: string;
  name_th: string; brand_slug: string; brand_name: string; category_slug: string; volume: string; image: string;
  price: number; compare_at_price: number | null; stock: number;
};

export type CartRow = { id: string; coupon_id: number | null; shipping_method: ShippingMethod | null;
  branch_id: number | null };

/**
 * Who is asking for a cart: a member's id, or null for a guest. A cart attached to a member answers only to that
 * member; a guest or another member naming it gets `cart_not_found`, the same answer as for a cart that does not
 * exist, so its existence leaks nothing. Guest carts answer to anyone holding their (unguessable) id.
 */
export type Shopper = number | null;

/** A cart as a request names it: its id and who is asking. */
export type CartKey = { readonly id: string; readonly shopper: Shopper };

/**
 * The condition every cart read and lock carries: the ownership rule above, in the same query (no extra round trip).
 * `shopper` may be a column (a batch of adds, each by its own shopper), `member` the cart's member column.
 */
export const ownedBy = (shopper: Shopper | SQL, member: SQL = sql`member_id`) =>
  sql`(${member} IS NULL OR ${member} = ${shopper instanceof SQL ? shopper : sql`${shopper}::int`})`;

/** Numbers as numbers (see toLine). */
export const toCartRow = (row: CartRow): CartRow => ({
  id: row.id, coupon_id: row.coupon_id === null ? null : Number(row.coupon_id), shipping_method: row.shipping_method,
  branch_id: row.branch_id === null ? null : Number(row.branch_id),
});

/** The joins behind LINE_PRODUCT_COLUMNS, from a product aliased `p`. */
export const LINE_JOINS = sql`JOIN brands b ON b.id = p.brand_id JOIN categories c ON c.id = p.category_id`;

/** Numbers as numbers: node-postgres and PGlite agree on int4, but the pricing rules must never see strings. */
export const toLine = (r: LineRow): LineRow => ({
  ...r, cart_item_id: Number(r.cart_item_id), product_id: Number(r.product_id), qty: Number(r.qty),
  unit_price: Number(r.unit_price), price: Number(r.price), stock: Number(r.stock),
  compare_at_price: r.compare_at_price === null ? null : Number(r.compare_at_price),
});

/**
 * The product columns of a cart line (LineRow without the line's own id, qty and unit price); add.ts reads them too.
 */
export const LINE_PRODUCT_COLUMNS = sql`p.id AS product_id, p.slug, p.name_en, p.name_th, b.slug AS brand_slug,
  b.name AS brand_name, c.slug AS category_slug, p.volume, p.image, p.price, p.compare_at_price, p.stock`;

export async function cartLines(db: Database, cartId: string): Promise<LineRow[]> {
  // Prepared: every cart answer reads its lines, so each connection plans this once.
  const rows = await preparedRows<LineRow>(db, "cart_lines", sql`
    SELECT ci.id AS cart_item_id, ci.qty, ci.unit_price, ${LINE_PRODUCT_COLUMNS}
    FROM cart_items ci
      JOIN products p ON p.id = ci.product_id ${LINE_JOINS}
    WHERE ci.cart_id = ${cartId}
    ORDER BY ci.id`);
  return rows.map(toLine);
}

export const toCartLine = (r: LineRow): CartLine => ({
  productId: r.product_id, categorySlug: r.category_slug, brandSlug: r.brand_slug, unitPrice: r.price, qty: r.qty,
});

/** The member discount as the API shows it (decision 0135); null without one. */
export function memberDiscountOf(priced: CartPricing): MemberDiscount | null {
  return priced.member ? { perk: priced.member.perk.kind, percent: priced.member.perk.percent,
    amount: priced.member.amount } : null;
}

export type PricedCart = { cart: Cart; couponDropped: boolean };

/**
 * The cart as the API answers it, priced by the domain rules with the catalog's current prices (the server is the
 * source of truth). A coupon that no longer applies is left out and reported, so the caller can remove it.
 */
export function renderCart(
  row: CartRow, lines: readonly LineRow[], coupon: CouponRow | undefined, locale: Locale, now: Date,
  member: MemberContext | null = null,
): PricedCart {
  const rule: CouponRule | undefined = coupon ? couponRule(coupon, locale) : undefined;
  const priced = priceCart({
    lines: lines.map(toCartLine),
    coupon: rule ? { rule, shopper: GUEST, now } : null,
    shippingMethod: row.shipping_method,
    member,
  });
  const th = locale === "th";
  const items: (CartProductItem | CartDiscountItem)[] = lines.map((r, i) => {
    const item: CartProductItem = {
      type: "product", cart_item_id: r.cart_item_id, product_id: r.product_id, qty: r.qty,
      total: priced.lineTotals[i] ?? 0, name: th ? r.name_th : r.name_en,
      desc: [r.brand_name, localVolume(r.volume, locale)].filter(Boolean).join(" · "), slug: r.slug, image: r.image,
      unit_price: r.price,
      stock: Math.max(0, r.stock),
    };
    if (r.compare_at_price !== null && r.compare_at_price > r.price) item.compare_at_price = r.compare_at_price;
    return item;
  });
  const outcome = priced.coupon;
  // Spec §4: the discount line and the discount are shown together or not at all.
  const applied = rule !== undefined && outcome?.ok === true && priced.couponDiscount > 0;
  if (applied) {
    items.push({
      type: "discount", cart_item_id: 0, product_id: null, qty: 1, total: -priced.couponDiscount,
      name: outcome.line.name, desc: outcome.line.desc, code: rule.code,
    });
  }
  return {
    cart: {
      id: row.id, items, subtotal: priced.totals.subtotal, discount: priced.totals.discount,
      member_discount: memberDiscountOf(priced),
      shipping: priced.totals.shipping, shipping_method: row.shipping_method, branch_id: row.branch_id,
      vat: priced.totals.vat, total: priced.totals.total, item_count: priced.totals.item_count,
    },
    couponDropped: Boolean(rule && !outcome?.ok),
  };
}
