import { sql, type SQL } from "drizzle-orm";
import type { ShippingMethod } from "#contract/cart.ts";
import type { Locale } from "#contract/locale.ts";
import { expiresAt, transition } from "#domain/order-lifecycle.ts";
import { orderNumber } from "#domain/order-number.ts";
import { mailboxKey } from "#domain/contact-key.ts";
import { UNPAID_ORDER_DAYS } from "#contract/order.ts";
import type { MemberPerkKind } from "#domain/member-prices.ts";
import { queryRows, type Database } from "#db/database.ts";
import type { OrderAddressRecord } from "#db/schema/index.ts";
import { arrayParam, preparedRows } from "#db/repositories/cart/prepared.ts";
import { eventRow, EVENT_COLUMNS } from "./events.ts";

/** Everything an order is made of when it is placed: prices, discount, shipping and VAT as charged (satang). */
export type OrderDraft = {
  /** The order's id in URLs (a random UUID, made by the caller so a mail can name it before the order is written). */
  publicId: string;
  /** Its running number (nextOrderSequence), formatted with the placing date by the domain's orderNumber. */
  sequence: number;
  memberId: number | null;
  cartId: string | null;
  idempotencyKey: string | null;
  contact: { email: string; firstName: string; lastName: string; phoneE164: string | null };
  locale: Locale;
  lines: readonly { productId: number; qty: number; unitPrice: number; total: number }[];
  totals: { subtotal: number; discount: number; shipping: number; vat: number; total: number };
  vatRate: number;
  coupon: { id: number; code: string } | null;
  /** The member discount inside `totals.discount` (decision 0135), or null. */
  member?: { perk: MemberPerkKind; amount: number } | null;
  shippingMethod: ShippingMethod;
  branchId: number | null;
  shippingAddress: OrderAddressRecord | null;
  billingAddress: OrderAddressRecord | null;
  note: string | null;
  placedAt: Date;
  /** Who placed it, for the order's first event: `member:12` or `guest`. */
  actor: string;
};

export type OrderRef = { id: number; publicId: string; number: string };

export const shopperActor = (memberId: number | null) => (memberId === null ? "guest" : `member:${memberId}`);

/** The running part of the next order number (a sequence: numbers never repeat; a refused placement leaves a gap). */
export const ORDER_SEQUENCE = sql`nextval('order_number_seq')::int`;

export async function nextOrderSequence(db: Database): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`SELECT ${ORDER_SEQUENCE} AS n`);
  return Number(row?.n);
}

/** The product ids and quantities of an order's lines, as two array parameters. */
const lineArrays = (lines: OrderDraft["lines"]) =>
  sql`${arrayParam(lines.map((l) => l.productId))}::int[], ${arrayParam(lines.map((l) => l.qty))}::int[]`;

/**
 * With `takeStock` (placing a cart): the same statement takes the lines' units from stock and deletes the cart (its
 * one order now exists). The caller locked and checked the products, so every line must be taken.
 */
const STOCK_AND_CART = (draft: OrderDraft) => sql`
      taken AS (
        UPDATE products p SET stock = p.stock - x.qty FROM unnest(${lineArrays(draft.lines)}) AS x(id, qty)
        WHERE p.id = x.id AND p.stock >= x.qty RETURNING p.id),
      used_up AS (DELETE FROM carts WHERE id = ${draft.cartId}::uuid),`;

/** The orders row of a draft: its columns and, in the same order, its values. */
function orderValues(draft: OrderDraft, number: string, status: string): SQL {
  const json = (value: unknown) => (value === null ? null : JSON.stringify(value));
  const { contact, totals } = draft;
  return sql`
    (public_id, number, member_id, cart_id, idempotency_key, status, email, first_name, last_name, phone_e164, locale,
      subtotal, discount, shipping, vat, vat_rate, total, coupon_code, member_discount, member_perk, shipping_method,
      branch_id, shipping_address, billing_address, note, created_at, expires_at)
    VALUES (${draft.publicId}::uuid, ${number}, ${draft.memberId}::int, ${draft.cartId}::uuid,
      ${draft.idempotencyKey}, ${status}, ${contact.email}, ${contact.firstName}, ${contact.lastName},
      ${contact.phoneE164}, ${draft.locale}, ${totals.subtotal}, ${totals.discount}, ${totals.shipping},
      ${totals.vat}, ${draft.vatRate}, ${totals.total}, ${draft.coupon?.code ?? null},
      ${draft.member?.amount ?? 0}::int, ${draft.member?.perk ?? null}::text, ${draft.shippingMethod},
      ${draft.branchId}::int, ${json(draft.shippingAddress)}::jsonb, ${json(draft.billingAddress)}::jsonb,
      ${draft.note}, ${draft.placedAt}, ${expiresAt(draft.placedAt, UNPAID_ORDER_DAYS)})`;
}

/**
 * Writes a new order inside the caller's transaction, in one statement: the order with its number, its lines, its
 * first event (placed by the shopper: pending payment, expiring after UNPAID_ORDER_DAYS) and its coupon use (one per
 * order, counted in the coupon); with `takeStock`, its stock and the end of its cart too (the demo seed's past orders
 * take none).
 */
export async function insertOrder(
  tx: Database, draft: OrderDraft, options: { takeStock?: boolean } = {},
): Promise<OrderRef> {
  const step = transition(null, "place", "shopper");
  if (!step.ok) throw new Error("the lifecycle no longer lets a shopper place an order");
  const number = orderNumber(draft.sequence, draft.placedAt);
  const { lines, coupon } = draft;
  const placed = { event: "place", source: "shopper", actor: draft.actor, at: draft.placedAt } as const;
  const taking = options.takeStock === true;
  const [order] = await preparedRows<{ id: number; taken: number }>(tx, taking ? "order_place" : "order_insert", sql`
    WITH ${taking ? STOCK_AND_CART(draft) : sql``}
      o AS (INSERT INTO orders ${orderValues(draft, number, step.to)} RETURNING id),
      items AS (
        INSERT INTO order_items (order_id, product_id, qty, unit_price, total)
        SELECT o.id, x.* FROM o, unnest(${lineArrays(lines)}, ${arrayParam(lines.map((l) => l.unitPrice))}::int[],
          ${arrayParam(lines.map((l) => l.total))}::int[]) AS x),
      event AS (INSERT INTO ${EVENT_COLUMNS} SELECT ${eventRow(sql`o.id`, step.from, step.to, placed)} FROM o),
      redeemed AS (
        INSERT INTO coupon_redemptions (coupon_id, member_id, cart_id, order_id, email_key, phone_e164)
        SELECT ${coupon?.id ?? null}::int, ${draft.memberId}::int, ${draft.cartId}::uuid, o.id,
          ${mailboxKey(draft.contact.email)}::text, ${draft.contact.phoneE164}::text FROM o
        WHERE ${coupon?.id ?? null}::int IS NOT NULL
        RETURNING coupon_id),
      used AS (UPDATE coupons SET used_count = used_count + 1 WHERE id IN (SELECT coupon_id FROM redeemed))
    SELECT id, ${taking ? sql`(SELECT count(*)::int FROM taken)` : sql`0`} AS taken FROM o`);
  if (!order) throw new Error("order insert returned no row");
  if (taking && Number(order.taken) !== draft.lines.length) throw new Error("stock changed under a locked placement");
  return { id: Number(order.id), publicId: draft.publicId, number };
}
