import { sql } from "drizzle-orm";
import type { CheckoutChange, Confirmed } from "#contract/checkout.ts";
import { BLOCKING_CHANGES } from "#contract/checkout.ts";
import { VAT_RATE_PERCENT } from "#contract/order-total.ts";
import { checkoutChanges } from "#domain/checkout.ts";
import { GUEST, type Shopper as CouponShopper } from "#domain/coupon.ts";
import { mailboxKey } from "#domain/contact-key.ts";
import { memberStanding } from "#domain/membership.ts";
import { priceCart, type CartPricing } from "#domain/pricing.ts";
import { queryRows, type Database } from "#db/database.ts";
import { couponRule, findCouponById } from "#db/repositories/cart/coupon.ts";
import { toCartLine, type CartKey, type CartRow, type LineRow } from "#db/repositories/cart/view.ts";
import { memberPricingContext } from "#db/repositories/membership/perks.ts";
import { checkoutCart } from "./cart-read.ts";
import { OrderProblem } from "./problem.ts";

/** A cart as checkout prices it: for the shopper who asks (member coupons counted), at the catalog's prices now. */
export type CheckoutState = {
  cart: CartRow;
  /** Placing: the order's running number, drawn with the cart's lock; null for a check. */
  sequence: number | null;
  lines: LineRow[];
  priced: CartPricing;
  vatRate: number;
  /** The coupon counted in the price, or null. */
  coupon: { id: number; code: string } | null;
  /** What differs from what the shopper agreed to (empty: the order may be placed as confirmed). */
  changes: CheckoutChange[];
  blocked: boolean;
};

/** Who orders, as far as a once-per-person coupon can tell: the order's e-mail and phone (either may be unknown). */
export type CouponContact = { email: string | null; phoneE164: string | null };

/** Redemptions of a coupon by this member, mailbox or phone (decision 0184: guests are counted too). */
async function personUses(
  db: Database, couponId: number, memberId: number | null, emails: string[], phones: string[],
): Promise<number> {
  const who = [
    ...(memberId === null ? [] : [sql`r.member_id = ${memberId}`]),
    ...[...new Set(emails.map(mailboxKey))].map((key) => sql`r.email_key = ${key}`),
    ...[...new Set(phones)].map((phone) => sql`r.phone_e164 = ${phone}`),
  ];
  if (who.length === 0) return 0;
  // An OR across member, mailbox and phone with a count: kept in one statement beside the other reads here.
  const [row] = await queryRows<{ uses: number }>(db, sql`
    SELECT count(*)::int AS uses FROM coupon_redemptions r
    WHERE r.coupon_id = ${couponId} AND (${sql.join(who, sql` OR `)})`);
  return Number(row?.uses ?? 0);
}

/** How a shopper stands for coupons: exclusive or not, and how often this person used this coupon on orders. */
async function couponShopper(
  db: Database, memberId: number | null, contact: CouponContact | null, couponId: number, now: Date,
): Promise<CouponShopper> {
  const emails = contact?.email ? [contact.email] : [];
  const phones = contact?.phoneE164 ? [contact.phoneE164] : [];
  type Row = { member_status: string; exclusive_until: Date | string | null; email: string; phone_e164: string | null };
  const [row] = memberId === null ? [] : await queryRows<Row>(db, sql`
    SELECT m.member_status, m.exclusive_until, m.email, m.phone_e164 FROM members m WHERE m.id = ${memberId}`);
  if (!row) return { ...GUEST, memberUses: await personUses(db, couponId, null, emails, phones) };
  const until = row.exclusive_until === null ? null : new Date(row.exclusive_until);
  const standing = memberStanding(row.member_status, until, now);
  const uses = await personUses(db, couponId, memberId, [...emails, row.email],
    row.phone_e164 ? [...phones, row.phone_e164] : phones);
  return { memberId, isExclusive: standing.member_status === "exclusive", memberUses: uses };
}

/**
 * Reads and prices a cart for checkout and compares it with what the shopper agreed to. With `lock` (placing, inside
 * its transaction) the cart, its products and its coupon are locked so what was checked is what gets written.
 */
export async function checkoutState(
  db: Database, key: CartKey, confirmed: Confirmed | null, now: Date, lock: boolean,
  contact: CouponContact | null = null,
): Promise<CheckoutState> {
  const found = await checkoutCart(db, key, lock);
  if (!found) throw new OrderProblem("cart_not_found");
  const { cart, lines, sequence } = found;
  if (lines.length === 0) throw new OrderProblem("cart_empty");
  if (lock && cart.coupon_id !== null) {
    await db.execute(sql`SELECT id FROM coupons WHERE id = ${cart.coupon_id} FOR UPDATE`);
  }
  const couponRow = cart.coupon_id === null ? undefined : await findCouponById(db, cart.coupon_id);
  const rule = couponRow ? couponRule(couponRow, "en") : undefined;
  const shopper = couponRow ? await couponShopper(db, key.shopper, contact, Number(couponRow.id), now) : GUEST;
  // Member prices (decision 0132/0135): the same context the cart priced with, read at this moment.
  const member = key.shopper === null ? null : await memberPricingContext(db, key.shopper, now);
  const priced = priceCart({
    lines: lines.map(toCartLine), coupon: rule ? { rule, shopper, now } : null, shippingMethod: cart.shipping_method,
    vatRatePercent: VAT_RATE_PERCENT, member,
  });
  const applies = rule !== undefined && priced.coupon?.ok === true && priced.couponDiscount > 0;
  const refused = rule && priced.coupon && !priced.coupon.ok ? { code: rule.code, reason: priced.coupon.code } : null;
  const changes = checkoutChanges({
    lines: lines.map((l) => ({
      cartItemId: l.cart_item_id, productId: l.product_id, qty: l.qty, price: l.price, stock: l.stock,
      seenPrice: l.unit_price,
    })),
    confirmed, total: priced.totals.total, couponRefused: refused,
  });
  return {
    cart, sequence, lines, priced, vatRate: VAT_RATE_PERCENT, changes,
    coupon: applies && couponRow ? { id: Number(couponRow.id), code: couponRow.code } : null,
    blocked: changes.some((change) => BLOCKING_CHANGES.includes(change.code)),
  };
}
