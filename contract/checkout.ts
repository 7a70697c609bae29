import {
  array, assign, boolean, dynamic, enums, nullable, number, object, omit, optional, partial, pick, size, string,
  type Infer, type Struct,
} from "superstruct";
import { refineShaped } from "./refine-shaped.ts";
import { Email } from "./auth.ts";
import { CartId, MemberDiscount, PRE_CHECK_PROBLEMS, Quantity } from "./cart.ts";
import { dataOf } from "./envelope.ts";
import { Id } from "./id.ts";
import { Order, OrderAccessToken } from "./order.ts";
import { Satang } from "./order-total.ts";
import { Count, ProductId } from "./product.ts";
import { AddressInput } from "./user.ts";

// Placing an order (spec §2 Cart and checkout, §7 Orders `POST api/order/`) and the check right before it.
//
//   1. POST api/order/check {cart_id, confirmed?}  -> the figures the server will charge, and what changed per line
//      against `confirmed` (what the shopper was shown). Stock problems block; price, quantity, coupon and total
//      changes only need the shopper to confirm the new figures (`confirm`).
//   2. POST api/order/ {…, confirmed} with an `Idempotency-Key` header -> 201 the new order, or 200 the order this
//      cart (or key) already made. Figures that no longer match answer 409 order_changed and place nothing: go back
//      to 1. Once placed, the cart is gone (cart calls answer cart_not_found): the browser forgets its id.

/** At most this many characters of note for the shop (spec §3 Order display "note"). */
export const ORDER_NOTE_MAX = 500;

/**
 * The `Idempotency-Key` header of POST api/order/ (contract/idempotency.ts): retrying with it answers the same order.
 */
export { IDEMPOTENCY_HEADER, IdempotencyKey } from "./idempotency.ts";

/** A new address typed at checkout: the address book's fields and rules (Thai cascade, phone) without kind/default. */
export const OrderAddressInput = omit(AddressInput, ["kind", "is_default"]);
export type OrderAddressInput = Infer<typeof OrderAddressInput>;

/** One of the signed-in member's saved addresses (GET api/user/address), by id. */
export const SavedAddressChoice = object({ address_id: Id });
export type SavedAddressChoice = Infer<typeof SavedAddressChoice>;

/** An address of the order: a saved one (members) or one typed in. */
export const AddressChoice = dynamic<OrderAddressInput | SavedAddressChoice>((value) =>
  (value && typeof value === "object" && "address_id" in value ? SavedAddressChoice : OrderAddressInput) as Struct<
    OrderAddressInput | SavedAddressChoice, unknown
  >);
export type AddressChoice = OrderAddressInput | SavedAddressChoice;

export const isSavedAddress = (choice: AddressChoice): choice is SavedAddressChoice => "address_id" in choice;

/** Whom the order is for. Guests must send it; a member may leave it out (their account's e-mail and name). */
export const OrderContactInput = assign(pick(AddressInput, ["first_name", "last_name", "phone"]),
  object({ email: Email }));
export type OrderContactInput = Infer<typeof OrderContactInput>;

/** A product line as the shopper was shown it: quantity and unit price. */
export const ConfirmedLine = object({ product_id: ProductId, qty: Quantity, unit_price: Satang });
export type ConfirmedLine = Infer<typeof ConfirmedLine>;

/**
 * The figures the shopper agreed to: every product line of the cart (each product once) and the total (shipping and
 * coupon included), as the check answered them in `confirm`.
 */
export const Confirmed = refineShaped(
  object({ lines: size(array(ConfirmedLine), 1, 100), total: Satang }),
  "confirmed_lines",
  (value) => new Set(value.lines.map((line) => line.product_id)).size === value.lines.length,
);
export type Confirmed = Infer<typeof Confirmed>;

// POST api/order/ (guests and members) -> 201 / 200 dataOf(PlacedOrder).
export const PlaceOrder = object({
  cart_id: CartId,
  contact: optional(OrderContactInput),
  /** Required unless the cart's shipping method is pickup at a branch. */
  shipping_address: optional(AddressChoice),
  /** Left out: the same as the shipping address. */
  billing_address: optional(AddressChoice),
  note: optional(size(string(), 0, ORDER_NOTE_MAX)),
  /** The terms and privacy policy box (spec §5: required for the order); anything but true is refused. */
  accept_policy: optional(boolean()),
  confirmed: Confirmed,
});
export type PlaceOrder = Infer<typeof PlaceOrder>;

export const PlacedOrder = object({
  order: Order,
  /** The order's guest key: GET api/order/{id}?token= reads it without signing in (the mail's link carries it). */
  access_token: OrderAccessToken,
  /** false when this answer repeats an order placed before (same cart or same Idempotency-Key). */
  created: boolean(),
  /** Where the shopper goes next: orderPaymentPath(order.id). */
  next: string(),
});
export type PlacedOrder = Infer<typeof PlacedOrder>;
export const PlacedOrderResponse = dataOf(PlacedOrder);

// POST api/order/check -> dataOf(CheckoutCheck). Changes nothing.
/**
 * `contact`: what the checkout form holds so far; with it a once-per-person coupon is judged before placing
 * (decision 0184). Left out, a guest's coupon is judged when the order is placed.
 */
export const CheckOrder = object({
  cart_id: CartId,
  confirmed: optional(Confirmed),
  contact: optional(partial(pick(OrderContactInput, ["email", "phone"]))),
});
export type CheckOrder = Infer<typeof CheckOrder>;

/**
 * What changed since the shopper was shown `confirmed` (without it: since the cart's lines were last priced). Line
 * codes are the cart pre-check's plus quantity_changed, line_added and line_removed (another tab changed the cart);
 * coupon_dropped (the coupon no longer applies to this order; `reason` says why) and total_changed (shipping) are
 * about the whole order and have no product.
 */
export const CHECKOUT_CHANGES = [
  ...PRE_CHECK_PROBLEMS, "quantity_changed", "line_added", "line_removed", "coupon_dropped", "total_changed",
] as const;
export type CheckoutChangeCode = (typeof CHECKOUT_CHANGES)[number];

/** Changes the shopper cannot confirm away: the cart must change first (lower a quantity, remove a line). */
export const BLOCKING_CHANGES: readonly CheckoutChangeCode[] = ["unavailable", "out_of_stock", "insufficient_stock"];

export const CheckoutChange = object({
  code: enums(CHECKOUT_CHANGES),
  product_id: nullable(number()),
  cart_item_id: nullable(number()),
  /** out_of_stock / insufficient_stock: how many are left. */
  available: optional(Count),
  /** price_changed: the unit price shown and the one charged now; quantity_changed: the quantities. */
  previous: optional(number()),
  current: optional(number()),
  /** coupon_dropped: why (a coupon_* code). */
  reason: optional(string()),
});
export type CheckoutChange = Infer<typeof CheckoutChange>;

export const CheckoutCheck = object({
  /** True when nothing changed: place the order with `confirm`. */
  ok: boolean(),
  /** True when a change blocks placing (BLOCKING_CHANGES): send the shopper to the cart. */
  blocked: boolean(),
  changes: array(CheckoutChange),
  /** The figures the order would be placed with now: send them as `confirmed` once the shopper agreed. */
  confirm: Confirmed,
  subtotal: Satang,
  discount: Satang,
  /** The coupon counted in `discount`, null when none applies. */
  coupon_code: nullable(string()),
  /** The member discount counted in `discount` (decision 0135), null when none applies. */
  member_discount: optional(nullable(MemberDiscount)),
  shipping: Satang,
  vat: Satang,
  total: Satang,
  item_count: Count,
  /** Spec §9: the Bangkok day the order ships if it is paid now. */
  expected_dispatch: string(),
});
export type CheckoutCheck = Infer<typeof CheckoutCheck>;
export const CheckoutCheckResponse = dataOf(CheckoutCheck);
