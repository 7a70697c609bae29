import {
  array, defaulted, enums, integer, literal, max, nullable, number, object, optional, pattern, string, union,
  type Infer,
} from "superstruct";
import { Cart, CartId, MemberDiscount, ShippingMethod, UUID_V4 } from "./cart.ts";
import { dataOf, pageOf } from "./envelope.ts";
import { Place } from "./general.ts";
import { Satang } from "./order-total.ts";
import { Phone } from "./phone-shape.ts";
import { Count, fromString, MAX_PAGE, queryInt } from "./product.ts";

// Spec §3 Order and Order display, §4 Order display status, §7 Orders. Amounts are integer satang. Placing an order
// is in contract/checkout.ts; this file is the order as it is read back, listed and re-ordered.

/**
 * Spec §4 "Order display status": pending (Pending Payment, grey), processing (Processing Order, yellow), completed
 * (Delivered, green), failed (Failed / Expired, red), and in_transit for "anything else" (In Transit, yellow).
 * Which status may follow which, and who may cause it, is server/domain/order-lifecycle.ts.
 */
export const ORDER_STATUSES = ["processing", "pending", "completed", "failed", "in_transit"] as const;
export const OrderStatus = enums(ORDER_STATUSES);
export type OrderStatus = Infer<typeof OrderStatus>;

/** Codes the order calls answer on top of contract/errors.ts (the cart's stock codes are reused). */
export const ORDER_ERROR_CODES = [
  "cart_empty",
  "order_changed",
  "policy_not_accepted",
  "idempotency_key_reused",
  "order_not_found",
  "reorder_unavailable",
] as const;
export type OrderErrorCode = (typeof ORDER_ERROR_CODES)[number];

/** Spec §4/§9: an unpaid order stays valid this long, then expires (Failed / Expired) and its stock goes back. */
export const UNPAID_ORDER_DAYS = 7;
/** Spec §6/§9: order data is deleted this long after the order was placed (a member's also with the account). */
export const ORDER_RETENTION_YEARS = 2;
/** GET api/order/?page=n answers this many orders per page, newest first. */
export const ORDERS_PER_PAGE = 10;

/** An order's id in URLs (/order/{id}/payment, /my-account/my-orders/{id}): a random UUID, not its number. */
export const OrderId = fromString(pattern(string(), UUID_V4), (v) => v.toLowerCase());
export type OrderId = Infer<typeof OrderId>;

/**
 * The guest's key to one order, from the confirmation mail's link and the placement answer: a signature of the
 * order's id made with the shop's secret (43 base64url characters). It does not expire; the order goes at retention.
 */
export const OrderAccessToken = pattern(string(), /^[A-Za-z0-9_-]{43}$/);
export type OrderAccessToken = Infer<typeof OrderAccessToken>;

/** The page an order continues on after it was placed; the browser adds its /th prefix. */
export const orderPaymentPath = (id: string) => `/order/${id}/payment`;

// ---- Responses ------------------------------------------------------------------------------------------------

/** An address as the order keeps it (a copy made when the order was placed), names in the request's language. */
export const OrderAddress = object({
  place_type: enums(["home", "condo", "work"] as const),
  first_name: string(),
  last_name: string(),
  phone: Phone,
  street_address: string(),
  province: Place,
  district: Place,
  sub_district: Place,
  postal_code: string(),
});
export type OrderAddress = Infer<typeof OrderAddress>;

/** A bought product, priced as it was bought. */
export const OrderProductItem = object({
  type: literal("product"),
  product_id: number(),
  slug: string(),
  name: string(),
  desc: string(),
  image: string(),
  qty: Count,
  unit_price: Satang,
  total: Satang,
});
export type OrderProductItem = Infer<typeof OrderProductItem>;

/** The coupon as a line (spec §3 Order: items carry a type; the display keeps the product lines). */
export const OrderDiscountItem = object({
  type: literal("discount"),
  code: string(),
  /** Minus the discount, as on the cart's discount line. */
  total: max(integer(), 0),
});
export type OrderDiscountItem = Infer<typeof OrderDiscountItem>;

export const OrderItem = union([OrderProductItem, OrderDiscountItem]);
export type OrderItem = OrderProductItem | OrderDiscountItem;

/** A redeemed gift that ships with the order, named in the reader's language. */
export const OrderGift = object({ id: number(), name: string(), image: nullable(string()) });
export type OrderGift = Infer<typeof OrderGift>;

/** Who the order is for: where the confirmation mail goes and whom the courier calls. */
export const OrderContact = object({ email: string(), first_name: string(), last_name: string(),
  phone: nullable(Phone) });
export type OrderContact = Infer<typeof OrderContact>;

/** Spec §3 Order (response data) and Order display. Dates are ISO 8601; `expected_dispatch` is a Bangkok day. */
export const Order = object({
  id: string(),
  number: string(),
  status: OrderStatus,
  placed_at: string(),
  /** Pending orders: when it expires unpaid; null otherwise. */
  expires_at: nullable(string()),
  paid_at: nullable(string()),
  /** When it was delivered (status completed). */
  completed_at: nullable(string()),
  items: array(OrderItem),
  /** Sum of the product quantities: the display's "total quantity". */
  item_count: Count,
  subtotal: Satang,
  discount: Satang,
  shipping: Satang,
  /** VAT contained in total, at `vat_rate` percent. */
  vat: Satang,
  vat_rate: number(),
  total: Satang,
  /** The promo code used, if any. */
  coupon_code: nullable(string()),
  /** The member discount inside `discount` (decision 0135); null without one. */
  member_discount: optional(nullable(MemberDiscount)),
  /** Gifts redeemed with points that ship with this order (decision 0133). */
  gifts: optional(array(OrderGift)),
  shipping_method: ShippingMethod,
  /** Pickup: the branch; else null. */
  branch: nullable(Place),
  contact: OrderContact,
  /** Null for pickup at a branch, and for orders kept from before addresses were recorded. */
  shipping_address: nullable(OrderAddress),
  billing_address: nullable(OrderAddress),
  note: nullable(string()),
  tracking_number: nullable(string()),
  /** Spec §9: pending, the day it ships if paid now; processing, the day it ships; later statuses, null. */
  expected_dispatch: nullable(string()),
});
export type Order = Infer<typeof Order>;

// GET api/order/{id}[?token=] -> OrderResponse. A member reads their own orders; anyone reads an order with its
// token (the guest's link). Anything else answers 404 order_not_found, as for an order that does not exist.
export const OrderParams = object({ id: OrderId });
export const OrderQuery = object({ token: optional(OrderAccessToken) });
export type OrderQuery = Infer<typeof OrderQuery>;
export const OrderResponse = dataOf(Order);

/** One row of the member's order list. */
export const OrderSummary = object({
  id: string(),
  number: string(),
  status: OrderStatus,
  placed_at: string(),
  total: Satang,
  item_count: Count,
  /** Images of the first few products, for the row's thumbnails. */
  images: array(string()),
});
export type OrderSummary = Infer<typeof OrderSummary>;

// GET api/order/?page=n (members) -> pageOf(OrderSummary[]), newest first, ORDERS_PER_PAGE per page.
export const OrderListQuery = object({ page: defaulted(queryInt(1, MAX_PAGE), 1) });
export type OrderListQuery = Infer<typeof OrderListQuery>;
export const OrderListResponse = pageOf(array(OrderSummary));

// POST api/order/re-order -> dataOf(ReorderResult). Puts what is still in stock of an order into a cart: the one
// named (the browser's stored cart), else the member's cart, else a new one (its id is in the answer). A member
// re-orders their own orders; a guest needs the order's token.
export const Reorder = object({ order_id: OrderId, cart_id: optional(nullable(CartId)),
  token: optional(OrderAccessToken) });
export type Reorder = Infer<typeof Reorder>;

/** Why a line went into the cart short or not at all. */
export const REORDER_SHORTFALLS = ["out_of_stock", "insufficient_stock", "quantity_limit"] as const;
export const ReorderLine = object({
  product_id: number(),
  name: string(),
  /** What the order had. */
  wanted: Count,
  /** What went into the cart now (0..wanted). */
  added: Count,
  code: nullable(enums(REORDER_SHORTFALLS)),
});
export type ReorderLine = Infer<typeof ReorderLine>;
export const ReorderResult = object({ cart: Cart, lines: array(ReorderLine) });
export type ReorderResult = Infer<typeof ReorderResult>;
export const ReorderResponse = dataOf(ReorderResult);
