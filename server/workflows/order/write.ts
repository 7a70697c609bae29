import { randomUUID } from "node:crypto";
import { bangkokDate } from "#contract/dispatch.ts";
import type { Locale } from "#contract/locale.ts";
import { orderPaymentPath, UNPAID_ORDER_DAYS, type Order } from "#contract/order.ts";
import { expiresAt } from "#domain/order-lifecycle.ts";
import { confirmationMail } from "#domain/order-mail.ts";
import type { Database } from "#db/database.ts";
import { recordPerkUse } from "#db/repositories/membership/perks.ts";
import { attachWaitingGifts } from "#db/repositories/membership/rewards.ts";
import { branchName } from "#db/repositories/order/address.ts";
import { enqueue } from "#db/repositories/outbox.ts";
import type { OrderAddressRecord } from "#db/schema/index.ts";
import type { CheckoutState } from "#db/repositories/order/checkout.ts";
import type { Ready } from "#db/repositories/order/prepare.ts";
import { OrderProblem } from "#db/repositories/order/problem.ts";
import { insertOrder, shopperActor, type OrderDraft } from "#db/repositories/order/record.ts";
import { orderGifts, placedOrderView } from "#db/repositories/order/view.ts";

/** What placing needs beside the checked cart and addresses. */
export type WriteContext = {
  shopper: number | null;
  idempotencyKey: string | null;
  note: string | null;
  locale: Locale;
  now: Date;
  /** The shop's origin for the mail's link. */
  origin: string;
  /** Signs the guest's link (access.ts). */
  sign: (publicId: string) => string;
};

function destination(record: OrderAddressRecord | null, locale: Locale, branch: string): string {
  if (!record) return branch;
  const name = (place: { name_en: string; name_th: string }) => (locale === "th" ? place.name_th : place.name_en);
  const places = [name(record.sub_district), name(record.district), name(record.province)];
  return [record.street_address, ...places, record.postal_code]
    .join(", ");
}

/**
 * A member's order records the member discount it used (the birthday one once a Bangkok year: when another order took
 * it meanwhile, nothing is placed and the shopper sees the new total) and takes the gifts the member redeemed
 * (decisions 0133, 0135).
 */
async function memberExtras(tx: Database, memberId: number, orderId: number, draft: OrderDraft, now: Date) {
  if (draft.member && !(await recordPerkUse(tx, memberId, draft.member.perk, orderId, now))) {
    const change = { code: "total_changed", product_id: null, cart_item_id: null } as const;
    throw new OrderProblem("order_changed", { changes: [change] });
  }
  await attachWaitingGifts(tx, memberId, orderId);
}

/**
 * Writes the order of a checked, locked cart inside the placement's transaction: the order (lines, first event, coupon
 * use) with its stock taken and its cart used up, and its confirmation mail in the shopper's language with the guest's
 * link.
 * Answers the order as the API shows it.
 */
export async function writeOrder(tx: Database, ctx: WriteContext, ready: Ready, state: CheckoutState): Promise<Order> {
  const method = state.cart.shipping_method ?? "standard";
  if (method !== "pickup" && !ready.shipping) {
    throw new OrderProblem("invalid", { fields: { shipping_address: "address_required" } });
  }
  const th = ctx.locale === "th";
  const branch = method === "pickup" ? await branchName(tx, state.cart.branch_id, ctx.locale) : undefined;
  const { totals, lineTotals } = state.priced;
  const draft: OrderDraft = {
    publicId: randomUUID(), sequence: Number(state.sequence), memberId: ctx.shopper, cartId: state.cart.id,
    idempotencyKey: ctx.idempotencyKey, contact: ready.contact, locale: ctx.locale,
    lines: state.lines.map((l, i) => ({ productId: l.product_id, qty: l.qty, unitPrice: l.price,
      total: lineTotals[i] ?? 0 })),
    totals: { subtotal: totals.subtotal, discount: totals.discount, shipping: totals.shipping, vat: totals.vat,
      total: totals.total },
    vatRate: state.vatRate, coupon: state.coupon,
    member: state.priced.member ? { perk: state.priced.member.perk.kind, amount: state.priced.member.amount } : null,
    shippingMethod: method,
    branchId: method === "pickup" ? state.cart.branch_id : null,
    shippingAddress: ready.shipping, billingAddress: ready.billing === undefined ? ready.shipping : ready.billing,
    note: ctx.note, placedAt: ctx.now, actor: shopperActor(ctx.shopper),
  };
  const order = await insertOrder(tx, draft, { takeStock: true });
  if (ctx.shopper !== null) await memberExtras(tx, ctx.shopper, order.id, draft, ctx.now);
  const gifts = ctx.shopper === null ? [] : await orderGifts(tx, order.id, ctx.locale);
  const link = `${ctx.origin}${th ? "/th" : ""}${orderPaymentPath(order.publicId)}?token=${ctx.sign(order.publicId)}`;
  await enqueue(tx, {
    kind: "mail", to: ready.contact.email,
    ...confirmationMail({
      locale: ctx.locale, number: order.number, firstName: ready.contact.firstName,
      lines: state.lines.map((l, i) => ({ name: th ? l.name_th : l.name_en, qty: l.qty, total: lineTotals[i] ?? 0 })),
      ...totals, shippingMethod: method, destination: destination(ready.shipping, ctx.locale, branch ?? ""), link,
      payBy: bangkokDate(expiresAt(ctx.now, UNPAID_ORDER_DAYS)),
    }),
  });
  return placedOrderView(draft, order.number, state.lines, branch ?? null, ctx.now, gifts);
}
