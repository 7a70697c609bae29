import { sql } from "drizzle-orm";
import type { ShippingMethod } from "#contract/cart.ts";
import type { Locale } from "#contract/locale.ts";
import { shipDate } from "#contract/dispatch.ts";
import {
  ORDERS_PER_PAGE, UNPAID_ORDER_DAYS, type Order, type OrderAddress, type OrderGift, type OrderItem, type OrderStatus,
  type OrderSummary,
} from "#contract/order.ts";
import {
  BIRTHDAY_DISCOUNT_PERCENT, EXCLUSIVE_DISCOUNT_PERCENT, FIRST_ORDER_DISCOUNT_PERCENT,
} from "#contract/membership.ts";
import type { MemberPerkKind } from "#domain/member-prices.ts";
import { queryRows, type Database } from "#db/database.ts";
import { expiresAt } from "#domain/order-lifecycle.ts";
import { localVolume } from "#domain/thai-words.ts";
import type { LineRow } from "#db/repositories/cart/view.ts";
import { storedPhone } from "#db/repositories/member/user-view.ts";
import type { OrderAddressRecord, PlaceRecord } from "#db/schema/index.ts";
import type { OrderDraft } from "./record.ts";

type OrderRow = {
  id: number; public_id: string; number: string; member_id: number | null; status: OrderStatus; email: string;
  first_name: string; last_name: string; phone_e164: string | null; subtotal: number; discount: number;
  shipping: number;
  vat: number; vat_rate: number; total: number; coupon_code: string | null; member_discount: number;
  member_perk: MemberPerkKind | null; shipping_method: ShippingMethod;
  branch_id: number | null; branch_name: string | null; shipping_address: OrderAddressRecord | null;
  billing_address: OrderAddressRecord | null; tracking_number: string | null; note: string | null;
  created_at: Date | string; expires_at: Date | string | null; paid_at: Date | string | null;
  completed_at: Date | string | null;
};

type ItemRow = {
  product_id: number; qty: number; unit_price: number; total: number; slug: string; name_en: string; name_th: string;
  brand_name: string; volume: string; image: string;
};

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

function toAddress(record: OrderAddressRecord | null, locale: Locale): OrderAddress | null {
  if (!record) return null;
  const place = (p: PlaceRecord) => ({ id: p.id, name: locale === "th" ? p.name_th : p.name_en });
  const phone = storedPhone(record.phone_e164, null);
  return {
    place_type: record.place_type, first_name: record.first_name, last_name: record.last_name,
    phone: phone ?? { country_code: "", national_number: record.phone_e164, formatted: record.phone_e164,
      e164: record.phone_e164 },
    street_address: record.street_address, province: place(record.province), district: place(record.district),
    sub_district: place(record.sub_district), postal_code: record.postal_code,
  };
}

/**
 * Spec §9 dispatch: a pending order ships on the day it would if paid now, a paid one on the day its payment set;
 * once shipped (or failed) there is nothing to expect.
 */
function expectedDispatch(row: OrderRow, now: Date): string | null {
  if (row.status === "pending") return shipDate(now);
  if (row.status === "processing") return shipDate(new Date(row.paid_at ?? row.created_at));
  return null;
}

const PERK_PERCENT: Record<MemberPerkKind, number> = {
  birthday: BIRTHDAY_DISCOUNT_PERCENT, first_order: FIRST_ORDER_DISCOUNT_PERCENT, exclusive: EXCLUSIVE_DISCOUNT_PERCENT,
};

/** The gifts that ship with an order (decision 0133), named in `locale`. */
export async function orderGifts(db: Database, orderId: number, locale: Locale): Promise<OrderGift[]> {
  const rows = await queryRows<{ id: number; name: string; image: string | null }>(db, sql`
    SELECT r.id, ${sql.raw(locale === "th" ? "r.name_th" : "r.name_en")} AS name, r.image
    FROM reward_redemptions rr JOIN rewards r ON r.id = rr.reward_id
    WHERE rr.order_id = ${orderId} AND r.kind = 'gift' ORDER BY rr.id`);
  return rows.map((r) => ({ id: Number(r.id), name: r.name, image: r.image }));
}

export function toOrder(
  row: OrderRow, items: readonly ItemRow[], locale: Locale, now: Date, gifts: OrderGift[] = [],
): Order {
  const th = locale === "th";
  const lines: OrderItem[] = items.map((r) => ({
    type: "product", product_id: Number(r.product_id), slug: r.slug, name: th ? r.name_th : r.name_en,
    desc: [r.brand_name, localVolume(r.volume, locale)].filter(Boolean).join(" · "), image: r.image, qty: Number(r.qty),
    unit_price: Number(r.unit_price), total: Number(r.total),
  }));
  const discount = Number(row.discount);
  const memberAmount = Number(row.member_discount ?? 0);
  // The discount line is the coupon's part; the member discount is its own field (decision 0135).
  const couponPart = discount - memberAmount;
  if (couponPart > 0 && row.coupon_code) lines.push({ type: "discount", code: row.coupon_code, total: -couponPart });
  return {
    id: row.public_id, number: row.number, status: row.status, placed_at: iso(row.created_at),
    expires_at: row.status === "pending" ? isoOrNull(row.expires_at) : null, paid_at: isoOrNull(row.paid_at),
    completed_at: isoOrNull(row.completed_at), items: lines,
    item_count: items.reduce((sum, r) => sum + Number(r.qty), 0),
    subtotal: Number(row.subtotal), discount, shipping: Number(row.shipping), vat: Number(row.vat),
    vat_rate: Number(row.vat_rate), total: Number(row.total), coupon_code: row.coupon_code,
    member_discount: row.member_perk && memberAmount > 0
      ? { perk: row.member_perk, percent: PERK_PERCENT[row.member_perk], amount: memberAmount } : null,
    gifts,
    shipping_method: row.shipping_method,
    branch: row.branch_id === null ? null : { id: Number(row.branch_id), name: row.branch_name ?? "" },
    contact: { email: row.email, first_name: row.first_name, last_name: row.last_name,
      phone: storedPhone(row.phone_e164, null) },
    shipping_address: toAddress(row.shipping_address, locale), billing_address: toAddress(row.billing_address, locale),
    note: row.note, tracking_number: row.tracking_number, expected_dispatch: expectedDispatch(row, now),
  };
}

/**
 * An order just written, as the API shows it, from what was written (no read back): the same mapping GET uses, so
 * the placement's answer and a later GET agree (the API tests compare them).
 */
export function placedOrderView(
  draft: OrderDraft, number: string, lines: readonly LineRow[], branchName: string | null, now: Date,
  gifts: OrderGift[] = [],
): Order {
  const row: OrderRow = {
    id: 0, public_id: draft.publicId, number, member_id: draft.memberId, status: "pending", email: draft.contact.email,
    first_name: draft.contact.firstName, last_name: draft.contact.lastName, phone_e164: draft.contact.phoneE164,
    ...draft.totals, vat_rate: draft.vatRate, coupon_code: draft.coupon?.code ?? null,
    member_discount: draft.member?.amount ?? 0, member_perk: draft.member?.perk ?? null,
    shipping_method: draft.shippingMethod, branch_id: draft.branchId, branch_name: branchName,
    shipping_address: draft.shippingAddress, billing_address: draft.billingAddress, tracking_number: null,
    note: draft.note, created_at: draft.placedAt, expires_at: expiresAt(draft.placedAt, UNPAID_ORDER_DAYS),
    paid_at: null,
    completed_at: null,
  };
  const items: ItemRow[] = lines.map((l, i) => ({
    product_id: l.product_id, qty: l.qty, unit_price: draft.lines[i]?.unitPrice ?? l.price,
    total: draft.lines[i]?.total ?? 0,
    slug: l.slug, name_en: l.name_en, name_th: l.name_th, brand_name: l.brand_name, volume: l.volume, image: l.image,
  }));
  return toOrder(row, items, draft.locale, now, gifts);
}

/** An order by its public id, as the API shows it, with whose it is (null: a guest's). */
export async function readOrder(
  db: Database, publicId: string, locale: Locale, now = new Date(),
): Promise<{ order: Order; memberId: number | null; id: number } | undefined> {
  const [row] = await queryRows<OrderRow>(db, sql`
    SELECT o.*, ${sql.raw(locale === "th" ? "b.name_th" : "b.name_en")} AS branch_name
    FROM orders o LEFT JOIN branches b ON b.id = o.branch_id WHERE o.public_id = ${publicId}::uuid`);
  if (!row) return undefined;
  const items = await queryRows<ItemRow>(db, sql`
    SELECT oi.product_id, oi.qty, oi.unit_price, oi.total, p.slug, p.name_en, p.name_th, b.name AS brand_name, p.volume,
      p.image
    FROM order_items oi JOIN products p ON p.id = oi.product_id JOIN brands b ON b.id = p.brand_id
    WHERE oi.order_id = ${row.id} ORDER BY oi.id`);
  const memberId = row.member_id === null ? null : Number(row.member_id);
  const gifts = memberId === null ? [] : await orderGifts(db, Number(row.id), locale);
  return { order: toOrder(row, items, locale, now, gifts), memberId, id: Number(row.id) };
}

/** How many product images a list row shows. */
const ROW_IMAGES = 3;

/** A member's orders, newest first, one page of ORDERS_PER_PAGE, and how many they have in all. */
export async function listOrders(
  db: Database, memberId: number, page: number,
): Promise<{ rows: OrderSummary[]; total: number }> {
  const rows = await queryRows<{
    public_id: string; number: string; status: OrderStatus; created_at: Date | string; total: number;
    item_count: number;
    images: string[] | null; all_orders: number;
  }>(db, sql`
    SELECT o.public_id, o.number, o.status, o.created_at, o.total, count(*) OVER () AS all_orders,
      (SELECT sum(oi.qty)::int FROM order_items oi WHERE oi.order_id = o.id) AS item_count,
      (SELECT array_agg(x.image) FROM (SELECT p.image FROM order_items oi JOIN products p ON p.id = oi.product_id
        WHERE oi.order_id = o.id ORDER BY oi.id LIMIT ${ROW_IMAGES}) x) AS images
    FROM orders o WHERE o.member_id = ${memberId}
    ORDER BY o.created_at DESC, o.id DESC
    LIMIT ${ORDERS_PER_PAGE} OFFSET ${(page - 1) * ORDERS_PER_PAGE}`);
  const total = rows[0] ? Number(rows[0].all_orders) : await countOrders(db, memberId);
  return {
    rows: rows.map((r) => ({
      id: r.public_id, number: r.number, status: r.status, placed_at: iso(r.created_at), total: Number(r.total),
      item_count: Number(r.item_count ?? 0), images: r.images ?? [],
    })),
    total,
  };
}

/** A page past the end has no rows to carry the count: ask for it. */
async function countOrders(db: Database, memberId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`
    SELECT count(*)::int AS n FROM orders WHERE member_id = ${memberId}`);
  return Number(row?.n ?? 0);
}
