import { bangkokDate } from "#contract/dispatch.ts";
import { orderPaymentPath } from "#contract/order.ts";
import { confirmationMail } from "#domain/order-mail.ts";
import type { Database } from "#db/database.ts";
import { orderToken } from "#db/repositories/order/access.ts";
import { confirmationFacts } from "#db/repositories/order/confirmation.ts";
import { enqueue } from "#db/repositories/outbox.ts";

/**
 * The order's confirmation mail again, as placing wrote it (write.ts), through the outbox in the shopper's
 * language, with the guest's link. Answers false when the order has no e-mail to send to.
 */
export async function resendConfirmation(db: Database, orderId: number, origin: string): Promise<boolean> {
  const facts = await confirmationFacts(db, orderId);
  if (!facts?.order.email) return false;
  const { order, lines } = facts;
  const th = order.locale === "th";
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
