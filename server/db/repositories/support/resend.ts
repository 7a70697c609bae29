import { sql } from "drizzle-orm";
import { bangkokDate } from "#contract/dispatch.ts";
import { orderPaymentPath } from "#contract/order.ts";
import type { ShippingMethod } from "#contract/cart.ts";
import { confirmationMail } from "#domain/order-mail.ts";
import { queryRows, type Database } from "#db/database.ts";
import { orderToken } from "#db/repositories/order/access.ts";
import { enqueue } from "#db/repositories/outbox.ts";
import type { OrderAddressRecord } from "#db/schema/index.ts";

type Facts = {
  id: number; public_id: string; number: string; first_name: string; email: string; locale: "en" | "th";
  subtotal: number; discount: number; shipping: number; vat: number; total: number; shipping_method: ShippingMethod;
  shipping_address: OrderAddressRecord | null; branch_en: string | null; branch_th: string | null;
  expires_at: Date | null; created_at: Date;
};

/**
 * The order's confirmation mail again, as placing wrote it (order/write.ts), through the outbox in the shopper's
 * language, with the guest's link. Answers false when the order has no e-mail to send to.
 */
export async function resendConfirmation(db: Database, orderId: number, origin: string): Promise<boolean> {
  const [order] = await queryRows<Facts>(db, sql`
    SELECT o.*, b.name_en AS branch_en, b.name_th AS branch_th
    FROM orders o LEFT JOIN branches b ON b.id = o.branch_id WHERE o.id = ${orderId}`);
  if (!order?.email) return false;
  const th = order.locale === "th";
  const lines = await queryRows<{ name_en: string; name_th: string; qty: number; total: number }>(db, sql`
    SELECT p.name_en, p.name_th, i.qty, i.total FROM order_items i JOIN products p ON p.id = i.product_id
    WHERE i.order_id = ${orderId} ORDER BY i.id`);
  const address = order.shipping_address;
  const place = (p: { name_en: string; name_th: string }) => (th ? p.name_th : p.name_en);
  const destination = address
    ? [address.street_address, place(address.sub_district), place(address.district), place(address.province),
      address.postal_code].join(", ")
    : (th ? order.branch_th : order.branch_en) ?? "";
  const link = `${origin}${th ? "/th" : ""}${orderPaymentPath(order.public_id)}?token=${
    await orderToken(db, order.public_id)}`;
  await enqueue(db, {
    kind: "mail", to: order.email,
    ...confirmationMail({
      locale: order.locale, number: order.number, firstName: order.first_name,
      lines: lines.map((l) => ({ name: th ? l.name_th : l.name_en, qty: Number(l.qty), total: Number(l.total) })),
      subtotal: Number(order.subtotal), discount: Number(order.discount), shipping: Number(order.shipping),
      vat: Number(order.vat), total: Number(order.total), shippingMethod: order.shipping_method, destination, link,
      payBy: bangkokDate(new Date(order.expires_at ?? order.created_at)),
    }),
  });
  return true;
}
