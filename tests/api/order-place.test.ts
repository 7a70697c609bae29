// Placing an order (spec §2 Cart and checkout, §7 POST api/order/; decision 0100): a guest and a member turn a cart
// into a pending order with its figures, stock, mail, event record and guest link; the cart is used up.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { is } from "superstruct";
import { CheckoutCheckResponse, type CheckoutCheck } from "#contract/checkout.ts";
import { OrderResponse, type Order } from "#contract/order.ts";
import { shipDate } from "#contract/dispatch.ts";
import { startApp, type TestApp } from "./harness.ts";
import {
  call, cartWith, confirmedOf, eventsOf, guestCheckout, mailsTo, orderCount, place, placedOf, stockOf,
} from "./checkout-helpers.ts";
import { cartOf, productsWithStock, setPrice } from "./cart-helpers.ts";
import { createTestMember } from "./members.ts";
import { addressInput, as, geoChain, type GeoChain } from "./user-fixtures.ts";

let t: TestApp;
let geo: GeoChain;
let products: { id: number; price: number; stock: number; name_en: string; name_th: string }[];

beforeAll(async () => {
  t = await startApp();
  geo = await geoChain(t);
  products = await productsWithStock(t, 20);
});
afterAll(async () => {
  await t.close();
});

const product = (i: number) => {
  const p = products[i];
  if (!p) throw new Error(`no product ${i}`);
  return p;
};

describe("a guest places an order", () => {
  it("answers 201 with a pending order priced as the cart was, and the way to the payment page", async () => {
    const [a, b] = [product(0), product(1)];
    const cart = await cartWith(t, [[a.id, 2], [b.id, 1]]);
    const before = [await stockOf(t, a.id), await stockOf(t, b.id)];
    const placed = placedOf(await place(t, guestCheckout(cart, geo), { key: "guest-order-0001" }));
    const order = placed.order;
    expect(order.status).toBe("pending");
    expect(order.number).toMatch(/^SS-\d{4}-\d{6}$/);
    expect(order.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(placed.created).toBe(true);
    expect(placed.next).toBe(`/order/${order.id}/payment`);
    const sums = ({ subtotal, discount, shipping, vat, total }: typeof order | typeof cart) =>
      ({ subtotal, discount, shipping, vat, total });
    expect(sums(order)).toEqual(sums(cart));
    expect(order.vat).toBe(Math.round((order.total * 7) / 107));
    expect(order.item_count).toBe(3);
    expect(order.items).toEqual([
      expect.objectContaining({ type: "product", product_id: a.id, qty: 2, unit_price: a.price, total: 2 * a.price,
        name: a.name_en }),
      expect.objectContaining({ type: "product", product_id: b.id, qty: 1, unit_price: b.price, total: b.price }),
    ]);
    expect(order.shipping_address).toMatchObject({
      street_address: "99/1 Sukhumvit Soi 11", postal_code: geo.sub_district.postal_code,
      province: { id: geo.province.id, name: geo.province.name_en }, phone: { e164: "+66812345678" },
    });
    expect(order.billing_address).toEqual(order.shipping_address);
    expect(order.contact).toMatchObject({ email: "guest.buyer@example.com", first_name: "Kanya",
      phone: { e164: "+66891234567" } });
    expect(order.note).toBe("Please ring twice");
    expect(order.expected_dispatch).toBe(shipDate(new Date()));
    expect(new Date(order.expires_at ?? "").getTime() - new Date(order.placed_at).getTime()).toBe(7 * 86_400_000);
    // Stock taken, the cart used up.
    expect([await stockOf(t, a.id), await stockOf(t, b.id)]).toEqual([(before[0] ?? 0) - 2, (before[1] ?? 0) - 1]);
    expect((await call(t, "GET", `/api/cart?cart_id=${cart.id}`)).body.code).toBe("cart_not_found");
    // What the placement answered is what the order reads back as.
    const read = await call(t, "GET", `/api/order/${order.id}?token=${placed.access_token}`);
    expect({ ...(read.body.data as Order), expected_dispatch: null }).toEqual({ ...order, expected_dispatch: null });
    // Its record starts with the placement, by the guest.
    expect(await eventsOf(t, order.id)).toEqual([
      { from_status: null, to_status: "pending", event: "place", source: "shopper", actor: "guest", detail: null },
    ]);
  });

  it("mails a confirmation in the shopper's language with a link that opens the order without signing in", async () => {
    const cart = await cartWith(t, [[product(2).id, 1]]);
    const body = guestCheckout(cart, geo, {
      contact: {
        email: "thai.guest@example.com", first_name: "สมศรี", last_name: "ใจดี",
        phone: { country_code: "TH", number: "0812345678" },
      },
    });
    const placed = placedOf(await place(t, body, { locale: "th" }));
    const [mail] = await mailsTo(t, "thai.guest@example.com");
    expect(mail?.subject).toBe(`ได้รับคำสั่งซื้อ ${placed.order.number} แล้ว`);
    expect(mail?.body).toContain(product(2).name_th);
    const link = new URL(mail?.body.match(/https?:\/\/\S+/)?.[0] ?? "");
    expect(link.pathname).toBe(`/th/order/${placed.order.id}/payment`);
    expect(link.searchParams.get("token")).toBe(placed.access_token);
    // The link's token reads the order; without it, or with another order's, it is not found.
    const read = await call(t, "GET", `/api/order/${placed.order.id}?token=${placed.access_token}`, undefined, "th");
    expect(read.status).toBe(200);
    expect(is(read.body, OrderResponse)).toBe(true);
    expect((read.body.data as Order).items[0]).toMatchObject({ name: product(2).name_th });
    expect((await call(t, "GET", `/api/order/${placed.order.id}`)).status).toBe(404);
    const forged = `${placed.access_token.slice(0, -2)}${placed.access_token.endsWith("AA") ? "BB" : "AA"}`;
    expect((await call(t, "GET", `/api/order/${placed.order.id}?token=${forged}`)).body.code).toBe("order_not_found");
  });

  it("keeps a billing address of its own, and a pickup order needs no shipping address", async () => {
    const pickupCart = await cartWith(t, [[product(3).id, 1]]);
    const shipping = cartOf(await call(t, "POST", "/api/cart/apply-shipping", { cart_id: pickupCart.id,
      method: "pickup", branch_id: 1 }));
    const billingGeo = await geoChain(t, 3);
    const { kind: _k, is_default: _d, ...billing } = addressInput(billingGeo,
      { street_address: "1 Office Tower" }) as Record<string, unknown>;
    const body = { ...guestCheckout(pickupCart, geo, { billing_address: billing }), confirmed: confirmedOf(shipping) };
    delete (body as { shipping_address?: unknown }).shipping_address;
    const order = placedOf(await place(t, body)).order;
    expect(order).toMatchObject({ shipping_method: "pickup", shipping: 0, shipping_address: null, branch: { id: 1 } });
    expect(order.billing_address).toMatchObject({ street_address: "1 Office Tower",
      postal_code: billingGeo.sub_district.postal_code });
  });
});

describe("a member places an order", () => {
  it("with a saved address and without typing a contact: the order is theirs and lists first", async () => {
    const member = await createTestMember(t.app);
    const saved = await as(t, member.auth, "POST", "/api/user/address", addressInput(geo, { first_name: "Mali",
      street_address: "7 Silom Rd" }));
    expect(saved.status).toBe(200);
    const cart = await cartWith(t, [[product(4).id, 1]], member.auth);
    const body = { cart_id: cart.id, shipping_address: { address_id: (saved.body.data as { id: number }).id },
      accept_policy: true, confirmed: confirmedOf(cart) };
    const placed = placedOf(await place(t, body, { auth: member.auth }));
    expect(placed.order.shipping_address).toMatchObject({ first_name: "Mali", street_address: "7 Silom Rd" });
    expect(placed.order.contact).toMatchObject({ email: member.email, first_name: "Mali" });
    const list = await as(t, member.auth, "GET", "/api/order/?page=1");
    expect(list.body).toMatchObject({ data: [{ id: placed.order.id, number: placed.order.number, status: "pending",
      item_count: 1 }], meta: { total: 1 } });
    expect((await as(t, member.auth, "GET", `/api/order/${placed.order.id}`)).status).toBe(200);
    expect((await eventsOf(t, placed.order.id))[0]?.actor).toBe(`member:${member.id}`);
  });
});

describe("a member's coupon", () => {
  it("counts once per member: a second order goes without it, told at the check, placed once confirmed", async () => {
    const member = await createTestMember(t.app);
    const withCoupon = async () => {
      const cart = await cartWith(t, [[product(7).id, 1]], member.auth);
      const applied = await as(t, member.auth, "POST", "/api/cart/apply-coupon", { cart_id: cart.id,
        coupon_code: "WELCOME10" });
      return cartOf({ status: applied.status, body: applied.body });
    };
    const first = await withCoupon();
    expect(first.discount).toBeGreaterThan(0);
    const firstOrder = placedOf(await place(t, guestCheckout(first, geo), { auth: member.auth })).order;
    expect(firstOrder).toMatchObject({ coupon_code: "WELCOME10", discount: first.discount, total: first.total });

    const second = await withCoupon();
    const refused = await place(t, guestCheckout(second, geo), { auth: member.auth });
    expect(refused.body).toMatchObject({ code: "order_changed",
      errors: { "confirmed.total": expect.arrayContaining([expect.stringContaining("coupon")]) } });
    const check = (await as(t, member.auth, "POST", "/api/order/check", { cart_id: second.id,
      confirmed: confirmedOf(second) })).body.data as CheckoutCheck;
    expect(check.changes).toContainEqual({ code: "coupon_dropped", product_id: null, cart_item_id: null,
      reason: "coupon_usage_limit" });
    expect(check).toMatchObject({ discount: 0, coupon_code: null, total: second.total + second.discount });
    const secondOrder = placedOf(await place(t, guestCheckout(second, geo, { confirmed: check.confirm }),
      { auth: member.auth })).order;
    expect(secondOrder).toMatchObject({ coupon_code: null, discount: 0, total: check.total });
  });
});

describe("the check right before placing", () => {
  it("reports a changed price per line; confirmed, the order is placed at the new figures", async () => {
    const p = product(5);
    const cart = await cartWith(t, [[p.id, 2]]);
    const shown = confirmedOf(cart);
    await setPrice(t, p.id, p.price + 10000);
    const ordersBefore = await orderCount(t);
    const refused = await place(t, guestCheckout(cart, geo));
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: "order_changed",
      errors: {
        "confirmed.lines.0.unit_price": [expect.stringContaining("now")], "confirmed.total": [expect.any(String)],
      },
    });
    expect(await orderCount(t)).toBe(ordersBefore);
    const check = await call(t, "POST", "/api/order/check", { cart_id: cart.id, confirmed: shown });
    expect(is(check.body, CheckoutCheckResponse)).toBe(true);
    const figures = check.body.data as CheckoutCheck;
    expect(figures).toMatchObject({ ok: false, blocked: false });
    expect(figures.changes).toContainEqual({ code: "price_changed", product_id: p.id, cart_item_id: expect.any(Number),
      previous: p.price, current: p.price + 10000 });
    expect(figures.confirm.lines).toEqual([{ product_id: p.id, qty: 2, unit_price: p.price + 10000 }]);
    const order = placedOf(await place(t, guestCheckout(cart, geo, { confirmed: figures.confirm }))).order;
    expect(order.items[0]).toMatchObject({ unit_price: p.price + 10000, total: 2 * (p.price + 10000) });
    expect(order.total).toBe(figures.total);
  });

  it("answers ok with the figures to confirm when nothing changed", async () => {
    const cart = await cartWith(t, [[product(6).id, 1]]);
    const check = await call(t, "POST", "/api/order/check", { cart_id: cart.id, confirmed: confirmedOf(cart) });
    expect(check.body.data).toMatchObject({ ok: true, blocked: false, changes: [], confirm: confirmedOf(cart),
      total: cart.total });
  });
});
